import { Injectable } from '@nestjs/common';
import { LANGUAGES } from '@mizan/domain/codes';
import {
  MAX_STUDENT_NUMBER_DIGITS,
  PAPER_MESSAGES,
  SHEET_TEXTS,
  type SheetSpec,
} from '@mizan/domain/exam-papers';
import type { Lang } from '@mizan/domain/i18n';
import type { QuestionContent } from '@mizan/domain/questions';
import { PDFDocument } from 'pdf-lib';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { ExamAccess } from '../exam-generation/exam-access.js';
import { ExamStore, type StoredModel } from '../exam-generation/exam.store.js';
import { ExamStudentsStore } from '../exam-generation/exam-students.store.js';
import { QuestionBankReader } from '../questions/question-bank.reader.js';
import { type SheetStudent, writeBubbleSheets } from './sheets/bubble-sheet.writer.js';

/** Bubbles a question gets: its choices (true/false two); a case study's objective sub-questions each; others none. */
function bubbled(c: { body: QuestionContent['body'] }): number[] {
  const b = c.body;
  if (b.type === '3.2.' || b.type === '3.3.') return [Math.max(2, b.options.length)];
  if (b.type === '3.4.') return [2];
  if (b.type === '3.5.') return b.subQuestions.flatMap(bubbled);
  return [];
}

/** A student number grid wide enough for every number, at least 8 digits (a blank sheet's usual). */
const digitsFor = (numbers: readonly string[]) =>
  Math.min(MAX_STUDENT_NUMBER_DIGITS, Math.max(8, ...numbers.map((n) => n.length)));

/**
 * Bubble sheets of an exam (sheets/bubble-sheet.writer.ts, one layout for printing and reading):
 * one per distributed student with their model, or `count` blank sheets on which the student
 * bubbles number and model. The sheet's rows are the objective questions in paper order, with the
 * most choices any model gives at that row, so every model's students share one layout.
 */
@Injectable()
export class ExamSheetsService {
  constructor(
    private readonly access: ExamAccess,
    private readonly store: ExamStore,
    private readonly students: ExamStudentsStore,
    private readonly bank: QuestionBankReader,
  ) {}

  async write(
    auth: RequestAuth,
    examId: number,
    q: { count?: number; paper: 'A4' | 'Letter' },
  ): Promise<{ data: Uint8Array; name: string }> {
    const { exam } = await this.access.readable(auth, examId);
    const lang = LANGUAGES[exam.language].lang;
    const models = await this.store.models(examId);
    const incomplete = models.length === 0 || models.some((m) => !m.complete);
    if (incomplete) throw DomainError.of(422, PAPER_MESSAGES.modelIncomplete);
    const choices = await this.choices(exam.courseId, models);
    const seated = q.count === undefined ? await this.seated(examId, lang) : [];
    if (q.count === undefined && !seated.length) throw DomainError.of(422, PAPER_MESSAGES.noStudents);
    const numbers = seated.map((s) => s.student.studentNumber);
    const spec: SheetSpec = { paper: q.paper, lang, choices, studentNumberDigits: digitsFor(numbers) };
    const base = { spec, examId, examTitle: exam.name };
    const name = `${exam.name} - ${SHEET_TEXTS.title[lang]}`;
    if (q.count !== undefined) {
      const blank: SheetStudent = { studentId: null, name: '', studentNumber: '' };
      return {
        data: await writeBubbleSheets({ ...base, modelCode: '', students: Array(q.count).fill(blank) }),
        name,
      };
    }
    // One run of the writer per model (the code is the run's), pages merged in seating order by model.
    const out = await PDFDocument.create();
    for (const code of [...new Set(seated.map((s) => s.code))]) {
      const students = seated.filter((s) => s.code === code).map((s) => s.student);
      const part = await PDFDocument.load(await writeBubbleSheets({ ...base, modelCode: code, students }));
      for (const page of await out.copyPages(part, part.getPageIndices())) out.addPage(page);
    }
    out.setTitle(exam.name);
    return { data: await out.save(), name };
  }

  private async choices(courseId: number, models: StoredModel[]): Promise<number[]> {
    const content = await this.bank.contents(
      courseId,
      models.flatMap((m) => m.questions),
    );
    const rows = models.map((m) =>
      m.questions.flatMap((q) => {
        const c = content.get(`${q.questionId}.${q.version}`);
        return c ? bubbled(c) : [];
      }),
    );
    const length = Math.max(1, ...rows.map((r) => r.length));
    return Array.from({ length }, (_, i) => Math.max(2, ...rows.map((r) => r[i] ?? 2)));
  }

  /** Active students the distribution seated, in seating order, each with their model's code. */
  private async seated(examId: number, lang: Lang): Promise<{ code: string; student: SheetStudent }[]> {
    const sectors = new Map((await this.students.sectors(examId)).map((s) => [s.sectorId, s.name]));
    const out: { code: string; student: SheetStudent }[] = [];
    for (let page = 1; ; page++) {
      const { rows } = await this.students.page(examId, { withdrawn: false, page, limit: 500 });
      for (const r of rows) {
        if (!r.modelCode) continue;
        out.push({
          code: r.modelCode,
          student: {
            studentId: r.studentId,
            name: r.name[lang] || r.name.ar || r.name.en,
            studentNumber: r.studentNumber,
            nationalId: r.nationalId ?? undefined,
            sector: r.sectorId ? sectors.get(r.sectorId) : undefined,
          },
        });
      }
      if (rows.length < 500) return out;
    }
  }
}
