import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { examPaperPaths, MODEL_CODE_DIGITS } from '@mizan/domain/exam-papers';
import type { JobProgressEvent } from '@mizan/domain/jobs';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import {
  type ExamResults,
  type ReviewItemView,
  type ReviewQueuePage,
  paperResponse,
  rowKey,
  SCAN_LIMITS,
  SHEET_STUDENT_NUMBER_DIGITS,
  type ScanBatchView,
  scanPaths,
  scoreQuestion,
  type WrittenAnswer,
  writtenParts,
} from '@mizan/domain/scoring';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { io } from 'socket.io-client';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../../test/harness.js';
import { rasterisePage } from '../omr/scan-pages.js';
import { langDigits } from '../paper-header.js';
import { random, type SyntheticMark, syntheticScan } from '../omr/synthetic-scans.js';
import { type PaperExam, PaperExamReader, type PaperModel } from './paper-exam.js';
import { until } from '../../../test/until.js';

const A = '165.7.1.';
const dir = mkdtempSync(path.join(tmpdir(), 'mizan-scans-'));

/** The bubbles each student meant: row i (1-based) gets choice (i + student) % choices. */
const meant = (model: PaperModel, seed: number) => model.rows.map((r, i) => [(i + seed) % r.choices]);

/**
 * A printed sheet (pages `first`.. of the PDF GET sheets.pdf gave, 1-based) rasterised by pdftoppm
 * and filled as meant on the exam's layout (the one the scan job reads). With `doubts`, row 1 is
 * a pencil's trace too light to be an answer and row 2 double-marked: both must reach the queue. `grids`: a blank sheet's number and model.
 */
async function filledSheet(
  exam: PaperExam,
  model: PaperModel,
  file: string,
  first: number,
  seed: number,
  opts: { doubts: boolean; grids?: SyntheticMark[] },
): Promise<Buffer[]> {
  const wanted = meant(model, seed);
  const pages: Buffer[] = [];
  for (const [p, page] of exam.layouts.A4.pages.entries()) {
    const clean = await rasterisePage(file, first + p, 150);
    const rows = page.questions.filter((q) => q.question <= model.rows.length);
    const marks: SyntheticMark[] = rows.flatMap((q): SyntheticMark[] => {
      const choice = wanted[q.question - 1][0];
      if (opts.doubts && q.question === 1) return [{ question: 1, choice, kind: 'trace' as const }];
      if (opts.doubts && q.question === 2 && !model.rows[1].multi)
        return [
          { question: 2, choice, kind: 'fill' as const },
          { question: 2, choice: (choice + 1) % model.rows[1].choices, kind: 'fill' as const },
        ];
      return [{ question: q.question, choice, kind: 'fill' as const }];
    });
    if (p === 0) marks.push(...(opts.grids ?? []));
    pages.push(
      await syntheticScan(clean, page, marks, { degrees: 1.2, noise: 5, jpegQuality: 70 }, random(seed + p)),
    );
  }
  return pages;
}

/** A number bubbled right-aligned in a digit grid of `columns` (as a student fills a blank sheet). */
const bubbled = (name: 'studentNumber' | 'modelCode', value: string, columns: number): SyntheticMark[] =>
  [...value].map((digit, i) => ({
    grid: { name, column: columns - value.length + i },
    choice: Number(digit),
    kind: 'fill' as const,
  }));

/** A copier's PDF: each page one JPEG. */
async function scannerPdf(jpegs: Buffer[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const jpeg of jpegs) {
    const image = await doc.embedJpg(jpeg);
    doc
      .addPage([image.width, image.height])
      .drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
  }
  return doc.save();
}

/** A scanner's multi-page TIFF (little-endian, JPEG-compressed, as sharp writes it): each page one JPEG. */
const multiPageTiff = (jpegs: Buffer[]) =>
  sharp(jpegs, { join: { animated: true } })
    .tiff({ compression: 'jpeg', quality: 90 })
    .toBuffer();
const blankPage = { width: 400, height: 500, channels: 3 as const, background: '#fff' };

const form = (data: Uint8Array, name: string) => {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(data)]), name);
  return f;
};

describe('165.7.1. paper exams over HTTP: scans, review queue, marking, results', () => {
  let t: TestApp;
  let token: string;
  let examId: number;
  let exam: PaperExam;
  /** Two with sheets printed for them; the last fills a blank sheet with a model other than the first. */
  const students: { id: number; number: string; model: PaperModel; seed: number; blank: boolean }[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('examcreator');
    [{ id: examId }] = await t.sql<{ id: number }>(
      "select id from exam where name = 'Final (published)' order by id limit 1",
    );
    exam = await t.running.app.get(PaperExamReader).load(examId);
    const models = [...exam.models.values()];
    for (const [i, model] of [0, 1, models.length - 1].map((n) => models[n % models.length]).entries()) {
      const number = `2021000${i}`;
      const [row] = await t.sql<{ id: number }>(
        `insert into exam_student (exam_id, student_number, name, model_id) values (?, ?, ?::jsonb, ?) returning id`,
        [examId, number, JSON.stringify({ ar: `طالب ${i}`, en: `Student ${i}` }), model.modelId],
      );
      students.push({ id: row.id, number, model, seed: i + 1, blank: i === 2 });
    }
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses what is neither a PDF nor an image (415), a broken PDF or image (422) and an electronic exam (422)', async () => {
    const post = (data: Uint8Array, name: string, id = examId) =>
      t.request('POST', scanPaths.scans(A, id), { token, raw: { body: form(data, name) } });
    const text = await post(new TextEncoder().encode('hello'), 'scan.pdf');
    expect(text.status).toBe(415);
    expect(text.body.message.ar).toBeTruthy();
    expect((await post(new Uint8Array([0xff, 0xd8, 0xff, 0, 1]), 'scan.jpg')).status).toBe(422);
    expect((await post(new Uint8Array([0xff, 0xd8, 0xff, 0, 1]), 'scan.gif')).status).toBe(415);
    expect((await post(new TextEncoder().encode('%PDF-1.7 broken'), 'scan.pdf')).status).toBe(422);
    // TIFF by its magic bytes in either byte order: a damaged one is the uploader's 422, never a 500.
    const blank = await sharp({ create: blankPage }).jpeg().toBuffer();
    const tiff = await multiPageTiff([blank, blank]);
    expect((await post(tiff.subarray(0, tiff.length / 2), 'scan.tif')).status).toBe(422);
    expect((await post(new Uint8Array([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0]), 'scan.tiff')).status).toBe(422);
    expect((await post(tiff, 'scan.jpg')).status).toBe(415);
    const [electronic] = await t.sql<{ id: number }>(
      "select id from exam where delivery_mode = '20.3.' limit 1",
    );
    expect((await post(await scannerPdf([]), 'scan.pdf', electronic.id)).status).toBe(422);
  });

  it('refuses an upload declared over the limit with 413 before receiving it', async () => {
    // A real multipart POST that declares 1 MB over the limit; its body is streamed from one reused
    // 1 MB chunk and stops as soon as the API answers, which must be long before the limit.
    const boundary = 'mizan-413';
    const chunk = Buffer.alloc(1024 * 1024);
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    const declared = SCAN_LIMITS.maxBytes + chunk.length;
    const enough = 32 * chunk.length;
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${t.url}${scanPaths.scans(A, examId)}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(declared),
        },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          body += d;
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      // The API closes the connection after answering while bytes are still on their way.
      req.on('error', (e) => (answered ? undefined : reject(e)));
      req.write(head);
      sent = head.length;
      const pump = () => {
        while (!answered && sent < enough) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (answered) return;
        setTimeout(() => {
          if (answered) return;
          reject(new Error(`no answer after ${sent} bytes`));
          req.destroy();
        }, 5000);
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message.en).toMatch(/200 MB/);
    expect(sent).toBeLessThanOrEqual(enough);
  });

  /** GET sheets.pdf, the route that prints them, saved in a directory of its own for pdftoppm. */
  const printSheets = async (name: string, query: { count?: number } = {}) => {
    const res = await fetch(t.url + examPaperPaths.sheets(A, examId, query), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    mkdirSync(path.join(dir, name));
    const file = path.join(dir, name, 'sheets.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    return file;
  };

  it('reads sheets printed by GET sheets.pdf and filled (a blank one too) with progress on the socket; doubtful marks wait for a person; publish, results and Excel', async () => {
    // Printed, filled and scanned: the print route and the scan job must share the sheet layout.
    const seatedFile = await printSheets('seated');
    const printed = execFileSync('pdftotext', [seatedFile, '-'], { encoding: 'utf8' }).split('\f');
    const blankFile = await printSheets('blank', { count: 1 });
    const pages: Buffer[] = [];
    for (const s of students) {
      if (s.blank) {
        const grids = [
          ...bubbled('studentNumber', s.number, SHEET_STUDENT_NUMBER_DIGITS),
          ...bubbled('modelCode', s.model.code, MODEL_CODE_DIGITS),
        ];
        pages.push(...(await filledSheet(exam, s.model, blankFile, 1, s.seed, { doubts: false, grids })));
      } else {
        // The Arabic sheet prints the number in Arabic-Indic digits, as its bubbles.
        const first = printed.findIndex((text) => text.includes(langDigits(s.number, 'ar'))) + 1;
        expect(first).toBeGreaterThan(0);
        pages.push(...(await filledSheet(exam, s.model, seatedFile, first, s.seed, { doubts: true })));
      }
    }
    const events: JobProgressEvent[] = [];
    const socket = io(t.url, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
    });
    socket.on('job:progress', (e: JobProgressEvent) => events.push(e));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const upload = await t.request('POST', scanPaths.scans(A, examId), {
      token,
      raw: { body: form(await scannerPdf(pages), 'scanner.pdf') },
    });
    expect(upload.status).toBe(202);
    const batch = upload.body as ScanBatchView;
    expect(batch.pages).toBe(pages.length);
    await until(() => events.some((e) => e.jobId === batch.jobId && e.state === 'completed'));
    socket.close();
    expect(events.filter((e) => e.state === 'active').map((e) => e.done)).toEqual(pages.map((_, i) => i + 1));
    const done = (await until(async () => {
      const b = (await t.request('GET', scanPaths.batch(A, examId, batch.id), { token }))
        .body as ScanBatchView;
      return b.state === 'done' && b;
    })) as ScanBatchView;
    expect(done).toMatchObject({ pagesDone: pages.length, pagesIdentified: pages.length, pagesRefused: 0 });

    // Row 1 a trace and row 2 doubled on each sheet: never scored silently.
    const queue = (await t.request('GET', scanPaths.queue(A, examId), { token })).body as ReviewQueuePage;
    const doubted = students.filter((s) => !s.blank);
    const expectedDoubts = doubted.reduce((n, s) => n + 1 + (s.model.rows[1].multi ? 0 : 1), 0);
    expect(queue.total).toBe(expectedDoubts);
    expect(queue.items.every((i) => i.kind === 'mark' && i.crop.startsWith('data:image/png;base64,'))).toBe(
      true,
    );
    expect(new Set(queue.items.map((i) => i.row))).toEqual(
      new Set([1, 2].slice(0, expectedDoubts / doubted.length)),
    );
    const publishEarly = await t.request('POST', scanPaths.publish(A, examId), { token });
    expect(publishEarly.status).toBe(422);
    expect(publishEarly.body.message.ar).toContain('المراجعة');

    // The person decides what was meant; a second decision on the same item is 409.
    for (const item of queue.items as ReviewItemView[]) {
      const s = students.find((x) => x.id === item.studentId);
      if (!s || item.row === null) throw new Error('item without student');
      const r = await t.request('PUT', scanPaths.item(A, examId, item.id), {
        token,
        body: { marked: meant(s.model, s.seed)[item.row - 1] },
      });
      expect(r.status).toBe(204);
    }
    expect(
      (await t.request('PUT', scanPaths.item(A, examId, queue.items[0].id), { token, body: { marked: [0] } }))
        .status,
    ).toBe(409);
    expect(
      ((await t.request('GET', scanPaths.queue(A, examId), { token })).body as ReviewQueuePage).total,
    ).toBe(0);

    // Written parts (essays, blanks, case-study essays) by rubric: full marks on each rubric item.
    const written = new Map<string, WrittenAnswer>();
    for (const s of students) {
      for (const q of s.model.questions) {
        const parts = writtenParts(q.body, q.degree);
        if (!parts.length) continue;
        const w: WrittenAnswer = { parts: {} };
        for (const p of parts) {
          const parts = w.parts as Record<string, WrittenAnswer>;
          if (p.sub && !parts[p.sub]) parts[p.sub] = {};
          const target = p.sub ? parts[p.sub] : w;
          if (p.kind === 'rubric') target.rubricMarks = { ...target.rubricMarks, [p.id]: p.max ?? 0 };
          else target.blanks = { ...target.blanks, [p.id]: 'x' };
        }
        const r = await t.request('PUT', scanPaths.marks(A, examId, s.id, q.position), { token, body: w });
        expect(r.status).toBe(204);
        written.set(`${s.id}:${q.position}`, w);
      }
    }
    const publish = await t.request('POST', scanPaths.publish(A, examId), { token });
    expect(publish.status).toBe(200);
    const results = (await t.request('GET', scanPaths.results(A, examId), { token })).body as ExamResults;
    expect(results.published).toBe(true);
    for (const s of students) {
      const got = results.students.find((r) => r.studentId === s.id);
      const wanted = meant(s.model, s.seed);
      const expected = s.model.questions.map((q) => {
        const rows = new Map(
          s.model.rows.flatMap((row, i) =>
            row.position === q.position ? [[rowKey(row), wanted[i]] as const] : [],
          ),
        );
        return scoreQuestion(q.body, q.degree, paperResponse(q, rows, written.get(`${s.id}:${q.position}`)))
          .marks;
      });
      expect(got?.questions.map((q) => q.marks)).toEqual(expected);
      expect(got?.absent).toBe(false);
    }

    const xlsx = await fetch(t.url + scanPaths.xlsx(A, examId, 'ar'), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.worksheets[0].views[0].rightToLeft).toBe(true);
  }, 300_000);

  it('refuses bad marks and decisions with {ar, en} answers', async () => {
    const s = students[0];
    const essay = s.model.questions.find((q) =>
      writtenParts(q.body, q.degree).some((p) => p.kind === 'rubric'),
    );
    const objective = s.model.questions.find((q) => !writtenParts(q.body, q.degree).length);
    if (objective)
      expect(
        (await t.request('PUT', scanPaths.marks(A, examId, s.id, objective.position), { token, body: {} }))
          .status,
      ).toBe(422);
    if (essay) {
      const part = writtenParts(essay.body, essay.degree).find((p) => p.kind === 'rubric' && !p.sub);
      if (part) {
        const over = await t.request('PUT', scanPaths.marks(A, examId, s.id, essay.position), {
          token,
          body: { rubricMarks: { [part.id]: (part.max ?? 0) + 1 } },
        });
        expect(over.status).toBe(422);
      }
    }
    expect((await t.request('PUT', scanPaths.marks(A, examId, 999999, 1), { token, body: {} })).status).toBe(
      404,
    );
    expect(
      (await t.request('PUT', scanPaths.item(A, examId, 999999), { token, body: { marked: [] } })).status,
    ).toBe(404);
    expect(
      (await t.request('PUT', scanPaths.item(A, examId, 1), { token, body: { marked: 'a' } })).status,
    ).toBe(422);
    expect(
      (await t.request('GET', scanPaths.results(A, examId), { token: await t.login('creator') })).status,
    ).toBe(403);
  });

  it('reads each page of a multi-page TIFF from the scanner, and a one-page TIFF, as sheets', async () => {
    const models = [...exam.models.values()];
    const seated = [];
    for (const [i, model] of [0, 1, 2].map((n) => models[n % models.length]).entries()) {
      const number = `2021100${i}`;
      const [row] = await t.sql<{ id: number }>(
        `insert into exam_student (exam_id, student_number, name, model_id) values (?, ?, ?::jsonb, ?) returning id`,
        [examId, number, JSON.stringify({ ar: `ماسح ${i}`, en: `Scanner ${i}` }), model.modelId],
      );
      seated.push({ id: row.id, number, model, seed: i + 7 });
    }
    const file = await printSheets('tiff');
    const printed = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\f');
    type Page = { image: Buffer; student_id: number; sheet_page: number };
    const sheets: Page[][] = [];
    for (const s of seated) {
      const first = printed.findIndex((text) => text.includes(langDigits(s.number, 'ar'))) + 1;
      expect(first).toBeGreaterThan(0);
      const pages = await filledSheet(exam, s.model, file, first, s.seed, { doubts: false });
      sheets.push(pages.map((image, p) => ({ image, student_id: s.id, sheet_page: p })));
    }
    /** Uploads the pages as one TIFF and waits for the job: every page must be read as its sheet. */
    const readTiff = async (pages: Page[], tiff: Buffer) => {
      expect((await sharp(tiff).metadata()).pages ?? 1).toBe(pages.length);
      const upload = await t.request('POST', scanPaths.scans(A, examId), {
        token,
        raw: { body: form(tiff, 'scanner.tif') },
      });
      expect(upload.status).toBe(202);
      const batch = upload.body as ScanBatchView;
      expect(batch.pages).toBe(pages.length);
      const done = await until(async () => {
        const b = (await t.request('GET', scanPaths.batch(A, examId, batch.id), { token }))
          .body as ScanBatchView;
        return b.state === 'done' && b;
      });
      expect(done).toMatchObject({ pagesDone: pages.length, pagesIdentified: pages.length, pagesRefused: 0 });
      const read = await t.sql<{ page_no: number; state: string; student_id: number; sheet_page: number }>(
        'select page_no, state, student_id, sheet_page from exam_scan_page where batch_id = ? order by page_no',
        [batch.id],
      );
      expect(read).toEqual(
        pages.map(({ student_id, sheet_page }, i) => ({
          page_no: i + 1,
          state: 'read',
          student_id,
          sheet_page,
        })),
      );
    };
    const multi = await multiPageTiff(sheets.slice(0, 2).flatMap((pages) => pages.map((p) => p.image)));
    expect([...multi.subarray(0, 4)]).toEqual([0x49, 0x49, 0x2a, 0]);
    await readTiff(sheets.slice(0, 2).flat(), multi);
    const one = sheets[2].slice(0, 1);
    await readTiff(one, await sharp(one[0].image).tiff().toBuffer());
  }, 300_000);

  it('a damaged page in the scanner PDF goes to the review queue as unreadable; the pages around it are read', async () => {
    const model = [...exam.models.values()][0];
    const number = '20212000';
    const [row] = await t.sql<{ id: number }>(
      `insert into exam_student (exam_id, student_number, name, model_id) values (?, ?, ?::jsonb, ?) returning id`,
      [examId, number, JSON.stringify({ ar: 'ورقة تالفة', en: 'Damaged page' }), model.modelId],
    );
    const file = await printSheets('damaged');
    const printed = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\f');
    const first = printed.findIndex((text) => text.includes(langDigits(number, 'ar'))) + 1;
    const pages = await filledSheet(exam, model, file, first, 11, { doubts: false });
    // The JPEG's header (its size) is whole, the picture cut short: the PDF embeds it, no decoder reads it.
    const damaged = pages[0].subarray(0, 4000);
    const upload = await t.request('POST', scanPaths.scans(A, examId), {
      token,
      raw: { body: form(await scannerPdf([pages[0], damaged, ...pages.slice(1)]), 'scanner.pdf') },
    });
    expect(upload.status).toBe(202);
    const batch = upload.body as ScanBatchView;
    const done = await until(async () => {
      const b = (await t.request('GET', scanPaths.batch(A, examId, batch.id), { token }))
        .body as ScanBatchView;
      return b.state === 'done' && b;
    });
    expect(done).toMatchObject({ pages: pages.length + 1, pagesIdentified: pages.length, pagesRefused: 1 });
    const filed = await t.sql<{
      page_no: number;
      state: string;
      reason: string | null;
      student_id: number | null;
    }>('select page_no, state, reason, student_id from exam_scan_page where batch_id = ? order by page_no', [
      batch.id,
    ]);
    expect(filed.map((p) => [p.page_no, p.state, p.reason, p.student_id])).toEqual([
      [1, 'read', null, row.id],
      [2, 'refused', 'unreadable', null],
      ...pages.slice(1).map((_, i) => [i + 3, 'read', null, row.id]),
    ]);
    const items = await t.sql<{ kind: string; reason: string; page_no: number }>(
      `select i.kind, i.reason, p.page_no from exam_review_item i join exam_scan_page p on p.id = i.page_id
       where p.batch_id = ?`,
      [batch.id],
    );
    expect(items).toEqual([{ kind: 'page', reason: 'unreadable', page_no: 2 }]);
  }, 300_000);
});
