import type { SessionInfo } from '@mizan/domain/auth';
import type { FixedIloHeader, FlexibleIloNode } from '@mizan/domain/course-ilos';
import { type SubjectDetailResponse, type SubjectListResponse, subjectPaths } from '@mizan/domain/subjects';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../lib/session';
import type { Lang } from '../lib/texts';
import { areaText } from './CoursesPage';

/** The subject list /subject/:courseId and the subject form /subject/:courseId/add|edit/:subjectId. */
export class SubjectsPage {
  readonly addButton: Locator;
  readonly backButton: Locator;
  readonly search: Locator;
  readonly panels: Locator;
  readonly empty: Locator;
  readonly deleteDialog: Locator;
  readonly title: Locator;
  readonly lectures: Locator;
  readonly status: Locator;
  readonly save: Locator;
  readonly saveError: Locator;
  readonly fixedPicker: Locator;
  readonly flexiblePicker: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByTestId('subject-add');
    this.backButton = page.getByTestId('subject-back');
    this.search = page.getByTestId('subject-search');
    this.panels = page.locator('[data-testid^="subject-panel-"]');
    this.empty = page.getByTestId('subject-empty');
    this.deleteDialog = page.getByTestId('subject-delete-confirm');
    this.title = page.getByTestId('subject-title');
    this.lectures = page.getByTestId('subject-lectures');
    this.status = page.getByTestId('subject-status');
    this.save = page.getByTestId('subject-save');
    this.saveError = page.getByTestId('subject-save-error');
    this.fixedPicker = page.getByTestId('ilo-picker-fixed');
    this.flexiblePicker = page.getByTestId('ilo-picker-flexible');
  }

  async goto(courseId: number): Promise<void> {
    await this.page.goto(`/subject/${courseId}`);
    await expect(this.panels.first().or(this.empty)).toBeVisible();
  }

  panel(subjectId: number): Locator {
    return this.page.getByTestId(`subject-panel-${subjectId}`);
  }

  /** The panel's header button (aria-expanded tells whether it is open). */
  panelToggle(subjectId: number): Locator {
    return this.panel(subjectId).locator('button[aria-expanded]').first();
  }

  /** The part under the header that animates open (the ILOs, edit and delete). */
  panelBody(subjectId: number): Locator {
    return this.page.locator(`#subject-${subjectId}-body`);
  }

  editLink(subjectId: number): Locator {
    return this.page.getByTestId(`subject-edit-${subjectId}`);
  }

  deleteButton(subjectId: number): Locator {
    return this.page.getByTestId(`subject-delete-${subjectId}`);
  }

  deleteConfirm(lang: Lang): Locator {
    return this.deleteDialog.getByRole('button', {
      name: areaText(lang, 'subjects:list.delete'),
      exact: true,
    });
  }

  /** An ILO checkbox of the form (fixed picker or flexible tree), by ILO id. */
  ilo(iloId: number): Locator {
    return this.page.getByTestId(`ilo-check-${iloId}`);
  }
}

export async function subjectList(request: APIRequestContext, session: SessionInfo, courseId: number) {
  const res = await apiAs(request, session).get(subjectPaths.list('165.1.2.', courseId));
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SubjectListResponse;
}

export async function subjectDetail(
  request: APIRequestContext,
  session: SessionInfo,
  courseId: number,
  subjectId: number,
) {
  const res = await apiAs(request, session).get(subjectPaths.one(subjectId, courseId));
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SubjectDetailResponse;
}

/** The ids ticked in a subject's full ILO tree (fixed: ILOs and sub-ILOs; flexible: any node). */
export function selectedIlos(detail: SubjectDetailResponse): number[] {
  const ids: number[] = [];
  if (detail.flexibleILOsFlag) {
    const walk = (nodes: FlexibleIloNode[]) => {
      for (const n of nodes) {
        if (n.selected) ids.push(n.iloId);
        walk(n.children);
      }
    };
    walk(detail.courseIlos as FlexibleIloNode[]);
  } else {
    for (const h of detail.courseIlos as FixedIloHeader[])
      for (const i of h.ilos) {
        if (i.selected) ids.push(i.iloID);
        for (const s of i.subIlos) if (s.selected) ids.push(s.subIloID);
      }
  }
  return ids.sort((a, b) => a - b);
}
