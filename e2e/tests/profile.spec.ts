import { expect, test } from '@playwright/test';
import { ProfilePage } from '../pages/ProfilePage';
import { ShellPage } from '../pages/ShellPage';
import { openSignedIn } from '../lib/session';
import { LANGS, msg, t } from '../lib/texts';

// Both languages edit reviewer's own profile: one after the other.
test.describe.configure({ mode: 'serial' });

for (const lang of LANGS) {
  test(`profile edit saves a name and refuses a bad national id (${lang})`, async ({ page }) => {
    const shell = new ShellPage(page);
    const profile = new ProfilePage(page);
    await openSignedIn(page, 'reviewer', '/dashboard', { lang });
    await shell.openProfile();
    await profile.expectView(lang);
    await expect(profile.value(lang, 'username')).toHaveText('reviewer');

    await profile.editLink.click();
    await profile.expectEdit(lang);
    const nameEn = `Dr. Khaled Reviewer ${lang.toUpperCase()}`;
    const nameAr = `د. خالد المراجع ${lang === 'ar' ? 'أ' : 'ب'}`;
    await profile.field('nameEn').fill(nameEn);
    await profile.field('nameAr').fill(nameAr);

    // A national id is 14 digits starting with 2 or 3.
    await profile.field('nationalId').fill('12345');
    await profile.save.click();
    await expect(profile.field('nationalId')).toHaveAccessibleDescription(msg(lang, 'nationalId'));
    await expect(page).toHaveURL(/\/profileEdit\/reviewer$/);

    // The server refuses it too, with the same {ar, en} message.
    const session = JSON.parse((await page.evaluate(() => localStorage.getItem('mizan.auth'))) ?? '{}');
    const refused = await page.request.put('/api/users/reviewer/profile', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { nameAr, nameEn, email: '', phone: '', nationalId: '29901011234' },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).fields?.nationalId?.[lang]).toBe(msg(lang, 'nationalId'));

    await profile.field('nationalId').fill('29901011234567');
    await profile.save.click();
    await expect(shell.toasts.filter({ hasText: msg(lang, 'profileSaved') })).toBeVisible();
    await profile.expectView(lang);
    await expect(profile.value(lang, 'nameEn')).toHaveText(nameEn);
    await expect(profile.value(lang, 'nameAr')).toHaveText(nameAr);
    await expect(profile.value(lang, 'nationalId')).toHaveText('29901011234567');
    // The header shows the new name in the current language.
    await expect(shell.userMenu).toContainText(lang === 'ar' ? nameAr : nameEn, { timeout: 10_000 });
    await expect(page.getByText(t(lang, 'shell:profile.none')).first()).toBeVisible();
  });
}
