import type { ReviewState } from '@mizan/domain/review';
import { reviewPaths } from '@mizan/domain/review';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { apiAs, apiLogin } from '../lib/session';

/** The reports screens (165.4.x): status report filters, table, drill-down, export and the course reports. */
export class ReportsPage {
  readonly table: Locator;
  readonly chart: Locator;
  readonly drill: Locator;
  constructor(readonly page: Page) {
    this.table = page.getByTestId('status-table');
    this.chart = page.getByTestId('status-chart');
    this.drill = page.getByTestId('status-drill');
  }

  /** Chooses a value of a filter select (its data-testid is filter-<key>). */
  async filter(key: string, value: string) {
    await this.page.getByTestId(`filter-${key}`).selectOption(value);
    await expect(this.page).toHaveURL(new RegExp(`[?&]${key}=${value.replace(/\./g, '\\.')}`));
  }

  /** Clicks Export (Excel, or PDF) and returns the download's file name. */
  async exportName(format: 'xlsx' | 'pdf' = 'xlsx'): Promise<string> {
    return (await this.export(format)).suggestedFilename();
  }

  /** Clicks Export (Excel, or PDF) and answers the download. */
  async export(format: 'xlsx' | 'pdf') {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId(format === 'pdf' ? 'report-export-pdf' : 'report-export').click(),
    ]);
    return download;
  }

  /** A number of the table, in either language's digits. */
  async number(cell: Locator): Promise<number> {
    return readNumber((await cell.textContent()) ?? '');
  }
}

/** Arabic-Indic digits read as Latin ones. */
export const readNumber = (text: string) =>
  Number(text.trim().replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)));

/**
 * Approves a pending question as the demo reviewer from a browser context of its own (another
 * person elsewhere), through the review API; the context is closed afterwards.
 */
export async function approveElsewhere(browser: Browser, baseURL: string, questionId: number) {
  const context = await browser.newContext({ baseURL });
  try {
    const reviewer = apiAs(context.request, await apiLogin(context.request, 'reviewer'));
    const state = await reviewer.get(reviewPaths.state(questionId));
    expect(state.status(), await state.text()).toBe(200);
    const { lockVersion } = (await state.json()) as ReviewState;
    const res = await reviewer.post(reviewPaths.decision(questionId), {
      decision: 'approve',
      version: lockVersion,
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await context.close();
  }
}
