import { Injectable, type OnModuleInit } from '@nestjs/common';
import { QuestionStatus } from '@mizan/domain/codes';
import { rooms } from '@mizan/domain/realtime';
import type { NotificationItem, UserRef } from '@mizan/domain/review';
import type { Em } from '../database/database.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { type QuestionStatusChange, QuestionStatusHooks } from '../questions/question-status.hooks.js';
import { AfterCommit } from '../realtime/after-commit.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ReviewEventLog } from './review-event.store.js';
import { ReviewStore } from './review.store.js';

const excerpt = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The live side of every status change the question writer makes, whoever asked for it (submit,
 * decision, delete, ILO reset, approving import): logged with its sequence id and notified in the
 * writer's transaction, emitted to the question's, the course's and the creator's rooms after
 * commit. A submission tells the course's reviewers; any other change by someone else tells the
 * question's creator. Nobody is told of their own action.
 */
@Injectable()
export class ReviewStatusHooks implements OnModuleInit {
  constructor(
    private readonly hooks: QuestionStatusHooks,
    private readonly log: ReviewEventLog,
    private readonly store: ReviewStore,
    private readonly notifications: NotificationsService,
    private readonly realtime: RealtimeService,
    private readonly afterCommit: AfterCommit,
  ) {}

  onModuleInit(): void {
    this.hooks.onStatusChanges((em, changes) => this.statusChanged(em, changes));
    this.hooks.readCursorWith(() => this.log.lastSeq());
  }

  /** One write's changes (one, or an approving import's batch): logged together, each notified and emitted. */
  private async statusChanged(em: Em, changes: QuestionStatusChange[]): Promise<void> {
    const users = new Map<number, UserRef>();
    for (const id of new Set(changes.map((c) => c.userId))) users.set(id, await this.store.userRef(id, em));
    const events = await this.log.appendMany(em, 'question:status', changes, (change, seq, at) => ({
      seq,
      questionId: change.questionId,
      courseId: change.courseId,
      questionType: change.questionType,
      from: change.from,
      to: change.to,
      version: change.lockVersion,
      by: users.get(change.userId) as UserRef,
      at,
      ...(change.comment ? { comment: change.comment } : {}),
    }));
    const notified: NotificationItem[][] = [];
    for (const [i, change] of changes.entries()) {
      const event = events[i];
      const submitted = change.to === QuestionStatus.PENDING_REVIEW;
      const recipients = (
        submitted ? await this.store.reviewersOf(change.courseId, em) : [change.creatorId]
      ).filter((id) => id !== change.userId);
      if (!recipients.length) continue;
      notified.push(
        await this.notifications.add(
          em,
          recipients,
          {
            id: event.seq,
            kind: submitted ? 'submitted' : 'decision',
            questionId: change.questionId,
            courseId: change.courseId,
          },
          {
            questionType: change.questionType,
            text: excerpt(change.textPlain, 120),
            by: event.by,
            from: change.from,
            to: change.to,
            ...(change.comment ? { comment: excerpt(change.comment, 200) } : {}),
          },
        ),
      );
    }
    this.afterCommit.run(em, async () => {
      for (const [i, change] of changes.entries())
        this.realtime.toRooms(
          [rooms.question(change.questionId), rooms.course(change.courseId), rooms.user(change.creatorId)],
          'question:status',
          events[i],
        );
      for (const list of notified) await this.notifications.announce(list);
    });
  }
}
