import { Injectable } from '@nestjs/common';
import { LANGUAGES } from '@mizan/domain/codes';
import { PAPER_MESSAGES, SHEET_TEXTS } from '@mizan/domain/exam-papers';
import type { Lang } from '@mizan/domain/i18n';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { ExamAccess } from '../exam-generation/exam-access.js';
import { ExamStore } from '../exam-generation/exam.store.js';
import { ExamStudentsStore } from '../exam-generation/exam-students.store.js';
import { PaperExamReader } from './scans/paper-exam.js';
import type { SheetStudent } from './sheets/bubble-sheet.writer.js';

/**
 * Bubble sheets of an exam: one per distributed student with their model, or `count` blank sheets
 * on which the student bubbles number and model. Drawn from the layout the scan job reads
 * (PaperExamReader: examSheetSpec over every model's paperRows), so printing and reading agree.
 */
@Injectable()
export class ExamSheetsService {
  constructor(
    private readonly access: ExamAccess,
    private readonly store: ExamStore,
    private readonly students: ExamStudentsStore,
    private readonly paperExams: PaperExamReader,
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
    if (incomplete) throw DomainError.of(409, PAPER_MESSAGES.modelIncomplete);
    const { spec } = (await this.paperExams.load(examId)).layouts[q.paper];
    const seated = q.count === undefined ? await this.seated(examId, lang) : [];
    if (q.count === undefined && !seated.length) throw DomainError.of(422, PAPER_MESSAGES.noStudents);
    // pdf-lib, qrcode and the sheet fonts load at the first sheets, not at the API's start.
    const [{ PDFDocument }, { writeBubbleSheets }] = await Promise.all([
      import('pdf-lib'),
      import('./sheets/bubble-sheet.writer.js'),
    ]);
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
