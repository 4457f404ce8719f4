import { Injectable } from '@nestjs/common';
import type { AppId } from '@mizan/domain/access';
import type { Bilingual } from '@mizan/domain/i18n';
import { type QuestionCommentEvent, rooms } from '@mizan/domain/realtime';
import {
  type CommentAnchor,
  type CommentBody,
  type CommentSavedResponse,
  type CommentsResponse,
  REVIEW_MESSAGES,
  type ReviewComment,
} from '@mizan/domain/review';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, notFound } from '../common/domain-error.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { AfterCommit } from '../realtime/after-commit.js';
import type { QuestionRecord } from '../questions/question-access.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ReviewAccess } from './review-access.js';
import { ReviewEventLog } from './review-event.store.js';

interface CommentRow {
  id: string | number;
  question_id: number;
  parent_id: string | number | null;
  body: string;
  anchor: CommentAnchor | string | null;
  user_id: number;
  username: string;
  name: Bilingual;
  created_at: Date | string;
  resolved_at: Date | string | null;
  resolved_by: number | null;
  resolver_username: string | null;
  resolver_name: Bilingual | null;
}

const SELECT = `select c.id, c.question_id, c.parent_id, c.body, c.anchor, c.user_id, u.username, u.name,
    c.created_at, c.resolved_at, c.resolved_by, r.username as resolver_username, r.name as resolver_name
  from review_comment c join app_user u on u.id = c.user_id left join app_user r on r.id = c.resolved_by`;

const toComment = (r: CommentRow): ReviewComment => ({
  commentId: Number(r.id),
  questionId: r.question_id,
  parentId: r.parent_id === null ? null : Number(r.parent_id),
  body: r.body,
  anchor: typeof r.anchor === 'string' ? (JSON.parse(r.anchor) as CommentAnchor) : r.anchor,
  author: { userId: r.user_id, username: r.username, name: r.name },
  createdAt: new Date(r.created_at).toISOString(),
  resolved: r.resolved_at !== null,
  resolvedAt: r.resolved_at === null ? null : new Date(r.resolved_at).toISOString(),
  resolvedBy:
    r.resolved_by === null
      ? null
      : {
          userId: r.resolved_by,
          username: r.resolver_username ?? '',
          name: r.resolver_name ?? { ar: '', en: '' },
        },
});

type ReviewedQuestion = Pick<
  QuestionRecord,
  'id' | 'course_id' | 'question_type' | 'creator_id' | 'text_plain'
>;

const excerpt = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Comment threads of a question: reviewers write them through 165.2.2.; the creator reads and
 * answers through 165.2.1. Each added or resolved comment is logged, emitted to the question's,
 * the course's and the creator's rooms, and notified to the creator and the answered author.
 */
@Injectable()
export class ReviewCommentsService {
  constructor(
    private readonly db: Db,
    private readonly access: ReviewAccess,
    private readonly log: ReviewEventLog,
    private readonly notifications: NotificationsService,
    private readonly realtime: RealtimeService,
    private readonly afterCommit: AfterCommit,
  ) {}

  async list(auth: RequestAuth, questionId: number): Promise<CommentsResponse> {
    const lastSeq = await this.log.lastSeq();
    await this.access.readable(auth, questionId);
    const rows = await this.db.query<CommentRow>(`${SELECT} where c.question_id = ? order by c.id`, [
      questionId,
    ]);
    return { comments: rows.map(toComment), lastSeq };
  }

  add(auth: RequestAuth, appId: AppId, questionId: number, body: CommentBody): Promise<CommentSavedResponse> {
    return this.db.transaction(async (em) => {
      const question = await this.access.writable(auth, appId, questionId, em);
      return this.insert(em, question, auth, body, { notify: true });
    });
  }

  /** Stores a comment, logs and notifies it in `em`'s transaction; it is emitted after commit. */
  async insert(
    em: Em,
    question: ReviewedQuestion,
    auth: RequestAuth,
    body: CommentBody,
    opts: { notify: boolean },
  ): Promise<CommentSavedResponse> {
    let parentAuthor: number | undefined;
    if (body.parentId !== undefined) {
      const [parent] = await this.db.query<{ user_id: number }>(
        'select user_id from review_comment where id = ? and question_id = ?',
        [body.parentId, question.id],
        em,
      );
      if (!parent) throw DomainError.validation({ parentId: REVIEW_MESSAGES.parentNotFound });
      parentAuthor = parent.user_id;
    }
    const [{ id }] = await this.db.query<{ id: string }>(
      `insert into review_comment (question_id, parent_id, body, anchor, user_id) values (?, ?, ?, ?, ?) returning id`,
      [
        question.id,
        body.parentId ?? null,
        body.body,
        body.anchor ? JSON.stringify(body.anchor) : null,
        auth.userId,
      ],
      em,
    );
    const comment = await this.one(em, Number(id));
    const event = await this.log.append(
      em,
      'question:comment',
      { questionId: question.id, courseId: question.course_id },
      (seq) => ({ seq, questionId: question.id, courseId: question.course_id, action: 'added', comment }),
    );
    const recipients = opts.notify
      ? [question.creator_id, ...(parentAuthor ? [parentAuthor] : [])].filter((u) => u !== auth.userId)
      : [];
    const notified = await this.notifications.add(
      em,
      recipients,
      { id: event.seq, kind: 'comment', questionId: question.id, courseId: question.course_id },
      {
        questionType: question.question_type,
        text: excerpt(question.text_plain, 120),
        by: comment.author,
        comment: excerpt(comment.body, 200),
      },
    );
    this.afterCommit.run(em, async () => {
      this.emit(question, event);
      await this.notifications.announce(notified);
    });
    return { comment, seq: event.seq };
  }

  /** Resolves or reopens a thread (its first comment); setting the state it already has changes nothing. */
  resolve(
    auth: RequestAuth,
    appId: AppId,
    questionId: number,
    commentId: number,
    resolved: boolean,
  ): Promise<CommentSavedResponse> {
    return this.db.transaction(async (em) => {
      const question = await this.access.writable(auth, appId, questionId, em);
      const [row] = await this.db.query<{ parent_id: string | null; resolved_at: Date | null }>(
        'select parent_id, resolved_at from review_comment where id = ? and question_id = ? for update',
        [commentId, questionId],
        em,
      );
      if (!row) throw notFound();
      if (row.parent_id !== null) throw DomainError.of(422, REVIEW_MESSAGES.onlyThreadResolvable);
      if ((row.resolved_at !== null) === resolved) {
        return { comment: await this.one(em, commentId), seq: await this.log.lastSeq() };
      }
      await this.db.query(
        'update review_comment set resolved_at = case when ? then now() end, resolved_by = ? where id = ?',
        [resolved, resolved ? auth.userId : null, commentId],
        em,
      );
      const comment = await this.one(em, commentId);
      const event = await this.log.append(
        em,
        'question:comment',
        { questionId, courseId: question.course_id },
        (seq) => ({
          seq,
          questionId,
          courseId: question.course_id,
          action: resolved ? 'resolved' : 'reopened',
          comment,
        }),
      );
      this.afterCommit.run(em, () => this.emit(question, event));
      return { comment, seq: event.seq };
    });
  }

  private emit(question: ReviewedQuestion, event: QuestionCommentEvent): void {
    this.realtime.toRooms(
      [rooms.question(question.id), rooms.course(question.course_id), rooms.user(question.creator_id)],
      'question:comment',
      event,
    );
  }

  private async one(em: Em, commentId: number): Promise<ReviewComment> {
    const [row] = await this.db.query<CommentRow>(`${SELECT} where c.id = ?`, [commentId], em);
    return toComment(row);
  }
}
