import { persisted } from './storage';

/** Ids of the last question list, for previous/next navigation between questions. */
export const questionListIdsAtom = persisted<number[]>('questionListIds', []);
