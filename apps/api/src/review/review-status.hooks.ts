import { Injectable, type OnModuleInit } from '@nestjs/common';
import { QuestionStatus } from '@mizan/domain/codes';
import { rooms } from '@mizan/domain/realtime';
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
    this.hooks.onStatusChange((em, change) => this.statusChanged(em, change));
  }

  private async statusChanged(em: Em, change: QuestionStatusChange): Promise<void> {
    const by = await this.store.userRef(change.userId, em);
    const where = { questionId: change.questionId, courseId: change.courseId };
    const event = await this.log.append(em, 'question:status', where, (seq, at) => ({
      seq,
      ...where,
      questionType: change.questionType,
      from: change.from,
      to: change.to,
      version: change.lockVersion,
      by,
      at,
      ...(change.comment ? { comment: change.comment } : {}),
    }));
    const submitted = change.to === QuestionStatus.PENDING_REVIEW;
    const recipients = submitted ? await this.store.reviewersOf(change.courseId, em) : [change.creatorId];
    const notified = await this.notifications.add(
      em,
      recipients.filter((id) => id !== change.userId),
      { id: event.seq, kind: submitted ? 'submitted' : 'decision', ...where },
      {
        questionType: change.questionType,
        text: excerpt(change.textPlain, 120),
        by,
        from: change.from,
        to: change.to,
        ...(change.comment ? { comment: excerpt(change.comment, 200) } : {}),
      },
    );
    this.afterCommit.run(em, async () => {
      this.realtime.toRooms(
        [rooms.question(change.questionId), rooms.course(change.courseId), rooms.user(change.creatorId)],
        'question:status',
        event,
      );
      await this.notifications.announce(notified);
    });
  }
}
