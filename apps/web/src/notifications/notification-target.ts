import { hasRight, Right } from '@mizan/domain/access';
import { questionPaths } from '@mizan/domain/questions';
import { type NotificationItem, type QuestionNotification, reviewPaths } from '@mizan/domain/review';
import type { SessionInfo } from '@mizan/domain/session';
import { questionViewPath } from '../course-scope/question-paths';
import { reviewQuestionPath } from '../course-scope/question-paths';

/**
 * Where a notification opens its question: a question sent for review opens the review screen;
 * a decision or a comment opens the creator's question view. Either falls back to the screen the
 * user can open (a reviewer without the question bank reviews; a creator without review views it).
 */
export function notificationTarget(n: NotificationItem, apps: SessionInfo['apps']): string | null {
  // 165.7.2.: a decision on a reservation (or a competing one accepted) opens the request's view.
  if (n.kind === 'reservation')
    return hasRight(apps, '165.7.2.', Right.view)
      ? `/reserve-exam/${n.courseId}/view/${n.reserveExamId}`
      : null;
  const review = hasRight(apps, '165.2.2.', Right.view);
  const bank = hasRight(apps, '165.2.1.', Right.view);
  const toReview = review && (n.kind === 'submitted' || !bank);
  if (toReview) return reviewQuestionPath(n.courseId, n.questionType, n.questionId);
  if (bank) return questionViewPath(n.courseId, n.questionType, n.questionId);
  return null;
}

/** A new notification at the top, once (a reconnect may bring it again with the list). */
export function addNotification(list: readonly NotificationItem[], n: NotificationItem): NotificationItem[] {
  return [n, ...list.filter((x) => x.notificationId !== n.notificationId)];
}

/**
 * An older page below the list. Pages are offsets into a list that grows at the top while the
 * bell is open, so a page may repeat the last ones shown: each is kept once, newest first.
 */
export function appendOlder(
  list: readonly NotificationItem[],
  older: readonly NotificationItem[],
): NotificationItem[] {
  const shown = new Set(list.map((x) => x.notificationId));
  return [...list, ...older.filter((x) => !shown.has(x.notificationId))].sort(
    (a, b) => b.notificationId - a.notificationId,
  );
}

/** Where the older ones continue a list: below its oldest item (ids grow with time). */
export const oldestShown = (list: readonly NotificationItem[]): number | undefined =>
  list.length ? Math.min(...list.map((x) => x.notificationId)) : undefined;

/**
 * A notification says its question changed (sent for review, decided, commented on): the cached
 * reads that show it, in either section, are stale (prefixes of their query keys).
 */
export function staleKeys(n: NotificationItem | Pick<QuestionNotification, 'questionId'>): string[][] {
  // A reservation's screens reload on 'reserve-exam:changed', which reaches the requester too.
  if ('reserveExamId' in n) return [];
  const apps = ['165.2.1.', '165.2.2.'] as const;
  return [
    [questionPaths.list('165.2.1.')],
    [reviewPaths.list()],
    [reviewPaths.state(n.questionId)],
    ...apps.flatMap((app) => [
      [questionPaths.one(app, n.questionId)],
      [questionPaths.timeline(app, n.questionId)],
    ]),
  ];
}
