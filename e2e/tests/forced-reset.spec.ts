import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { ShellPage } from '../pages/ShellPage';
import { PASSWORDS } from '../lib/session';
import { msg, t } from '../lib/texts';

const NEW_PASSWORD = 'Changed#2026e2e';

/**
 * newuser has a forced reset pending in the demo seed; this journey spends it, so it is the only one
 * that signs in as newuser, and it runs once per server start (each run starts from the seed, and
 * no journey is retried).
 */
test('forced reset: newuser is sent to /resetPassword, weak and mismatched passwords refused (ar, en), then the target', async ({
  page,
}) => {
  // The seed's pending reset is this journey's precondition: a server that lost it fails here.
  const pending = await page.request.post('/api/auth/login', {
    data: { username: 'newuser', password: PASSWORDS.newuser },
  });
  expect(pending.status()).toBe(200);
  const before = await pending.json();
  expect(before.resetPassword).toBe(true);

  const login = new LoginPage(page);
  const reset = new ResetPasswordPage(page);
  const shell = new ShellPage(page);

  await login.goto('/courses');
  await login.login('newuser', PASSWORDS.newuser);
  await reset.expectShown('ar');
  await expect(page).toHaveURL(/\/resetPassword\?redirect=%2Fcourses$/);
  // The seeded reset message is shown.
  await expect(page.getByText('هذا أول دخول لك: برجاء اختيار كلمة مرور جديدة')).toBeVisible();

  // Any other route comes back here while the reset is pending.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/resetPassword\?redirect=%2Fdashboard$/);
  await page.goto('/resetPassword?redirect=%2Fcourses');

  await reset.fill('weakpass', 'weakpass');
  await expect(reset.password).toHaveAccessibleDescription(msg('ar', 'weakPassword'));
  await reset.fill(NEW_PASSWORD, `${NEW_PASSWORD}x`);
  await expect(reset.password).toHaveAccessibleDescription(t('ar', 'auth:reset.policy'));
  await expect(reset.confirm).toHaveAccessibleDescription(msg('ar', 'passwordsNotMatched'));

  await page.getByTestId('lang-switch').click();
  await reset.expectShown('en');
  await reset.fill('alllowercase1!', 'alllowercase1!');
  await expect(reset.password).toHaveAccessibleDescription(msg('en', 'weakPassword'));
  await reset.fill(NEW_PASSWORD, 'Different#2026');
  await expect(reset.confirm).toHaveAccessibleDescription(msg('en', 'passwordsNotMatched'));

  await reset.fill(NEW_PASSWORD, NEW_PASSWORD);
  // /courses is the courses section: its entry opens the courses list (SPEC 2 'Section entry').
  await expect(page).toHaveURL(/\/courses\/list$/);
  await expect(shell.toasts.filter({ hasText: msg('en', 'passwordChanged') })).toBeVisible();
  await page.goto('/dashboard');
  await shell.expectDashboard('en');

  // The reset ended the user's other sessions; the old password is gone, the new one works.
  const ended = await page.request.get('/api/auth/session', {
    headers: { Authorization: `Bearer ${before.token}` },
  });
  expect(ended.status()).toBe(401);
  const old = await page.request.post('/api/auth/login', {
    data: { username: 'newuser', password: PASSWORDS.newuser },
  });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/auth/login', {
    data: { username: 'newuser', password: NEW_PASSWORD },
  });
  expect(fresh.status()).toBe(200);
  expect((await fresh.json()).resetPassword).toBe(false);
});
