import type { SessionInfo } from '@mizan/domain/auth';
import type { CourseIlosLangResponse } from '@mizan/domain/courses';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../lib/session';
import type { Lang } from '../lib/texts';
import { areaText } from './CoursesPage';

/** /course-ilos/:courseId/course-ilos (apps/web/src/course-ilos/routes/course-ilos-view.route.tsx). */
export class CourseIlosPage {
  readonly resetButton: Locator;
  readonly resetDialog: Locator;
  readonly languages: Locator;
  readonly count: Locator;
  readonly linkedHint: Locator;
  readonly tree: Locator;
  readonly none: Locator;
  readonly importDialog: Locator;
  readonly importSave: Locator;
  readonly importError: Locator;
  readonly addRow: Locator;

  constructor(readonly page: Page) {
    this.resetButton = page.getByTestId('ilo-reset');
    this.resetDialog = page.getByTestId('ilo-reset-confirm');
    this.languages = page.getByTestId('ilo-languages');
    this.count = page.getByTestId('ilo-count');
    this.linkedHint = page.getByTestId('ilo-linked');
    this.tree = page.getByTestId('ilo-tree');
    this.none = page.getByTestId('ilo-none');
    this.importDialog = page.getByTestId('ilo-import-dialog');
    this.importSave = page.getByTestId('ilo-import-save');
    this.importError = page.getByTestId('ilo-import-error');
    this.addRow = page.getByTestId('ilo-row-add');
  }

  async goto(courseId: number): Promise<void> {
    await this.page.goto(`/course-ilos/${courseId}/course-ilos`);
    await expect(this.languages).toBeVisible();
  }

  importButton(textLang: Lang): Locator {
    return this.page.getByTestId(`ilo-import-${textLang}`);
  }

  resetConfirm(lang: Lang): Locator {
    return this.resetDialog.getByRole('button', {
      name: areaText(lang, 'course-ilos:view.reset'),
      exact: true,
    });
  }

  rowCode(i: number): Locator {
    return this.page.getByTestId(`ilo-row-code-${i}`);
  }

  rowDescription(i: number): Locator {
    return this.page.getByTestId(`ilo-row-desc-${i}`);
  }

  /** The header select of a row of the import dialog (fixed mode). */
  rowHeader(lang: Lang, i: number): Locator {
    return this.importDialog.getByLabel(areaText(lang, 'course-ilos:import.header'), { exact: true }).nth(i);
  }
}

export async function ilosLang(request: APIRequestContext, session: SessionInfo, courseId: number) {
  const res = await apiAs(request, session).get(`/api/courses/165.1.3./${courseId}/getCourseIlosLang`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as CourseIlosLangResponse;
}
