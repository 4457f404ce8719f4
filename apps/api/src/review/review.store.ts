import { Injectable } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import type { Bilingual } from '@mizan/domain/i18n';
import type { UserRef } from '@mizan/domain/review';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

/**
 * The review area's reads beside its event log and comments: users as events name them, the
 * reviewers a submission notifies, open threads per question. Question rows come from the
 * questions area (QuestionsStore, QuestionAccess), never from here.
 */
@Injectable()
export class ReviewStore {
  constructor(private readonly db: Db) {}

  async userRef(userId: number, em?: Em): Promise<UserRef> {
    const [u] = await this.db.query<{ username: string; name: Bilingual }>(
      'select username, name from app_user where id = ?',
      [userId],
      em,
    );
    return { userId, username: u.username, name: u.name };
  }

  /** Users holding the edit right of 165.2.2. whose own scope contains the course. */
  async reviewersOf(courseId: number, em: Em): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `select u.id from app_user u join scope us on us.id = u.scope_id, course c join scope cs on cs.id = c.scope_id
       where c.id = ? and u.rights -> '165.2.2.' @> ?::jsonb and cs.path like us.path || '%'`,
      [courseId, JSON.stringify([Right.edit])],
      em,
    );
    return rows.map((r) => r.id);
  }
}
