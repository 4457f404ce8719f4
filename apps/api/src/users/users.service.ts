import { Injectable } from '@nestjs/common';
import type { Profile, ProfileEdit } from '@mizan/domain/auth';
import { LIMITS } from '@mizan/domain/limits';
import type { RequestAuth } from '../auth/session.store.js';
import { imageUrl } from '../auth/session-info.service.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { Db } from '../database/db.service.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ScopeSchema } from '../scopes/scope.entity.js';
import { type User, UserImageSchema, UserSchema } from './user.entity.js';
import { IMAGE_NAME, sniffImage } from './image-check.js';
import { IMAGE_REQUIRED, imageTooLarge } from './image-upload.filter.js';

@Injectable()
export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly realtime: RealtimeService,
  ) {}

  /** A profile is its owner's; anyone else's is "not found" rather than "forbidden" (no probing). */
  private async own(auth: RequestAuth, username: string): Promise<User> {
    if (username.toLowerCase() !== auth.username.toLowerCase()) throw notFound();
    return this.db.em().findOneOrFail(UserSchema, auth.userId);
  }

  async profile(auth: RequestAuth, username: string): Promise<Profile> {
    const user = await this.own(auth, username);
    const scope = await this.db.em().findOneOrFail(ScopeSchema, user.scope.id);
    return {
      username: user.username,
      name: user.name,
      email: user.email ?? null,
      phone: user.phone ?? null,
      nationalId: user.nationalId ?? null,
      userImage: imageUrl(user),
      origin: user.origin,
      scope: scope.name,
      canEdit: true,
    };
  }

  async update(auth: RequestAuth, username: string, edit: ProfileEdit): Promise<Profile> {
    await this.own(auth, username);
    await this.db.em().nativeUpdate(UserSchema, auth.userId, {
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
    await this.db.transaction(async (em) => {
      await em.upsert(UserImageSchema, {
        userId: auth.userId,
        mime,
        data: file.buffer,
        updatedAt: new Date(),
      });
      // updatedAt versions the image URL: a new picture gets a new URL past the browsers' caches.
      await em.nativeUpdate(UserSchema, auth.userId, { hasImage: true, updatedAt: new Date() });
    });
    this.realtime.toUser(auth.userId, 'session:changed', { reason: 'profile' });
    return this.profile(auth, username);
  }

  async image(username: string): Promise<{ mime: string; data: Buffer }> {
    // No username holds a NUL, and PostgreSQL refuses one in a parameter (a 500 otherwise).
    if (username.includes('\u0000')) throw notFound();
    const [row] = await this.db.query<{ mime: string; data: Buffer }>(
      'select i.mime, i.data from user_image i join app_user u on u.id = i.user_id where lower(u.username) = lower(?)',
      [username],
    );
    if (!row) throw notFound();
    return row;
  }
}
