import {
  type DecisionBody,
  type DecisionResponse,
  type ReviewListResponse,
  type ReviewState,
  type ReviewStemBody,
  type ReviewStemResponse,
  reviewPaths,
} from '@mizan/domain/review';
import { questionPaths, type SimilarResponse } from '@mizan/domain/questions';
import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from '../api/client';
import { OWN_ERRORS } from '../api/errors';
import { heardNow } from './list-events';

/** SPEC 8: a failed list empties itself after the wrapper's 5 s toast. */
export const getReviewList = (query: RequestOptions['query'], signal?: AbortSignal) =>
  api<ReviewListResponse>(reviewPaths.list(), { query, signal });

/** The list with `readAt`: when its read began, to weigh it against presence heard live. */
export const reviewListQuery = (query: RequestOptions['query']) =>
  queryOptions({
    queryKey: [reviewPaths.list(), query],
    queryFn: async ({ signal }) => {
      const readAt = heardNow();
      return { ...(await getReviewList(query, signal)), readAt };
    },
  });

/** A 403/404 (out of scope, deleted) goes to /notFound through the wrapper (SPEC 8). */
export const getReviewState = (questionId: number) => api<ReviewState>(reviewPaths.state(questionId));

export const reviewStateQuery = (questionId: number) =>
  queryOptions({ queryKey: [reviewPaths.state(questionId)], queryFn: () => getReviewState(questionId) });

/** A stale lock version (409) and a refused transition (422) are shown by the screen, which reloads. */
export const postDecision = (questionId: number, body: DecisionBody) =>
  api<DecisionResponse>(reviewPaths.decision(questionId), { method: 'POST', body, handled: OWN_ERRORS });

/** A reviewer's minor fix of the stem; a stale lock version (409) or a status change (422) the screen shows. */
export const putStem = (questionId: number, body: ReviewStemBody) =>
  api<ReviewStemResponse>(reviewPaths.stem(questionId), { method: 'PUT', body, handled: OWN_ERRORS });

/** Questions of the course whose stem is close to this one (read through 165.2.2.). */
/** The course's questions close to a stem, through the reviewers' app; a failure only says so. */
export const similarQuery = (courseId: number, text: string, excludeQuestionId: number) =>
  queryOptions({
    queryKey: [questionPaths.similar('165.2.2.'), courseId, excludeQuestionId, text],
    queryFn: () =>
      api<SimilarResponse>(questionPaths.similar('165.2.2.'), {
        method: 'POST',
        body: { courseId, text, excludeQuestionId },
        handled: 'all',
      }),
  });
