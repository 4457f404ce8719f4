import { expect, type Locator, type Page } from '@playwright/test';
import { type Lang, t } from '../lib/texts';

/** /resetPassword, the forced reset or a voluntary change (apps/web/src/auth/reset-password.route.tsx). */
export class ResetPasswordPage {
  readonly current: Locator;
  readonly intro: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.current = page.getByTestId('current-password');
    this.intro = page.getByTestId('reset-intro');
    this.password = page.getByTestId('new-password');
    this.confirm = page.getByTestId('confirm-password');
    this.submit = page.getByTestId('reset-submit');
  }

  async expectShown(lang: Lang): Promise<void> {
    await expect(this.page).toHaveURL(/\/resetPassword(\?|$)/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'auth:reset.title'));
  }

  async fill(password: string, confirm: string): Promise<void> {
    await this.password.fill(password);
    await this.confirm.fill(confirm);
    await this.submit.click();
  }
}
