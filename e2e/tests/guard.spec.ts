import { expect, test } from '@playwright/test';
import { NotFoundPage, ShellPage } from '../pages/ShellPage';
import { openSignedIn, STORAGE, seedStorage } from '../lib/session';
import { LANGS, msg } from '../lib/texts';

for (const lang of LANGS) {
  test.describe(`route guard (${lang})`, () => {
    test(`a section the user holds opens (${lang})`, async ({ page }) => {
      await openSignedIn(page, 'viewer', '/reserve-exam', { lang });
      // The section's entry opens its course list.
      await expect(page).toHaveURL(/\/reserve-exam\/courses-list$/);
      await expect(page.getByTestId('reserve-open-board')).toBeVisible();
      // A deeper link of the same section is guarded the same way.
      await page.goto('/reserve-exam/board');
      await expect(page).toHaveURL(/\/reserve-exam\/board$/);
      await expect(page.getByTestId('back-home')).toHaveCount(0);
    });

    test(`a section the user does not hold goes to /notFound, with a way home (${lang})`, async ({
      page,
    }) => {
      const notFound = new NotFoundPage(page);
      const shell = new ShellPage(page);
      await openSignedIn(page, 'creator', '/exam-generation', { lang });
      await notFound.expectShown(lang, msg(lang, 'pageNotFound'));
      await notFound.backHome.click();
      await shell.expectDashboard(lang);
    });

    test(`an unknown path goes to /notFound, signed in or not (${lang})`, async ({ page }) => {
      const notFound = new NotFoundPage(page);
      await seedStorage(page, { lang });
      await page.goto('/no/such/page');
      await notFound.expectShown(lang, msg(lang, 'pageNotFound'));
      await openSignedIn(page, 'viewer', '/dashboard', { lang });
      await page.goto('/definitely-not-a-route');
      await notFound.expectShown(lang, msg(lang, 'pageNotFound'));
    });
  });
}

test('a protected page asked for signed out goes to /login with the way back', async ({ page }) => {
  await page.goto('/profile/viewer');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fviewer$/);
});

test('the guard records the right each route needs: course-add needs add, the course list view (en)', async ({
  page,
}) => {
  const recorded = async () =>
    JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE.app)) ?? 'null');
  await openSignedIn(page, 'admin', '/courses/add', { lang: 'en' });
  await expect(page.getByTestId('course-save')).toBeVisible();
  await expect.poll(recorded).toEqual({ appId: '165.1.1.', subsystem: '165.1.', childRight: '9.3.' });
  await page.goto('/courses/list');
  await expect(page.getByTestId('course-table')).toBeVisible();
  await expect.poll(recorded).toEqual({ appId: '165.1.1.', subsystem: '165.1.', childRight: '9.2.' });
});
