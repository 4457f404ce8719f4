import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A question's edit page as a co-editor sees it (apps/web/src/questions/collab): the connection
 * chip, who else is in the document, and one rich part's editor with the others' carets.
 */
export class CoeditPage {
  constructor(readonly page: Page) {}

  /** The question's edit page (apps/web/src/questions/paths.ts questionEditPath; not a case study). */
  static editPath = (courseId: number, questionType: string, questionId: number) =>
    `/questions/${courseId}/${questionType}/edit/${questionId}`;

  status(): Locator {
    return this.page.getByTestId('collab-status');
  }

  async expectStatus(status: 'connecting' | 'connected' | 'offline' | 'refused' | 'local') {
    await expect(this.status()).toHaveAttribute('data-status', status, { timeout: 15_000 });
  }

  /** The editing area of a rich part ('qf-stem', 'qf-option-<n>', ...). */
  editor(testId = 'qf-stem'): Locator {
    return this.page.getByTestId(`${testId}-input`);
  }

  /** Types at the end of the part's text (a click at its end, then the keyboard). */
  async typeAtEnd(text: string, testId = 'qf-stem') {
    const area = this.editor(testId);
    await area.click();
    await this.page.keyboard.press('ControlOrMeta+End');
    await this.page.keyboard.type(text, { delay: 15 });
  }

  /** The part's text without the co-editors' caret labels (they are decorations inside it). */
  async text(testId = 'qf-stem'): Promise<string> {
    const raw = await this.editor(testId).evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const caret of copy.querySelectorAll('.collab-caret')) caret.remove();
      return copy.textContent ?? '';
    });
    return raw.replace(/\s+/g, ' ').trim();
  }

  /** A co-editor's caret (with their name) inside this part. */
  caret(name: string, testId = 'qf-stem'): Locator {
    return this.page.getByTestId(`${testId}-input`).getByTestId('collab-caret').filter({ hasText: name });
  }

  presence(): Locator {
    return this.page.getByTestId('collab-user');
  }
}
