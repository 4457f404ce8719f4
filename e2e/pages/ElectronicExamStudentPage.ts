import path from 'node:path';
import { type AccessCodeView, type AttemptView, proctorPaths } from '@mizan/domain/electronic-exams';
import { type ExamStudentsResult, examStudentPaths } from '@mizan/domain/exam-generation';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiAs, apiLogin } from '../lib/session';
import { type Lang, t } from '../lib/texts';
import { examApi } from './ExamGenerationPage';
import { photo } from '../lib/photo';

/** The demo's electronic exam (apps/api/src/electronic-exams/demo-electronic-exam.ts): open from an hour before the seed for a day. */
export const DEMO_ELECTRONIC_EXAM = 'Electronic exam (open today)';
export const et = (lang: Lang, key: string, values: Record<string, string | number> = {}) =>
  t(lang, `electronic-exams:${key}`, values);
const A = '165.7.1.';
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/electronic-exam-shots');

export interface DemoStudent {
  nationalId: string;
  studentNumber: string;
  accessCode: string;
  examId: number;
  studentId: number;
  sectorId: number;
}

/** A student of the demo electronic exam with their sector's access code, read as the proctor would. */
export async function demoStudent(request: APIRequestContext, studentNumber: string): Promise<DemoStudent> {
  const staff = await apiLogin(request, 'examcreator');
  const exams = examApi(request, staff);
  const { exams: list } = await exams.exams(await exams.courseId());
  const exam = list.find((e) => e.name === DEMO_ELECTRONIC_EXAM);
  expect(exam, DEMO_ELECTRONIC_EXAM).toBeDefined();
  const as = apiAs(request, staff);
  const base = `/api/exams/165.7.1./${exam?.examId}`;
  const { students } = (await (await as.get(`${base}/students?limit=50`)).json()) as ExamStudentsResult;
  const student = students.find((s) => s.studentNumber === studentNumber);
  expect(student?.nationalId, studentNumber).toBeTruthy();
  const codes = (await (
    await as.get(`/api/electronic-exams/165.7.1./${exam?.examId}/access-codes`)
  ).json()) as { codes: AccessCodeView[] };
  const code = codes.codes.find((c) => c.sectorId === student?.sectorId)?.code;
  return {
    nationalId: student?.nationalId ?? '',
    studentNumber,
    accessCode: code ?? '',
    examId: exam?.examId ?? 0,
    studentId: student?.studentId ?? 0,
    sectorId: student?.sectorId ?? 0,
  };
}

/**
 * An electronic exam of its own starting `startsInMs` from now, made as the exam creator makes one
 * (through the API): one question from the demo bank, one student (a sheet upload), one sector,
 * distribution approved; its student with the sector's access code.
 */
export async function upcomingExam(
  request: APIRequestContext,
  lang: Lang,
  startsInMs: number,
): Promise<DemoStudent> {
  const staff = await apiLogin(request, 'examcreator');
  const api = examApi(request, staff);
  const as = apiAs(request, staff);
  const courseId = await api.courseId();
  const row = (await api.bank(courseId)).find((r) => r.questionType === '3.2.' && r.count >= 1);
  expect(row, 'an MCQ row of the demo bank').toBeDefined();
  const examId = await api.add(courseId, {
    name: `${lang === 'ar' ? 'اختبار قصير' : 'Short quiz'} ${Date.now() % 100_000}`,
    deliveryMode: '20.3.',
    startsAt: new Date(Date.now() + startsInMs).toISOString(),
    questionCount: 1,
    totalDegree: 2,
    modelsCount: 1,
  });
  await api.specify(examId, [{ ...(row ?? { subjectId: 0, questionType: '3.2.' }), count: 1, degree: 2 }]);
  await api.generate(examId);
  await api.publish(examId);
  const version = async () => (await api.view(examId)).lockVersion;
  // A national id of this run only: the student is in no other exam.
  const nationalId = `3000101${String(Date.now()).slice(-6)}${lang === 'ar' ? 1 : 2}`;
  const book = new ExcelJS.Workbook();
  book.addWorksheet('students').addRows([
    ['الرقم القومي', 'Student number', 'الاسم', 'Name'],
    [nationalId, `9${nationalId.slice(-6)}`, 'طالب منتظر', 'Waiting Student'],
  ]);
  const upload = await request.post(examStudentPaths.studentsFile(A, examId), {
    headers: { Authorization: `Bearer ${staff.token}` },
    multipart: {
      file: {
        name: 'students.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await book.xlsx.writeBuffer()),
      },
      version: String(await version()),
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const write = async (url: string, body: object) => {
    const res = await as.post(url, { ...body, version: await version() });
    expect(res.status(), await res.text()).toBeLessThan(300);
  };
  await write(examStudentPaths.sectors(A, examId), {
    name: lang === 'ar' ? 'معمل ٩' : 'Lab 9',
    kind: 'hall',
    capacity: 5,
  });
  await write(examStudentPaths.distribute(A, examId), {});
  await write(examStudentPaths.approveDistribution(A, examId), {});
  const { codes } = (await (await as.get(proctorPaths.accessCodes(examId))).json()) as {
    codes: AccessCodeView[];
  };
  const { students } = (await (
    await as.get(`${examStudentPaths.students(A, examId)}?limit=50`)
  ).json()) as ExamStudentsResult;
  return {
    nationalId,
    studentNumber: students[0]?.studentNumber ?? '',
    accessCode: codes[0]?.code ?? '',
    examId,
    studentId: students[0]?.studentId ?? 0,
    sectorId: codes[0]?.sectorId ?? 0,
  };
}

/** The proctor's actions on a student's sector (the demo examcreator holds edit on 165.7.1.). */
export async function proctor(request: APIRequestContext, s: DemoStudent) {
  const as = apiAs(request, await apiLogin(request, 'examcreator'));
  const sector = `/api/electronic-exams/165.7.1./${s.examId}/sectors/${s.sectorId}`;
  return {
    message: async (text: string) =>
      expect((await as.post(`${sector}/message`, { text })).status()).toBe(200),
    extend: async (minutes: number) =>
      expect((await as.post(`${sector}/extend`, { minutes, studentId: s.studentId })).status()).toBe(200),
  };
}

/** The attempts the browser's answer journal (IndexedDB) holds entries of, by their attemptKey. */
export function journalKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('mizan-exam-journal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('answers')) return resolve([]);
          const all = db.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => {
            resolve([...new Set((all.result as { attemptId: string }[]).map((r) => r.attemptId))]);
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** The student's exam page (/exam): entry, waiting page, the exam and its end screens. */
export class ElectronicExamStudentPage {
  constructor(
    readonly page: Page,
    /** The interface language the student chose at the entry page. */
    readonly lang: Lang,
  ) {}

  /** The exam's own language (the demo exam is in Arabic): its screens follow it. */
  examLang: Lang = 'ar';

  /** Signs in at the entry page; the attempt as the server answered it. */
  async signIn(s: DemoStudent): Promise<AttemptView> {
    const l = this.lang;
    await this.page.getByLabel(et(l, 'entry.nationalId')).fill(s.nationalId);
    await this.page.getByLabel(et(l, 'entry.accessCode')).fill(s.accessCode);
    const answer = this.page.waitForResponse((r) => r.url().endsWith('/api/exam-taking/sign-in'));
    await this.page.getByRole('button', { name: et(l, 'entry.signIn') }).click();
    return ((await (await answer).json()) as { attempt: AttemptView }).attempt;
  }

  question(position: number): Locator {
    return this.page.getByTestId(`question-${position}`);
  }

  /** A question's save state: saved | saving | unsaved | refused, with its text in the exam's language. */
  async expectSaved(position: number, state: 'saved' | 'unsaved', timeout = 10_000): Promise<void> {
    const indicator = this.page.getByTestId(`save-${position}`);
    await expect(indicator).toHaveAttribute('data-state', state, { timeout });
    await expect(indicator).toHaveText(et(this.examLang, `save.${state}`));
  }

  async expectOverall(state: 'saved' | 'unsaved', timeout = 10_000): Promise<void> {
    const overall = this.page.getByTestId('save-overall');
    await expect(overall).toHaveAttribute('data-state', state, { timeout });
    await expect(overall).toHaveText(et(this.examLang, state === 'saved' ? 'save.allSaved' : 'save.unsaved'));
  }

  showAll(): Promise<void> {
    return this.page.getByRole('button', { name: et(this.examLang, 'view.allOnOnePage') }).click();
  }

  /**
   * Answers whatever a question (or a case study's part) asks with its first choices: every
   * radio group's first, every check box's first two, each select's n-th answer, text in every field.
   */
  async answer(scope: Locator, text: string): Promise<void> {
    const radios = scope.getByRole('radio');
    if ((await radios.count()) > 0) await radios.first().check();
    const boxes = scope.getByRole('checkbox');
    for (let i = 0; i < Math.min(2, await boxes.count()); i++) await boxes.nth(i).check();
    const selects = scope.locator('select');
    for (let i = 0; i < (await selects.count()); i++) await selects.nth(i).selectOption({ index: i + 1 });
    const fields = scope.locator('input[type="text"], textarea');
    for (let i = 0; i < (await fields.count()); i++) await fields.nth(i).fill(`${text} ${i + 1}`);
  }

  /** The countdown in seconds (its digits are the exam language's). */
  async secondsLeft(): Promise<number> {
    const text = (await this.page.getByTestId('countdown').textContent()) ?? '';
    const latin = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
    return latin.split(':').reduce((s, part) => s * 60 + Number(part), 0);
  }

  flag(position: number): Promise<void> {
    return this.question(position)
      .getByRole('button', { name: et(this.examLang, 'question.flag') })
      .click();
  }

  async submit(): Promise<void> {
    await this.page.getByTestId('submit-exam').click();
    await this.page.getByTestId('confirm-submit').click();
    await expect(this.page.getByTestId('end-submitted')).toBeVisible();
  }

  /** A picture of the page, or of the window only with `at` (a question scrolled to the top). */
  async shot(name: string, theme: 'light' | 'dark', at?: Locator): Promise<void> {
    const toggle = this.page.locator('header button[aria-pressed]');
    if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
    if (at) await at.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await this.page.evaluate(() => document.fonts.ready);
    await photo(this.page, {
      path: path.join(SHOTS, `${name}-${this.lang}-${theme}.png`),
      fullPage: !at,
      animations: 'disabled',
    });
  }
}
