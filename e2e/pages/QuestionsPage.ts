import type { SessionInfo } from '@mizan/domain/auth';
import type {
  QuestionContent,
  QuestionDetail,
  QuestionSaveBody,
  QuestionSaveResponse,
} from '@mizan/domain/questions';
import { questionPaths } from '@mizan/domain/questions';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../lib/session';
import { type Lang, t } from '../lib/texts';

/** The question list /questions/:courseId/questions-list and the view /questions/:courseId/view/:type/:id. */
export class QuestionsPage {
  readonly table: Locator;
  readonly rowLinks: Locator;
  readonly total: Locator;
  readonly pager: Locator;
  readonly pageSize: Locator;
  readonly text: Locator;
  readonly type: Locator;
  readonly status: Locator;
  readonly subject: Locator;
  readonly ilo: Locator;
  readonly language: Locator;
  readonly creator: Locator;
  readonly needToFix: Locator;
  readonly searchButton: Locator;
  readonly resetButton: Locator;
  readonly advancedButton: Locator;
  readonly addButton: Locator;
  readonly importButton: Locator;
  readonly deleteDialog: Locator;
  // View
  readonly view: Locator;
  readonly stem: Locator;
  readonly fields: Locator;
  readonly prev: Locator;
  readonly next: Locator;
  readonly position: Locator;
  readonly showAnswers: Locator;
  readonly timeline: Locator;
  readonly versions: Locator;
  readonly diffFrom: Locator;
  readonly diffTo: Locator;
  readonly diffRows: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('question-table');
    this.rowLinks = this.table.locator('[data-testid^="question-row-"]');
    this.total = page.getByTestId('question-total');
    this.pager = this.table.getByRole('navigation');
    this.pageSize = this.table.locator('select');
    this.text = page.getByTestId('question-filter-text');
    this.type = page.getByTestId('question-filter-type');
    this.status = page.getByTestId('question-filter-status');
    this.subject = page.getByTestId('question-filter-subject');
    this.ilo = page.getByTestId('question-filter-ilo');
    this.language = page.getByTestId('question-filter-language');
    this.creator = page.getByTestId('question-filter-creator');
    this.needToFix = page.getByTestId('question-filter-fix');
    this.searchButton = page.getByTestId('question-search');
    this.resetButton = page.getByTestId('question-reset');
    this.advancedButton = page.getByTestId('question-advanced');
    this.addButton = page.getByTestId('question-add');
    this.importButton = page.getByTestId('question-import');
    this.deleteDialog = page.getByTestId('question-delete-confirm');
    this.view = page.getByTestId('question-view');
    this.stem = page.getByTestId('question-stem');
    this.fields = page.getByTestId('question-fields');
    this.prev = page.getByTestId('question-prev');
    this.next = page.getByTestId('question-next');
    this.position = page.getByTestId('question-position');
    this.showAnswers = page.getByTestId('question-show-answers');
    this.timeline = page.getByTestId('question-timeline');
    this.versions = page.getByTestId('question-versions');
    this.diffFrom = page.getByTestId('diff-from');
    this.diffTo = page.getByTestId('diff-to');
    this.diffRows = page.getByTestId('diff-row');
  }

  async gotoList(courseId: number, query = ''): Promise<void> {
    await this.page.goto(`/questions/${courseId}/questions-list${query ? `?${query}` : ''}`);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.table.locator('table')).not.toHaveAttribute('aria-busy', 'true');
  }

  /** The question ids of the shown rows, in order. */
  async ids(): Promise<number[]> {
    await this.expectLoaded();
    return this.rowIds();
  }

  private rowIds(): Promise<number[]> {
    return this.rowLinks.evaluateAll((links) =>
      links.map((a) => Number((a.getAttribute('data-testid') ?? '').replace('question-row-', ''))),
    );
  }

  /**
   * The shown rows become `ids`. Polled without waiting for the table, so that a failure says what
   * the page showed (a list still loading, no list at all, other rows) and where.
   */
  async expectIds(ids: number[]): Promise<void> {
    const shown = async () => {
      const busy = await this.table
        .locator('table')
        .evaluateAll((t) => t.map((e) => e.getAttribute('aria-busy')));
      if (busy.length === 0) return `no list at ${this.page.url()}`;
      if (busy[0] === 'true') return `loading at ${this.page.url()}`;
      return this.rowIds();
    };
    await expect.poll(shown).toEqual(ids);
  }

  /** Fills the filters (opening the advanced ones when needed) and searches. */
  async search(f: {
    text?: string;
    type?: string;
    status?: string;
    subject?: string;
    ilo?: string;
    language?: string;
    creator?: string;
    needToFix?: string;
  }): Promise<void> {
    if (f.text !== undefined) await this.text.fill(f.text);
    if (f.type !== undefined) await this.type.selectOption(f.type);
    if (f.status !== undefined) await this.status.selectOption(f.status);
    const advanced = [f.subject, f.ilo, f.language, f.creator, f.needToFix].some((v) => v !== undefined);
    if (advanced && (await this.advancedButton.getAttribute('aria-expanded')) !== 'true')
      await this.advancedButton.click();
    if (f.subject !== undefined) await this.subject.selectOption(f.subject);
    if (f.ilo !== undefined) await this.ilo.selectOption(f.ilo);
    if (f.language !== undefined) await this.language.selectOption(f.language);
    if (f.creator !== undefined) await this.creator.selectOption(f.creator);
    if (f.needToFix !== undefined) await this.needToFix.selectOption(f.needToFix);
    await this.searchButton.click();
    await this.expectLoaded();
  }

  pagerButton(lang: Lang, which: 'first' | 'previous' | 'next' | 'last'): Locator {
    return this.table.getByRole('button', { name: t(lang, `questions:list.${which}`), exact: true });
  }

  async expectPage(lang: Lang, page: number, pages: number): Promise<void> {
    const n = (x: number) => x.toLocaleString(lang === 'ar' ? 'ar-EG' : 'en');
    await expect(this.pager).toHaveAttribute(
      'aria-label',
      t(lang, 'questions:list.pageOf', { page: n(page), pages: n(pages) }),
    );
  }

  sortButton(lang: Lang, column: 'number' | 'type' | 'status' | 'difficulty' | 'updatedAt'): Locator {
    return this.table
      .locator('thead')
      .getByRole('button', { name: new RegExp(`^${t(lang, `questions:list.${column}`)}`) });
  }

  deleteButton(questionId: number): Locator {
    return this.page.getByTestId(`question-delete-${questionId}`);
  }

  editLink(questionId: number): Locator {
    return this.page.getByTestId(`question-edit-${questionId}`);
  }

  deleteConfirm(lang: Lang): Locator {
    return this.deleteDialog.getByRole('button', { name: t(lang, 'questions:actions.delete'), exact: true });
  }

  /** The view's id from its URL. */
  viewedId(): number {
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }
}

let seq = 0;
/** A short random id for a rich-text part (the editor makes its own). */
export const partId = () => `p${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A complete MCQ question body, to be changed per test. */
export function mcq(stem: string, options: string[], correct = 0, patch: Partial<QuestionContent> = {}) {
  return {
    questionType: '3.2.',
    subjectId: null,
    ilos: [],
    language: '4.1.',
    stem: `<p>${stem}</p>`,
    body: {
      type: '3.2.',
      options: options.map((o, i) => ({ id: partId(), text: `<p>${o}</p>`, correct: i === correct })),
    },
    difficulty: 0.5,
    expectedTime: 2,
    degree: 1,
    exposureLimit: null,
    modelCode: null,
    feedback: '',
    ...patch,
  } satisfies QuestionContent as QuestionContent;
}

/** Saves a question over HTTP (POST add, or PUT edit with an edit type) and answers the API's reply. */
export async function saveQuestion(
  request: APIRequestContext,
  session: SessionInfo,
  courseId: number,
  question: QuestionContent,
  edit?: { questionId: number; editType: '0' | '1'; baseRevision?: number },
): Promise<QuestionSaveResponse> {
  const body: QuestionSaveBody = { courseId, question, confirmSimilar: true };
  const as = apiAs(request, session);
  const res = edit
    ? await as.put(questionPaths.update(edit.questionId), {
        ...body,
        editType: edit.editType,
        baseRevision: edit.baseRevision,
      })
    : await as.post(questionPaths.add(), body);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as QuestionSaveResponse;
}

export async function questionDetail(request: APIRequestContext, session: SessionInfo, questionId: number) {
  const res = await apiAs(request, session).get(questionPaths.one('165.2.1.', questionId));
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as QuestionDetail;
}
