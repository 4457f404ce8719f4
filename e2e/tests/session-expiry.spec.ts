import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { openSignedIn, storedSession } from '../lib/session';
import { SHORT_SESSION_SECONDS, SHORT_URL } from '../lib/servers';
import { LANGS, msg } from '../lib/texts';

// The server with a 20 s session: the warning opens a third of the session before its end.
test.use({ baseURL: SHORT_URL });
test.setTimeout((SHORT_SESSION_SECONDS * 2 + 15) * 1000);

for (const lang of LANGS) {
  test(`the session-expiry dialog appears before expiry and confirming extends the session (${lang})`, async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await openSignedIn(page, 'viewer', '/dashboard', { lang });
    await shell.expectDashboard(lang);
    const before = await storedSession(page);
    expect(before?.sessionDuration).toBe(SHORT_SESSION_SECONDS);
    const expiresAt = new Date(before!.sessionExpiry).getTime();

    await expect(shell.expiryDialog).toBeVisible({ timeout: SHORT_SESSION_SECONDS * 1000 });
    // It opened before the end, not at it.
    expect(Date.now()).toBeLessThan(expiresAt - 1000);
    await expect(shell.expiryDialog).toContainText(msg(lang, 'sessionAboutToExpire'));

    await shell.expiryExtend(lang).click();
    await expect(shell.expiryDialog).toBeHidden();
    const after = await storedSession(page);
    expect(new Date(after!.sessionExpiry).getTime()).toBeGreaterThan(expiresAt);
    // Still signed in past the first expiry, on the server too.
    await page.waitForTimeout(Math.max(0, expiresAt - Date.now() + 500));
    const check = await page.request.get('/api/auth/session', {
      headers: { Authorization: `Bearer ${after!.token}` },
    });
    expect(check.status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('ignoring the session-expiry dialog logs out to /login?redirect= at expiry', async ({ page }) => {
  const shell = new ShellPage(page);
  await openSignedIn(page, 'viewer', '/reserve-exam');
  // The section's entry opens its course list: that is the page to come back to.
  await expect(page).toHaveURL(/\/reserve-exam\/courses-list$/);
  await expect(shell.expiryDialog).toBeVisible({ timeout: SHORT_SESSION_SECONDS * 1000 });
  await expect(page).toHaveURL(/\/login\?redirect=%2Freserve-exam%2Fcourses-list$/, {
    timeout: SHORT_SESSION_SECONDS * 1000,
  });
  expect(await storedSession(page)).toBeNull();
});
