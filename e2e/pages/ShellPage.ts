import { expect, type Locator, type Page } from '@playwright/test';
import { DIR, type Lang, t } from '../lib/texts';

/** The signed-in shell: header (apps, stage, language, theme, user menu), scope bar and drawer, dialogs. */
export class ShellPage {
  readonly langSwitch: Locator;
  readonly themeSwitch: Locator;
  readonly stageSwitch: Locator;
  readonly userMenu: Locator;
  readonly logoutItem: Locator;
  readonly profileItem: Locator;
  readonly scopeBar: Locator;
  readonly scopeDrawer: Locator;
  readonly expiryDialog: Locator;
  readonly toasts: Locator;
  readonly appCards: Locator;

  constructor(readonly page: Page) {
    this.langSwitch = page.getByTestId('lang-switch');
    this.themeSwitch = page.getByTestId('theme-switch');
    this.stageSwitch = page.getByTestId('stage-switch');
    this.userMenu = page.getByTestId('user-menu');
    this.logoutItem = page.getByTestId('logout');
    this.profileItem = page.getByTestId('profile-link');
    this.scopeBar = page.getByTestId('scope-bar');
    this.scopeDrawer = page.getByTestId('scope-drawer');
    this.expiryDialog = page.getByTestId('session-expiry-dialog');
    this.toasts = page.getByTestId('toast');
    this.appCards = page.locator('[data-testid^="app-card-"]');
  }

  async expectDashboard(lang: Lang): Promise<void> {
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'shell:dashboard.title'));
  }

  /** <html lang dir> and the class list follow the chosen language. */
  async expectDocumentLanguage(lang: Lang): Promise<void> {
    const html = this.page.locator('html');
    await expect(html).toHaveAttribute('lang', lang);
    await expect(html).toHaveAttribute('dir', DIR[lang]);
  }

  async expectDark(dark: boolean): Promise<void> {
    const html = this.page.locator('html');
    if (dark) await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  }

  /** The app ids of the dashboard cards, in page order. */
  async cardAppIds(): Promise<string[]> {
    await expect(this.appCards.first()).toBeVisible();
    const ids = await this.appCards.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.replace('app-card-', ''));
  }

  async openUserMenu(): Promise<void> {
    await this.userMenu.click();
    await expect(this.logoutItem).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.logoutItem.click();
  }

  async openProfile(): Promise<void> {
    await this.openUserMenu();
    await this.profileItem.click();
  }

  async openScopeDrawer(): Promise<void> {
    await this.scopeBar.click();
    await expect(this.scopeDrawer).toBeVisible();
    // The tree has loaded when its nodes (selectable buttons) are shown.
    await expect(this.scopeNodes.first()).toBeVisible();
  }

  /** Selectable nodes of the scope tree (each is a button with aria-pressed). */
  get scopeNodes(): Locator {
    return this.scopeDrawer.locator('button[aria-pressed]');
  }

  scopeNode(label: string): Locator {
    return this.scopeNodes.filter({ has: this.page.getByText(label, { exact: true }) });
  }

  /** The dialog's confirm button (extend the session). */
  expiryExtend(lang: Lang): Locator {
    return this.expiryDialog.getByRole('button', { name: t(lang, 'shell:session.extend') });
  }
}

/** /notFound (apps/web/src/app/not-found.route.tsx). */
export class NotFoundPage {
  readonly backHome: Locator;

  constructor(readonly page: Page) {
    this.backHome = page.getByTestId('back-home');
  }

  async expectShown(lang: Lang, title: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/notFound$/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(this.backHome).toHaveText(t(lang, 'shell:backHome'));
  }
}
