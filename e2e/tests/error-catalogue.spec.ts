import type { SessionInfo } from '@mizan/domain/auth';
import { COURSE_MESSAGES } from '@mizan/domain/courses';
import { TOKEN_HEADER } from '@mizan/domain/session';
import { expect, type Page, type Route, test } from '@playwright/test';
import { CoursesPage, demoCourse, demoIhId } from '../pages/CoursesPage';
import { NotFoundPage, ShellPage } from '../pages/ShellPage';
import { SubjectsPage, subjectList } from '../pages/SubjectsPage';
import { apiAs, apiLogin, openSignedIn, STORAGE, seedStorage, storedSession } from '../lib/session';
import { LANGS, type Lang, msg } from '../lib/texts';

/**
 * SPEC 8, the error catalogue, with the server made to fail: the API call is answered by the test
 * (page.route) before it reaches the server, so nothing is changed on the server and every
 * failure is the one named. SPEC 4 'Session': the token of each reply replaces the stored one.
 */

/** An {ar, en} server message, as the API's error filter writes it. */
const failure = (status: number, lang: Lang) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({
    message: { ar: `تعذر الطلب ${status} (${lang})`, en: `The request failed ${status} (${lang})` },
  }),
});
const failureText = (status: number, lang: Lang) =>
  lang === 'ar' ? `تعذر الطلب ${status} (${lang})` : `The request failed ${status} (${lang})`;

/** Answers the matching API calls with `reply` (only `method`, when given); the others go through. */
async function failing(
  page: Page,
  url: string | RegExp,
  reply: Parameters<Route['fulfill']>[0],
  method?: string,
): Promise<void> {
  await page.route(url, (route) =>
    method && route.request().method() !== method ? route.fallback() : route.fulfill(reply),
  );
}

/** The toast with that text is shown, then gone after the SPEC 9 five seconds (not much sooner). */
async function expectFiveSecondToast(shell: ShellPage, text: string): Promise<void> {
  const toast = shell.toasts.filter({ hasText: text });
  await expect(toast).toBeVisible();
  const shown = Date.now();
  await expect(toast).toBeHidden({ timeout: 8_000 });
  expect(Date.now() - shown).toBeGreaterThan(3_500);
}

const LIST = /\/api\/courses\/165\.1\.1\.\/getList/;

for (const lang of LANGS) {
  test.describe(`SPEC 8 error catalogue (${lang})`, () => {
    test(`401: the session is cleared and the page goes to /login?redirect= (${lang})`, async ({ page }) => {
      await failing(page, LIST, failure(401, lang));
      await openSignedIn(page, 'viewer', '/courses/list?page=1', { lang });
      await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses%2Flist%3Fpage%3D1$/);
      expect(await storedSession(page)).toBeNull();
      expect(
        JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE.course)) ?? 'null'),
      ).toBeNull();
    });

    test(`a plain-text 500 shows the generic 'contact technical support' toast, and the course list empties for 5 s of toast (${lang})`, async ({
      page,
    }) => {
      const shell = new ShellPage(page);
      const courses = new CoursesPage(page);
      await openSignedIn(page, 'viewer', '/courses/list', { lang });
      await expect(courses.rowLinks.first()).toBeVisible();
      await failing(page, LIST, { status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      await courses.nameFilter.fill('a');
      await courses.searchButton.click();
      await expect(courses.rowLinks).toHaveCount(0);
      await expectFiveSecondToast(shell, msg(lang, 'generic'));
      await expect(shell.toasts.filter({ hasText: 'Internal Server Error' })).toHaveCount(0);
    });

    test(`a 422 with {ar, en} shows its own text in the page's language (${lang})`, async ({ page }) => {
      const shell = new ShellPage(page);
      await failing(page, LIST, failure(422, lang));
      await openSignedIn(page, 'viewer', '/courses/list', { lang });
      await expect(shell.toasts.filter({ hasText: failureText(422, lang) })).toBeVisible();
      await expect(new CoursesPage(page).rowLinks).toHaveCount(0);
    });

    test(`course activation failure: an error toast, and the switch stays as it was (${lang})`, async ({
      page,
    }) => {
      const shell = new ShellPage(page);
      const courses = new CoursesPage(page);
      const admin = await openSignedIn(page, 'admin', '/courses/list', { lang });
      const course = await demoCourse(page.request, admin, 'ELC301');
      await failing(page, /\/api\/courses\/165\.1\.1\.\/courseActivation\//, failure(500, lang), 'PUT');
      await courses.search({ IHId: demoIhId('ELC301') });
      const toggle = courses.activeSwitch(course.courseId);
      await expect(toggle).toHaveAttribute('aria-checked', String(course.active));
      await toggle.click();
      await courses.confirmButton(lang, !course.active).click();
      if (!course.active) await courses.subjectsDialog.getByRole('button').last().click();
      await expect(shell.toasts.filter({ hasText: failureText(500, lang) })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-checked', String(course.active));
    });
  });

  test.describe(`SPEC 8 subject failures (${lang})`, () => {
    let admin: SessionInfo;
    let courseId: number;
    let subjectId: number;
    test.beforeEach(async ({ page }) => {
      admin = await apiLogin(page.request, 'admin');
      courseId = (await demoCourse(page.request, admin, 'ELC401')).courseId;
      subjectId = (await subjectList(page.request, admin, courseId)).subjects[0].subjectId;
      await seedStorage(page, { session: admin, lang });
    });

    test(`the subject list's failure is an alert in place of the list (${lang})`, async ({ page }) => {
      const subjects = new SubjectsPage(page);
      await failing(page, /\/api\/subjects\/165\.1\.2\.\?courseId=/, failure(500, lang), 'GET');
      await page.goto(`/subject/${courseId}`);
      await expect(page.getByTestId('subject-list-error')).toHaveText(failureText(500, lang));
      await expect(subjects.panels).toHaveCount(0);
      await expect(subjects.empty).toHaveCount(0);
    });

    test(`a list with no subject to show says 'No subjects could be found' (${lang})`, async ({ page }) => {
      const subjects = new SubjectsPage(page);
      await subjects.goto(courseId);
      await subjects.search.fill('zzz-no-such-subject');
      await expect(subjects.empty).toHaveText(COURSE_MESSAGES.noSubjects[lang]);
      await expect(subjects.panels).toHaveCount(0);
    });

    test(`the subject's info failure is a warning alert (${lang})`, async ({ page }) => {
      await failing(
        page,
        new RegExp(`/api/subjects/165\\.1\\.2\\./${subjectId}\\?`),
        failure(500, lang),
        'GET',
      );
      await page.goto(`/subject/${courseId}/edit/${subjectId}`);
      await expect(page.getByTestId('subject-load-error')).toHaveText(failureText(500, lang));
    });

    test(`a refused subject save is a warning alert with the server's message (${lang})`, async ({
      page,
    }) => {
      const subjects = new SubjectsPage(page);
      await failing(
        page,
        new RegExp(`/api/subjects/165\\.1\\.2\\./${subjectId}$`),
        failure(422, lang),
        'PUT',
      );
      await page.goto(`/subject/${courseId}/edit/${subjectId}`);
      await expect(subjects.title).toBeEditable();
      await subjects.save.click();
      await expect(subjects.saveError).toHaveText(failureText(422, lang));
      await expect(page).toHaveURL(new RegExp(`/subject/${courseId}/edit/${subjectId}$`));
    });

    test(`a failed subject delete closes the dialog with a 5 s error toast (${lang})`, async ({ page }) => {
      const shell = new ShellPage(page);
      const subjects = new SubjectsPage(page);
      await failing(
        page,
        new RegExp(`/api/subjects/165\\.1\\.2\\./${subjectId}\\?`),
        failure(500, lang),
        'DELETE',
      );
      await subjects.goto(courseId);
      await subjects.panelToggle(subjectId).click();
      await subjects.deleteButton(subjectId).click();
      await subjects.deleteConfirm(lang).click();
      await expect(subjects.deleteDialog).toBeHidden();
      await expectFiveSecondToast(shell, failureText(500, lang));
      await expect(subjects.panel(subjectId)).toBeVisible();
    });
  });
}

// These change examcreator's selected scope on the server (no other journey signs in as examcreator).
test.describe('SPEC 8 403 and 404', () => {
  test.describe.configure({ mode: 'serial' });
  for (const [status, lang] of [
    [403, 'ar'],
    [404, 'en'],
  ] as const) {
    test(`${status}: scope and course selection are reset and the page goes to /notFound (${lang})`, async ({
      page,
    }) => {
      const notFound = new NotFoundPage(page);
      const signedIn = await apiLogin(page.request, 'examcreator');
      const own = signedIn.scope.path[0];
      const tree = await (await apiAs(page.request, signedIn).get('/api/scopes/tree')).json();
      const department = tree.root.children[0];
      const moved = await apiAs(page.request, signedIn).put('/api/auth/scope', { scopeId: department.id });
      expect(moved.status()).toBe(200);
      const session = (await moved.json()) as SessionInfo;
      expect(session.scope.selectedScopeId).toBe(department.id);
      await seedStorage(page, { session, lang, course: { courseId: 1, courseName: 'MTH101' } });

      await failing(page, LIST, failure(status, lang));
      await page.goto('/courses/list');
      await notFound.expectShown(lang, msg(lang, 'pageNotFound'));
      expect(
        JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE.course)) ?? 'null'),
      ).toBeNull();
      await expect.poll(async () => (await storedSession(page))?.scope.selectedScopeId).toBe(own.id);
      // The server holds the reset too.
      const server = await apiAs(page.request, signedIn).get('/api/auth/session');
      expect((await server.json()).scope.selectedScopeId).toBe(own.id);
    });
  }
});

test('the token of each reply replaces the stored one, and the next request sends it (SPEC 4)', async ({
  page,
}) => {
  const courses = new CoursesPage(page);
  const first = await openSignedIn(page, 'viewer', '/courses/list', { lang: 'en' });
  await expect(courses.rowLinks.first()).toBeVisible();
  // A fresh token of the same session, handed out in the header of one reply. Old tokens stay
  // valid on the server, so only the token the client sends next tells whether it took it.
  const fresh = await apiAs(page.request, first).get('/api/auth/session');
  const next = fresh.headers()[TOKEN_HEADER.toLowerCase()];
  expect(next).toBeTruthy();
  expect(next).not.toBe(first.token);
  await page.route(LIST, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), [TOKEN_HEADER.toLowerCase()]: next } });
  });
  await courses.search({ courseName: 'a' });
  await expect.poll(async () => (await storedSession(page))?.token).toBe(next);
  const sent = page.waitForRequest((r) => LIST.test(r.url()));
  await courses.search({ courseName: 'b' });
  expect((await sent).headers().authorization).toBe(`Bearer ${next}`);
});
