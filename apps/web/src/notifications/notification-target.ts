import { hasRight, Right } from '@mizan/domain/access';
import type { NotificationItem } from '@mizan/domain/review';
import type { SessionInfo } from '@mizan/domain/session';
import { questionViewPath } from '../questions/paths';
import { reviewQuestionPath } from '../review/paths';

/**
 * Where a notification opens its question: a question sent for review opens the review screen;
 * a decision or a comment opens the creator's question view. Either falls back to the screen the
 * user can open (a reviewer without the question bank reviews; a creator without review views it).
 */
export function notificationTarget(n: NotificationItem, apps: SessionInfo['apps']): string | null {
  const review = hasRight(apps, '165.2.2.', Right.view);
  const bank = hasRight(apps, '165.2.1.', Right.view);
  const toReview = review && (n.kind === 'submitted' || !bank);
  if (toReview) return reviewQuestionPath(n.courseId, n.questionType, n.questionId);
  if (bank) return questionViewPath(n.courseId, n.questionType, n.questionId);
  return null;
}

/** A new notification at the top, once (a reconnect may bring it again with the list). */
export function addNotification(
  list: readonly NotificationItem[],
  n: NotificationItem,
  max: number,
): NotificationItem[] {
  return [n, ...list.filter((x) => x.notificationId !== n.notificationId)].slice(0, max);
}
