import path from 'node:path';
import type { ProctorStudentStatus } from '@mizan/domain/electronic-exams';
import { expect, type Locator, type Page } from '@playwright/test';
import { type Lang, t } from '../lib/texts';
import { photo } from '../lib/photo';

export const pt = (lang: Lang, key: string, values: Record<string, string | number> = {}) =>
  t(lang, `electronic-exams-proctor:${key}`, values);
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/electronic-exam-shots');

/** The proctor's screen of an electronic exam (/exam-generation/{courseId}/{examId}/proctor/{sectorId}). */
export class ProctorPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  row(studentNumber: string): Locator {
    return this.page.getByTestId(`proctor-student-${studentNumber}`);
  }

  async expectStatus(studentNumber: string, status: ProctorStudentStatus, timeout = 10_000): Promise<void> {
    const badge = this.page.getByTestId(`proctor-status-${studentNumber}`);
    await expect(badge).toHaveAttribute('data-status', status, { timeout });
    await expect(badge).toHaveText(pt(this.lang, `status.${status}`));
  }

  /** Minutes through the row's (or the sector's) dialog. */
  async extend(studentNumber: string, minutes: number): Promise<void> {
    await this.page.getByTestId(`proctor-extend-${studentNumber}`).click();
    await this.minutes('proctor-extend-dialog', minutes);
  }

  async reopen(studentNumber: string, minutes: number): Promise<void> {
    await this.page.getByTestId(`proctor-reopen-${studentNumber}`).click();
    await this.minutes('proctor-reopen-dialog', minutes);
  }

  private async minutes(dialog: string, minutes: number): Promise<void> {
    await expect(this.page.getByTestId(dialog)).toBeVisible();
    await this.page.getByLabel(pt(this.lang, 'minutes.label')).fill(String(minutes));
    await this.page.getByTestId(`${dialog}-save`).click();
    await expect(this.page.getByTestId(dialog)).toHaveCount(0);
  }

  async message(text: string): Promise<void> {
    await this.page.getByRole('button', { name: pt(this.lang, 'message.open') }).click();
    await this.page.getByTestId('proctor-message-text').fill(text);
    await this.page.getByRole('button', { name: pt(this.lang, 'message.send') }).click();
    await expect(this.page.getByTestId('proctor-message-dialog')).toHaveCount(0);
  }

  async shot(name: string, theme: 'light' | 'dark'): Promise<void> {
    await this.page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    await this.page.evaluate(() => document.fonts.ready);
    await photo(this.page, {
      path: path.join(SHOTS, `${name}-${this.lang}-${theme}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}
