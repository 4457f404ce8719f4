import type { SessionInfo } from '@mizan/domain/auth';
import type { CourseListResponse } from '@mizan/domain/courses';
import {
  type ExamAddBody,
  type ExamListResult,
  type ExamView,
  examPaths,
  type SpecificationRow,
} from '@mizan/domain/exam-generation';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../lib/session';
import { type Lang, t } from '../lib/texts';
import { demoIhId } from './CoursesPage';

const A = '165.7.1.';
/** The examcreator's course that holds the demo exams (apps/api/src/database/seed/demo-exams.ts). */
export const EXAM_COURSE = 'MTH601';

/** A text of the area's locale file, placeholders filled: `et('en', 'key.path')`. */
export const et = (lang: Lang, key: string, values: Record<string, string | number> = {}): string =>
  t(lang, `exam-generation:${key}`, values);

/** The API as a signed-in user: the course, its demo exams, and exams made for one journey. */
export function examApi(request: APIRequestContext, session: SessionInfo) {
  const as = apiAs(request, session);
  const json = async <T>(res: Awaited<ReturnType<typeof as.get>>, status = 200): Promise<T> => {
    expect(res.status(), await res.text()).toBe(status);
    return (await res.json()) as T;
  };
  return {
    async courseId(code = EXAM_COURSE): Promise<number> {
      const body = await json<CourseListResponse>(
        await as.get(`/api/courses/${A}/getList?IHId=${demoIhId(code)}`),
      );
      const course = body.courses.find((c) => c.courseCode === code);
      expect(course, `course ${code}`).toBeDefined();
      return course?.courseId ?? 0;
    },
    exams: async (courseId: number) =>
      json<ExamListResult>(await as.get(`${examPaths.list(A)}?courseId=${courseId}&limit=50`)),
    view: async (examId: number) => json<ExamView>(await as.get(examPaths.view(A, examId))),
    /** The demo draft exam's rows: one per subject and type, counting every approved question there. */
    async bank(courseId: number): Promise<SpecificationRow[]> {
      const { exams } = await this.exams(courseId);
      const draft = exams.find((e) => e.name === 'Quiz 1 (draft)');
      expect(draft, 'demo draft exam').toBeDefined();
      return (await this.view(draft?.examId ?? 0)).specification;
    },
    async add(courseId: number, over: Partial<ExamAddBody> = {}): Promise<number> {
      const body: ExamAddBody = {
        courseId,
        name: `e2e ${Date.now().toString(36)}`,
        deliveryMode: '20.2.',
        startsAt: new Date(Date.now() + 7 * 864e5).toISOString(),
        durationMinutes: 60,
        totalDegree: 2,
        questionCount: 1,
        language: '4.1.',
        modelsCount: 2,
        modelsMatch: '22.1.',
        ...over,
      };
      return (await json<{ examId: number }>(await as.post(examPaths.add(A), body))).examId;
    },
    async specify(examId: number, rows: SpecificationRow[]): Promise<number> {
      const { lockVersion } = await this.view(examId);
      const r = await json<{ lockVersion: number }>(
        await as.put(examPaths.specification(A, examId), { rows, version: lockVersion }),
      );
      return r.lockVersion;
    },
    async generate(examId: number): Promise<void> {
      const { lockVersion } = await this.view(examId);
      await json(await as.post(examPaths.generate(A, examId), { version: lockVersion }));
    },
    async publish(examId: number): Promise<void> {
      const { lockVersion } = await this.view(examId);
      await json(await as.post(examPaths.publish(A, examId), { version: lockVersion }));
    },
    /** PUT {examId} with the exam's own data renamed: the status and the API's answer. */
    async rename(examId: number, name: string) {
      const { exam, lockVersion } = await this.view(examId);
      const {
        examId: _,
        courseId: __,
        stage,
        instructions,
        maxSharedShare,
        targetDifficulty,
        ...data
      } = exam;
      const res = await as.put(examPaths.view(A, examId), {
        ...data,
        ...(targetDifficulty === null ? {} : { targetDifficulty }),
        name,
        version: lockVersion,
      });
      return { status: res.status(), body: (await res.json()) as { message?: { ar: string; en: string } } };
    },
  };
}

/** The exam generation screens (apps/web/src/exam-generation). */
export class ExamGenerationPage {
  readonly addButton: Locator;
  readonly blocked: Locator;
  readonly formSave: Locator;
  readonly specSave: Locator;
  readonly specTotals: Locator;
  readonly specIssues: Locator;
  readonly coverage: Locator;
  readonly generate: Locator;
  readonly generateDone: Locator;
  readonly refused: Locator;
  readonly status: Locator;
  readonly publish: Locator;
  readonly watchers: Locator;
  readonly changes: Locator;
  readonly rules: Locator;
  readonly rulesOk: Locator;
  readonly saveIncomplete: Locator;
  readonly saveComplete: Locator;
  readonly candidates: Locator;
  readonly paper: Locator;
  readonly answers: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByTestId('exam-add');
    this.blocked = page.getByTestId('exam-blocked');
    this.formSave = page.getByTestId('exam-form-save');
    this.specSave = page.getByTestId('spec-save');
    this.specTotals = page.getByTestId('spec-totals');
    this.specIssues = page.getByTestId('spec-issues');
    this.coverage = page.getByTestId('spec-ilo-covered');
    this.generate = page.getByTestId('generate');
    this.generateDone = page.getByTestId('generate-done');
    this.refused = page.getByTestId('generate-refused');
    this.status = page.getByTestId('exam-status');
    this.publish = page.getByTestId('exam-publish');
    this.watchers = page.getByTestId('exam-watchers');
    this.changes = page.getByTestId('exam-changes');
    this.rules = page.getByTestId('model-rules');
    this.rulesOk = page.getByTestId('model-rules-ok');
    this.saveIncomplete = page.getByTestId('model-save-incomplete');
    this.saveComplete = page.getByTestId('model-save-complete');
    this.candidates = page.getByTestId('candidates-dialog');
    this.paper = page.getByTestId('model-paper');
    this.answers = page.getByTestId('show-answers');
  }

  static listPath = (courseId: number) => `/exam-generation/${courseId}/exams-list`;
  static addPath = (courseId: number, examId?: number) =>
    `/exam-generation/add_generated_exam/${courseId}${examId ? `/${examId}` : ''}`;
  static detailsPath = (courseId: number, examId: number) => `/exam-generation/${courseId}/${examId}`;
  static showPath = (courseId: number, examId: number, modelNo: number) =>
    `/exam-generation/show_model/${courseId}/${examId}/${modelNo}`;
  static editPath = (courseId: number, examId: number, modelNo: number) =>
    `/exam-generation/${courseId}/${examId}/models/edit/${modelNo}`;

  async fillExam(d: { name: string; questionCount: number; totalDegree: number; modelsCount: number }) {
    const p = this.page;
    await p.getByTestId('exam-form-name').fill(d.name);
    await p.getByTestId('exam-form-startsAt').fill('2027-01-10T09:30');
    await p.getByTestId('exam-form-durationMinutes').fill('60');
    await p.getByTestId('exam-form-questionCount').fill(String(d.questionCount));
    await p.getByTestId('exam-form-totalDegree').fill(String(d.totalDegree));
    await p.getByTestId('exam-form-modelsCount').fill(String(d.modelsCount));
    await this.formSave.click();
  }

  async addRow(i: number, row: SpecificationRow) {
    const p = this.page;
    await p.getByTestId('spec-add-row').click();
    await p.getByTestId(`spec-subject-${i}`).selectOption(String(row.subjectId));
    await p.getByTestId(`spec-type-${i}`).selectOption(row.questionType);
    await p.getByTestId(`spec-count-${i}`).fill(String(row.count));
    await p.getByTestId(`spec-degree-${i}`).fill(String(row.degree));
  }

  /** The students sheet through the dialog: checked first (the row report), then imported. */
  async importStudents(file: { name: string; buffer: Buffer }) {
    const p = this.page;
    await p.getByTestId('students-file').click();
    await p.getByTestId('students-file-input').setInputFiles({
      name: file.name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file.buffer,
    });
    await p.getByTestId('students-file-check').click();
    await expect(p.getByTestId('students-file-report')).toBeVisible();
  }

  async addSector(name: string, kind: 'hall' | 'committee', capacity: number) {
    const p = this.page;
    await p.getByTestId('sector-add').click();
    const dialog = p.getByTestId('sector-dialog');
    await dialog.getByTestId('sector-name').fill(name);
    await dialog.getByTestId('sector-kind').selectOption(kind);
    await dialog.getByTestId('sector-capacity').fill(String(capacity));
    await dialog.getByTestId('sector-save').click();
    await expect(dialog).toHaveCount(0);
  }

  /** The students' rows as the list shows them: sector, seat and model. */
  async seating(): Promise<{ sector: string; seat: number; model: string }[]> {
    return this.page.locator('[data-testid^="student-"][data-seat]').evaluateAll((rows) =>
      rows.map((r) => ({
        sector: r.getAttribute('data-sector') ?? '',
        seat: Number(r.getAttribute('data-seat')),
        model: r.getAttribute('data-model') ?? '',
      })),
    );
  }

  modelComplete(modelNo: number) {
    return this.page.getByTestId(`model-complete-${modelNo}`);
  }

  question(i: number) {
    return this.page.getByTestId(`model-q-${i}`);
  }
}
