import { Inject, Injectable } from '@nestjs/common';
import {
  decisionsFrom,
  REVIEW_LIMITS,
  type ReviewEventsResponse,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewState,
} from '@mizan/domain/review';
import type { RequestAuth } from '../auth/session.store.js';
import { notFound } from '../common/domain-error.js';
import { CourseAccess } from '../courses/course-access.js';
import type { CourseCountCache } from '../courses/course-count.cache.js';
import { isoTime } from '../database/timestamps.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { QUESTION_COUNTS } from '../questions/question.writer.js';
import { QuestionsStore } from '../questions/questions.store.js';
import { PresenceStore } from '../realtime/presence.store.js';
import { ReviewAccess } from './review-access.js';
import { ReviewEventLog } from './review-event.store.js';

const num = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * 165.2.2. What a reviewer reads: the list of questions waiting, a question's review state, and
 * the events a reconnecting client missed. Each answer carries the log's cursor read before its
 * rows, so an event at or below it is in them and one above it comes again on catch-up.
 */
@Injectable()
export class ReviewService {
  constructor(
    private readonly access: ReviewAccess,
    private readonly courses: CourseAccess,
    private readonly questions: QuestionsStore,
    private readonly log: ReviewEventLog,
    private readonly notifications: NotificationsService,
    private readonly presence: PresenceStore,
    @Inject(QUESTION_COUNTS) private readonly counts: CourseCountCache,
  ) {}

  async list(auth: RequestAuth, q: ReviewListQuery): Promise<ReviewListResponse> {
    const { rows, total, lastSeq } = await this.questions.reviewPage(q, auth.scopePath, this.counts);
    // The page holds the scope check: an empty one may be a course outside it (404).
    if (rows.length === 0) await this.courses.course(auth, q.courseId);
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
        updatedAt: isoTime(r.updated_at),
        openComments: r.open_comments,
        canDecide: this.access.canDecide(auth, { creator_id: r.creator_id }),
        watchers: watchers.get(r.id) ?? [],
      })),
      currentPage: q.page,
      totalItems: total,
      rights: [...(auth.rights['165.2.2.'] ?? [])],
      lastSeq,
    };
  }

  async state(auth: RequestAuth, questionId: number): Promise<ReviewState> {
    const lastSeq = await this.log.lastSeq();
    const q = await this.access.readable(auth, questionId);
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

  /** What a reconnecting client missed (API.md 'Catch-up'). */
  async events(
    auth: RequestAuth,
    q: { since: number; courseId?: number; questionId?: number },
  ): Promise<ReviewEventsResponse> {
    if (q.questionId !== undefined) {
      const question = await this.access.readable(auth, q.questionId);
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
