import type { SessionInfo } from '@mizan/domain/auth';
import type { QuestionTypeCode } from '@mizan/domain/codes';
import { type QuestionDetail, questionPaths } from '@mizan/domain/questions';
import type { CourseIloTree, FixedIloHeader, FlexibleIloNode } from '@mizan/domain/course-ilos';
import { type SubjectIlosResponse, type SubjectListResponse, subjectPaths } from '@mizan/domain/subjects';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../lib/session';

/**
 * The question add / copy / edit screen (apps/web/src/questions/form): common fields, the rich
 * editors (Tiptap contenteditables inside each part's test id), the per-type bodies, the dialogs.
 */
export class QuestionFormPage {
  readonly form: Locator;
  readonly subject: Locator;
  readonly language: Locator;
  readonly difficulty: Locator;
  readonly time: Locator;
  readonly degree: Locator;
  readonly save: Locator;
  readonly saveError: Locator;
  readonly rulesError: Locator;
  readonly completeness: Locator;
  readonly similarHint: Locator;
  readonly similarDialog: Locator;
  readonly saveAnyway: Locator;
  readonly editTypeDialog: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId('question-form');
    this.subject = page.getByTestId('qf-subject');
    this.language = page.getByTestId('qf-language');
    this.difficulty = page.getByTestId('qf-difficulty');
    this.time = page.getByTestId('qf-time');
    this.degree = page.getByTestId('qf-degree');
    this.save = page.getByTestId('qf-save');
    this.saveError = page.getByTestId('qf-save-error');
    this.rulesError = page.getByTestId('qf-rules-error');
    this.completeness = page.getByTestId('qf-completeness');
    this.similarHint = page.getByTestId('qf-similar-hint');
    this.similarDialog = page.getByTestId('qf-similar-dialog');
    this.saveAnyway = page.getByTestId('qf-save-anyway');
    this.editTypeDialog = page.getByTestId('qf-edit-type-dialog');
  }

  async gotoAdd(courseId: number, type: QuestionTypeCode): Promise<void> {
    await this.page.goto(
      type === '3.5.' ? `/questions/${courseId}/addCaseStudyQuestion` : `/questions/${courseId}/${type}/add`,
    );
    // The subjects, the settings and the editor's chunk arrive first (slow on a busy machine).
    await expect(this.form).toBeVisible({ timeout: 15_000 });
  }

  async gotoEdit(courseId: number, type: QuestionTypeCode, questionId: number): Promise<void> {
    await this.page.goto(
      type === '3.5.'
        ? `/questions/${courseId}/editCaseStudyQuestion/${questionId}`
        : `/questions/${courseId}/${type}/edit/${questionId}`,
    );
    // The form shows once the co-edited document has synced with the server.
    await expect(this.form).toBeVisible({ timeout: 20_000 });
  }

  /** The editable area of a rich part by its test id (qf-stem, qf-body-option-text-0, ...). */
  editor(testId: string): Locator {
    return this.page.getByTestId(`${testId}-input`);
  }

  /** Inserts a blank at the caret of a rich part (the editor's blank button). */
  async insertBlank(testId: string): Promise<void> {
    await this.page.getByTestId(`${testId}-blank`).click();
  }

  /** Replaces a rich part's text by typing (the editor sees real key presses). */
  async write(testId: string, text: string): Promise<void> {
    const editor = this.editor(testId);
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.type(text);
    await expect(editor).toContainText(text);
  }

  /** Subject, first ILO with a weight, and the numbers that make a question complete. */
  async fillCommon(
    opts: { subjectId: number; iloId: number; language: '4.1.' | '4.2.' },
    numbers = { difficulty: '0.4', time: '3', degree: '2' },
  ): Promise<void> {
    await this.subject.selectOption(String(opts.subjectId));
    await this.language.selectOption(opts.language);
    await this.page.getByTestId(`qf-ilo-${opts.iloId}`).check();
    await this.page.getByTestId(`qf-ilo-weight-${opts.iloId}`).fill('1');
    await this.difficulty.fill(numbers.difficulty);
    await this.time.fill(numbers.time);
    await this.degree.fill(numbers.degree);
  }

  /** Saves and waits for the view screen of the saved question; returns its id. */
  async saveAndOpenView(courseId: number, type: QuestionTypeCode): Promise<number> {
    await this.save.click();
    const view = new RegExp(`/questions/${courseId}/view/${type.replaceAll('.', '\\.')}/(\\d+)$`);
    await expect(this.page).toHaveURL(view);
    return Number(view.exec(this.page.url())?.[1]);
  }
}

/** A course's active subjects with ILOs, as the form offers them (first ticked ILO of each subject). */
export async function subjectsWithIlos(request: APIRequestContext, session: SessionInfo, courseId: number) {
  const api = apiAs(request, session);
  const list = (await (
    await api.get(subjectPaths.list('165.2.1.', courseId, '1'))
  ).json()) as SubjectListResponse;
  const out: { subjectId: number; iloId: number }[] = [];
  for (const s of list.subjects) {
    const res = await api.get(subjectPaths.ilos('165.2.1.', courseId, s.subjectId));
    const { courseIlos } = (await res.json()) as SubjectIlosResponse;
    const first = firstSelected(courseIlos);
    if (first) out.push({ subjectId: s.subjectId, iloId: first });
  }
  expect(out.length, `course ${courseId} has subjects with ILOs`).toBeGreaterThan(0);
  return out;
}

export async function questionDetail(request: APIRequestContext, session: SessionInfo, questionId: number) {
  const res = await apiAs(request, session).get(questionPaths.one('165.2.1.', questionId));
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as QuestionDetail;
}

function firstSelected(tree: CourseIloTree): number | null {
  if (tree.length && 'headerCode' in tree[0])
    return (tree as FixedIloHeader[]).flatMap((h) => h.ilos).find((i) => i.selected)?.iloID ?? null;
  const walk = (nodes: FlexibleIloNode[]): number | null => {
    for (const n of nodes) {
      if (n.selected) return n.iloId;
      const child = walk(n.children);
      if (child) return child;
    }
    return null;
  };
  return walk(tree as FlexibleIloNode[]);
}
