import { MESSAGES } from '@mizan/domain/messages';
import { expect, test } from '@playwright/test';
import { openSignedIn } from '../lib/session';
import { LANGS, t } from '../lib/texts';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';

/**
 * A voluntary password change from one's own profile (issue 13): the page asks for the current
 * password and does not say the user must change it; a wrong current password is refused on its
 * field with the server's words. The change itself is covered over HTTP
 * (apps/api/src/auth/change-password.api-spec.ts): a demo user's password stays as the other journeys need it.
 */
for (const lang of LANGS) {
  test(`profile: change password asks for the current one and never says 'must' (${lang})`, async ({
    page,
  }) => {
    await openSignedIn(page, 'examcreator', '/profile/examcreator', { lang });
    await page.getByTestId('profile-change-password').click();
    const reset = new ResetPasswordPage(page);
    await reset.expectShown(lang);
    await expect(reset.intro).toHaveText(t(lang, 'auth:reset.voluntary'));
    await expect(reset.intro).not.toHaveText(MESSAGES.forcedReset[lang]);
    await expect(reset.current).toBeVisible();

    await reset.current.fill('Wrong@12345');
    await reset.fill('Fresh@2026pw', 'Fresh@2026pw');
    await expect(page.getByText(MESSAGES.currentPasswordWrong[lang])).toBeVisible();
    await expect(page).toHaveURL(/\/resetPassword\?/);

    // Cancel goes back to the profile, the password unchanged.
    await page.getByTestId('reset-cancel').click();
    await expect(page).toHaveURL(/\/profile\/examcreator$/);
  });
}
