import type { QuestionListIds } from './questionListIdsAtom';
import { persisted } from './storage';

/**
 * The last review list the user saw (165.2.2.), kept apart from the question bank's list so each
 * screen steps through its own: the review screen's previous and next follow it.
 */
export const reviewListIdsAtom = persisted<QuestionListIds | null>('reviewListIds', null);
