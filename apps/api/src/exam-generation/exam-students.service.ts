import { Inject, Injectable, Logger } from '@nestjs/common';
import { COURSE_MESSAGES } from '@mizan/domain/courses';
import {
  EXAM_MESSAGES as M,
  NATIONAL_ID,
  STUDENT_LIMITS,
  type ExamStudentsResult,
  type StudentFileRow,
  type StudentsFileResult,
  type StudentsImportResult,
  type StudentsQuery,
  type StudentsSisBody,
  type StudentsWithdrawBody,
  type StudentsWithdrawResult,
} from '@mizan/domain/exam-generation';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { SIS_ADAPTER, type SisAdapter, SisUnavailable } from '../courses/sis/sis-adapter.js';
import type { Em } from '../database/database.js';
import { quoteCell } from '../files/report.js';
import { readSpreadsheet, type SheetRow, UnreadableSpreadsheet } from '../files/spreadsheet.reader.js';
import { openUpload, type UploadedFile } from '../files/upload.js';
import { ExamAccess } from './exam-access.js';
import { ExamStudentsStore, type StudentInput } from './exam-students.store.js';
import { ExamWrite } from './exam-write.js';

const COLUMNS = ['A', 'B', 'C', 'D'] as const;
const MAX_LEN = [
  14,
  STUDENT_LIMITS.studentNumberMax,
  STUDENT_LIMITS.studentNameMax,
  STUDENT_LIMITS.studentNameMax,
];
const MB = STUDENT_LIMITS.sheetMaxBytes / 1_048_576;

/** A sheet's first row is a header when its column A holds no digit (a national id always does). */
const isHeader = (row: SheetRow | undefined) => row !== undefined && !/\d/.test(row.cells[0] ?? '');

/**
 * 165.7.1. an exam's students: from the student-information system (SPEC 3 import types) or a
 * sheet (columns A national id, B student number, C Arabic name, D English name; SPEC 5 national
 * id), with a row report; withdrawing. Any change forgets the distribution (it must be run again).
 */
@Injectable()
export class ExamStudentsService {
  private readonly log = new Logger(ExamStudentsService.name);

  constructor(
    private readonly access: ExamAccess,
    private readonly store: ExamStudentsStore,
    private readonly write: ExamWrite,
    @Inject(SIS_ADAPTER) private readonly sis: SisAdapter,
  ) {}

  async list(auth: RequestAuth, examId: number, q: StudentsQuery): Promise<ExamStudentsResult> {
    await this.access.readable(auth, examId);
    const [{ rows, total }, counts] = await Promise.all([
      this.store.page(examId, q),
      this.store.counts(examId),
    ]);
    return { students: rows, currentPage: q.page, totalItems: total, counts };
  }

  /**
   * Students of the exam's course from the SIS: 503 when none is configured, 502 when it cannot be
   * reached, 'no students to withdraw' when it lists none. A national id the SIS gives in another
   * shape than SPEC 5's, or one another student of the exam holds, is left empty.
   */
  async importSis(auth: RequestAuth, examId: number, body: StudentsSisBody): Promise<StudentsImportResult> {
    const { course } = await this.access.readable(auth, examId);
    if (!this.sis.configured()) throw DomainError.of(503, COURSE_MESSAGES.sisNotConfigured);
    if (!course.ih_id) throw DomainError.of(422, M.courseNotInSis);
    const ihId = course.ih_id;
    let students: StudentInput[];
    try {
      students = await this.sis.courseStudents(ihId, body.type);
    } catch (error) {
      if (!(error instanceof SisUnavailable)) throw error;
      this.log.warn(error.message);
      throw DomainError.of(502, COURSE_MESSAGES.sisUnavailable);
    }
    if (!students.length) throw DomainError.of(422, M.noStudentsToWithdraw);
    if (students.length > STUDENT_LIMITS.studentsMax)
      throw DomainError.of(413, fill(MESSAGES.maxValue, { max: STUDENT_LIMITS.studentsMax }));
    return this.write.run(auth, examId, body.version, 'students', async (_exam, em) => {
      const known = await this.store.known(examId, em);
      const taken = new Map<string, string>();
      for (const [number, nid] of known) if (nid) taken.set(nid, number);
      const unique = new Map<string, StudentInput>();
      for (const s of students) {
        let nationalId = s.nationalId && NATIONAL_ID.test(s.nationalId) ? s.nationalId : null;
        const holder = nationalId ? taken.get(nationalId) : undefined;
        if (holder !== undefined && holder !== s.studentNumber) nationalId = null;
        if (nationalId) taken.set(nationalId, s.studentNumber);
        unique.set(s.studentNumber, { ...s, nationalId });
      }
      const { added } = await this.store.upsert(examId, [...unique.values()], em);
      await this.store.clearDistribution(examId, em);
      const updated = unique.size - added;
      return { added, updated, total: unique.size, message: fill(M.studentsImported, { added, updated }) };
    });
  }

  private async readSheet(file?: UploadedFile): Promise<SheetRow[]> {
    const upload = openUpload(file, {
      maxBytes: STUDENT_LIMITS.sheetMaxBytes,
      extensions: ['xlsx', 'xls'],
      refusals: { required: M.sheetRequired, size: fill(M.sheetSize, { max: MB }), type: M.sheetType },
    });
    try {
      const rows = await readSpreadsheet(upload.data, upload.extension as 'xlsx' | 'xls');
      return isHeader(rows[0]) ? rows.slice(1) : rows;
    } catch (error) {
      if (error instanceof UnreadableSpreadsheet) throw DomainError.of(422, M.sheetUnreadable);
      throw error;
    }
  }

  /** A row's cells checked (SPEC 5 national id); a reason when it is skipped. */
  private checkCells(cells: string[]): Bilingual | null {
    if (cells.length > COLUMNS.length) return M.rowExtraData;
    for (let i = 0; i < COLUMNS.length; i++) {
      if (!cells[i]) return fill(M.rowMissing, { column: COLUMNS[i] });
      if (cells[i].length > MAX_LEN[i]) return fill(M.rowTooLong, { column: COLUMNS[i], max: MAX_LEN[i] });
    }
    if (!NATIONAL_ID.test(cells[0])) return MESSAGES.nationalId;
    return null;
  }

  /** Every row reported (taken, or skipped and why); the taken ones written unless dryRun. */
  private async reportRows(
    examId: number,
    sheet: SheetRow[],
    em?: Em,
  ): Promise<{ rows: StudentFileRow[]; students: StudentInput[] }> {
    const known = await this.store.known(examId, em);
    const holderOf = new Map<string, string>();
    for (const [number, nid] of known) if (nid) holderOf.set(nid, number);
    const rowOfNumber = new Map<string, number>();
    const rowOfId = new Map<string, number>();
    const rows: StudentFileRow[] = [];
    const students: StudentInput[] = [];
    for (const { row, cells } of sheet) {
      const studentNumber = cells[1] ? quoteCell(cells[1]) : null;
      const skip = (reason: Bilingual) => rows.push({ row, status: 'skipped', studentNumber, reason });
      const invalid = this.checkCells(cells);
      if (invalid) {
        skip(invalid);
        continue;
      }
      const [nationalId, number, nameAr, nameEn] = cells;
      const duplicateOf = rowOfNumber.get(number) ?? rowOfId.get(nationalId);
      if (duplicateOf !== undefined) {
        skip(fill(M.rowDuplicateInFile, { row: duplicateOf }));
        continue;
      }
      const holder = holderOf.get(nationalId);
      if (holder !== undefined && holder !== number) {
        skip(fill(M.rowNationalIdTaken, { studentNumber: quoteCell(holder) }));
        continue;
      }
      rowOfNumber.set(number, row);
      rowOfId.set(nationalId, row);
      students.push({ nationalId, studentNumber: number, name: { ar: nameAr, en: nameEn } });
      rows.push({ row, status: 'imported', studentNumber, reason: null });
    }
    return { rows, students };
  }

  async importFile(
    auth: RequestAuth,
    examId: number,
    file: UploadedFile | undefined,
    opts: { version: number; dryRun: boolean },
  ): Promise<StudentsFileResult> {
    const { exam } = await this.access.readable(auth, examId);
    const sheet = await this.readSheet(file);
    if (!sheet.length) throw DomainError.of(422, M.sheetEmpty);
    const answer = (rows: StudentFileRow[], lockVersion: number) => {
      const imported = rows.filter((r) => r.status === 'imported').length;
      const skipped = rows.length - imported;
      const text = opts.dryRun ? M.sheetStudentsDryRun : M.sheetStudentsImported;
      return {
        dryRun: opts.dryRun,
        total: rows.length,
        imported,
        skipped,
        rows,
        message: fill(text, { imported, skipped }),
        lockVersion,
      };
    };
    if (opts.dryRun) return answer((await this.reportRows(examId, sheet)).rows, exam.lockVersion);
    const result = await this.write.run(auth, examId, opts.version, 'students', async (_exam, em) => {
      const { rows, students } = await this.reportRows(examId, sheet, em);
      await this.store.upsert(examId, students, em);
      await this.store.clearDistribution(examId, em);
      return { rows };
    });
    return answer(result.rows, result.lockVersion);
  }

  /** Withdraws the named students, or every active one; none to withdraw is SPEC 8's message. */
  async withdraw(
    auth: RequestAuth,
    examId: number,
    body: StudentsWithdrawBody,
  ): Promise<StudentsWithdrawResult> {
    return this.write.run(auth, examId, body.version, 'students', async (_exam, em) => {
      const withdrawn = await this.store.withdraw(examId, body.studentIds, em);
      if (!withdrawn) throw DomainError.of(422, M.noStudentsToWithdraw);
      await this.store.clearDistribution(examId, em);
      return { withdrawn };
    });
  }
}
