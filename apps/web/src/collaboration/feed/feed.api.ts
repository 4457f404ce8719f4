import type { AppId } from '@mizan/domain/access';
import {
  type CommentBody,
  type CommentSavedResponse,
  type CommentsResponse,
  type ReviewEventsResponse,
  reviewPaths,
} from '@mizan/domain/review';
import { api } from '../../api/client';
import { OWN_ERRORS } from '../../api/errors';

/**
 * A 403/404 here shows an empty list instead of leaving for /notFound: the screen's own read of the
 * question decides that. A question this user just deleted from its view answers 404 here while the
 * live feed reloads its comments, and that answer sent the user to /notFound instead of the list.
 */
export const getComments = (appId: AppId, questionId: number) =>
  api<CommentsResponse>(reviewPaths.comments(appId, questionId), { handled: [...OWN_ERRORS, 403, 404] });

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
