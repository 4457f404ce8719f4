import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PaperSize, SheetIdentity } from '@mizan/domain/exam-papers';
import { type ReviewReason, SCORING_MESSAGES as M } from '@mizan/domain/scoring';
import { Db } from '../../database/db.service.js';
import { type JobContext, JobQueue } from '../../jobs/job-queue.service.js';
import type { SheetReading } from '../omr/sheet.reader.js';
import { PaperAnswers } from '../results/answers.service.js';
import { type PaperExam, PaperExamReader, type PaperModel } from './paper-exam.js';
import { type NewPage, type ReadRow, ScanStore } from './scan.store.js';

export const SCAN_JOB = 'exam-papers.scan';

/** The reader's multi-answer rows for whichever model's sheet is being read (set from the QR). */
class RowsOfModel extends Set<number> {
  current: ReadonlySet<number> = new Set();
  override has(row: number): boolean {
    return this.current.has(row);
  }
}

type Read = Extract<SheetReading, { ok: true }>;

/**
 * Reads a batch's PDF page by page through the OMR reader, with progress over sockets: each page
 * is matched to a student and model by its QR (or its bubbled number and model on a blank sheet),
 * every doubtful mark and refused page goes to the review queue with its crop, and then the
 * answers of every student seen are rebuilt. One bad page never stops the batch.
 */
@Injectable()
export class ScanJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly db: Db,
    private readonly store: ScanStore,
    private readonly exams: PaperExamReader,
    private readonly answers: PaperAnswers,
  ) {}

  async onModuleInit() {
    await this.jobs.handle<{ batchId: number }>(SCAN_JOB, (data, ctx) => this.run(data.batchId, ctx));
  }

  private async run(batchId: number, ctx: JobContext) {
    const batch = await this.store.batchPdf(batchId);
    if (!batch?.pdf) return;
    await this.store.startReading(batchId);
    const exam = await this.exams.load(batch.examId);
    const students = await this.roster(exam.examId);
    // The readers (pdf-lib, sharp, jsqr) load at the first batch, not at the API's start.
    const { scanPages } = await import('../omr/scan-pages.js');
    const seen = new Set<number>();
    let done = 0;
    try {
      const total = (
        await this.db.query<{ pages: number }>('select pages from exam_scan_batch where id = ?', [batchId])
      )[0].pages;
      for await (const { page, image } of scanPages(batch.pdf)) {
        const reading = await this.read(image, exam).catch(() => null);
        const student = await this.file(exam, students, batchId, page, reading);
        if (student) seen.add(student);
        await this.store.progress(batchId, ++done);
        ctx.progress(done, total);
      }
    } catch {
      await this.store.finish(batchId, M.scanUnreadable);
      return;
    }
    for (const studentId of seen)
      await this.db.transaction((em) => this.answers.recompute(exam, studentId, em));
    await this.store.finish(batchId, null);
  }

  private async roster(examId: number) {
    const rows = await this.db.query<{ id: number; student_number: string }>(
      'select id, student_number from exam_student where exam_id = ? and withdrawn_at is null',
      [examId],
    );
    return {
      ids: new Set(rows.map((r) => r.id)),
      byNumber: new Map(rows.map((r) => [r.student_number, r.id])),
    };
  }

  /** Every sheet of the exam has its layout; a blank sheet's bubbled model code then names the model. */
  private async read(image: Buffer, exam: PaperExam): Promise<SheetReading> {
    const { readSheet } = await import('../omr/sheet.reader.js');
    const multi = new RowsOfModel();
    const first = exam.models.values().next().value as PaperModel | undefined;
    const attempt = (paper: PaperSize) =>
      readSheet(image, {
        multiAnswer: multi,
        layoutFor: (id: SheetIdentity) => {
          if (id.examId !== exam.examId) return null;
          const model = id.modelCode === '' ? first : exam.byCode.get(id.modelCode);
          multi.current = model?.multi ?? new Set();
          return model ? exam.layouts[paper] : null;
        },
      });
    const a4 = await attempt('A4');
    return !a4.ok && a4.problem === 'layoutMismatch' ? attempt('Letter') : a4;
  }

  private async file(
    exam: PaperExam,
    students: Awaited<ReturnType<ScanJob['roster']>>,
    batchId: number,
    pageNo: number,
    reading: SheetReading | null,
  ): Promise<number | null> {
    if (!reading?.ok) {
      const reason: ReviewReason = reading ? reading.problem : 'unreadable';
      const crop = reading ? reading.thumbnail : Buffer.alloc(0);
      await this.store.filePage(exam.examId, batchId, refused(pageNo, reason), [
        { kind: 'page', reason, row: null, crop },
      ]);
      return null;
    }
    const { identity } = reading;
    const rows: ReadRow[] = reading.questions.map((q) => ({
      row: q.question,
      marked: q.marked,
      darkness: q.darkness,
      doubt: q.doubt,
    }));
    const marks = reading.review
      .filter((r) => typeof r.of === 'number')
      .map((r) => ({ kind: 'mark' as const, reason: r.doubt, row: r.of as number, crop: r.png }));
    const model = identity.modelCode ? exam.byCode.get(identity.modelCode) : this.bubbled(exam, reading);
    const studentId = identity.studentId ?? students.byNumber.get(reading.studentNumber?.value ?? '') ?? null;
    let reason: ReviewReason | null = null;
    if (!model) reason = 'modelCode';
    else if (identity.studentId === null && studentId === null) reason = 'studentNumber';
    else if (studentId !== null && !students.ids.has(studentId)) reason = 'notInExam';
    else if (studentId !== null && (await this.store.readPageOf(exam.examId, studentId, identity.page)))
      reason = 'duplicate';
    const pageCrop = reading.review.find((r) => typeof r.of !== 'number')?.png;
    const page: NewPage = {
      pageNo,
      state: reason ? 'refused' : 'read',
      reason,
      studentId: reason === 'notInExam' ? null : studentId,
      modelId: model?.modelId ?? null,
      sheetPage: identity.page,
      rows,
    };
    const items = reason
      ? [
          { kind: 'page' as const, reason, row: null, crop: pageCrop ?? marks[0]?.crop ?? Buffer.alloc(0) },
          ...marks,
        ]
      : marks;
    await this.store.filePage(exam.examId, batchId, page, items);
    return reason ? null : studentId;
  }

  /** The model a blank sheet's student bubbled, when it is read for sure. */
  private bubbled(exam: PaperExam, reading: Read): PaperModel | undefined {
    const code = reading.modelCode;
    return code && !code.doubtful ? exam.byCode.get(code.value) : undefined;
  }
}

function refused(pageNo: number, reason: ReviewReason): NewPage {
  return { pageNo, state: 'refused', reason, studentId: null, modelId: null, sheetPage: null, rows: null };
}
