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

/** An older page below the list: each notification kept once (a reconnect's read may hold it too), newest first. */
export function appendOlder(
  list: readonly NotificationItem[],
  older: readonly NotificationItem[],
): NotificationItem[] {
  const shown = new Set(list.map((x) => x.notificationId));
  return [...list, ...older.filter((x) => !shown.has(x.notificationId))].sort(
    (a, b) => b.notificationId - a.notificationId,
  );
}

/**
 * How many notifications the user has once an older page came in. The answer counted them when it
 * was read; those that arrived live since are in the bell's own count already, so the larger one
 * stands (taking the answer's alone hid the older button while older ones remained). A short page
 * is the end: the bell then holds them all.
 */
export const totalAfterOlder = (bellTotal: number, answerTotal: number, held: number, fullPage: boolean) =>
  fullPage ? Math.max(bellTotal, answerTotal) : held;

/** The bell's list and where its older pages continue. */
export interface BellList {
  items: NotificationItem[];
  /**
   * The oldest notification read in order from the server: the next older page is asked below it.
   * Not the oldest shown: one that arrives live may be older than the pages read (an event replayed
   * after a reconnect, a transaction that committed late), and asking below it would skip the rest.
   */
  below?: number;
}

/**
 * The newest page read again (a live notification during a read, a reconnect) with the older pages the
 * bell holds kept below it, so the list does not shrink back to one page. Kept only where the new page
 * reaches into them: past a page of new ones, what lies between would be skipped by the older button.
 */
export function keepOlder(fresh: readonly NotificationItem[], held: BellList | undefined): BellList {
  const ids = new Set(fresh.map((x) => x.notificationId));
  const oldest = oldestOf(fresh);
  if (!held || oldest === undefined || !held.items.some((x) => ids.has(x.notificationId)))
    return { items: [...fresh], below: oldest };
  return {
    items: appendOlder(
      fresh,
      held.items.filter((x) => x.notificationId < oldest),
    ),
    below: Math.min(oldest, held.below ?? oldest),
  };
}

/** An older page, asked below `before`, joined to the list; dropped if the list was replaced meanwhile. */
export function joinOlder(
  list: BellList,
  before: number | undefined,
  older: readonly NotificationItem[],
): BellList | null {
  // A newest page read since may have replaced the list (more than a page arrived): appended then,
  // the page would leave a gap the older button never fills. The bell asks again (useNotifications).
  if (list.below !== before) return null;
  return { items: appendOlder(list.items, older), below: oldestOf(older) ?? before };
}

const oldestOf = (list: readonly NotificationItem[]): number | undefined =>
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
