import { Injectable } from '@nestjs/common';
import { type AppId, hasRight, Right } from '@mizan/domain/access';
import type { RequestAuth } from '../auth/session.store.js';
import { forbidden } from '../common/domain-error.js';
import type { Em } from '../database/database.js';
import { QuestionAccess, type QuestionRecord } from '../questions/question-access.js';

/** The apps through which a question's review side (comments, events, watching) is reached. */
export const REVIEW_READ_APPS: readonly AppId[] = ['165.2.2.', '165.2.1.'];

/**
 * Who may see and act on a question's review, on top of the questions area's QuestionAccess
 * (scope: outside it or deleted is 404, never 403). The routes' guard checks the app right: view
 * on the app named in the path to see, edit there to comment, edit on 165.2.2. to decide. Here:
 * commenting through 165.2.1. only on one's own question or with editAll, as for editing it;
 * deciding never on one's own question.
 */
@Injectable()
export class ReviewAccess {
  constructor(private readonly questions: QuestionAccess) {}

  async readable(auth: RequestAuth, questionId: number, em?: Em): Promise<QuestionRecord> {
    return (await this.questions.load(auth, questionId, { em })).question;
  }

  /** `appId`: the app the route checked edit on (the path's); through 165.2.1. own or editAll. */
  async writable(auth: RequestAuth, appId: AppId, questionId: number, em: Em): Promise<QuestionRecord> {
    const { question } = await this.questions.load(auth, questionId, { em });
    if (!this.canWrite(auth, appId, question)) throw forbidden();
    return question;
  }

  /** The question locked for a decision: a second reviewer waits here until the first commits. */
  async forDecision(auth: RequestAuth, questionId: number, em: Em): Promise<QuestionRecord> {
    return (await this.questions.load(auth, questionId, { em, lock: true })).question;
  }

  /** The question when the socket's user may follow it (no route guard there): seen through either app. */
  async watchable(auth: RequestAuth, questionId: number): Promise<QuestionRecord> {
    if (!this.canWatch(auth)) throw forbidden();
    return this.readable(auth, questionId);
  }

  canWrite(auth: RequestAuth, appId: AppId, question: Pick<QuestionRecord, 'creator_id'>): boolean {
    if (!hasRight(auth.rights, appId, Right.edit)) return false;
    if (appId === '165.2.2.') return true;
    return question.creator_id === auth.userId || hasRight(auth.rights, appId, Right.editAll);
  }

  canDecide(auth: RequestAuth, question: Pick<QuestionRecord, 'creator_id'>): boolean {
    return hasRight(auth.rights, '165.2.2.', Right.edit) && question.creator_id !== auth.userId;
  }

  /** May follow a course's list live: sees its questions through either app. */
  canWatch(auth: RequestAuth): boolean {
    return REVIEW_READ_APPS.some((app) => hasRight(auth.rights, app, Right.view));
  }
}
