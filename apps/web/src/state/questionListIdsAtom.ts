import type { QuestionTypeCode } from '@mizan/domain/codes';
import { persisted } from './storage';

/**
 * The last question list the user saw (SPEC 3 'lists of question ids for navigation', SPEC 9: kept
 * in local storage): the ids of its current page and its query, so the view screen steps to the
 * previous and next question and fetches the neighbouring page when it runs off this one.
 */
export interface QuestionListIds {
  courseId: number;
  /** The list's URL query (filters, sort, page size), as the list screen mirrors it. */
  query: string;
  page: number;
  limit: number;
  totalItems: number;
  items: { questionId: number; questionType: QuestionTypeCode }[];
}

export const questionListIdsAtom = persisted<QuestionListIds | null>('questionListIds', null);
