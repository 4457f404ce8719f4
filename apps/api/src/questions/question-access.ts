import { Injectable } from '@nestjs/common';
import type { AppId } from '@mizan/domain/access';
import {
  type LanguageCode,
  QuestionStatus,
  type QuestionStatusCode,
  type QuestionTypeCode,
} from '@mizan/domain/codes';
import type { Bilingual } from '@mizan/domain/i18n';
import { QUESTION_MESSAGES as M, type QuestionContent, questionPermissions } from '@mizan/domain/questions';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { CourseAccess, type CourseRecord } from '../courses/course-access.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

/** A question row as the questions area and its neighbours (review, collaboration) read it. */
export interface QuestionRecord {
  id: number;
  course_id: number;
  subject_id: number | null;
  question_type: QuestionTypeCode;
  status: QuestionStatusCode;
  language: LanguageCode;
  content: QuestionContent;
  text_plain: string;
  version: number;
  revision: number;
  lock_version: number;
  creator_id: number;
  creator_username: string;
  creator_name: Bilingual;
  created_at: Date | string;
  updated_at: Date | string;
}

export const QUESTION_SELECT = `select q.id, q.course_id, q.subject_id, q.question_type, q.status, q.language, q.content,
    q.text_plain, q.version, q.revision, q.lock_version, q.creator_id, u.username as creator_username,
    u.name as creator_name, q.created_at, q.updated_at
  from question q join app_user u on u.id = q.creator_id`;

/** Apps whose screens read questions: the bank itself and the reviewers' screens (SPEC 2). */
export const QUESTION_READ_APPS: readonly AppId[] = ['165.2.1.', '165.2.2.'];

/** A path id that is not a positive integer names no question. */
export function questionIdParam(value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw notFound();
  return Number(value);
}

export interface LoadedQuestion {
  question: QuestionRecord;
  course: CourseRecord;
}

/**
 * Loads a question for a caller whose app right the route's guard has checked: the question must
 * exist and its course lie in the caller's scope (else 404, never 403). `forEdit` / `forDelete`
 * add the own-or-all rule (SPEC 6, issue 4). Exported for the review and collaboration areas.
 */
@Injectable()
export class QuestionAccess {
  constructor(
    private readonly db: Db,
    private readonly courses: CourseAccess,
  ) {}

  async load(
    auth: RequestAuth,
    questionId: number,
    opts: {
      em?: Em;
      /** Lock the row (inside a transaction) for a write. */
      lock?: boolean;
      /** Soft-deleted questions are found too (reads of history); otherwise they are 404. */
      includeDeleted?: boolean;
    } = {},
  ): Promise<LoadedQuestion> {
    const [question] = await this.db.query<QuestionRecord>(
      `${QUESTION_SELECT} where q.id = ?${opts.lock ? ' for update of q' : ''}`,
      [questionId],
      opts.em,
    );
    if (!question || (!opts.includeDeleted && question.status === QuestionStatus.DELETED)) throw notFound();
    const course = await this.courses.course(auth, question.course_id, opts.em);
    return { question, course };
  }

  permissions(auth: RequestAuth, q: Pick<QuestionRecord, 'creator_id' | 'status'>) {
    return questionPermissions(auth.rights, { creatorId: q.creator_id, status: q.status }, auth.userId);
  }

  /** The question locked for an edit (the route asks add 9.3. on 165.2.1.): editAll 9.14. for another user's. */
  async forEdit(auth: RequestAuth, questionId: number, em: Em): Promise<LoadedQuestion> {
    const loaded = await this.load(auth, questionId, { em, lock: true });
    if (!this.permissions(auth, loaded.question).canEdit) throw DomainError.of(403, M.noRightEditOthers);
    return loaded;
  }

  /** The question locked for a delete (the route asks delete 9.5.): deleteAll 9.15. for another user's. */
  async forDelete(auth: RequestAuth, questionId: number, em: Em): Promise<LoadedQuestion> {
    const loaded = await this.load(auth, questionId, { em, lock: true });
    if (!this.permissions(auth, loaded.question).canDelete) throw DomainError.of(403, M.noRightDeleteOthers);
    return loaded;
  }
}
