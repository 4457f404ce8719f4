import { createHash } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import { QUESTION_STATUSES, QuestionStatus, type QuestionTypeCode } from '@mizan/domain/codes';
import type { Bilingual } from '@mizan/domain/i18n';
import { rooms } from '@mizan/domain/realtime';
import {
  type DecisionBody,
  type DecisionResponse,
  decide,
  decisionsFrom,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewEventsResponse,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewState,
  type ReviewStemBody,
  type ReviewStemResponse,
  transitionNotAllowedText,
} from '@mizan/domain/review';
import { MESSAGES } from '@mizan/domain/messages';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { CourseAccess } from '../courses/course-access.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { prepareQuestion, QuestionWriter } from '../questions/question-writer.js';
import { AfterCommit } from '../realtime/after-commit.js';
import { PresenceStore } from '../realtime/presence.store.js';
import { QuestionStatusHooks, type QuestionStatusChange } from '../realtime/question-status-hooks.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ReviewAccess } from './review-access.js';
import { ReviewCommentsService } from './review-comments.service.js';
import { ReviewEventLog } from './review-event-log.js';
import { reviewListSql } from './review-list.query.js';

interface ListRow {
  id: number;
  question_type: ReviewListResponse['questions'][number]['questionType'];
  status: ReviewListResponse['questions'][number]['status'];
  text: string;
  subject_id: number | null;
  subject_name: string | null;
  language: ReviewListResponse['questions'][number]['language'];
  version: number;
  lock_version: number;
  difficulty: string | number | null;
  expected_time: string | number | null;
  degree: string | number | null;
  creator_id: number;
  creator_name: Bilingual;
  updated_at: Date | string;
  open_comments: number;
}

const statementName = (prefix: string, sql: string) =>
  `${prefix}-${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
const num = (v: string | number | null) => (v === null ? null : Number(v));
const excerpt = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const DECISION_DONE = {
  approve: REVIEW_MESSAGES.approved,
  reject: REVIEW_MESSAGES.rejected,
  reopen: REVIEW_MESSAGES.reopened,
} as const;

/**
 * 165.2.2. Review: the list of questions waiting, the decisions (SPEC 4 transitions) with
 * optimistic locking on the question's lock_version, and the live side of every status change:
 * logged with a sequence id, notified, and emitted after commit.
 */
@Injectable()
export class ReviewService implements OnModuleInit {
  constructor(
    private readonly db: Db,
    private readonly access: ReviewAccess,
    private readonly courses: CourseAccess,
    private readonly log: ReviewEventLog,
    private readonly comments: ReviewCommentsService,
    private readonly notifications: NotificationsService,
    private readonly presence: PresenceStore,
    private readonly realtime: RealtimeService,
    private readonly hooks: QuestionStatusHooks,
    private readonly afterCommit: AfterCommit,
    private readonly writer: QuestionWriter,
  ) {}

  onModuleInit(): void {
    this.hooks.onStatusChange((em, change) => this.statusChanged(em, change));
  }

  async list(auth: RequestAuth, q: ReviewListQuery): Promise<ReviewListResponse> {
    await this.courses.course(auth, q.courseId);
    const sql = reviewListSql(q);
    // Prepared on PostgreSQL: the few filter combinations each get their own statement name.
    const [found, [count]] = await Promise.all([
      this.db.hot<ListRow & { last_seq: string | number }>(
        statementName('review-list', sql.rows.sql),
        sql.rows.sql,
        sql.rows.params,
      ),
      this.db.hot<{ n: number }>(
        statementName('review-count', sql.count.sql),
        sql.count.sql,
        sql.count.params,
      ),
    ]);
    const lastSeq = Number(found[0]?.last_seq ?? 0);
    const rows = found.filter((r) => r.id !== null);
    const watchers = await this.presence.many(rows.map((r) => r.id));
    return {
      questions: rows.map((r) => ({
        questionId: r.id,
        questionType: r.question_type,
        status: r.status,
        text: r.text,
        subjectId: r.subject_id,
        subjectName: r.subject_name,
        language: r.language,
        version: r.version,
        lockVersion: r.lock_version,
        difficulty: num(r.difficulty),
        expectedTime: num(r.expected_time),
        degree: num(r.degree),
        creator: { userId: r.creator_id, name: r.creator_name },
        updatedAt: new Date(r.updated_at).toISOString(),
        openComments: r.open_comments,
        canDecide: this.access.canDecide(auth, { creator_id: r.creator_id }),
        watchers: watchers.get(r.id) ?? [],
      })),
      currentPage: q.page,
      totalItems: count.n,
      rights: [...(auth.rights['165.2.2.'] ?? [])],
      lastSeq,
    };
  }

  async state(auth: RequestAuth, questionId: number): Promise<ReviewState> {
    const lastSeq = await this.log.lastSeq();
    const q = await this.access.readable(auth, '165.2.2.', questionId);
    const canDecide = this.access.canDecide(auth, q);
    return {
      questionId: q.id,
      courseId: q.course_id,
      questionType: q.question_type,
      status: q.status,
      lockVersion: q.lock_version,
      creator: { userId: q.creator_id, username: q.creator_username, name: q.creator_name },
      canDecide,
      decisions: canDecide ? decisionsFrom(q.status) : [],
      watchers: await this.presence.watchers(q.id),
      lastSeq,
    };
  }

  /**
   * A decision: own question 403, stale lockVersion 409, a transition SPEC 4 does not allow 422.
   * The row is locked first, so of two reviewers deciding at once the second reads the first's
   * lock_version once it commits, and gets 409.
   */
  decide(auth: RequestAuth, questionId: number, body: DecisionBody): Promise<DecisionResponse> {
    return this.db.transaction(async (em) => {
      const q = await this.access.forDecision(auth, questionId, em);
      if (q.creator_id === auth.userId) throw DomainError.of(403, REVIEW_MESSAGES.ownQuestion);
      if (body.version !== q.lock_version) throw DomainError.of(409, REVIEW_MESSAGES.staleVersion);
      const to = decide(body.decision, q.status);
      if (!to)
        throw DomainError.of(422, transitionNotAllowedText(body.decision, QUESTION_STATUSES[q.status]));
      // The questions area's writer: status, lock_version + 1 and the timeline entry.
      await this.writer.changeStatus(em, { question: q, to, userId: auth.userId, comment: body.comment });
      await this.hooks.statusChanged(em, {
        questionId: q.id,
        from: q.status,
        to,
        userId: auth.userId,
        comment: body.comment,
      });
      // This transaction holds the log's lock: the question's newest status event is its own.
      const [{ seq }] = await this.db.query<{ seq: string }>(
        "select max(id) as seq from review_event where question_id = ? and kind = 'question:status'",
        [q.id],
        em,
      );
      // The decision's comment is a comment of the question too (its thread can be answered).
      if (body.comment) await this.comments.insert(em, q, auth, { body: body.comment }, { notify: false });
      return {
        status: to,
        version: q.lock_version + 1,
        message: DECISION_DONE[body.decision],
        seq: Number(seq),
      };
    });
  }

  /**
   * A reviewer's small fix of the stem (issue 5), saved as a minor edit: the question stays
   * pending, its content version stays, the revision and the lock version count up (the lock
   * version answered is the one the next decision sends). Same checks and order as a decision,
   * then the stem itself; the rest of the stored content is kept as it is.
   */
  saveStem(auth: RequestAuth, questionId: number, body: ReviewStemBody): Promise<ReviewStemResponse> {
    return this.db.transaction(async (em) => {
      const q = await this.access.forDecision(auth, questionId, em);
      if (q.creator_id === auth.userId) throw DomainError.of(403, REVIEW_MESSAGES.ownQuestionStem);
      if (body.version !== q.lock_version) throw DomainError.of(409, REVIEW_MESSAGES.staleVersion);
      if (q.status !== QuestionStatus.PENDING_REVIEW)
        throw DomainError.of(422, REVIEW_MESSAGES.stemNotPending);
      const content = { ...q.content, stem: body.stem };
      const fields = await this.writer.check(em, q.course_id, content, { keepSubjectId: q.subject_id });
      const stemErrors = Object.entries(fields).filter(
        ([field]) => field === 'stem' || field.startsWith('stem.'),
      );
      if (stemErrors.length) throw DomainError.validation(Object.fromEntries(stemErrors));
      // A pending question was complete when submitted: a fix may not empty its stem.
      if (prepareQuestion(content).missing.some((m) => m.field === 'stem'))
        throw DomainError.validation({ stem: MESSAGES.required });
      const saved = await this.writer.update(em, {
        question: q,
        userId: auth.userId,
        content,
        editType: '0',
        keepStatus: true,
      });
      return {
        version: saved.version,
        revision: saved.revision,
        lockVersion: q.lock_version + 1,
        message: REVIEW_MESSAGES.stemSaved,
      };
    });
  }

  /**
   * Every status change, whoever made it: logged with its sequence id and notified in the
   * caller's transaction; emitted to the question's, the course's and the creator's rooms after.
   * Submitting tells the course's reviewers; a decision tells the creator.
   */
  private async statusChanged(em: Em, change: QuestionStatusChange): Promise<void> {
    const [q] = await this.db.query<{
      course_id: number;
      question_type: QuestionTypeCode;
      creator_id: number;
      lock_version: number;
      text_plain: string;
    }>(
      'select course_id, question_type, creator_id, lock_version, text_plain from question where id = ?',
      [change.questionId],
      em,
    );
    const by = await this.access.userRef(change.userId, em);
    const event = await this.log.append(
      em,
      'question:status',
      { questionId: change.questionId, courseId: q.course_id },
      (seq, at) => ({
        seq,
        questionId: change.questionId,
        courseId: q.course_id,
        questionType: q.question_type,
        from: change.from,
        to: change.to,
        version: q.lock_version,
        by,
        at,
        ...(change.comment ? { comment: change.comment } : {}),
      }),
    );
    const decided =
      (change.from === QuestionStatus.PENDING_REVIEW &&
        (change.to === QuestionStatus.APPROVED || change.to === QuestionStatus.REJECTED)) ||
      (change.from === QuestionStatus.APPROVED && change.to === QuestionStatus.COMPLETE);
    const submitted = change.to === QuestionStatus.PENDING_REVIEW;
    const recipients = submitted ? await this.reviewersOf(q.course_id, em) : decided ? [q.creator_id] : [];
    const notified = await this.notifications.add(
      em,
      recipients.filter((id) => id !== change.userId),
      {
        id: event.seq,
        kind: submitted ? 'submitted' : 'decision',
        questionId: change.questionId,
        courseId: q.course_id,
      },
      {
        questionType: q.question_type,
        text: excerpt(q.text_plain, 120),
        by,
        from: change.from,
        to: change.to,
        ...(change.comment ? { comment: excerpt(change.comment, 200) } : {}),
      },
    );
    this.afterCommit.run(em, async () => {
      this.realtime.toRooms(
        [rooms.question(change.questionId), rooms.course(q.course_id), rooms.user(q.creator_id)],
        'question:status',
        event,
      );
      await this.notifications.announce(notified);
    });
  }

  /** Users holding the edit right of 165.2.2. whose own scope contains the course. */
  private async reviewersOf(courseId: number, em: Em): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `select u.id from app_user u join scope us on us.id = u.scope_id, course c join scope cs on cs.id = c.scope_id
       where c.id = ? and u.rights -> '165.2.2.' @> ?::jsonb and cs.path like us.path || '%'`,
      [courseId, JSON.stringify([Right.edit])],
      em,
    );
    return rows.map((r) => r.id);
  }

  /** What a reconnecting client missed (API.md 'Catch-up'). */
  async events(
    auth: RequestAuth,
    appId: string,
    q: { since: number; courseId?: number; questionId?: number },
  ): Promise<ReviewEventsResponse> {
    if (q.questionId !== undefined) {
      const question = await this.access.readable(auth, appId, q.questionId);
      if (q.courseId !== undefined && q.courseId !== question.course_id) throw notFound();
    } else if (q.courseId !== undefined) {
      await this.courses.course(auth, q.courseId);
    }
    const lastSeq = await this.log.lastSeq();
    const limit = REVIEW_LIMITS.eventsMax;
    const [events, notifications] = await Promise.all([
      this.log.since(q.since, lastSeq, q, limit + 1),
      this.notifications.since(auth, q.since, lastSeq, limit + 1),
    ]);
    const complete = events.length <= limit && notifications.length <= limit;
    return {
      events: events.slice(0, limit),
      notifications: notifications.slice(0, limit),
      lastSeq,
      complete,
    };
  }
}
