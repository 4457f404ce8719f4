import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type ReviewReason, SCORING_MESSAGES as M } from '@mizan/domain/scoring';
import { Db } from '../../database/db.service.js';
import { type JobContext, JobQueue } from '../../jobs/job-queue.service.js';
import type { ExamSheets } from '../omr/exam-sheet.js';
import type { SheetReading } from '../omr/sheet.reader.js';
import { PaperAnswers } from '../results/answers.service.js';
import { type PaperExam, PaperExamReader, type PaperModel } from './paper-exam.js';
import { type NewItem, type NewPage, type ReadRow, ScanStore } from './scan.store.js';

export const SCAN_JOB = 'exam-papers.scan';

type Read = Extract<SheetReading, { ok: true }>;
type Roster = { ids: Set<number>; byNumber: Map<string, number> };

/** Pages filed (and their students' answers rebuilt) in one transaction; progress is sent per chunk. */
const CHUNK_PAGES = 16;
/** A chunk is filed sooner when its first page has waited this long (progress stays live on slow pages). */
const CHUNK_MS = 500;

/**
 * Reads a batch's PDF through the reader threads (one per core), pages in order and at most two a
 * thread in flight, with progress over sockets: each page is matched to a student and model by its
 * QR (or its bubbled number and model on a blank sheet), every doubtful mark and refused page goes
 * to the review queue with its crop, and the answers of the chunk's students are rebuilt with it.
 * A page that fails to read (a damaged image, a crashed thread) is refused as unreadable; the batch
 * goes on.
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
    // The readers (pdf-lib, sharp, jsqr, the threads) load at the first batch, not at the API's start.
    const [{ scanPages }, { ReaderPool }] = await Promise.all([
      import('../omr/scan-pages.js'),
      import('../omr/reader-pool.js'),
    ]);
    const pool = new ReaderPool(examSheets(exam));
    const filed = new Set<string>();
    const inFlight: { page: number; answer: ReturnType<typeof pool.read> }[] = [];
    let chunk: { page: number; reading: SheetReading | null }[] = [];
    let chunkSince = 0;
    let done = 0;
    const flush = async () => {
      await this.fileChunk(exam, students, batchId, chunk, filed, done + chunk.length);
      // Every page counted on the socket, once its chunk is filed.
      for (const _ of chunk) ctx.progress(++done, batch.pages);
      chunk = [];
    };
    const next = async () => {
      const { page, answer } = inFlight.shift() as (typeof inFlight)[number];
      const a = await answer;
      if (!chunk.length) chunkSince = performance.now();
      chunk.push({ page, reading: 'reading' in a ? a.reading : null });
      if (chunk.length >= CHUNK_PAGES || performance.now() - chunkSince >= CHUNK_MS) await flush();
    };
    try {
      for await (const { page, image } of scanPages(batch.pdf)) {
        inFlight.push({ page, answer: pool.read(image) });
        if (inFlight.length >= 2 * pool.size) await next();
      }
      while (inFlight.length) await next();
      if (chunk.length) await flush();
    } catch {
      await this.store.finish(batchId, M.scanUnreadable);
      return;
    } finally {
      await pool.close();
    }
    await this.store.finish(batchId, null);
  }

  private async roster(examId: number): Promise<Roster> {
    const rows = await this.db.query<{ id: number; student_number: string }>(
      'select id, student_number from exam_student where exam_id = ? and withdrawn_at is null',
      [examId],
    );
    return {
      ids: new Set(rows.map((r) => r.id)),
      byNumber: new Map(rows.map((r) => [r.student_number, r.id])),
    };
  }

  /**
   * Files a chunk of pages in page order with their review items, the batch's progress and the
   * answers of the students read, in one transaction. `filed` holds the sheets (student and sheet
   * page) this run has read; a sheet read before, in any batch, makes the page a duplicate.
   */
  private async fileChunk(
    exam: PaperExam,
    students: Roster,
    batchId: number,
    chunk: { page: number; reading: SheetReading | null }[],
    filed: Set<string>,
    done: number,
  ) {
    const sheets = chunk.map(({ reading }) =>
      reading?.ok ? { reading, ...this.whose(exam, students, reading) } : null,
    );
    const asked = sheets.flatMap((s) =>
      s?.studentId != null ? [{ studentId: s.studentId, sheetPage: s.reading.identity.page }] : [],
    );
    const before = await this.store.readSheets(exam.examId, asked);
    const seen = new Set<number>();
    const filings = chunk.map(({ page, reading }, i) => {
      const sheet = sheets[i];
      if (!sheet) return refusedPage(page, reading);
      const key = `${sheet.studentId}:${sheet.reading.identity.page}`;
      const duplicate = sheet.studentId !== null && (filed.has(key) || before.has(key));
      const filing = readPage(
        page,
        sheet.reading,
        sheet.model,
        sheet.studentId,
        sheet.reason ?? (duplicate ? 'duplicate' : null),
      );
      if (filing.page.state === 'read' && sheet.studentId !== null) {
        filed.add(key);
        seen.add(sheet.studentId);
      }
      return filing;
    });
    await this.db.transaction(async (em) => {
      await this.store.filePages(exam.examId, batchId, filings, done, em);
      for (const studentId of seen) await this.answers.recompute(exam, studentId, em);
    });
  }

  /** The page's model and student, or why they are not known (before the duplicate check). */
  private whose(exam: PaperExam, students: Roster, reading: Read) {
    const { identity } = reading;
    const model = identity.modelCode ? exam.byCode.get(identity.modelCode) : this.bubbled(exam, reading);
    const studentId = identity.studentId ?? students.byNumber.get(reading.studentNumber?.value ?? '') ?? null;
    let reason: ReviewReason | null = null;
    if (!model) reason = 'modelCode';
    else if (identity.studentId === null && studentId === null) reason = 'studentNumber';
    else if (studentId !== null && !students.ids.has(studentId)) reason = 'notInExam';
    return { model, studentId: reason === 'notInExam' ? null : studentId, reason };
  }

  /** The model a blank sheet's student bubbled, when it is read for sure. */
  private bubbled(exam: PaperExam, reading: Read): PaperModel | undefined {
    const code = reading.modelCode;
    return code && !code.doubtful ? exam.byCode.get(code.value) : undefined;
  }
}

/** The exam's sheets as the reader threads take them. */
function examSheets(exam: PaperExam): ExamSheets {
  return {
    examId: exam.examId,
    layouts: exam.layouts,
    models: [...exam.models.values()].map((m) => ({ code: m.code, multi: [...m.multi] })),
  };
}

/** Crops come back from the threads as Uint8Arrays: Buffers again, without a copy. */
const buffer = (png: Uint8Array) => Buffer.from(png.buffer, png.byteOffset, png.byteLength);

/** A page the reader refused (its reason), or could not read at all ('unreadable'). */
function refusedPage(pageNo: number, reading: SheetReading | null): { page: NewPage; items: NewItem[] } {
  const reason: ReviewReason = reading && !reading.ok ? reading.problem : 'unreadable';
  const crop = reading && !reading.ok ? buffer(reading.thumbnail) : Buffer.alloc(0);
  return {
    page: { pageNo, state: 'refused', reason, studentId: null, modelId: null, sheetPage: null, rows: null },
    items: [{ kind: 'page', reason, row: null, crop }],
  };
}

/** A read page: its rows and doubtful marks, refused as a whole when `reason` is set. */
function readPage(
  pageNo: number,
  reading: Read,
  model: PaperModel | undefined,
  studentId: number | null,
  reason: ReviewReason | null,
): { page: NewPage; items: NewItem[] } {
  const rows: ReadRow[] = reading.questions.map((q) => ({
    row: q.question,
    marked: q.marked,
    darkness: q.darkness,
    doubt: q.doubt,
  }));
  const marks: NewItem[] = reading.review
    .filter((r) => typeof r.of === 'number')
    .map((r) => ({ kind: 'mark', reason: r.doubt, row: r.of as number, crop: buffer(r.png) }));
  const pageCrop = reading.review.find((r) => typeof r.of !== 'number')?.png;
  return {
    page: {
      pageNo,
      state: reason ? 'refused' : 'read',
      reason,
      studentId,
      modelId: model?.modelId ?? null,
      sheetPage: reading.identity.page,
      rows,
    },
    items: reason
      ? [
          {
            kind: 'page',
            reason,
            row: null,
            crop: pageCrop ? buffer(pageCrop) : (marks[0]?.crop ?? Buffer.alloc(0)),
          },
          ...marks,
        ]
      : marks,
  };
}
