import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { QUESTION_STATUSES } from '@mizan/domain/codes';
import { REVIEW_MESSAGES, type ReviewListResponse, reviewPaths } from '@mizan/domain/review';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { PEER_REDIS_URL, PEER_URL } from '../lib/servers';
import { apiAs, apiLogin } from '../lib/session';
import { DIR, LANGS, t } from '../lib/texts';
import { demoCourse } from '../pages/CoursesPage';
import { ReviewPage } from '../pages/ReviewPage';
import { pendingQuestion, signedIn } from '../lib/review-fixtures';
import { photo } from '../lib/photo';

// Review questions (165.2.2.): the demo creator (165.2.1.) and reviewer (165.2.2. view + edit),
// both of the engineering faculty. The journeys write their questions into CIV201, a course no
// other journey uses, each tagged so the list is filtered to its own; the screenshots read CIV101,
// whose demo bank has questions pending review.
const BANK_COURSE = 'CIV101';
const SHOTS = path.join(import.meta.dirname, '../.artifacts/review-shots');
/** What one browser sees of another's action goes through the API and two sockets: more time. */
const LIVE = { timeout: 15_000 };

test.describe('review questions (165.2.2.)', () => {
  for (const lang of LANGS)
    test(`a reviewer rejects with a comment; the creator's open question shows it live (${lang})`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(90_000);
      const q = await pendingQuestion(page, lang);
      const creatorPath = `/questions/${q.courseId}/view/3.2./${q.questionId}`;
      const creator = await signedIn(browser, 'creator', creatorPath, { lang });
      const reviewer = await signedIn(browser, 'reviewer', ReviewPage.listPath(q.courseId, `text=${q.tag}`), {
        lang,
      });
      try {
        await expect(reviewer.page.locator('html')).toHaveAttribute('dir', DIR[lang]);
        // The creator's view follows the question: pending, no comments yet.
        await creator.review.expectStatus('5.2.');
        await expect(creator.review.comments).toContainText(t(lang, 'review:comments.empty'));

        // The review list: the one tagged question, pending, with the creator watching it.
        const list = reviewer.review;
        await expect(list.rowLinks).toHaveCount(1);
        await expect(list.rowStatus(q.questionId)).toHaveAttribute('data-status', '5.2.');
        await expect(list.rowWatchers(q.questionId)).toContainText(lang === 'ar' ? 'سارة' : 'Sara', LIVE);
        await expect(list.status).toHaveValue('5.2.');

        // The review screen: answers hidden until asked for, the creator shown as viewing it.
        await list.row(q.questionId).click();
        await expect(reviewer.page).toHaveURL(
          new RegExp(`/review-questions/${q.courseId}/review/3.2./${q.questionId}$`),
        );
        await expect(list.view).toContainText(q.tag);
        await expect(list.view.getByTestId('correct-mark')).toHaveCount(0);
        await list.showAnswers.check();
        await expect(list.view.getByTestId('correct-mark')).toHaveCount(1);
        await expect(list.watchers).toContainText(lang === 'ar' ? 'سارة' : 'Sara', LIVE);
        await expect(list.position).toHaveText(
          t(lang, 'questions:view.position', {
            n: lang === 'ar' ? '١' : '1',
            total: lang === 'ar' ? '١' : '1',
          }),
        );
        await expect(list.decisionButton('reopen')).toHaveCount(0);

        // Cancelling the confirmation decides nothing.
        await list.decisionButton('reject').click();
        await expect(list.dialog).toContainText(t(lang, 'review:decision.reject.title'));
        await list.dialog.getByRole('button', { name: t(lang, 'common:cancel') }).click();
        await list.expectStatus('5.2.');

        const reason = lang === 'ar' ? `الخيارات متقاربة جدًا ${q.tag}` : `The options are too close ${q.tag}`;
        await list.decide('reject', reason);
        await expect(reviewer.page.getByTestId('toast').first()).toContainText(
          REVIEW_MESSAGES.rejected[lang],
        );
        await list.expectStatus('5.4.');
        await expect(list.decisionButton('approve')).toHaveCount(0);
        await expect(list.commentBodies).toContainText([reason]);

        // The creator's page, never reloaded: the new status, the reason in the comments and on
        // the timeline, and a notification in the bell.
        await expect(creator.review.fieldStatus).toHaveAttribute('data-status', '5.4.', LIVE);
        await expect(creator.review.commentBodies).toContainText([reason], LIVE);
        const statusEntry = creator.review.timeline.locator('[data-kind="status"]').first();
        await expect(statusEntry).toContainText(QUESTION_STATUSES['5.4.'][lang]);
        await expect(statusEntry).toContainText(reason, LIVE);
        await expect(creator.review.unread).toBeVisible(LIVE);
        await creator.review.bell.click();
        const note = creator.review.notifications.filter({ hasText: q.tag }).first();
        await expect(note).toHaveAttribute('data-kind', 'decision');
        await expect(note.getByTestId('notification-comment')).toHaveText(reason);
        mkdirSync(SHOTS, { recursive: true });
        await photo(creator.page, { path: `${SHOTS}/creator-bell-${lang}.png`, animations: 'disabled' });
        await creator.page.keyboard.press('Escape');

        // The creator answers in the thread; the reviewer sees the reply live.
        const answer = lang === 'ar' ? `سأعدّل الخيارات ${q.tag}` : `I will change the options ${q.tag}`;
        await creator.review.reply(reason, answer);
        await expect(creator.review.commentBodies).toContainText([reason, answer]);
        await expect(list.commentBodies).toContainText([reason, answer], LIVE);
        await photo(creator.page, {
          path: `${SHOTS}/creator-view-${lang}.png`,
          fullPage: true,
          animations: 'disabled',
        });
        await photo(reviewer.page, {
          path: `${SHOTS}/review-rejected-${lang}.png`,
          fullPage: true,
          animations: 'disabled',
        });

        // The list, back in it: the row shows the open thread, and (rejected) no longer pending.
        await reviewer.page.getByTestId('review-back').click();
        // Apart, so that a failure says which step did not happen: the navigation or the list's render.
        await expect(reviewer.page).toHaveURL(new RegExp(`/review-questions/${q.courseId}/questions-list`));
        await list.status.selectOption('5.4.');
        await list.searchButton.click();
        await expect(list.rowStatus(q.questionId)).toHaveAttribute('data-status', '5.4.');
        await expect(list.table.getByTestId(`review-comments-${q.questionId}`)).toHaveAttribute(
          'data-count',
          '1',
        );
      } finally {
        await creator.context.close();
        await reviewer.context.close();
      }
    });

  test("a decision made through one API process reaches the creator's browser on the other (Redis, en)", async ({
    browser,
    page,
  }) => {
    test.skip(!PEER_REDIS_URL, 'needs TEST_DATABASE_URL and REDIS_URL: the peer server runs only then');
    test.setTimeout(60_000);
    const q = await pendingQuestion(page, 'en');
    // The creator's browser is on the peer process; the reviewer decides through the main one.
    const creator = await signedIn(browser, 'creator', `/questions/${q.courseId}/view/3.2./${q.questionId}`, {
      lang: 'en',
      baseURL: PEER_URL,
    });
    try {
      await creator.review.expectStatus('5.2.');
      const reviewer = await apiLogin(page.request, 'reviewer');
      const state = await apiAs(page.request, reviewer).get(reviewPaths.state(q.questionId));
      const { lockVersion } = (await state.json()) as { lockVersion: number };
      const reason = `Decided on the main process ${q.tag}`;
      const res = await apiAs(page.request, reviewer).post(reviewPaths.decision(q.questionId), {
        decision: 'reject',
        comment: reason,
        version: lockVersion,
      });
      expect(res.status(), await res.text()).toBe(200);
      await expect(creator.review.fieldStatus).toHaveAttribute('data-status', '5.4.', LIVE);
      await expect(creator.review.commentBodies).toContainText([reason], LIVE);
      await expect(creator.review.unread).toBeVisible(LIVE);
    } finally {
      await creator.context.close();
    }
  });

  /** A pending question open on the reviewer's review screen (en), and the admin's API beside it. */
  async function reviewerOnQuestion(browser: Browser, page: Page, opts: { noSocket?: boolean } = {}) {
    const q = await pendingQuestion(page, 'en');
    const path = ReviewPage.reviewPath(q.courseId, '3.2.', q.questionId);
    const reviewer = await signedIn(browser, 'reviewer', path, { lang: 'en', ...opts });
    const admin = apiAs(page.request, await apiLogin(page.request, 'admin'));
    const lockVersion = async () =>
      ((await (await admin.get(reviewPaths.state(q.questionId))).json()) as { lockVersion: number })
        .lockVersion;
    return { q, reviewer, review: reviewer.review, admin, lockVersion };
  }

  test('a decision made elsewhere in the meantime: 409 with its message, then the current state (en)', async ({
    browser,
    page,
  }) => {
    test.setTimeout(60_000);
    const { q, reviewer, review, admin, lockVersion } = await reviewerOnQuestion(browser, page, {
      noSocket: true,
    });
    try {
      await review.expectStatus('5.2.');
      // Admin approves through the API; the screen (without its socket) still holds the old lock version.
      const res = await admin.post(reviewPaths.decision(q.questionId), {
        decision: 'approve',
        version: await lockVersion(),
      });
      expect(res.status(), await res.text()).toBe(200);
      await review.decide('reject', 'too late');
      await expect(review.conflict).toHaveText(REVIEW_MESSAGES.staleVersion.en);
      await review.expectStatus('5.3.');
      await expect(review.decisionButton('reopen')).toBeVisible();
    } finally {
      await reviewer.context.close();
    }
  });

  test("another reviewer's stem fix reaches the open review screen: the next decision goes through (en)", async ({
    browser,
    page,
  }) => {
    test.setTimeout(60_000);
    const { q, reviewer, review, admin, lockVersion } = await reviewerOnQuestion(browser, page);
    try {
      // Loaded: the state's next load is the one the fix's event asks for (heard live, or caught up
      // after the join if the socket joins after the fix).
      await review.expectStatus('5.2.');
      // Admin fixes the stem through the API: the fix's event moves the screen's lock version on.
      const heard = reviewer.page.waitForResponse(
        (r) => r.url().endsWith(reviewPaths.state(q.questionId)) && r.status() === 200,
        LIVE,
      );
      const fix = await admin.put(reviewPaths.stem(q.questionId), {
        stem: `<p>What is 2 + 3, in all? ${q.tag}</p>`,
        version: await lockVersion(),
      });
      expect(fix.status(), await fix.text()).toBe(200);
      await heard;
      await review.decide('approve');
      await review.expectStatus('5.3.');
      await expect(review.conflict).toHaveCount(0);
    } finally {
      await reviewer.context.close();
    }
  });

  for (const lang of LANGS)
    for (const theme of ['light', 'dark'] as const)
      test(`screenshots: review list and review screen (${lang}, ${theme})`, async ({ browser, page }) => {
        test.setTimeout(60_000);
        mkdirSync(SHOTS, { recursive: true });
        const reviewerSession = await apiLogin(page.request, 'reviewer');
        const admin = await apiLogin(page.request, 'admin');
        const course = await demoCourse(page.request, admin, BANK_COURSE);
        const listed = await apiAs(page.request, reviewerSession).get(
          `${reviewPaths.list()}?courseId=${course.courseId}&limit=10`,
        );
        expect(listed.status(), await listed.text()).toBe(200);
        const { questions: pending, totalItems } = (await listed.json()) as ReviewListResponse;
        expect(pending.length, `${BANK_COURSE} has several pending questions`).toBeGreaterThan(1);

        const reviewer = await signedIn(browser, 'reviewer', ReviewPage.listPath(course.courseId), {
          lang,
          theme,
        });
        try {
          const review = reviewer.review;
          await expect(review.rowLinks.first()).toBeVisible();
          await reviewer.page.evaluate(() => document.fonts.ready);
          await photo(reviewer.page, {
            path: `${SHOTS}/list-${lang}-${theme}.png`,
            fullPage: true,
            animations: 'disabled',
          });

          const first = pending[0];
          await review.row(first.questionId).click();
          await expect(review.view).toBeVisible();
          await expect(review.timeline).toBeVisible();
          await expect(review.comments.getByTestId('comment-form')).toBeVisible();
          await expect(reviewer.page.getByTestId('review-similar').locator('h2')).toBeVisible();
          await reviewer.page.evaluate(() => document.fonts.ready);
          await photo(reviewer.page, {
            path: `${SHOTS}/review-${lang}-${theme}.png`,
            fullPage: true,
            animations: 'disabled',
          });

          await review.decisionButton('reject').click();
          await expect(review.dialog).toBeVisible();
          await review.decisionComment.fill(lang === 'ar' ? 'سبب الرفض هنا' : 'The reason goes here');
          await photo(reviewer.page, {
            path: `${SHOTS}/decision-${lang}-${theme}.png`,
            animations: 'disabled',
          });
          await reviewer.page.keyboard.press('Escape');

          await review.bell.click();
          await expect(reviewer.page.getByTestId('notifications-panel')).toBeVisible();
          await photo(reviewer.page, {
            path: `${SHOTS}/bell-${lang}-${theme}.png`,
            animations: 'disabled',
          });
          await reviewer.page.keyboard.press('Escape');

          // Next, through the list's kept ids, without going back to it.
          const num = (n: number) => new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-GB').format(n);
          const position = (n: number) =>
            t(lang, 'questions:view.position', { n: num(n), total: num(totalItems) });
          await expect(review.position).toHaveText(position(1));
          await expect(review.prev).toBeDisabled();
          await review.next.click();
          await expect(reviewer.page).toHaveURL(
            new RegExp(`/review/${pending[1].questionType}/${pending[1].questionId}$`),
          );
          await expect(review.position).toHaveText(position(2));
          await expect(review.showAnswers).not.toBeChecked();
        } finally {
          await reviewer.context.close();
        }
      });
});
