import { mkdirSync } from 'node:fs';
import type { SessionInfo } from '@mizan/domain/auth';
import { type QuestionContent, questionPaths, sampleContent } from '@mizan/domain/questions';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { PEER_REDIS_URL, PEER_URL } from '../lib/servers';
import { apiLogin, type DemoUser, openSignedIn } from '../lib/session';
import type { Lang } from '../lib/texts';
import { CoeditPage } from '../pages/CoeditPage';
import { demoCourse } from '../pages/CoursesPage';
import { saveQuestion } from '../pages/QuestionsPage';
import { photo } from '../lib/photo';

// Issue 4 'Live co-editing': two users with the edit right on one question (its creator, and admin
// through editAll) edit its stem at once through the y-websocket server. Questions are written
// into CSE401, a course no other journey uses.
const COURSE = 'CSE401';
const SHOTS = '/tmp/shots/editor';

async function newQuestion(page: Page, content: QuestionContent) {
  const creator = await apiLogin(page.request, 'creator');
  const admin = await apiLogin(page.request, 'admin');
  const course = await demoCourse(page.request, admin, COURSE);
  const saved = await saveQuestion(page.request, creator, course.courseId, content);
  return { courseId: course.courseId, questionId: saved.questionId, admin, creator };
}

/** A signed-in editor in a browser context of its own (its own storage, network and offline switch). */
async function editor(
  browser: Browser,
  user: DemoUser,
  path: string,
  opts: { lang: Lang; theme?: 'light' | 'dark'; baseURL?: string },
) {
  const context = await browser.newContext(opts.baseURL ? { baseURL: opts.baseURL } : {});
  const page = await context.newPage();
  const session: SessionInfo = await openSignedIn(page, user, path, opts);
  return { context, page, session, doc: new CoeditPage(page) };
}

test.describe('co-editing a question (issue 4)', () => {
  test('two editors converge, see each other, and an offline editor merges back', async ({
    browser,
    page,
  }) => {
    // Two browsers and a reconnect: three times the usual budget on a loaded two-core machine.
    test.slow();
    const tag = `co${Date.now().toString(36)}`;
    const stem = `<p>سؤال ${tag}</p>`;
    const q = await newQuestion(page, { ...sampleContent('3.2.'), language: '4.1.', stem });
    const path = CoeditPage.editPath(q.courseId, '3.2.', q.questionId);

    const a = await editor(browser, 'creator', path, { lang: 'ar' });
    const b = await editor(browser, 'admin', path, { lang: 'en' });
    try {
      await a.doc.expectStatus('connected');
      await b.doc.expectStatus('connected');
      // Seeded once from the stored question, though both opened the empty document at once.
      await expect.poll(() => a.doc.text()).toBe(`سؤال ${tag}`);
      await expect.poll(() => b.doc.text()).toBe(`سؤال ${tag}`);

      // Both type; each sees both texts, in the same order. B types once A's word has reached it:
      // typed while its last letters are still in flight, B's text would land inside A's word (a
      // valid merge of two inserts at one place). Texts are read without the carets' labels, which
      // sit inside the editor's text.
      await a.doc.typeAtEnd(' ألف');
      await expect.poll(() => b.doc.text()).toContain('ألف');
      await b.doc.typeAtEnd(' beta');
      for (const side of [a, b]) {
        await expect.poll(() => side.doc.text()).toContain('ألف beta');
      }
      await expect.poll(async () => (await a.doc.text()) === (await b.doc.text())).toBe(true);

      // Each sees the other's caret labelled with the other's name (in the viewer's language),
      // and the other in the presence list.
      await expect(a.doc.caret(q.admin.name.ar)).toBeVisible();
      await a.doc.typeAtEnd(' جيم');
      await expect(b.doc.caret(q.creator.name.en)).toBeVisible();
      await expect(a.doc.presence()).toHaveCount(2);
      await expect(b.doc.presence().filter({ hasText: q.creator.name.en })).toHaveCount(1);

      // B goes offline and keeps typing; A types too. Nothing crosses until B is back, then both merge.
      await b.context.setOffline(true);
      // Offline, B's provider has closed its socket (the browser's offline event): from here on it
      // neither sends nor reads anything, so what each side shows below is final until B is back.
      await b.doc.expectStatus('offline');
      await b.doc.typeAtEnd(' offline-edit');
      await a.doc.typeAtEnd(' دال');
      await expect.poll(() => b.doc.text()).toContain('offline-edit');
      await expect.poll(() => a.doc.text()).toContain('دال');
      expect(await a.doc.text()).not.toContain('offline-edit');
      expect(await b.doc.text()).not.toContain('دال');

      await b.context.setOffline(false);
      await b.doc.expectStatus('connected');
      for (const side of [a, b]) {
        await expect.poll(() => side.doc.text()).toContain('offline-edit');
        await expect.poll(() => side.doc.text()).toContain('دال');
      }
      await expect.poll(async () => (await a.doc.text()) === (await b.doc.text())).toBe(true);
      const merged = await a.doc.text();

      // The server kept every acknowledged edit: a fresh editor opens the merged text.
      await a.page.reload();
      await a.doc.expectStatus('connected');
      await expect.poll(() => a.doc.text()).toBe(merged);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  test('a third editor on a second API process converges with two on the first (Redis)', async ({
    browser,
    page,
  }) => {
    test.skip(!PEER_REDIS_URL, 'needs TEST_DATABASE_URL and REDIS_URL: the peer server runs only then');
    test.slow();
    const tag = `peer${Date.now().toString(36)}`;
    const q = await newQuestion(page, {
      ...sampleContent('3.2.'),
      language: '4.2.',
      stem: `<p>Stem ${tag}</p>`,
    });
    const path = CoeditPage.editPath(q.courseId, '3.2.', q.questionId);

    const a = await editor(browser, 'creator', path, { lang: 'en' });
    const b = await editor(browser, 'admin', path, { lang: 'ar' });
    // The creator again, in a second browser that the load balancer sent to the other process.
    const c = await editor(browser, 'creator', path, { lang: 'en', baseURL: PEER_URL });
    try {
      for (const side of [a, b, c]) await side.doc.expectStatus('connected');
      // Each types at the end once the previous word has reached them: typed at once, two ends
      // are one place, and the words interleave letter by letter (as they rightly merge).
      await a.doc.typeAtEnd(' one');
      await expect.poll(() => c.doc.text()).toContain('one');
      await c.doc.typeAtEnd(' three');
      await expect.poll(() => b.doc.text()).toContain('one three');
      await b.doc.typeAtEnd(' اثنان');
      for (const side of [a, b, c]) {
        await expect.poll(() => side.doc.text()).toContain('one three اثنان');
      }
      await expect
        .poll(async () => new Set([await a.doc.text(), await b.doc.text(), await c.doc.text()]).size)
        .toBe(1);
      // Presence crosses processes too: the peer's editor lists all three.
      await expect(c.doc.presence()).toHaveCount(3);
      await expect(a.doc.presence()).toHaveCount(3);
    } finally {
      for (const side of [a, b, c]) await side.context.close();
    }
  });

  test('screenshots: formulas, a table, an image, a blank and both editors carets (ar, en; light, dark)', async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    const creator = await apiLogin(page.request, 'creator');
    // A 64x32 gradient PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAA+0lEQVR4nO3PQUfDAQDG4f9hh2jSGJsUo0ljbLIYJcUoKUYzi7FJMUqKUVKMZRY/yizGJsVoZmMsaYySxQ4dOnTo0KFDhw4dOnTo0KHP0P19vsFjGHRNPPRwb+a2n7aVlp3rQZoOGk7qo1TdXHop+7jwczZJcZpCgNM5cgscByHEUYRMlHSc1CoHCfY22NkimWR7l8191lMkDlnLsgKxE6J5lguESyydEyyzWGG+xmyDwBUzN0y1mbjD32G8y9gjnifcz7heGHll+A3HO0MfDHxi+8L6jeWHvl96DQUUUEABBRRQQAEFFFBAAQUUUEABBRRQQAEFFFDgv4E/sU6cpjVq7VwAAAAASUVORK5CYII=',
      'base64',
    );
    const up = await page.request.post(questionPaths.images(), {
      headers: { Authorization: `Bearer ${creator.token}` },
      multipart: { file: { name: 'figure.png', mimeType: 'image/png', buffer: png } },
    });
    expect(up.status(), await up.text()).toBe(200);
    const { url } = (await up.json()) as { url: string };

    for (const lang of ['ar', 'en'] as const) {
      const words =
        lang === 'ar'
          ? { q: 'احسب مساحة الدائرة', r: 'حيث نصف القطر', blank: 'والناتج هو', t: ['الرمز', 'القيمة'] }
          : {
              q: 'Compute the area of the circle',
              r: 'where the radius is',
              blank: 'and the result is',
              t: ['Symbol', 'Value'],
            };
      const stem =
        `<p>${words.q} <span data-latex="A = \\pi r^2" data-type="inline-math"></span> ${words.r} <span data-latex="r = 3" data-type="inline-math"></span> ${words.blank} <span data-blank="b1"></span>.</p>` +
        '<div data-latex="\\int_0^{2\\pi}\\!\\int_0^r \\rho\\,d\\rho\\,d\\theta = \\pi r^2" data-type="block-math"></div>' +
        `<table><tbody><tr><th><p>${words.t[0]}</p></th><th><p>${words.t[1]}</p></th></tr><tr><td><p><span data-latex="r" data-type="inline-math"></span></p></td><td><p>3</p></td></tr></tbody></table>` +
        `<p dir="ltr">Figure 1: <img src="${url}"></p>`;
      const body = {
        type: '3.7.' as const,
        blanks: [{ id: 'b1', answers: ['28.27'], degree: 1 }],
        caseSensitive: false,
        distractors: [],
      };
      const q = await newQuestion(page, {
        ...sampleContent('3.7.'),
        language: lang === 'ar' ? '4.1.' : '4.2.',
        stem,
        body,
      });
      const path = CoeditPage.editPath(q.courseId, '3.7.', q.questionId);
      for (const theme of ['light', 'dark'] as const) {
        const main = await editor(browser, 'creator', path, { lang, theme });
        const other = await editor(browser, 'admin', path, { lang, theme });
        try {
          for (const side of [main, other]) await side.doc.expectStatus('connected');
          // The co-editor's caret sits in the table, this user's own at the end of the first line.
          await other.doc.editor().locator('td p').last().click();
          await expect(main.doc.caret(lang === 'ar' ? q.admin.name.ar : q.admin.name.en)).toBeVisible();
          await main.doc.editor().getByText(words.blank).click();
          await main.page.keyboard.press('End');
          await expect(other.doc.caret(lang === 'ar' ? q.creator.name.ar : q.creator.name.en)).toBeVisible();
          await main.doc.editor().scrollIntoViewIfNeeded();
          await photo(main.page, { path: `${SHOTS}/editor-${lang}-${theme}.png`, fullPage: true });
          await photo(other.page, {
            path: `${SHOTS}/editor-${lang}-${theme}-coeditor.png`,
            fullPage: true,
          });
        } finally {
          await main.context.close();
          await other.context.close();
        }
      }
    }
  });
});
