import { Injectable } from '@nestjs/common';
import type { Profile, ProfileEdit } from '@mizan/domain/auth';
import { LIMITS } from '@mizan/domain/limits';
import type { RequestAuth } from '../auth/session.store.js';
import { imageUrl } from '../auth/session-info.service.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { Db } from '../database/db.service.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { IMAGE_NAME, IMAGE_REQUIRED, imageTooLarge, sniffImage } from './image-check.js';
import { type ProfileRow, UsersStore } from './users.store.js';

@Injectable()
export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly store: UsersStore,
    private readonly realtime: RealtimeService,
  ) {}

  /** A profile is its owner's; anyone else's is "not found" rather than "forbidden" (no probing). */
  private async own(auth: RequestAuth, username: string): Promise<ProfileRow> {
    if (username.toLowerCase() !== auth.username.toLowerCase()) throw notFound();
    const user = await this.store.profile(auth.userId);
    if (!user) throw notFound();
    return user;
  }

  async profile(auth: RequestAuth, username: string): Promise<Profile> {
    const user = await this.own(auth, username);
    return {
      username: user.username,
      name: user.name,
      email: user.email,
      phone: user.phone,
      nationalId: user.national_id,
      userImage: imageUrl({
        username: user.username,
        hasImage: user.has_image,
        updatedAt: new Date(user.updated_at),
      }),
      origin: user.origin,
      scope: user.scope_name,
      canEdit: true,
    };
  }

  async update(auth: RequestAuth, username: string, edit: ProfileEdit): Promise<Profile> {
    await this.own(auth, username);
    await this.store.updateProfile(auth.userId, {
      name: { ar: edit.nameAr, en: edit.nameEn },
      email: edit.email || null,
      phone: edit.phone || null,
      nationalId: edit.nationalId || null,
    });
    this.realtime.toUser(auth.userId, 'session:changed', { reason: 'profile' });
    return this.profile(auth, username);
  }

  async setImage(
    auth: RequestAuth,
    username: string,
    file?: { originalname: string; buffer: Buffer; size: number },
  ) {
    await this.own(auth, username);
    if (!file) throw DomainError.validation({ image: IMAGE_REQUIRED });
    if (file.size > LIMITS.profileImageMaxBytes) throw imageTooLarge();
    const mime = sniffImage(file.buffer);
    if (!mime || !IMAGE_NAME.test(file.originalname)) throw new DomainError(415, 'imageType');
    await this.db.transaction((em) => this.store.saveImage(auth.userId, mime, file.buffer, em));
    this.realtime.toUser(auth.userId, 'session:changed', { reason: 'profile' });
    return this.profile(auth, username);
  }

  async image(username: string): Promise<{ mime: string; data: Buffer }> {
    // No username holds a NUL, and PostgreSQL refuses one in a parameter (a 500 otherwise).
    if (username.includes('\u0000')) throw notFound();
    const row = await this.store.image(username);
    if (!row) throw notFound();
    return row;
  }
}
