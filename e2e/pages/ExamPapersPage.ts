import type { SessionInfo } from '@mizan/domain/auth';
import { LANGUAGES } from '@mizan/domain/codes';
import {
  examPaths,
  examStudentPaths,
  type ExamStudentsResult,
  type ExamView,
  type ModelView,
} from '@mizan/domain/exam-generation';
import { examPaperPaths, type SheetLayout, sheetLayout } from '@mizan/domain/exam-papers';
import { type QuestionDetail, questionPaths } from '@mizan/domain/questions';
import {
  type ExamResults,
  examSheetSpec,
  type MarkingItem,
  type MarkingOverview,
  type MarkingPage,
  markingPaths,
  type PaperQuestion,
  type PaperRow,
  paperRows,
  scanPaths,
  type WrittenAnswer,
} from '@mizan/domain/scoring';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../lib/session';
import { type Lang, t } from '../lib/texts';

const A = '165.7.1.';

/** A text of the exam-papers locale file: `pt('en', 'print.title')`. */
export const pt = (lang: Lang, key: string, values: Record<string, string | number> = {}): string =>
  t(lang, `exam-papers:${key}`, values);

/** The API as the exam committee: students, sheets and blind marking (apps/api/src/exam-papers). */
export function papersApi(request: APIRequestContext, session: SessionInfo) {
  const as = apiAs(request, session);
  const json = async <T>(res: Awaited<ReturnType<typeof as.get>>): Promise<T> => {
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  return {
    students: async (examId: number) =>
      (await json<ExamStudentsResult>(await as.get(`${examStudentPaths.students(A, examId)}?limit=50`)))
        .students,
    /** GET sheets.pdf: one printed sheet per seated student. */
    async sheets(examId: number): Promise<Buffer> {
      const res = await as.get(examPaperPaths.sheets(A, examId));
      expect(res.status()).toBe(200);
      return res.body();
    },
    overview: async (examId: number) => json<MarkingOverview>(await as.get(markingPaths.overview(A, examId))),
    unmarked: async (examId: number, questionId: number) =>
      json<MarkingPage>(
        await as.get(markingPaths.page(A, examId, questionId, { unmarked: true, limit: 100 })),
      ),
    mark: async (examId: number, questionId: number, ref: string, body: WrittenAnswer) =>
      json<MarkingItem>(await as.put(markingPaths.mark(A, examId, questionId, ref), body)),
    results: async (examId: number) =>
      json<ExamResults>(await as.get(scanPaths.results(A, examId, { pageSize: 100 }))),
  };
}

/** A model as its bubble sheet holds it: its questions (frozen bodies, shown choice order) and rows. */
export interface SheetModel {
  code: string;
  questions: PaperQuestion[];
  rows: PaperRow[];
}

/**
 * The exam's bubble sheet as the API prints and reads it (scans/paper-exam.ts): examSheetSpec over
 * every model's rows, laid out by the shared sheetLayout, so marks drawn at its bubbles are where
 * the printed sheet has them. The models come from the exams API as the committee; the question
 * bodies from the bank as `bank`, a user who may read them (the committee may not).
 */
export async function examSheet(
  request: APIRequestContext,
  committee: SessionInfo,
  bank: SessionInfo,
  examId: number,
): Promise<{ layout: SheetLayout; models: Map<number, SheetModel> }> {
  const get = async <T>(as: SessionInfo, url: string): Promise<T> => {
    const res = await apiAs(request, as).get(url);
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  const view = await get<ExamView>(committee, examPaths.view(A, examId));
  const models = new Map<number, SheetModel>();
  for (const { modelNo } of view.models) {
    const model = await get<ModelView>(committee, examPaths.model(A, examId, modelNo));
    const questions = await Promise.all(
      model.questions.map(async (q): Promise<PaperQuestion> => {
        const detail = await get<QuestionDetail>(bank, questionPaths.one('165.2.1.', q.questionId));
        expect(detail.version, `question ${q.questionId} at the model's version`).toBe(q.version);
        return {
          position: q.position,
          body: detail.question.body,
          degree: q.degree,
          choiceOrder: q.choiceOrder ?? null,
        };
      }),
    );
    models.set(modelNo, { code: model.code, questions, rows: paperRows(questions) });
  }
  const rows = [...models.values()].map((m) => m.rows);
  const layout = sheetLayout(examSheetSpec(rows, LANGUAGES[view.exam.language].lang, 'A4'));
  return { layout, models };
}

/** Full marks on every part an answer has (rubric items at their most, blanks with a word). */
export function fullMarks(item: MarkingItem): WrittenAnswer {
  const out: WrittenAnswer = {};
  const parts: Record<string, WrittenAnswer> = {};
  for (const p of item.parts) {
    let target = out;
    if (p.sub) {
      parts[p.sub] = parts[p.sub] ?? {};
      target = parts[p.sub];
    }
    if (p.kind === 'rubric') target.rubricMarks = { ...target.rubricMarks, [p.id]: p.max ?? 0 };
    else target.blanks = { ...target.blanks, [p.id]: 'x' };
  }
  return Object.keys(parts).length ? { ...out, parts } : out;
}

/** The paper screens of an exam (apps/web/src/exam-papers). */
export class ExamPapersPage {
  readonly heading: Locator;
  readonly scanFile: Locator;
  readonly scanSend: Locator;
  readonly reviewCard: Locator;
  readonly reviewEmpty: Locator;
  readonly publish: Locator;
  readonly resultsError: Locator;
  readonly published: Locator;
  readonly xlsx: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.scanFile = page.getByTestId('scan-file');
    this.scanSend = page.getByTestId('scan-send');
    this.reviewCard = page.getByTestId('review-card');
    this.reviewEmpty = page.getByTestId('review-empty');
    this.publish = page.getByTestId('results-publish');
    this.resultsError = page.getByTestId('results-error');
    this.published = page.getByTestId('results-published');
    this.xlsx = page.getByTestId('results-xlsx');
  }

  static path = (courseId: number, examId: number, screen: string) =>
    `/exam-generation/${courseId}/${examId}/${screen}`;

  tab(screen: string): Locator {
    return this.page.getByTestId(`paper-tab-${screen}`);
  }
}
