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

/** Hears the changes of one write: one, or a batch (an approving import's questions). */
type Listener = (em: Em, changes: QuestionStatusChange[]) => Promise<void>;

/**
 * The question writer tells every status change here, inside the transaction that made it, so no
 * caller of the writer can forget it (submit, decisions, delete, ILO resets, imports). The review
 * area listens: it logs the event, writes the notifications in that transaction and queues the
 * socket emits with AfterCommit. The questions area does not import the review area.
 */
@Injectable()
export class QuestionStatusHooks {
  private readonly listeners: Listener[] = [];
  private cursor: () => Promise<number> = async () => 0;

  /**
   * The listener's event log tells its cursor here: a question read after it shows every status
   * event up to it, so a live screen skips those and catches up on the rest.
   */
  readCursorWith(read: () => Promise<number>): void {
    this.cursor = read;
  }

  eventCursor(): Promise<number> {
    return this.cursor();
  }

  /** Hears each change, one at a time. */
  onStatusChange(listener: (em: Em, change: QuestionStatusChange) => Promise<void>): void {
    this.listeners.push(async (em, changes) => {
      for (const change of changes) await listener(em, change);
    });
  }

  /** Hears each write's changes together: a batch costs its statements once, not once a question. */
  onStatusChanges(listener: Listener): void {
    this.listeners.push(listener);
  }

  statusChanged(em: Em, change: QuestionStatusChange): Promise<void> {
    return this.statusChangedMany(em, [change]);
  }

  async statusChangedMany(em: Em, changes: QuestionStatusChange[]): Promise<void> {
    if (!changes.length) return;
    for (const listener of this.listeners) await listener(em, changes);
  }
}
