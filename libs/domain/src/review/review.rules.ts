import { QuestionStatus, type QuestionStatusCode } from '../codes/index.js';

export const DECISIONS = ['approve', 'reject', 'reopen'] as const;
export type Decision = (typeof DECISIONS)[number];

/**
 * The review transitions of SPEC 4: a pending question is approved or rejected; an approved one
 * can be reopened, which makes it complete (and unusable for exams) again. Submitting
 * (COMPLETE -> PENDING_REVIEW) belongs to the questions area.
 */
export const DECISION_TRANSITIONS: Readonly<
  Record<Decision, { from: QuestionStatusCode; to: QuestionStatusCode }>
> = Object.freeze({
  approve: { from: QuestionStatus.PENDING_REVIEW, to: QuestionStatus.APPROVED },
  reject: { from: QuestionStatus.PENDING_REVIEW, to: QuestionStatus.REJECTED },
  reopen: { from: QuestionStatus.APPROVED, to: QuestionStatus.COMPLETE },
});

/** The status a decision leads to from `status`, or null when the rules do not allow it. */
export function decide(decision: Decision, status: QuestionStatusCode): QuestionStatusCode | null {
  const rule = DECISION_TRANSITIONS[decision];
  return rule.from === status ? rule.to : null;
}

/** The decisions open on a question in `status` (what the review screen offers). */
export const decisionsFrom = (status: QuestionStatusCode): Decision[] =>
  DECISIONS.filter((d) => DECISION_TRANSITIONS[d].from === status);
