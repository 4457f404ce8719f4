import { expect, type Locator, type Page } from '@playwright/test';
import { type Lang, t } from '../lib/texts';

/** /login (apps/web/src/auth/login.route.tsx). */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly langSwitch: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByTestId('username');
    this.password = page.getByTestId('password');
    this.submit = page.getByTestId('login-submit');
    this.error = page.getByTestId('login-error');
    this.langSwitch = page.getByTestId('lang-switch');
  }

  async goto(redirect?: string): Promise<void> {
    await this.page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
    await expect(this.username).toBeVisible();
  }

  /** The form reads in `lang`: its heading and the labels of both fields. */
  async expectLanguage(lang: Lang): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'auth:login.title'));
    await expect(this.page.getByLabel(t(lang, 'auth:login.username'), { exact: true })).toBeVisible();
    await expect(this.page.getByLabel(t(lang, 'auth:login.password'), { exact: true })).toBeVisible();
    await expect(this.submit).toHaveText(t(lang, 'auth:login.submit'));
  }

  async login(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Submits and waits for the server's answer to be shown (an error) or the page to be left. */
  async loginExpectingError(username: string, password: string, text: string): Promise<void> {
    await this.login(username, password);
    await expect(this.error).toHaveText(text);
    await expect(this.submit).toBeEnabled();
  }
}
