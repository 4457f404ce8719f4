import { Injectable } from '@nestjs/common';
import type { AppRights } from '@mizan/domain/access';
import type { StageItem } from '@mizan/domain/auth';
import type { Bilingual } from '@mizan/domain/i18n';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

export type StageId = StageItem['id'];

/** A user's own profile fields, with their scope's name. */
export interface ProfileRow {
  username: string;
  name: Bilingual;
  email: string | null;
  phone: string | null;
  national_id: string | null;
  origin: string;
  has_image: boolean;
  updated_at: Date | string;
  scope_name: Bilingual;
}

/**
 * SQL on app_user and user_image: the profile, the picture, the session's own writes (auth) and the
 * instructors the course import brings from the student-information system.
 */
@Injectable()
export class UsersStore {
  constructor(private readonly db: Db) {}

  async profile(userId: number): Promise<ProfileRow | undefined> {
    const [row] = await this.db.query<ProfileRow>(
      `select u.username, u.name, u.email, u.phone, u.national_id, u.origin, u.has_image, u.updated_at,
         s.name as scope_name
       from app_user u join scope s on s.id = u.scope_id where u.id = ?`,
      [userId],
    );
    return row;
  }

  async updateProfile(
    userId: number,
    edit: { name: Bilingual; email: string | null; phone: string | null; nationalId: string | null },
  ): Promise<void> {
    await this.db.query('update app_user set name = ?, email = ?, phone = ?, national_id = ? where id = ?', [
      JSON.stringify(edit.name),
      edit.email,
      edit.phone,
      edit.nationalId,
      userId,
    ]);
  }

  /** The picture and the user's updatedAt together: updatedAt versions the image URL past browser caches. */
  async saveImage(userId: number, mime: string, data: Buffer, em: Em): Promise<void> {
    await this.db.query(
      `insert into user_image (user_id, mime, data, updated_at) values (?, ?, ?, now())
       on conflict (user_id) do update set mime = excluded.mime, data = excluded.data, updated_at = excluded.updated_at`,
      [userId, mime, data],
      em,
    );
    await this.db.query(
      'update app_user set has_image = true, updated_at = now() where id = ?',
      [userId],
      em,
    );
  }

  async image(username: string): Promise<{ mime: string; data: Buffer } | undefined> {
    const [row] = await this.db.query<{ mime: string; data: Buffer }>(
      'select i.mime, i.data from user_image i join app_user u on u.id = i.user_id where lower(u.username) = lower(?)',
      [username],
    );
    return row;
  }

  /** The forced reset's new password (SPEC 4), clearing the reset flag and its message. */
  async setPassword(userId: number, passwordHash: string, em: Em): Promise<void> {
    await this.db.query(
      'update app_user set password_hash = ?, reset_password = false, reset_message = null where id = ?',
      [passwordHash, userId],
      em,
    );
  }

  async selectScope(userId: number, scopeId: number): Promise<void> {
    await this.db.query('update app_user set selected_scope_id = ? where id = ?', [scopeId, userId]);
  }

  async stages(userId: number): Promise<StageId[]> {
    const [row] = await this.db.query<{ stages: StageId[] }>('select stages from app_user where id = ?', [
      userId,
    ]);
    return row?.stages ?? [];
  }

  async setActiveStage(userId: number, stageId: StageId): Promise<void> {
    await this.db.query('update app_user set active_stage = ? where id = ?', [stageId, userId]);
  }

  /** What decides a sync from the student-information system (SPEC 6). */
  async syncFlags(userId: number): Promise<{ origin: string; can_sync_courses: boolean } | undefined> {
    const [row] = await this.db.query<{ origin: string; can_sync_courses: boolean }>(
      'select origin, can_sync_courses from app_user where id = ?',
      [userId],
    );
    return row;
  }

  /**
   * An instructor from the student-information system (origin 10.2.): added with the given rights,
   * or renamed; a user who came from elsewhere keeps their rights. `inserted` when added.
   */
  async upsertInstructor(
    instructor: {
      username: string;
      name: Bilingual;
      email: string | null;
      scopeId: number;
      rights: AppRights;
    },
    em: Em,
  ): Promise<{ id: number; inserted: boolean }> {
    const [row] = await this.db.query<{ id: number; inserted: boolean }>(
      `insert into app_user (username, name, password_hash, email, origin, scope_id, selected_scope_id, rights)
       values (?, ?, 'external$', ?, '10.2.', ?, ?, ?)
       on conflict (lower(username)) do update set name = excluded.name,
         rights = case when app_user.origin = '10.2.' then excluded.rights else app_user.rights end,
         updated_at = now()
       returning id, (xmax = 0) as inserted`,
      [
        instructor.username,
        JSON.stringify(instructor.name),
        instructor.email,
        instructor.scopeId,
        instructor.scopeId,
        JSON.stringify(instructor.rights),
      ],
      em,
    );
    return row;
  }
}
