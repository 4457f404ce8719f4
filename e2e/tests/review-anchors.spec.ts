import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type QuestionDetail, questionPaths } from '@mizan/domain/questions';
import { REVIEW_MESSAGES, type ReviewState, reviewPaths } from '@mizan/domain/review';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, markWindow } from '../lib/session';
import { DIR, type Lang, LANGS, t } from '../lib/texts';
import { CoeditPage } from '../pages/CoeditPage';
import { ReviewPage } from '../pages/ReviewPage';
import { pendingQuestion, signedIn } from '../lib/review-fixtures';
import { photo } from '../lib/photo';

// Issue 5, review screen: comments anchored to a range of the stem (Yjs relative positions into
// the question's co-edited document) and the reviewer's small fix of the stem, co-edited live
// with the creator and saved as a minor edit. Questions go into CIV201 (as review.spec.ts), each
// with its own tag.
const SHOTS = path.join(import.meta.dirname, '../.artifacts/review-shots');
/** What one browser sees of another's action goes through the API or the collab server: more time. */
const LIVE = { timeout: 15_000 };

/** The words each journey selects and comments on, in the question's language. */
const TARGET: Record<Lang, string> = { ar: 'ناتج جمع', en: 'sum of' };

/** The stem each journey writes: it holds TARGET. */
const sumOfStem = (lang: Lang, tag: string) =>
  lang === 'ar' ? `ما ناتج جمع ٢ و٣؟ ${tag}` : `What is the sum of 2 and 3? ${tag}`;

/** A pending question, its creator on its view page and a reviewer on its review screen (browsers of their own). */
async function creatorViewingReviewer(browser: Browser, page: Page, lang: Lang) {
  const q = await pendingQuestion(page, lang, sumOfStem);
  const creator = await signedIn(browser, 'creator', `/questions/${q.courseId}/view/3.2./${q.questionId}`, {
    lang,
  });
  const reviewer = await signedIn(
    browser,
    'reviewer',
    ReviewPage.reviewPath(q.courseId, '3.2.', q.questionId),
    { lang },
  );
  return { q, creator, reviewer };
}

/** The review screen's live stem and what goes with it. */
class StemPage {
  readonly stem: Locator;
  readonly input: Locator;
  readonly affordance: Locator;
  readonly composer: Locator;
  readonly highlight: Locator;
  readonly editToggle: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.stem = page.getByTestId('review-stem');
    this.input = page.getByTestId('review-stem-editor-input');
    this.affordance = page.getByTestId('stem-comment-selection');
    this.composer = page.getByTestId('stem-comment-composer');
    this.highlight = this.input.getByTestId('stem-anchor');
    this.editToggle = page.getByTestId('review-stem-edit');
    this.save = page.getByTestId('review-stem-save');
  }

  async ready() {
    await expect(this.stem).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  }

  /** Selects `text` in the stem as a reader's drag would (a DOM selection over it). */
  async select(text: string) {
    await this.input.evaluate((root, wanted) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.collab-caret')) continue;
        const at = node.textContent?.indexOf(wanted) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return;
      }
      throw new Error(`no "${wanted}" in the stem`);
    }, text);
  }

  /**
   * Puts the caret at the stem's start or end as a typist would (click, then Ctrl+Home or Ctrl+End),
   * until the page's selection is there: the toolbar that editing brings shifts the stem down, and a
   * click made before it settles (or before the editor turns editable) leaves the caret elsewhere.
   */
  async caretAt(edge: 'start' | 'end') {
    await expect(this.input).toHaveAttribute('contenteditable', 'true');
    await expect
      .poll(async () => {
        await this.input.click();
        await this.page.keyboard.press(edge === 'start' ? 'ControlOrMeta+Home' : 'ControlOrMeta+End');
        return this.input.evaluate((root, toStart) => {
          const at = window.getSelection();
          if (!at?.focusNode || !root.contains(at.focusNode)) return false;
          // No text (co-editors' caret labels aside) between the caret and that edge.
          const beyond = document.createRange();
          beyond.selectNodeContents(root);
          if (toStart) beyond.setEnd(at.focusNode, at.focusOffset);
          else beyond.setStart(at.focusNode, at.focusOffset);
          const text = beyond.cloneContents();
          for (const caret of text.querySelectorAll('.collab-caret')) caret.remove();
          return text.textContent === '';
        }, edge === 'start');
      })
      .toBe(true);
  }

  /** Selects `text`, takes the affordance and sends the comment. */
  async commentOn(text: string, body: string) {
    await this.select(text);
    await expect(this.affordance).toBeVisible();
    await this.affordance.click();
    await expect(this.composer.getByTestId('stem-comment-quote')).toHaveText(text);
    await this.composer.getByTestId('stem-comment-form-body').fill(body);
    await this.composer.getByTestId('stem-comment-form-send').click();
    await expect(this.composer).toBeHidden();
  }

  /** The stem's text without the co-editors' caret labels. */
  async text(): Promise<string> {
    const raw = await this.input.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const caret of copy.querySelectorAll('.collab-caret')) caret.remove();
      return copy.textContent ?? '';
    });
    return raw.replace(/\s+/g, ' ').trim();
  }
}

test.describe('review questions (165.2.2.): anchored comments and the stem fix', () => {
  for (const lang of LANGS)
    test(`a reviewer comments on a selected range of the stem; the creator sees it with its quote live; the range follows edits (${lang})`, async ({
      browser,
      page,
    }) => {
      test.slow();
      const { q, creator, reviewer } = await creatorViewingReviewer(browser, page, lang);
      const target = TARGET[lang];
      try {
        const stem = new StemPage(reviewer.page);
        await expect(reviewer.page.locator('html')).toHaveAttribute('dir', DIR[lang]);
        await expect(creator.review.comments).toContainText(t(lang, 'review:comments.empty'));
        await stem.ready();
        await expect(stem.input).toContainText(q.tag);
        // Nothing selected, nothing offered.
        await expect(stem.affordance).toHaveCount(0);
        await stem.select(target);
        await expect(stem.affordance).toHaveText(t(lang, 'review:anchors.comment'));
        // Cancelling the composer writes nothing.
        await stem.affordance.click();
        await stem.composer.getByRole('button', { name: t(lang, 'common:cancel') }).click();
        await expect(stem.composer).toBeHidden();

        const body = lang === 'ar' ? `اكتبها «مجموع» ${q.tag}` : `Say "total" instead ${q.tag}`;
        await stem.commentOn(target, body);
        const thread = reviewer.review.threads.filter({ hasText: body });
        await expect(thread.getByTestId('comment-quote-text')).toHaveText(target);
        // The new comment's range is highlighted in the stem.
        await expect(stem.highlight).toHaveText(target);
        await expect(thread.getByTestId('comment-quote')).toHaveAttribute('aria-pressed', 'true');

        // The creator's open question, never reloaded: the comment with its quote.
        const mine = creator.review.threads.filter({ hasText: body });
        await expect(mine.getByTestId('comment-body')).toHaveText(body, LIVE);
        await expect(mine.getByTestId('comment-quote-text')).toHaveText(target);

        // Stored with the anchor the API expects: the stem fragment and the quote.
        const stored = await apiAs(page.request, q.creator).get(
          reviewPaths.comments('165.2.1.', q.questionId),
        );
        const { comments } = (await stored.json()) as { comments: { body: string; anchor: unknown }[] };
        expect(comments.find((c) => c.body === body)?.anchor).toMatchObject({
          field: 'stem',
          quote: target,
          start: expect.stringMatching(/^[A-Za-z0-9+/]+={0,2}$/),
          end: expect.stringMatching(/^[A-Za-z0-9+/]+={0,2}$/),
        });

        // A click on the quote turns the highlight off and on again.
        await thread.getByTestId('comment-quote').click();
        await expect(stem.highlight).toHaveCount(0);
        await thread.getByTestId('comment-quote').click();
        await expect(stem.highlight).toHaveText(target);

        // Text typed before the range (live, co-edited): the same words are highlighted.
        await stem.editToggle.click();
        await expect(stem.editToggle).toHaveAttribute('aria-pressed', 'true');
        await stem.caretAt('start');
        const prefix = lang === 'ar' ? 'سؤال: ' : 'Question: ';
        await reviewer.page.keyboard.type(prefix, { delay: 15 });
        await expect.poll(() => stem.text()).toContain(`${prefix.trim()} `);
        await expect(stem.highlight).toHaveText(target);

        // Its words deleted: the comment says so, and the quote stays readable.
        await stem.select(target);
        await reviewer.page.keyboard.press('Backspace');
        await expect.poll(() => stem.text()).not.toContain(target);
        await expect(thread.getByTestId('comment-anchor-gone')).toHaveText(t(lang, 'review:anchors.gone'));
        await expect(thread.getByTestId('comment-quote-text')).toHaveText(target);
        await expect(stem.highlight).toHaveCount(0);
      } finally {
        await creator.context.close();
        await reviewer.context.close();
      }
    });

  for (const lang of LANGS)
    test(`a reviewer fixes the stem with its creator live and saves it as a minor edit; the decision still goes through (${lang})`, async ({
      browser,
      page,
    }) => {
      test.slow();
      const q = await pendingQuestion(page, lang, sumOfStem);
      const creator = await signedIn(
        browser,
        'creator',
        CoeditPage.editPath(q.courseId, '3.2.', q.questionId),
        {
          lang,
        },
      );
      const reviewer = await signedIn(
        browser,
        'reviewer',
        ReviewPage.reviewPath(q.courseId, '3.2.', q.questionId),
        {
          lang,
        },
      );
      try {
        const doc = new CoeditPage(creator.page);
        const stem = new StemPage(reviewer.page);
        await doc.expectStatus('connected');
        await stem.ready();
        // Read-only until the reviewer asks to edit: no toolbar, no typing.
        await expect(reviewer.page.getByTestId('review-stem-editor-toolbar')).toHaveCount(0);
        await expect(stem.save).toHaveCount(0);
        await expect(stem.editToggle).toHaveText(t(lang, 'review:stemEdit.edit'));

        await stem.editToggle.click();
        await expect(stem.editToggle).toHaveText(t(lang, 'review:stemEdit.done'));
        await expect(reviewer.page.getByTestId('review-stem-editor-toolbar')).toBeVisible();
        await expect(reviewer.page.getByTestId('collab-status')).toHaveAttribute('data-status', 'connected');
        // Both are in the document: the reviewer sees the creator, the creator the reviewer.
        await expect(
          reviewer.page.getByTestId('collab-user').filter({ hasText: lang === 'ar' ? 'سارة' : 'Sara' }),
        ).toBeVisible(LIVE);

        const added = lang === 'ar' ? ` (أعداد صحيحة) ${q.tag}` : ` (whole numbers) ${q.tag}`;
        await stem.caretAt('end');
        await reviewer.page.keyboard.type(added, { delay: 15 });
        // The creator's editor shows the text and the reviewer's caret as it is typed.
        await expect.poll(() => doc.text(), LIVE).toContain(added.trim());
        await expect(doc.caret(lang === 'ar' ? 'خالد' : 'Khaled')).toBeVisible(LIVE);

        // Nothing stored yet: the question is as it was submitted.
        const reviewerSession = reviewer.session;
        const before = (await (
          await apiAs(page.request, reviewerSession).get(questionPaths.one('165.2.2.', q.questionId))
        ).json()) as QuestionDetail;
        expect(before.question.stem).not.toContain(`${q.tag})`);
        expect(before).toMatchObject({ version: 1, revision: 0, status: '5.2.' });
        const stateBefore = (await (
          await apiAs(page.request, reviewerSession).get(reviewPaths.state(q.questionId))
        ).json()) as ReviewState;

        await stem.save.click();
        await expect(reviewer.page.getByTestId('toast').first()).toContainText(
          REVIEW_MESSAGES.stemSaved[lang],
        );
        await expect(stem.editToggle).toHaveText(t(lang, 'review:stemEdit.edit'));
        const after = (await (
          await apiAs(page.request, reviewerSession).get(questionPaths.one('165.2.2.', q.questionId))
        ).json()) as QuestionDetail;
        expect(after).toMatchObject({ version: 1, revision: 1, status: '5.2.' });
        expect(after.question.stem).toContain(added.trim());
        const stateAfter = (await (
          await apiAs(page.request, reviewerSession).get(reviewPaths.state(q.questionId))
        ).json()) as ReviewState;
        expect(stateAfter.lockVersion).toBe(stateBefore.lockVersion + 1);
        // The timeline shows the minor edit by the reviewer.
        await expect(reviewer.review.timeline.locator('[data-kind="version"]').first()).toBeVisible(LIVE);
        mkdirSync(SHOTS, { recursive: true });
        await photo(reviewer.page, {
          path: `${SHOTS}/stem-saved-${lang}.png`,
          fullPage: true,
          animations: 'disabled',
        });

        // The screen holds the new lock version: approving is not refused as stale.
        await reviewer.review.decide('approve');
        await expect(reviewer.review.conflict).toHaveCount(0);
        await reviewer.review.expectStatus('5.3.');
      } finally {
        await creator.context.close();
        await reviewer.context.close();
      }
    });

  for (const lang of LANGS)
    test(`a reviewer's saved stem fix reaches the creator's open view page without a reload (${lang})`, async ({
      browser,
      page,
    }) => {
      test.slow();
      const { q, creator, reviewer } = await creatorViewingReviewer(browser, page, lang);
      try {
        await expect(creator.page.locator('html')).toHaveAttribute('dir', DIR[lang]);
        await expect(creator.review.view).toContainText(q.tag);
        await creator.review.expectStatus('5.2.');
        const notReloaded = await markWindow(creator.page);

        const stem = new StemPage(reviewer.page);
        await stem.ready();
        await stem.editToggle.click();
        await expect(reviewer.page.getByTestId('collab-status')).toHaveAttribute('data-status', 'connected');
        const added = lang === 'ar' ? ` (عددان صحيحان) ${q.tag}x` : ` (two whole numbers) ${q.tag}x`;
        await stem.caretAt('end');
        await reviewer.page.keyboard.type(added, { delay: 15 });
        await expect.poll(() => stem.text(), LIVE).toContain(added.trim());
        // The view page shows the stored question: the fix appears once it is saved.
        await expect(creator.review.view).not.toContainText(added.trim());

        await stem.save.click();
        await expect(reviewer.page.getByTestId('toast').first()).toContainText(
          REVIEW_MESSAGES.stemSaved[lang],
        );
        await expect(creator.review.view).toContainText(added.trim(), LIVE);
        await creator.review.expectStatus('5.2.');
        expect(await notReloaded()).toBe(true);
        mkdirSync(SHOTS, { recursive: true });
        await photo(creator.page, {
          path: `${SHOTS}/creator-view-stem-fixed-${lang}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      } finally {
        await creator.context.close();
        await reviewer.context.close();
      }
    });

  for (const lang of LANGS)
    for (const theme of ['light', 'dark'] as const)
      test(`screenshots: review screen with an anchored comment highlighted (${lang}, ${theme})`, async ({
        browser,
        page,
      }) => {
        test.slow();
        mkdirSync(SHOTS, { recursive: true });
        const q = await pendingQuestion(page, lang, sumOfStem);
        const reviewer = await signedIn(
          browser,
          'reviewer',
          ReviewPage.reviewPath(q.courseId, '3.2.', q.questionId),
          {
            lang,
            theme,
          },
        );
        try {
          const stem = new StemPage(reviewer.page);
          await stem.ready();
          await stem.select(TARGET[lang]);
          await expect(stem.affordance).toBeVisible();
          await reviewer.page.evaluate(() => document.fonts.ready);
          await photo(reviewer.page, {
            path: `${SHOTS}/anchor-select-${lang}-${theme}.png`,
            animations: 'disabled',
          });
          await stem.affordance.click();
          await stem.composer
            .getByTestId('stem-comment-form-body')
            .fill(lang === 'ar' ? 'تعليق على العبارة' : 'A comment on the words');
          await photo(reviewer.page, {
            path: `${SHOTS}/anchor-compose-${lang}-${theme}.png`,
            animations: 'disabled',
          });
          await stem.composer.getByTestId('stem-comment-form-send').click();
          await expect(stem.highlight).toHaveText(TARGET[lang]);
          await reviewer.page.mouse.move(0, 0);
          await photo(reviewer.page, {
            path: `${SHOTS}/anchor-highlight-${lang}-${theme}.png`,
            fullPage: true,
            animations: 'disabled',
          });
          await stem.editToggle.click();
          await expect(reviewer.page.getByTestId('review-stem-editor-toolbar')).toBeVisible();
          await photo(reviewer.page, {
            path: `${SHOTS}/stem-edit-${lang}-${theme}.png`,
            animations: 'disabled',
          });
        } finally {
          await reviewer.context.close();
        }
      });
});
