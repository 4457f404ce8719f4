import {
  type NotificationsReadResponse,
  type NotificationsResponse,
  reviewPaths,
} from '@mizan/domain/review';
import { api } from '../api/client';
import { OWN_ERRORS } from '../api/errors';

/** The user's own notifications, newest first; a failure leaves the bell as it was. */
/** The newest `limit`, or the `limit` next older than notification `before`. */
export const getNotifications = (limit: number, before?: number) =>
  api<NotificationsResponse>(reviewPaths.notifications(), {
    query: before === undefined ? { limit } : { limit, before },
    handled: OWN_ERRORS,
  });

export const markRead = (body: { ids: number[] } | { all: true }) =>
  api<NotificationsReadResponse>(reviewPaths.notificationsRead(), {
    method: 'POST',
    body,
    handled: OWN_ERRORS,
  });
