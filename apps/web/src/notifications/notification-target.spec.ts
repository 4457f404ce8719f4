import { describe, expect, it } from '@jest/globals';
import type { NotificationItem, QuestionNotification } from '@mizan/domain/review';
import {
  addNotification,
  appendOlder,
  joinOlder,
  keepOlder,
  notificationTarget,
  staleKeys,
  totalAfterOlder,
} from './notification-target';

const n = (kind: QuestionNotification['kind'], notificationId = 1): NotificationItem => ({
  notificationId,
  seq: notificationId,
  kind,
  questionId: 42,
  courseId: 7,
  questionType: '3.2.',
  text: 'q',
  by: { userId: 1, username: 'x', name: { ar: 'س', en: 'X' } },
  at: '2026-11-23T10:00:00Z',
  read: false,
});
const reviewer = [{ appId: '165.2.2.' as const, rights: ['9.2.' as const, '9.4.' as const] }];
const creator = [{ appId: '165.2.1.' as const, rights: ['9.2.' as const, '9.3.' as const] }];

describe('165.2.2. notification targets', () => {
  it('opens a question sent for review on the review screen', () => {
    expect(notificationTarget(n('submitted'), [...reviewer, ...creator])).toBe(
      '/review-questions/7/review/3.2./42',
    );
  });

  it("opens a decision or a comment on the creator's question view", () => {
    expect(notificationTarget(n('decision'), creator)).toBe('/questions/7/view/3.2./42');
    expect(notificationTarget(n('comment'), [...reviewer, ...creator])).toBe('/questions/7/view/3.2./42');
  });

  it('falls back to the screen the user can open', () => {
    expect(notificationTarget(n('comment'), reviewer)).toBe('/review-questions/7/review/3.2./42');
    expect(notificationTarget(n('submitted'), creator)).toBe('/questions/7/view/3.2./42');
    expect(notificationTarget(n('comment'), [])).toBeNull();
  });

  it('opens a reservation decision on the request view of 165.7.2.', () => {
    const r: NotificationItem = {
      notificationId: 9,
      seq: 3,
      kind: 'reservation',
      reserveExamId: 5,
      courseId: 7,
      change: 'accepted',
      startsAt: '2026-12-01T08:00:00Z',
      endsAt: '2026-12-01T10:00:00Z',
      by: { userId: 1, username: 'x', name: { ar: 'س', en: 'X' } },
      at: '2026-11-23T10:00:00Z',
      read: false,
    };
    expect(notificationTarget(r, [{ appId: '165.7.2.', rights: ['9.2.'] }])).toBe('/reserve-exam/7/view/5');
    expect(notificationTarget(r, creator)).toBeNull();
    expect(staleKeys(r)).toEqual([]);
  });

  it('puts a new notification first, once', () => {
    const list = [n('comment', 2), n('comment', 1)];
    expect(addNotification(list, n('decision', 3)).map((x) => x.notificationId)).toEqual([3, 2, 1]);
    expect(addNotification(list, n('comment', 1)).map((x) => x.notificationId)).toEqual([1, 2]);
  });

  it('appends an older page once, even when live ones shifted the pages', () => {
    const list = [n('comment', 12), n('comment', 11), n('comment', 10)];
    // 12 arrived live after page 1 (11, 10): page 2 at offset 2 repeats 10.
    expect(appendOlder(list, [n('comment', 10), n('comment', 9)]).map((x) => x.notificationId)).toEqual([
      12, 11, 10, 9,
    ]);
    expect(appendOlder(list, []).map((x) => x.notificationId)).toEqual([12, 11, 10]);
  });

  it('keeps the count live notifications raised while an older page was read, until the end', () => {
    // 23 counted by the bell (3 arrived live), the answer counted 20 before they came: older ones remain.
    expect(totalAfterOlder(23, 20, 20, true)).toBe(23);
    // The answer counted one the bell had not heard of yet.
    expect(totalAfterOlder(20, 21, 20, true)).toBe(21);
    // A short page: nothing older is left, whatever either count says (notifications deleted meanwhile).
    expect(totalAfterOlder(30, 30, 24, false)).toBe(24);
  });

  const ids = (list: NotificationItem[]) => list.map((x) => x.notificationId);
  const list = (...idList: number[]) => idList.map((id) => n('comment', id));

  it('keeps the older pages below the newest page read again, unless more than a page arrived since', () => {
    const held = { items: list(25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12), below: 12 };
    const fresh = list(27, 26, 25, 24, 23, 22, 21, 20, 19, 18);
    const kept = keepOlder(fresh, held);
    expect(ids(kept.items)).toEqual([27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12]);
    expect(kept.below).toBe(12);
    // Eleven new ones: the page and the pages held do not meet, so only the new page is shown.
    const far = list(36, 35, 34, 33, 32, 31, 30, 29, 28, 27);
    expect(keepOlder(far, held)).toEqual({ items: far, below: 27 });
    expect(keepOlder([], held)).toEqual({ items: [], below: undefined });
    expect(keepOlder(fresh, undefined)).toEqual({ items: fresh, below: 18 });
  });

  it('asks for older ones below the oldest read, not below one that arrived live out of order', () => {
    // Read: 30..21. Arrived live on top: 9, older than all of them (replayed after a reconnect, or
    // committed late). Asked below 9, the next page would skip 20..10 for good.
    const bell = { items: [n('comment', 9), ...list(30, 29, 28, 27, 26, 25, 24, 23, 22, 21)], below: 21 };
    const joined = joinOlder(bell, 21, list(20, 19, 18, 17, 16, 15, 14, 13, 12, 11));
    expect(joined?.below).toBe(11);
    expect(ids(joined?.items ?? []).slice(-3)).toEqual([12, 11, 9]);
    // The page that reaches 9 again holds it once.
    const end = joinOlder(joined ?? bell, 11, list(10, 9, 8));
    expect(ids(end?.items ?? []).filter((id) => id === 9)).toHaveLength(1);
    expect(end?.below).toBe(8);
  });

  it('drops an older page asked below a list that was replaced meanwhile', () => {
    const bell = { items: list(27, 26, 25), below: 25 };
    expect(joinOlder(bell, 25, list(24))).toEqual({ items: list(27, 26, 25, 24), below: 24 });
    // The newest page was read again and replaced the list: the page would leave a gap.
    expect(joinOlder(bell, 12, list(11))).toBeNull();
    // An empty page below: the cursor stays where it was.
    expect(joinOlder(bell, 25, [])).toEqual(bell);
  });
});

describe('staleKeys (notifications refetch what shows their question)', () => {
  it('names the lists, the review state, and the question and its timeline in both sections', () => {
    expect(staleKeys({ questionId: 7 })).toEqual([
      ['/api/questions/165.2.1./getList'],
      ['/api/review-questions/165.2.2./getList'],
      ['/api/review-questions/165.2.2./7'],
      ['/api/questions/165.2.1./7'],
      ['/api/questions/165.2.1./7/timeline'],
      ['/api/questions/165.2.2./7'],
      ['/api/questions/165.2.2./7/timeline'],
    ]);
  });
});
