import { Injectable } from '@nestjs/common';
import { type AppRights, hasRight, Right } from '@mizan/domain/access';
import { QuestionStatus, type QuestionStatusCode } from '@mizan/domain/codes';
import type { CollabCloseKey } from '@mizan/domain/collab';
import { questionPermissions } from '@mizan/domain/questions';
import { type RequestAuth, SessionStore } from '../auth/session.store.js';
import { readSessionToken } from '../auth/signed-token.js';
import { DomainError } from '../common/domain-error.js';
import { CourseAccess } from '../courses/course-access.js';
import { QuestionsStore } from '../questions/questions.store.js';

/** A connection's refusal: closed with COLLAB_CLOSE[key]. */
export class CollabRefusal extends Error {
  constructor(readonly key: CollabCloseKey) {
    super(key);
  }
}

export interface CollabGrant {
  auth: RequestAuth;
  questionId: number;
  /** false: the server sends state and awareness but drops the client's updates. */
  canWrite: boolean;
}

/** 'question-12' (collabDocument) -> 12; any other name is a document that does not exist. */
export function questionIdOf(name: string): number | null {
  const match = /^question-([1-9]\d{0,8})$/.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * Who may open a question's document, and whether they may write (issue 4 'Live co-editing',
 * issue 5: reviewers co-edit stems):
 * - whoever may edit the question (questionPermissions: 165.2.1. add 9.3., and editAll 9.14. on
 *   another user's question): read-write;
 * - 165.2.2. edit (9.4.): read-write exactly where the reviewer's HTTP stem fix is allowed
 *   (PUT /api/review-questions/165.2.2./{id}/stem): a question pending review, not their own;
 * - view (9.2.) or add on either app: read-only;
 * - anything else: forbidden. A question that is deleted, missing or in a course outside the
 *   user's scope is "not found", as for HTTP.
 */
export function canWrite(
  auth: RequestAuth,
  question: { creatorId: number; status: QuestionStatusCode },
): boolean {
  return (
    questionPermissions(auth.rights, question, auth.userId).canEdit ||
    (hasRight(auth.rights, '165.2.2.', Right.edit) &&
      question.status === QuestionStatus.PENDING_REVIEW &&
      question.creatorId !== auth.userId)
  );
}

export function canRead(rights: AppRights): boolean {
  return (['165.2.1.', '165.2.2.'] as const).some((app) =>
    [Right.view, Right.add, Right.edit].some((right) => hasRight(rights, app, right)),
  );
}

@Injectable()
export class CollabAuth {
  constructor(
    private readonly sessions: SessionStore,
    private readonly courses: CourseAccess,
    private readonly questions: QuestionsStore,
  ) {}

  /** The token check of HTTP and socket.io: signature, then one touch() of the session. */
  async session(token: string | null): Promise<RequestAuth> {
    const id = token ? readSessionToken(await this.sessions.tokenSecret(), token) : null;
    const auth = id ? await this.sessions.touch(id) : null;
    if (!auth) throw new CollabRefusal('unauthorized');
    return auth;
  }

  async grant(token: string | null, name: string): Promise<CollabGrant> {
    const auth = await this.session(token);
    if (auth.resetPassword || !canRead(auth.rights)) throw new CollabRefusal('forbidden');
    const questionId = questionIdOf(name);
    if (questionId === null) throw new CollabRefusal('notFound');
    const question = await this.questions.live(questionId);
    if (!question) throw new CollabRefusal('notFound');
    try {
      await this.courses.course(auth, question.course_id);
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) throw new CollabRefusal('notFound');
      throw error;
    }
    return {
      auth,
      questionId,
      canWrite: canWrite(auth, { creatorId: question.creator_id, status: question.status }),
    };
  }
}
