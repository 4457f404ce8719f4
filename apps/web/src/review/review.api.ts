import type { AppId } from '@mizan/domain/access';
import {
  type CommentBody,
  type CommentSavedResponse,
  type CommentsResponse,
  type DecisionBody,
  type DecisionResponse,
  type ReviewEventsResponse,
  type ReviewListResponse,
  type ReviewState,
  type ReviewStemBody,
  type ReviewStemResponse,
  reviewPaths,
} from '@mizan/domain/review';
import type { SimilarResponse } from '@mizan/domain/questions';
import { api, type RequestOptions } from '../api/client';
import { OWN_ERRORS } from '../courses/list.api';

/** SPEC 8: a failed list empties itself after the wrapper's 5 s toast. */
export const getReviewList = (query: RequestOptions['query'], signal?: AbortSignal) =>
  api<ReviewListResponse>(reviewPaths.list(), { query, signal });

/** A 403/404 (out of scope, deleted) goes to /notFound through the wrapper (SPEC 8). */
export const getReviewState = (questionId: number) => api<ReviewState>(reviewPaths.state(questionId));

/** A stale lock version (409) and a refused transition (422) are shown by the screen, which reloads. */
export const postDecision = (questionId: number, body: DecisionBody) =>
  api<DecisionResponse>(reviewPaths.decision(questionId), { method: 'POST', body, handled: OWN_ERRORS });

/** A reviewer's minor fix of the stem; a stale lock version (409) or a status change (422) the screen shows. */
export const putStem = (questionId: number, body: ReviewStemBody) =>
  api<ReviewStemResponse>(reviewPaths.stem(questionId), { method: 'PUT', body, handled: OWN_ERRORS });

export const getComments = (appId: AppId, questionId: number) =>
  api<CommentsResponse>(reviewPaths.comments(appId, questionId), { handled: OWN_ERRORS });

export const postComment = (appId: AppId, questionId: number, body: CommentBody) =>
  api<CommentSavedResponse>(reviewPaths.comments(appId, questionId), {
    method: 'POST',
    body,
    handled: OWN_ERRORS,
  });

export const resolveComment = (appId: AppId, questionId: number, commentId: number, resolved: boolean) =>
  api<CommentSavedResponse>(reviewPaths.comment(appId, questionId, commentId), {
    method: 'PATCH',
    body: { resolved },
    handled: OWN_ERRORS,
  });

/** What the screen missed while its socket was away (API.md 'Catch-up'). */
export const getEvents = (appId: AppId, query: { since: number; courseId?: number; questionId?: number }) =>
  api<ReviewEventsResponse>(reviewPaths.events(appId), { query, handled: 'all' });

/** Questions of the course whose stem is close to this one (read through 165.2.2.). */
export const getSimilar = (courseId: number, text: string, excludeQuestionId: number) =>
  // questionPaths.similar() names 165.2.1.; the same call through the reviewers' app.
  api<SimilarResponse>('/api/questions/165.2.2./similar', {
    method: 'POST',
    body: { courseId, text, excludeQuestionId },
    handled: 'all',
  });
