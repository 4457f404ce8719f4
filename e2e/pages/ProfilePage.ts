import { expect, type Locator, type Page } from '@playwright/test';
import { type Lang, t } from '../lib/texts';

/** profile/{username} and profileEdit/{username} (apps/web/src/profile). */
export class ProfilePage {
  readonly editLink: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.editLink = page.getByTestId('profile-edit-link');
    this.save = page.getByTestId('profile-save');
  }

  async gotoView(username: string, lang: Lang): Promise<void> {
    await this.page.goto(`/profile/${encodeURIComponent(username)}`);
    await this.expectView(lang);
  }

  async expectView(lang: Lang): Promise<void> {
    await expect(this.page).toHaveURL(/\/profile\/[^/]+$/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'shell:profile.title'));
  }

  async expectEdit(lang: Lang): Promise<void> {
    await expect(this.page).toHaveURL(/\/profileEdit\/[^/]+$/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'shell:profile.editTitle'));
    await expect(this.field('nameAr')).toBeVisible();
  }

  field(name: 'nameAr' | 'nameEn' | 'email' | 'phone' | 'nationalId'): Locator {
    return this.page.getByTestId(`profile-${name}`);
  }

  /** A value row of the read-only view, by its label. */
  value(lang: Lang, label: 'nameAr' | 'nameEn' | 'nationalId' | 'username'): Locator {
    return this.page
      .locator('dt')
      .filter({ hasText: new RegExp(`^${t(lang, `shell:profile.${label}`)}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
