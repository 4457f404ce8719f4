import { type AppRights, hasRight, Right } from '../access/index.js';
import type { QuestionStatusCode } from '../codes/index.js';

/** The app whose rights govern writing questions (SPEC 6: add, copy and edit need 9.3.). */
export const QUESTIONS_APP = '165.2.1.' as const;
const DELETED: QuestionStatusCode = '5.5.';

/**
 * Who may change a question (SPEC 6, issue 4): editing needs add 9.3., and editAll 9.14. when the
 * question is another user's; deleting needs delete 9.5., and deleteAll 9.15. for another user's.
 * A deleted question is changed by no one.
 */
export function questionPermissions(
  rights: AppRights,
  question: { creatorId: number; status: QuestionStatusCode },
  userId: number,
): { canEdit: boolean; canDelete: boolean } {
  const own = question.creatorId === userId;
  const live = question.status !== DELETED;
  const has = (right: (typeof Right)[keyof typeof Right]) => hasRight(rights, QUESTIONS_APP, right);
  return {
    canEdit: live && has(Right.add) && (own || has(Right.editAll)),
    canDelete: live && has(Right.delete) && (own || has(Right.deleteAll)),
  };
}
