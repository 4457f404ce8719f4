import path from 'node:path';
import type { SessionInfo } from '@mizan/domain/auth';
import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ProfilePage } from '../pages/ProfilePage';
import { ShellPage } from '../pages/ShellPage';
import { apiLogin, seedStorage, STORAGE } from '../lib/session';
import { type Lang, LANGS, t } from '../lib/texts';
import { photo } from '../lib/photo';

/**
 * Full-page pictures of the shell's screens in both languages and both themes, for a human to look
 * at (e2e/.artifacts/screens/<name>-<lang>-<theme>.png, not committed). Each also checks the screen
 * is the one named, so a picture of a spinner or of the wrong page fails the test.
 */
const SCREENS = path.resolve(import.meta.dirname, '../.artifacts/screens');
const THEMES = ['light', 'dark'] as const;

async function snap(page: Page, name: string, lang: Lang, theme: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await photo(page, {
    path: path.join(SCREENS, `${name}-${lang}-${theme}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

async function store(page: Page, session: SessionInfo): Promise<void> {
  await page.evaluate(
    ([auth, scope, s]) => {
      localStorage.setItem(auth, JSON.stringify(s));
      localStorage.setItem(scope, JSON.stringify(s.scope));
    },
    [STORAGE.auth, STORAGE.scope, session] as const,
  );
}

for (const lang of LANGS) {
  for (const theme of THEMES) {
    test(`screenshots of the shell (${lang}, ${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await seedStorage(page, { lang });
      const shell = new ShellPage(page);
      const profile = new ProfilePage(page);

      await new LoginPage(page).goto();
      await shell.expectDark(theme === 'dark');
      await expect(page.getByTestId('system-policy')).toBeVisible();
      await snap(page, 'login', lang, theme);

      const session = await apiLogin(page.request, 'viewer');
      await store(page, session);
      await page.goto('/dashboard');
      await shell.expectDashboard(lang);
      await expect(shell.appCards).toHaveCount(10);
      await snap(page, 'dashboard', lang, theme);

      await page.goto('/no-such-page');
      await expect(page.getByTestId('back-home')).toBeVisible();
      await snap(page, 'not-found', lang, theme);

      await profile.gotoView('viewer', lang);
      await expect(profile.value(lang, 'username')).toHaveText('viewer');
      await snap(page, 'profile', lang, theme);
      await profile.editLink.click();
      await profile.expectEdit(lang);
      await snap(page, 'profile-edit', lang, theme);

      await page.goto('/dashboard');
      await shell.openScopeDrawer();
      await snap(page, 'scope-drawer', lang, theme);

      // The reset page only needs a session with a pending reset in the browser; nothing is sent.
      await store(page, {
        ...session,
        resetPassword: true,
        resetMessage: {
          ar: 'هذا أول دخول لك: برجاء اختيار كلمة مرور جديدة',
          en: 'This is your first login: please choose a new password',
        },
      });
      await page.goto('/resetPassword');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'auth:reset.title'));
      await snap(page, 'reset-password', lang, theme);
    });
  }
}
