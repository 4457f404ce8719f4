import type { StudentResponse, TakingBody } from '@mizan/domain/electronic-exams/taking';

export type BodyOf<T extends TakingBody['type']> = Extract<TakingBody, { type: T }>;
export type ResponseOf<T extends StudentResponse['type']> = Extract<StudentResponse, { type: T }>;

/** What every answer component gets: its part of the question and the answer so far. */
export interface AnswerProps<B, R> {
  body: B;
  response: R | null;
  /** A new answer; `typed` for text being typed (journaled after a pause). */
  onAnswer: (response: R | null, typed?: boolean) => void;
  /** Unique within the page (a question's position, a case study's part). */
  name: string;
  /** The exam's language: letters and labels. */
  lang: 'ar' | 'en';
  readOnly?: boolean;
}

export const OPTION_ROW =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-panel px-3 py-2 hover:border-primary-400 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500 dark:has-[:checked]:bg-primary-950';
export const CONTROL = 'mt-1 size-4 shrink-0 accent-primary-600';
