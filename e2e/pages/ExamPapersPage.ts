import type { SessionInfo } from '@mizan/domain/auth';
import { examStudentPaths, type ExamStudentsResult } from '@mizan/domain/exam-generation';
import { examPaperPaths } from '@mizan/domain/exam-papers';
import {
  type MarkingItem,
  type MarkingOverview,
  type MarkingPage,
  markingPaths,
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
  };
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
