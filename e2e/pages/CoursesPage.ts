import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SessionInfo } from '@mizan/domain/auth';
import type { CourseListResponse, CourseListRow } from '@mizan/domain/courses';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../lib/session';
import type { Lang } from '../lib/texts';

type Tree = { [key: string]: string | Tree };
const locales = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales');
const cache = new Map<string, Tree>();

/**
 * A text of the courses, subjects or course-ilos namespace as the app shows it:
 * `areaText('en', 'courses:list.first')`; `{{placeholders}}` filled from `values`.
 */
export function areaText(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, rest] = key.split(':');
  const file = `${lang}/${ns}`;
  if (!cache.has(file))
    cache.set(file, JSON.parse(readFileSync(path.join(locales, `${file}.json`), 'utf8')) as Tree);
  // Keys may hold dots themselves (titles.165.1.1.): the longest matching key is taken at each level.
  const resolve = (node: string | Tree | undefined, parts: string[]): string | Tree | undefined => {
    if (parts.length === 0 || typeof node !== 'object') return parts.length ? undefined : node;
    for (let i = parts.length; i > 0; i--) {
      const k = parts.slice(0, i).join('.');
      if (k in node) {
        const found = resolve(node[k], parts.slice(i));
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  const node = resolve(cache.get(file), rest.split('.'));
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** Department of the demo seed (apps/api/src/database/seed/demo-courses.ts): its index and ILO-free facts. */
const DEPARTMENTS = ['CIV', 'ELC', 'CSE', 'MTH', 'PHY', 'CHM'] as const;

/**
 * The external id (IHId) the demo seed gives a course, from its code: 2300000 + department * 100 + position,
 * where codes are prefix + 101, 201 ... 701 for positions 0-6 and 607, 608, 609 for 7-9.
 */
export function demoIhId(code: string): string {
  const d = DEPARTMENTS.indexOf(code.slice(0, 3) as (typeof DEPARTMENTS)[number]);
  const n = Number(code.slice(3));
  const i = n >= 607 && n <= 609 ? n - 600 : (n - 1) / 100 - 1;
  if (d < 0 || !Number.isInteger(i)) throw new Error(`not a demo course code: ${code}`);
  return String(2300000 + d * 100 + i);
}

/** The demo course with that code, as admin's course list answers it (found by its unique external id). */
export async function demoCourse(
  request: APIRequestContext,
  session: SessionInfo,
  code: string,
): Promise<CourseListRow> {
  const res = await apiAs(request, session).get(`/api/courses/165.1.1./getList?IHId=${demoIhId(code)}`);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as CourseListResponse;
  const course = body.courses.find((c) => c.courseCode === code);
  expect(course, `demo course ${code} in admin's list`).toBeDefined();
  return course as CourseListRow;
}

/** /courses/list (apps/web/src/courses/common/CourseListScreen.tsx) and its activation dialogs. */
export class CoursesPage {
  readonly nameFilter: Locator;
  readonly planFilter: Locator;
  readonly ihIdFilter: Locator;
  readonly typeFilter: Locator;
  readonly statusFilter: Locator;
  readonly searchButton: Locator;
  readonly resetButton: Locator;
  readonly advancedButton: Locator;
  readonly table: Locator;
  readonly rowLinks: Locator;
  readonly total: Locator;
  readonly pageSize: Locator;
  readonly pager: Locator;
  readonly importExcelButton: Locator;
  readonly confirmDialog: Locator;
  readonly subjectsDialog: Locator;

  constructor(readonly page: Page) {
    this.nameFilter = page.getByTestId('course-filter-name');
    this.planFilter = page.getByTestId('course-filter-plan');
    this.ihIdFilter = page.getByTestId('course-filter-ihid');
    this.typeFilter = page.getByTestId('course-filter-type');
    this.statusFilter = page.getByTestId('course-filter-status');
    this.searchButton = page.getByTestId('course-search');
    this.resetButton = page.getByTestId('course-reset');
    this.advancedButton = page.getByTestId('course-advanced');
    this.table = page.getByTestId('course-table');
    this.rowLinks = this.table.locator('[data-testid^="course-row-"]');
    this.total = page.getByTestId('course-total');
    // The table's only select: rows per page.
    this.pageSize = this.table.locator('select');
    this.pager = this.table.getByRole('navigation');
    this.importExcelButton = page.getByTestId('course-import-excel');
    this.confirmDialog = page.getByTestId('activation-confirm');
    this.subjectsDialog = page.getByTestId('activation-subjects');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/courses/list${query ? `?${query}` : ''}`);
    await this.expectLoaded();
  }

  /** The table has answered: rows or the empty text, no spinner. */
  async expectLoaded(): Promise<void> {
    await expect(this.table.locator('table')).not.toHaveAttribute('aria-busy', 'true');
  }

  /** The course names of the shown rows, in order (the link text without the course code). */
  async names(): Promise<string[]> {
    await this.expectLoaded();
    return this.rowLinks.evaluateAll((links) => links.map((a) => (a.firstChild?.textContent ?? '').trim()));
  }

  async expectNames(names: string[]): Promise<void> {
    await expect.poll(() => this.names()).toEqual(names);
  }

  pagerButton(lang: Lang, which: 'first' | 'previous' | 'next' | 'last'): Locator {
    return this.table.getByRole('button', { name: areaText(lang, `courses:list.${which}`), exact: true });
  }

  async expectPage(lang: Lang, page: number, pages: number): Promise<void> {
    await expect(this.pager).toHaveAttribute(
      'aria-label',
      areaText(lang, 'courses:list.pageOf', {
        page: page.toLocaleString(lang === 'ar' ? 'ar-EG' : 'en'),
        pages: pages.toLocaleString(lang === 'ar' ? 'ar-EG' : 'en'),
      }),
    );
  }

  sortButton(lang: Lang, column: 'courseName' | 'studyPlan' | 'courseType' | 'externalId'): Locator {
    return this.table
      .locator('thead')
      .getByRole('button', { name: new RegExp(`^${areaText(lang, `courses:list.${column}`)}`) });
  }

  /** Fills the advanced filters (opening them first) and searches. */
  async search(filters: {
    courseName?: string;
    stdPlan?: string;
    IHId?: string;
    courseType?: string;
    activeStatus?: string;
  }): Promise<void> {
    if (filters.courseName !== undefined) await this.nameFilter.fill(filters.courseName);
    const advanced = ['stdPlan', 'IHId', 'courseType', 'activeStatus'].some(
      (k) => filters[k as keyof typeof filters] !== undefined,
    );
    if (advanced && (await this.advancedButton.getAttribute('aria-expanded')) !== 'true')
      await this.advancedButton.click();
    if (filters.stdPlan !== undefined) await this.planFilter.fill(filters.stdPlan);
    if (filters.IHId !== undefined) await this.ihIdFilter.fill(filters.IHId);
    if (filters.courseType !== undefined) await this.typeFilter.selectOption(filters.courseType);
    if (filters.activeStatus !== undefined) await this.statusFilter.selectOption(filters.activeStatus);
    await this.searchButton.click();
    await this.expectLoaded();
  }

  activeSwitch(courseId: number): Locator {
    return this.page.getByTestId(`course-active-${courseId}`);
  }

  confirmButton(lang: Lang, activate: boolean): Locator {
    return this.confirmDialog.getByRole('button', {
      name: areaText(lang, activate ? 'courses:activation.activate' : 'courses:activation.deactivate'),
      exact: true,
    });
  }

  confirmCancel(lang: Lang): Locator {
    return this.confirmDialog.getByRole('button', { name: areaText(lang, 'common:cancel'), exact: true });
  }
}
