import { Injectable } from '@nestjs/common';
import type { QuestionStatusCode } from '@mizan/domain/codes';
import type { Em } from '../database/database.js';

/** A question's status change, as the area that made it tells it (the row itself is read in `em`). */
export interface QuestionStatusChange {
  questionId: number;
  from: QuestionStatusCode;
  to: QuestionStatusCode;
  userId: number;
  comment?: string;
}

type Listener = (em: Em, change: QuestionStatusChange) => Promise<void>;

/**
 * Where any area tells the review area that a question changed status (submitted, decided,
 * deleted, its ILOs reset), without either module importing the other. Call it inside the
 * transaction that changed the status, after the update:
 *
 *   await db.transaction(async (em) => { ...update...; await hooks.statusChanged(em, change); });
 *
 * Listeners write what they need (event log, notifications) in that transaction and queue their
 * socket emits with AfterCommit. The same change told twice in one transaction counts once, so a
 * shared writer and its caller may both tell it.
 */
@Injectable()
export class QuestionStatusHooks {
  private readonly listeners: Listener[] = [];
  private readonly told = new WeakMap<object, Set<string>>();

  onStatusChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  async statusChanged(em: Em, change: QuestionStatusChange): Promise<void> {
    const told = this.told.get(em) ?? new Set<string>();
    this.told.set(em, told);
    const key = `${change.questionId}:${change.from}:${change.to}`;
    if (told.has(key)) return;
    told.add(key);
    for (const listener of this.listeners) await listener(em, change);
  }
}
