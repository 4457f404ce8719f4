import type { Lang } from '@mizan/domain/i18n';
import { QUESTION_LIMITS, type QuestionBody } from '@mizan/domain/questions';
import { type Errors } from './FormKit';
/** What every per-type body editor gets; a case study passes its sub-question's path and prefix. */
export interface BodyProps<B extends QuestionBody> {
  body: B;
  onChange: (body: B) => void;
  /** Error path of the body inside the question: 'body' or 'body.subQuestions.0.body'. */
  path: string;
  /** Collab field prefix: [] for the question, ['sub', id] inside a case study. */
  prefix: string[];
  errors: Errors;
  /** The question's language: letters and answer direction follow it. */
  qLang: Lang;
  testId: string;
}

export type Of<T extends QuestionBody['type']> = Extract<QuestionBody, { type: T }>;

export const OPTIONS_MIN = QUESTION_LIMITS.optionsMin;
export const OPTIONS_MAX = QUESTION_LIMITS.optionsMax;
