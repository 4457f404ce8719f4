import path from 'node:path';
import type { SessionInfo } from '@mizan/domain/auth';
import { labelOf, QUESTION_STATUSES } from '@mizan/domain/codes';
import type { DecisionResponse, ReviewState } from '@mizan/domain/review';
import { reviewPaths } from '@mizan/domain/review';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { pendingQuestion, signedIn } from '../lib/review-fixtures';
import { apiAs, apiLogin, markWindow } from '../lib/session';
import { type Lang, LANGS, t } from '../lib/texts';
import { photo } from '../lib/photo';
import { SocketCut } from '../lib/socket-cut';
import type { ReviewPage } from '../pages/ReviewPage';

// The bell and the live question view when the socket is away (issue 5): older notifications
// page in, and a socket that was cut misses nothing that happened meanwhile.
const LIVE = { timeout: 15_000 };
const SHOTS = path.join(import.meta.dirname, '../.artifacts/review-shots');

async function comment(request: APIRequestContext, reviewer: SessionInfo, questionId: number, body: string) {
  const res = await apiAs(request, reviewer).post(reviewPaths.comments('165.2.2.', questionId), { body });
  expect(res.status(), await res.text()).toBe(200);
}

async function reject(request: APIRequestContext, reviewer: SessionInfo, questionId: number, reason: string) {
  const api = apiAs(request, reviewer);
  const state = (await (await api.get(reviewPaths.state(questionId))).json()) as ReviewState;
  const res = await api.post(reviewPaths.decision(questionId), {
    decision: 'reject',
    comment: reason,
    version: state.lockVersion,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as DecisionResponse;
}

/** A reviewer's stem fix, saved (PUT .../stem): the question stays pending. */
async function fixStem(request: APIRequestContext, reviewer: SessionInfo, questionId: number, stem: string) {
  const api = apiAs(request, reviewer);
  const state = (await (await api.get(reviewPaths.state(questionId))).json()) as ReviewState;
  const res = await api.put(reviewPaths.stem(questionId), { stem, version: state.lockVersion });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A question of this journey pending review, the reviewer's session, and its creator on the question's
 * view page with every socket of the page going through a SocketCut.
 */
async function creatorViewing(browser: Browser, page: Page, lang: Lang, resume: boolean) {
  const q = await pendingQuestion(page, lang);
  const reviewer = await apiLogin(page.request, 'reviewer');
  const creator = await signedIn(browser, 'creator', '/', { lang });
  const sockets = await SocketCut.on(creator.page, { resume });
  await creator.page.goto(`/questions/${q.courseId}/view/3.2./${q.questionId}`);
  return { q, reviewer, creator, sockets };
}

/**
 * Pages older notifications into the open bell until `done`, or none remain. A page may hold only
 * other journeys' notifications (the demo creator hears from every journey): it still grows the list.
 * Each turn waits for its page's answer and for the button to be free again; a page answered after
 * the newest was read again is dropped (joinOlder) and the next turn asks again, as a user would.
 */
async function pageOlderUntil(review: ReviewPage, done: () => Promise<boolean>) {
  const { olderNotifications: older, page } = review;
  for (let i = 0; i < 20 && !(await done()) && (await older.isVisible()); i++) {
    const answered = page.waitForResponse(
      (r) => r.url().includes(reviewPaths.notifications()) && new URL(r.url()).searchParams.has('before'),
    );
    await older.click();
    await answered;
    await expect(older.and(page.locator('[aria-busy="true"]'))).toHaveCount(0);
  }
}

test.describe('notifications and catch-up (165.2.2.)', () => {
  for (const lang of LANGS)
    test(`the bell pages older notifications in below the newest, each once (${lang})`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(90_000);
      const q = await pendingQuestion(page, lang);
      const reviewer = await apiLogin(page.request, 'reviewer');
      // Fourteen comments: more than one page of the bell (10), so some are only reachable by paging.
      const bodies = Array.from(
        { length: 14 },
        (_, i) => `${lang === 'ar' ? 'ملاحظة' : 'Note'} ${i + 1} ${q.tag}`,
      );
      for (const body of bodies) await comment(page.request, reviewer, q.questionId, body);

      const creator = await signedIn(browser, 'creator', '/', { lang });
      try {
        const { review } = creator;
        await review.bell.click();
        const mine = review.notifications.filter({ hasText: q.tag }).getByTestId('notification-comment');
        // The newest page holds ten, newest first, and the older ones of this journey not yet there.
        // Other journeys notify the creator meanwhile: theirs arrive live on top, and a read of the
        // newest page again (a reconnect, an event during a read) may leave fewer of this one's.
        await expect.poll(() => review.notifications.count()).toBeGreaterThanOrEqual(10);
        const newestOfMine = async () => {
          const texts = await mine.allTextContents();
          const newest = bodies.slice(bodies.length - texts.length).reverse();
          return texts.length <= 10 && texts.every((text, i) => text === newest[i]);
        };
        await expect.poll(newestOfMine).toBe(true);
        const older = review.olderNotifications;
        await expect(older).toHaveText(t(lang, 'review:notifications.older'));
        await older.scrollIntoViewIfNeeded();
        await photo(creator.page, { path: `${SHOTS}/bell-older-${lang}.png`, animations: 'disabled' });

        // A comment arriving now goes on top and shifts the server's pages by one.
        const late = `${lang === 'ar' ? 'ملاحظة متأخرة' : 'Late note'} ${q.tag}`;
        await comment(page.request, reviewer, q.questionId, late);
        await expect(mine.first()).toHaveText(late, LIVE);

        // Page by page until this journey's first comment shows: every one once, newest first.
        await pageOlderUntil(review, async () => (await mine.count()) >= bodies.length + 1);
        await expect(mine).toHaveText([late, ...[...bodies].reverse()]);
      } finally {
        await creator.context.close();
      }
    });

  for (const lang of LANGS)
    test(`a cut socket misses nothing: the decision, the comment and the bell arrive on reconnect (${lang})`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(90_000);
      const { q, reviewer, creator, sockets } = await creatorViewing(browser, page, lang, true);
      try {
        const { review } = creator;
        await review.expectStatus('5.2.');
        await expect(review.comments).toContainText(t(lang, 'review:comments.empty'));
        await sockets.connected();
        const unread = async () =>
          (await review.unread.count()) ? Number(await review.unread.getAttribute('data-count')) : 0;
        const unreadBefore = await unread();

        await sockets.cut();
        const note = lang === 'ar' ? `راجع صياغة السؤال ${q.tag}` : `Check the wording ${q.tag}`;
        const reason = lang === 'ar' ? `الخيارات متقاربة ${q.tag}` : `The options are too close ${q.tag}`;
        await comment(page.request, reviewer, q.questionId, note);
        await reject(page.request, reviewer, q.questionId, reason);
        // Nothing can have arrived: no socket of the page reaches the server, and the page still
        // shows the question as it was.
        expect(sockets.reaching).toBe(0);
        await review.expectStatus('5.2.');

        // The page tried again meanwhile; that socket now reaches the server.
        await sockets.end();
        await expect(review.fieldStatus).toHaveAttribute('data-status', '5.4.', LIVE);
        await expect(review.commentBodies).toContainText([note, reason], LIVE);
        await expect(review.timeline).toContainText(labelOf(QUESTION_STATUSES, '5.4.', lang), LIVE);
        // Two notifications for the creator: the comment and the decision (other journeys may add theirs).
        await expect.poll(unread, LIVE).toBeGreaterThanOrEqual(unreadBefore + 2);
        await review.bell.click();
        // The bell read its newest page again; other journeys' notifications made after these two may
        // have pushed them below it, within reach of the older button.
        const ours = review.notifications.filter({ hasText: q.tag });
        await pageOlderUntil(review, async () => (await ours.count()) >= 2);
        await expect(ours).toHaveCount(2);
      } finally {
        await creator.context.close();
      }
    });
  for (const lang of LANGS)
    test(`a stem fix saved while the socket was away shows when it is back, also where the session cannot resume (${lang})`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(90_000);
      // As against several API processes: the reconnect is a fresh socket, nothing is replayed, and
      // the stem fix is not in the event log that the catch-up reads.
      const { q, reviewer, creator, sockets } = await creatorViewing(browser, page, lang, false);
      try {
        const { review } = creator;
        await expect(review.view).toContainText(q.tag);
        await sockets.connected();
        const notReloaded = await markWindow(creator.page);

        await sockets.cut();
        const fixed =
          lang === 'ar' ? `ما ناتج جمع العددين ٢ و٣؟ ${q.tag}` : `What is the sum of 2 and 3? ${q.tag}`;
        await fixStem(page.request, reviewer, q.questionId, `<p>${fixed}</p>`);
        expect(sockets.reaching).toBe(0);
        await expect(review.view).not.toContainText(fixed);

        await sockets.end();
        await expect(review.view).toContainText(fixed, LIVE);
        await review.expectStatus('5.2.');
        expect(await notReloaded()).toBe(true);
      } finally {
        await creator.context.close();
      }
    });
});
