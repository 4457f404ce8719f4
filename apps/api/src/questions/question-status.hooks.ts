import { Injectable } from '@nestjs/common';
import type { QuestionStatusCode, QuestionTypeCode } from '@mizan/domain/codes';
import type { Em } from '../database/database.js';

/**
 * A question's status change as the writer made it, with what a listener needs of the row as it is
 * now (so no listener reads the questions area's tables).
 */
export interface QuestionStatusChange {
  questionId: number;
  courseId: number;
  questionType: QuestionTypeCode;
  creatorId: number;
  /** The row's lock_version after the change (what the next decision sends). */
  lockVersion: number;
  textPlain: string;
  from: QuestionStatusCode;
  to: QuestionStatusCode;
  userId: number;
  comment?: string;
}

type Listener = (em: Em, change: QuestionStatusChange) => Promise<void>;

/**
 * The question writer tells every status change here, inside the transaction that made it, so no
 * caller of the writer can forget it (submit, decisions, delete, ILO resets, imports). The review
 * area listens: it logs the event, writes the notifications in that transaction and queues the
 * socket emits with AfterCommit. The questions area does not import the review area.
 */
@Injectable()
export class QuestionStatusHooks {
  private readonly listeners: Listener[] = [];

  onStatusChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  async statusChanged(em: Em, change: QuestionStatusChange): Promise<void> {
    for (const listener of this.listeners) await listener(em, change);
  }
}
