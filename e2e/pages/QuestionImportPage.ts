import type { ImportKind } from '@mizan/domain/question-import';
import { expect, type Locator, type Page } from '@playwright/test';

/** The import screen /questions/:courseId/import (apps/web/src/questions/routes/question-import.route.tsx). */
export class QuestionImportPage {
  readonly kinds: Locator;
  readonly fileInput: Locator;
  readonly fileName: Locator;
  readonly previewButton: Locator;
  readonly fileError: Locator;
  readonly counts: Locator;
  readonly items: Locator;
  readonly selectAll: Locator;
  readonly shared: Locator;
  readonly approved: Locator;
  readonly selectedCount: Locator;
  readonly commitButton: Locator;
  readonly confirm: Locator;
  readonly commitError: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.kinds = page.getByTestId('import-kinds');
    this.fileInput = page.getByTestId('import-file');
    this.fileName = page.getByTestId('import-file-name');
    this.previewButton = page.getByTestId('import-preview');
    this.fileError = page.getByTestId('import-file-error');
    this.counts = page.getByTestId('import-counts');
    this.items = page.getByTestId('import-items').locator('> li');
    this.selectAll = page.getByTestId('import-select-all');
    this.shared = page.getByTestId('import-shared-fields');
    this.approved = page.getByTestId('import-approved');
    this.selectedCount = page.getByTestId('import-selected-count');
    this.commitButton = page.getByTestId('import-commit');
    this.confirm = page.getByTestId('import-confirm');
    this.commitError = page.getByTestId('import-commit-error');
    this.result = page.getByTestId('import-result');
  }

  async open(courseId: number): Promise<void> {
    await this.page.goto(`/questions/${courseId}/import`);
    await expect(this.kinds).toBeVisible();
  }

  async pickKind(kind: ImportKind): Promise<void> {
    await this.page.getByTestId(`import-kind-radio-${kind}`).check();
  }

  /** Chooses a file written in the test (the screen checks its type and size before sending). */
  async choose(name: string, content: string | Buffer, mimeType = 'text/plain'): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
  }

  async upload(name: string, content: string | Buffer, mimeType?: string): Promise<void> {
    await this.choose(name, content, mimeType);
    await expect(this.fileName).toHaveText(name);
    await this.previewButton.click();
    await expect(this.counts).toBeVisible();
  }

  item(index: number): Locator {
    return this.page.getByTestId(`import-item-${index}`);
  }

  select(index: number): Locator {
    return this.page.getByTestId(`import-select-${index}`);
  }

  /** The shared (prefix 'import-shared-fields') or a question's own ('import-own-fields-N') subject and ILOs. */
  async assign(prefix: string, subjectId: number, iloId: number, weight?: string): Promise<void> {
    await this.page.getByTestId(`${prefix}-subject`).selectOption(String(subjectId));
    await this.page.getByTestId(`${prefix}-ilo-${iloId}`).check();
    if (weight !== undefined) await this.page.getByTestId(`${prefix}-weight-${iloId}`).fill(weight);
  }

  /** Difficulty, expected time and degree for the selected questions whose file does not give them. */
  async measures(difficulty: string, expectedTime: string, degree: string): Promise<void> {
    await this.page.getByTestId('import-shared-difficulty').fill(difficulty);
    await this.page.getByTestId('import-shared-time').fill(expectedTime);
    await this.page.getByTestId('import-shared-degree').fill(degree);
  }

  async commit(): Promise<void> {
    await this.commitButton.click();
    await expect(this.confirm).toBeVisible();
    await this.confirm.getByRole('button').last().click();
  }
}
