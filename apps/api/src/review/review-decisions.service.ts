import { Injectable } from '@nestjs/common';
import { QUESTION_STATUSES, QuestionStatus } from '@mizan/domain/codes';
import { MESSAGES } from '@mizan/domain/messages';
import {
  type DecisionBody,
  type DecisionResponse,
  decide,
  REVIEW_MESSAGES,
  type ReviewStemBody,
  type ReviewStemResponse,
  transitionNotAllowedText,
} from '@mizan/domain/review';
import type { RequestAuth } from '../auth/session.store.js';
import { rooms } from '@mizan/domain/realtime';
import { DomainError } from '../common/domain-error.js';
import { Db } from '../database/db.service.js';
import { prepareQuestion, QuestionWriter } from '../questions/question.writer.js';
import { AfterCommit } from '../realtime/after-commit.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ReviewAccess } from './review-access.js';
import { ReviewCommentsService } from './review-comments.service.js';
import { ReviewEventLog } from './review-event.store.js';
import { ReviewStore } from './review.store.js';

const DECISION_DONE = {
  approve: REVIEW_MESSAGES.approved,
  reject: REVIEW_MESSAGES.rejected,
  reopen: REVIEW_MESSAGES.reopened,
} as const;

/**
 * 165.2.2. What a reviewer changes: decisions (SPEC 4 transitions) and the stem fix, with
 * optimistic locking on the question's lock_version. The questions area's writer makes the change
 * and records its status event (log, notifications, sockets: review-status.hooks.ts).
 */
@Injectable()
export class ReviewDecisionsService {
  constructor(
    private readonly db: Db,
    private readonly access: ReviewAccess,
    private readonly log: ReviewEventLog,
    private readonly comments: ReviewCommentsService,
    private readonly writer: QuestionWriter,
    private readonly store: ReviewStore,
    private readonly realtime: RealtimeService,
    private readonly afterCommit: AfterCommit,
  ) {}

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
      await this.writer.changeStatus(em, { question: q, to, userId: auth.userId, comment: body.comment });
      // This transaction holds the log's lock: the question's newest status event is its own.
      const seq = await this.log.newest(em, 'question:status', q.id);
      // The decision's comment is a comment of the question too (its thread can be answered).
      if (body.comment) await this.comments.insert(em, q, auth, { body: body.comment }, { notify: false });
      return { status: to, version: q.lock_version + 1, message: DECISION_DONE[body.decision], seq };
    });
  }

  /**
   * A reviewer's small fix of the stem (issue 5), saved as a minor edit: the question stays
   * pending, its content version stays, the revision and the lock version count up (the lock
   * version answered is the one the next decision sends). Same checks and order as a decision,
   * then the stem itself; the rest of the stored content is kept as it is. The fix is logged
   * ('question:stem', for the catch-up) and whoever has the question open (its creator's view page,
   * another reviewer) hears it after commit.
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
      const lockVersion = q.lock_version + 1;
      const by = await this.store.userRef(auth.userId, em);
      // The transaction's last statement: it holds the log's lock until commit.
      const event = await this.log.append(
        em,
        'question:stem',
        { questionId: q.id, courseId: q.course_id },
        (seq, at) => ({
          seq,
          questionId: q.id,
          courseId: q.course_id,
          version: lockVersion,
          revision: saved.revision,
          by,
          at,
        }),
      );
      this.afterCommit.run(em, () =>
        this.realtime.toRooms([rooms.question(q.id), rooms.user(q.creator_id)], 'question:stem', event),
      );
      return {
        version: saved.version,
        revision: saved.revision,
        lockVersion,
        message: REVIEW_MESSAGES.stemSaved,
        seq: event.seq,
      };
    });
  }
}
