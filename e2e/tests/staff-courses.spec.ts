import { COURSE_MESSAGES } from '@mizan/domain/courses';
import { MESSAGES } from '@mizan/domain/messages';
import { expect, test } from '@playwright/test';
import { openSignedIn } from '../lib/session';
import { LANGS, t } from '../lib/texts';
import { ShellPage } from '../pages/ShellPage';

for (const lang of LANGS) {
  test(`staff/updateCourses: a user who may sync opens it from the user menu and is told before any click that no SIS is set up (${lang})`, async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await openSignedIn(page, 'admin', '/dashboard', { lang });
    await shell.openUserMenu();
    await page.getByTestId('staff-courses-link').click();
    await expect(page).toHaveURL(/\/staff\/updateCourses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'courses:staffCourses.title'));
    // The e2e servers run without a student-information system: the page says so and offers no button that can only fail.
    await expect(page.getByTestId('staff-courses-no-sis')).toHaveText(COURSE_MESSAGES.sisNotConfigured[lang]);
    await expect(page.getByTestId('staff-courses-update')).toBeDisabled();
  });
}

test('staff/updateCourses: a user without canSyncCourses is told so and cannot start it (en)', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await openSignedIn(page, 'creator', '/dashboard', { lang: 'en' });
  await shell.openUserMenu();
  await expect(page.getByTestId('staff-courses-link')).toHaveCount(0);
  await page.goto('/staff/updateCourses');
  await expect(page.getByText(MESSAGES.noRightSyncCourses.en)).toBeVisible();
  await expect(page.getByTestId('staff-courses-update')).toBeDisabled();
});
