import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { markWindow, openSignedIn, STORAGE } from '../lib/session';
import { t } from '../lib/texts';

test('the language switch flips <html dir> between rtl and ltr without a reload', async ({ page }) => {
  const shell = new ShellPage(page);
  await openSignedIn(page, 'viewer', '/dashboard');
  await shell.expectDashboard('ar');
  await shell.expectDocumentLanguage('ar');
  const notReloaded = await markWindow(page);

  await shell.langSwitch.click();
  await shell.expectDocumentLanguage('en');
  await shell.expectDashboard('en');
  await expect(shell.langSwitch).toHaveText('العربية');
  expect(await notReloaded()).toBe(true);
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE.language)).toBe('"en"');

  await shell.langSwitch.click();
  await shell.expectDocumentLanguage('ar');
  await shell.expectDashboard('ar');
  await expect(shell.langSwitch).toHaveText('English');
  expect(await notReloaded()).toBe(true);

  // The choice survives a reload.
  await shell.langSwitch.click();
  await page.reload();
  await shell.expectDocumentLanguage('en');
  await shell.expectDashboard('en');
});

test('the theme follows prefers-color-scheme, live', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSignedIn(page, 'viewer', '/dashboard');
  await shell.expectDashboard('ar');
  await shell.expectDark(true);
  await expect(shell.themeSwitch).toHaveValue('system');
  await page.emulateMedia({ colorScheme: 'light' });
  await shell.expectDark(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await shell.expectDark(true);
  // Also on the login page.
  const other = await page.context().newPage();
  await other.emulateMedia({ colorScheme: 'dark' });
  await other.goto('/login');
  await new ShellPage(other).expectDark(true);
});

test('the manual theme choice overrides the system one and is kept', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSignedIn(page, 'viewer', '/dashboard', { lang: 'en' });
  await shell.expectDark(true);
  await expect(shell.themeSwitch.locator('option')).toHaveText([
    t('en', 'shell:theme.system'),
    t('en', 'shell:theme.light'),
    t('en', 'shell:theme.dark'),
  ]);

  await shell.themeSwitch.selectOption('light');
  await shell.expectDark(false);
  await page.reload();
  await shell.expectDashboard('en');
  await shell.expectDark(false);

  await page.emulateMedia({ colorScheme: 'light' });
  await shell.themeSwitch.selectOption('dark');
  await shell.expectDark(true);
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE.theme)).toBe('"dark"');

  await shell.themeSwitch.selectOption('system');
  await shell.expectDark(false);
});
