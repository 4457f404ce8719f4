import { Injectable } from '@nestjs/common';
import { fill } from '@mizan/domain/i18n';
import {
  REVIEW_REASONS,
  type ReviewDecision,
  type ReviewQueuePage,
  SCAN_EXTENSIONS,
  SCAN_LIMITS,
  type ScanBatchPage,
  type ScanBatchView,
  SCORING_MESSAGES as M,
} from '@mizan/domain/scoring';
import type { RequestAuth } from '../../auth/session.store.js';
import { DomainError } from '../../common/domain-error.js';
import { Db } from '../../database/db.service.js';
import { ExamAccess } from '../../exam-generation/exam-access.js';
import { openUpload, type UploadedFile } from '../../files/upload.js';
import { JobQueue } from '../../jobs/job-queue.service.js';
import { PaperAnswers } from '../results/answers.service.js';
import { PaperExamReader } from './paper-exam.js';
import { SCAN_JOB } from './scan.job.js';
import { ScanStore } from './scan.store.js';
import { imagePdf } from './image-pdf.js';

const tooLarge = fill(M.scanTooLarge, { mb: SCAN_LIMITS.maxBytes / 1024 / 1024 });
export const scanTooLarge = () => DomainError.of(413, tooLarge);

/** A paper exam of the caller's scope (404 outside it, 422 for an electronic exam). */
export async function paperExam(access: ExamAccess, auth: RequestAuth, examId: number) {
  const { exam } = await access.readable(auth, examId);
  if (exam.deliveryMode !== '20.2.') throw DomainError.of(422, M.notPaperExam);
  return exam;
}

/** 165.7.1. Scanner uploads, their reading job and the review queue (API.md 'Scans and results'). */
@Injectable()
export class ScansService {
  constructor(
    private readonly access: ExamAccess,
    private readonly store: ScanStore,
    private readonly jobs: JobQueue,
    private readonly db: Db,
    private readonly exams: PaperExamReader,
    private readonly answers: PaperAnswers,
  ) {}

  async upload(auth: RequestAuth, examId: number, file: UploadedFile | undefined): Promise<ScanBatchView> {
    await paperExam(this.access, auth, examId);
    const upload = openUpload(file, {
      maxBytes: SCAN_LIMITS.maxBytes,
      extensions: SCAN_EXTENSIONS,
      refusals: { required: M.scanRequired, size: tooLarge, type: M.scanType },
    });
    if (upload.content === 'jpeg' || upload.content === 'png' || upload.content === 'tiff')
      upload.data = await imagePdf(upload.data, upload.content);
    // pdf-lib and sharp load at the first upload, not at the API's start.
    const { PDFDocument } = await import('pdf-lib');
    const pages = await PDFDocument.load(upload.data, { updateMetadata: false })
      .then((d) => d.getPageCount())
      .catch(() => {
        throw DomainError.of(422, M.scanUnreadable);
      });
    if (pages > SCAN_LIMITS.maxPages)
      throw DomainError.of(413, fill(M.scanTooManyPages, { max: SCAN_LIMITS.maxPages }));
    const batchId = await this.store.createBatch(
      examId,
      upload.name.slice(0, 255),
      upload.data,
      pages,
      auth.userId,
    );
    await this.store.setJob(batchId, await this.jobs.start(SCAN_JOB, auth.userId, { batchId }));
    return this.batch(auth, examId, batchId);
  }

  async batch(auth: RequestAuth, examId: number, batchId: number): Promise<ScanBatchView> {
    await paperExam(this.access, auth, examId);
    const batch = await this.store.batch(examId, batchId);
    if (!batch) throw DomainError.of(404, M.batchNotFound);
    return batch;
  }

  async batches(auth: RequestAuth, examId: number, page: number, pageSize: number): Promise<ScanBatchPage> {
    await paperExam(this.access, auth, examId);
    const items = await this.store.batches(examId, { offset: (page - 1) * pageSize, limit: pageSize });
    return { items, total: await this.store.batchCount(examId), page, pageSize };
  }

  async queue(auth: RequestAuth, examId: number, page: number, pageSize: number): Promise<ReviewQueuePage> {
    await paperExam(this.access, auth, examId);
    const rows = await this.store.queue(examId, (page - 1) * pageSize, pageSize);
    const exam = rows.some((r) => r.kind === 'mark') ? await this.exams.load(examId) : null;
    return {
      total: await this.store.openItems(examId),
      page,
      pageSize,
      items: rows.map((r) => {
        const read = r.row === null ? undefined : r.rows?.find((x) => x.row === r.row);
        const sheetRow =
          r.row === null || r.model_id === null ? undefined : exam?.models.get(r.model_id)?.rows[r.row - 1];
        return {
          id: r.id,
          batchId: r.batch_id,
          pageNo: r.page_no,
          kind: r.kind,
          reason: r.reason,
          reasonText: REVIEW_REASONS[r.reason],
          studentId: r.student_id,
          studentNumber: r.student_number,
          row: r.row,
          position: sheetRow?.position ?? null,
          reading: read
            ? {
                marked: read.marked,
                darkness: read.darkness,
                choices: read.darkness.length,
                multi: sheetRow?.multi ?? false,
              }
            : null,
          // PGlite hands bytea over as a Uint8Array, whose toString is not base64.
          crop: `data:image/png;base64,${Buffer.from(r.crop).toString('base64')}`,
          decided: false,
        };
      }),
    };
  }

  /**
   * A person's decision, logged with who and when: a mark's bubbles as meant, or a refused page
   * discarded or filed under a student (replacing that student's earlier page). The student's
   * answers are rebuilt in the same transaction.
   */
  async decide(auth: RequestAuth, examId: number, itemId: number, decision: ReviewDecision): Promise<void> {
    await paperExam(this.access, auth, examId);
    const exam = await this.exams.load(examId);
    await this.db.transaction(async (em) => {
      const item = await this.store.item(examId, itemId, em);
      if (!item) throw DomainError.of(404, M.itemNotFound);
      if (item.decided) throw DomainError.of(409, M.itemDecided);
      const page = await this.store.page(item.pageId, em);
      if (!page) throw DomainError.of(404, M.itemNotFound);
      let studentId = page.state === 'read' ? page.studentId : null;
      if (item.kind === 'mark') {
        if (!('marked' in decision)) throw DomainError.of(422, M.badDecision);
        const read = page.rows?.find((r) => r.row === item.row);
        if (!read || decision.marked.some((c) => c >= read.darkness.length))
          throw DomainError.of(422, M.badChoice);
        const rows = (page.rows ?? []).map((r) =>
          r.row === item.row
            ? { ...r, marked: [...new Set(decision.marked)].sort((a, b) => a - b), doubt: null }
            : r,
        );
        await this.store.updatePage(page.id, { rows }, em);
      } else if ('action' in decision && decision.action === 'discard') {
        await this.store.updatePage(page.id, { state: 'discarded' }, em);
        studentId = null;
      } else if ('action' in decision && decision.action === 'assign') {
        if (!page.rows || page.modelId === null || page.sheetPage === null)
          throw DomainError.of(422, M.badDecision);
        const [student] = await this.db.query<{ id: number }>(
          `select id from exam_student where ${'studentId' in decision ? 'id' : 'student_number'} = ?
           and exam_id = ? and withdrawn_at is null`,
          ['studentId' in decision ? decision.studentId : decision.studentNumber, examId],
          em,
        );
        if (!student) throw DomainError.of(422, M.studentNotInExam);
        const earlier = await this.store.readPageOf(examId, student.id, page.sheetPage, em);
        if (earlier) await this.store.updatePage(earlier, { state: 'discarded' }, em);
        await this.store.updatePage(page.id, { state: 'read', studentId: student.id }, em);
        studentId = student.id;
      } else throw DomainError.of(422, M.badDecision);
      await this.store.decide(itemId, decision, auth.userId, em);
      if (studentId !== null) await this.answers.recompute(exam, studentId, em);
    });
  }
}
