import { Injectable } from '@nestjs/common';
import type { Bilingual } from '@mizan/domain/i18n';
import type { ReviewReason, ScanBatchView } from '@mizan/domain/scoring';
import type { Em } from '../../database/database.js';
import { Db } from '../../database/db.service.js';

/** A sheet row as read: 1-based row, marks (shown places), darkness per choice, the reader's doubt. */
export interface ReadRow {
  row: number;
  marked: number[];
  darkness: number[];
  doubt: string | null;
}

export interface PageRecord {
  id: number;
  batchId: number;
  pageNo: number;
  state: 'read' | 'refused' | 'discarded';
  reason: ReviewReason | null;
  studentId: number | null;
  modelId: number | null;
  sheetPage: number | null;
  rows: ReadRow[] | null;
}

export interface NewPage {
  pageNo: number;
  state: 'read' | 'refused';
  reason: ReviewReason | null;
  studentId: number | null;
  modelId: number | null;
  sheetPage: number | null;
  rows: ReadRow[] | null;
}

/** A review item as the scan job files it: a doubtful mark (its row) or a refused page. */
export interface NewItem {
  kind: 'mark' | 'page';
  reason: string;
  row: number | null;
  crop: Buffer;
}

export interface ItemRecord {
  id: number;
  examId: number;
  pageId: number;
  kind: 'mark' | 'page';
  reason: ReviewReason;
  row: number | null;
  decided: boolean;
}

const pageColumns = (p: string) => `${p}.id, ${p}.batch_id as "batchId", ${p}.page_no as "pageNo", ${p}.state,
  ${p}.reason, ${p}.student_id as "studentId", ${p}.model_id as "modelId", ${p}.sheet_page as "sheetPage", ${p}.rows`;

/** SQL of scan batches, pages and the review queue. */
@Injectable()
export class ScanStore {
  constructor(private readonly db: Db) {}

  /** The scanner's PDF goes as a parameter: the ORM's query would inline it as a hex literal, seconds for 100 MB. */
  async createBatch(examId: number, fileName: string, pdf: Buffer, pages: number, userId: number) {
    const [row] = await this.db.transaction((em) =>
      this.db.write<{ id: number }>(
        `insert into exam_scan_batch (exam_id, file_name, pdf, pages, created_by) values (?, ?, ?, ?, ?) returning id`,
        [examId, fileName, pdf, pages, userId],
        em,
      ),
    );
    return row.id;
  }

  async setJob(batchId: number, jobId: string) {
    await this.db.query('update exam_scan_batch set job_id = ? where id = ?', [jobId, batchId]);
  }

  async batchPdf(
    batchId: number,
  ): Promise<{ examId: number; pdf: Buffer | null; pages: number } | undefined> {
    const [row] = await this.db.query<{ exam_id: number; pdf: Buffer | null; pages: number }>(
      'select exam_id, pdf, pages from exam_scan_batch where id = ?',
      [batchId],
    );
    return row && { examId: row.exam_id, pdf: row.pdf, pages: row.pages };
  }

  /** A (re)started job reads the batch from its first page: what an earlier run filed goes. */
  async startReading(batchId: number) {
    await this.db.transaction(async (em) => {
      await this.db.query('delete from exam_scan_page where batch_id = ?', [batchId], em);
      await this.db.query(
        "update exam_scan_batch set state = 'reading', pages_done = 0 where id = ?",
        [batchId],
        em,
      );
    });
  }

  /** Done: the PDF is no longer needed (its pages and crops are filed). Failed: why, in both languages. */
  async finish(batchId: number, error: Bilingual | null) {
    await this.db.query(
      `update exam_scan_batch set state = ?, error = ?::jsonb, pdf = case when ? then pdf else null end where id = ?`,
      [error ? 'failed' : 'done', error ? JSON.stringify(error) : null, error !== null, batchId],
    );
  }

  async batch(examId: number, batchId: number): Promise<ScanBatchView | undefined> {
    const [row] = await this.batches(examId, { batchId, offset: 0, limit: 1 });
    return row;
  }

  /** The exam's batches, newest first (one, with batchId). */
  async batches(
    examId: number,
    q: { batchId?: number; offset: number; limit: number },
  ): Promise<ScanBatchView[]> {
    const rows = await this.db.query<ScanBatchView>(
      `select b.id, b.exam_id as "examId", b.file_name as "fileName", b.state, b.job_id as "jobId", b.pages,
         b.pages_done as "pagesDone", b.error, b.created_at as "createdAt",
         (select count(*)::int from exam_scan_page p where p.batch_id = b.id and p.state = 'read'
            and not exists (select 1 from exam_review_item i where i.page_id = p.id and i.kind = 'page')) as "pagesIdentified",
         (select count(*)::int from exam_scan_page p where p.batch_id = b.id and p.reason is not null) as "pagesRefused",
         (select count(*)::int from exam_review_item i join exam_scan_page p on p.id = i.page_id
            where p.batch_id = b.id and i.kind = 'mark') as "doubtfulMarks"
       from exam_scan_batch b where b.exam_id = ? ${q.batchId ? 'and b.id = ?' : ''}
       order by b.id desc limit ? offset ?`,
      [examId, ...(q.batchId ? [q.batchId] : []), q.limit, q.offset],
    );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
  }

  async batchCount(examId: number): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      'select count(*)::int as n from exam_scan_batch where exam_id = ?',
      [examId],
    );
    return row.n;
  }

  async runningBatches(examId: number): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      "select count(*)::int as n from exam_scan_batch where exam_id = ? and state in ('queued', 'reading')",
      [examId],
    );
    return row.n;
  }

  /**
   * Files pages in order with their review items (one statement each) and the batch's progress,
   * in the caller's transaction.
   */
  async filePages(
    examId: number,
    batchId: number,
    filings: readonly { page: NewPage; items: readonly NewItem[] }[],
    pagesDone: number,
    em: Em,
  ): Promise<void> {
    if (filings.length) {
      const pages = filings.map((f) => f.page);
      const ids = await this.db.query<{ id: number; page_no: number }>(
        `insert into exam_scan_page (batch_id, page_no, state, reason, student_id, model_id, sheet_page, rows)
         values ${pages.map(() => '(?, ?, ?, ?, ?, ?, ?, ?::jsonb)').join(', ')} returning id, page_no`,
        pages.flatMap((p) => [
          batchId,
          p.pageNo,
          p.state,
          p.reason,
          p.studentId,
          p.modelId,
          p.sheetPage,
          p.rows ? JSON.stringify(p.rows) : null,
        ]),
        em,
      );
      const idOf = new Map(ids.map((r) => [r.page_no, r.id]));
      const items = filings.flatMap((f) =>
        f.items.map((item) => ({ pageId: idOf.get(f.page.pageNo), ...item })),
      );
      if (items.length)
        await this.db.query(
          `insert into exam_review_item (exam_id, page_id, kind, reason, row, crop)
           values ${items.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
          items.flatMap((i) => [examId, i.pageId, i.kind, i.reason, i.row, i.crop]),
          em,
        );
    }
    await this.db.query('update exam_scan_batch set pages_done = ? where id = ?', [pagesDone, batchId], em);
  }

  /** Which of these sheets (student and sheet page, as 'student:page') a read page of the exam holds. */
  async readSheets(
    examId: number,
    sheets: readonly { studentId: number; sheetPage: number }[],
  ): Promise<Set<string>> {
    if (!sheets.length) return new Set();
    const rows = await this.db.query<{ key: string }>(
      `select distinct p.student_id || ':' || p.sheet_page as key
       from exam_scan_page p join exam_scan_batch b on b.id = p.batch_id
       where b.exam_id = ? and p.state = 'read' and p.student_id = any(?::int[])`,
      [examId, `{${[...new Set(sheets.map((s) => s.studentId))].join(',')}}`],
    );
    return new Set(rows.map((r) => r.key));
  }

  /** The read page already filed for a student's sheet page, in any batch of the exam. */
  async readPageOf(examId: number, studentId: number, sheetPage: number, em?: Em): Promise<number | null> {
    const [row] = await this.db.query<{ id: number }>(
      `select p.id from exam_scan_page p join exam_scan_batch b on b.id = p.batch_id
       where b.exam_id = ? and p.student_id = ? and p.sheet_page = ? and p.state = 'read' order by p.id desc limit 1`,
      [examId, studentId, sheetPage],
      em,
    );
    return row?.id ?? null;
  }

  /** A student's read pages, the newest per sheet page. */
  async studentPages(examId: number, studentId: number, em?: Em): Promise<PageRecord[]> {
    return this.db.query<PageRecord>(
      `select distinct on (p.sheet_page) ${pageColumns('p')}
       from exam_scan_page p join exam_scan_batch b on b.id = p.batch_id
       where b.exam_id = ? and p.student_id = ? and p.state = 'read' order by p.sheet_page, p.id desc`,
      [examId, studentId],
      em,
    );
  }

  async page(pageId: number, em?: Em): Promise<PageRecord | undefined> {
    const [row] = await this.db.query<PageRecord>(
      `select ${pageColumns('p')} from exam_scan_page p where p.id = ?`,
      [pageId],
      em,
    );
    return row;
  }

  async updatePage(
    pageId: number,
    set: Partial<Pick<PageRecord, 'state' | 'studentId' | 'rows'>>,
    em: Em,
  ): Promise<void> {
    const page = await this.page(pageId, em);
    if (!page) return;
    const next = { ...page, ...set };
    await this.db.query(
      'update exam_scan_page set state = ?, student_id = ?, rows = ?::jsonb where id = ?',
      [next.state, next.studentId, next.rows ? JSON.stringify(next.rows) : null, pageId],
      em,
    );
  }

  async item(examId: number, itemId: number, em: Em): Promise<ItemRecord | undefined> {
    const [row] = await this.db.query<ItemRecord>(
      `select id, exam_id as "examId", page_id as "pageId", kind, reason, row, decided_at is not null as decided
       from exam_review_item where id = ? and exam_id = ? for update`,
      [itemId, examId],
      em,
    );
    return row;
  }

  async decide(itemId: number, decision: unknown, userId: number, em: Em) {
    await this.db.query(
      'update exam_review_item set decision = ?::jsonb, decided_by = ?, decided_at = now() where id = ?',
      [JSON.stringify(decision), userId, itemId],
      em,
    );
  }

  async openItems(examId: number): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      'select count(*)::int as n from exam_review_item where exam_id = ? and decided_at is null',
      [examId],
    );
    return row.n;
  }

  /** The open queue, oldest first, with each item's page and student. */
  async queue(examId: number, offset: number, limit: number) {
    return this.db.query<{
      id: number;
      batch_id: number;
      page_no: number;
      kind: 'mark' | 'page';
      reason: ReviewReason;
      row: number | null;
      crop: Buffer;
      student_id: number | null;
      student_number: string | null;
      rows: ReadRow[] | null;
      model_id: number | null;
    }>(
      `select i.id, p.batch_id, p.page_no, i.kind, i.reason, i.row, i.crop, p.student_id, s.student_number, p.rows, p.model_id
       from exam_review_item i join exam_scan_page p on p.id = i.page_id
         left join exam_student s on s.id = p.student_id
       where i.exam_id = ? and i.decided_at is null order by i.id limit ? offset ?`,
      [examId, limit, offset],
    );
  }

  /** Undecided mark items of a page: their rows are not scored until a person decides. */
  async openRows(pageIds: readonly number[], em?: Em): Promise<Set<string>> {
    if (!pageIds.length) return new Set();
    const rows = await this.db.query<{ page_id: number; row: number }>(
      `select page_id, row from exam_review_item where page_id = any(?::int[]) and kind = 'mark' and decided_at is null`,
      [`{${pageIds.join(',')}}`],
      em,
    );
    return new Set(rows.map((r) => `${r.page_id}:${r.row}`));
  }
}
