import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { portalToken, seedStorage, storedSession } from '../lib/session';
import { PORTAL_SECRET, SHORT_URL } from '../lib/servers';
import { LANGS, msg, t } from '../lib/texts';

// The server with a portal secret (the main one has portal login off).
test.use({ baseURL: SHORT_URL });

for (const lang of LANGS) {
  test(`portal login via /myMansLogin/<token> lands on the dashboard; the token works once (${lang})`, async ({
    page,
    browser,
  }) => {
    const token = portalToken(PORTAL_SECRET, 'creator');
    const shell = new ShellPage(page);
    await seedStorage(page, { lang });
    await page.goto(`/myMansLogin/${token}`);
    await shell.expectDashboard(lang);
    expect((await storedSession(page))?.username).toBe('creator');
    await expect(shell.appCards).toHaveCount(4);

    // The same link again, in a fresh browser: refused.
    const context = await browser.newContext({ baseURL: SHORT_URL });
    const again = await context.newPage();
    await seedStorage(again, { lang });
    await again.goto(`/myMansLogin/${token}`);
    await expect(again.getByRole('alert')).toHaveText(msg(lang, 'portalTokenInvalid'));
    await expect(again.getByRole('link', { name: t(lang, 'auth:portal.toLogin') })).toBeVisible();
    expect(await storedSession(again)).toBeNull();
    await context.close();
  });
}

test('a forged or expired portal token is refused', async ({ page }) => {
  await page.goto(`/myMansLogin/${portalToken('not-the-secret', 'admin')}`);
  await expect(page.getByRole('alert')).toHaveText(msg('ar', 'portalTokenInvalid'));
  await page.goto(`/myMansLogin/${portalToken(PORTAL_SECRET, 'admin', -5)}`);
  await expect(page.getByRole('alert')).toHaveText(msg('ar', 'portalTokenInvalid'));
  expect(await storedSession(page)).toBeNull();
});
