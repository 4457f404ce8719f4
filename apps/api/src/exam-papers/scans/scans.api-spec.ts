import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JobProgressEvent } from '@mizan/domain/jobs';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import {
  type ExamResults,
  type ReviewItemView,
  type ReviewQueuePage,
  rowKey,
  paperResponse,
  paperSheetSpec,
  type ScanBatchView,
  scanPaths,
  scoreQuestion,
  type WrittenAnswer,
  writtenParts,
} from '@mizan/domain/scoring';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { io } from 'socket.io-client';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../../test/harness.js';
import { rasterisePage } from '../omr/scan-pages.js';
import { random, type SyntheticMark, syntheticScan } from '../omr/synthetic-scans.js';
import { writeBubbleSheets } from '../sheets/bubble-sheet.writer.js';
import { type PaperExam, PaperExamReader, type PaperModel } from './paper-exam.js';

const A = '165.7.1.';
const dir = mkdtempSync(path.join(tmpdir(), 'mizan-scans-'));

async function until<T>(what: () => T | Promise<T>, ms = 120_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The bubbles each student meant: row i (1-based) gets choice (i + student) % choices. */
const meant = (model: PaperModel, seed: number) => model.rows.map((r, i) => [(i + seed) % r.choices]);

/** One student's sheet, filled as meant, with row 1 faint and row 2 double-marked: both must reach the queue. */
async function filledSheet(
  exam: PaperExam,
  model: PaperModel,
  studentId: number,
  seed: number,
): Promise<Buffer[]> {
  const spec = paperSheetSpec(model.rows, 'ar', 'A4');
  const pdf = await writeBubbleSheets({
    spec,
    examId: exam.examId,
    examTitle: 'Final',
    modelCode: model.code,
    students: [{ studentId, name: 'طالب', studentNumber: String(studentId) }],
  });
  const file = path.join(dir, `${studentId}.pdf`);
  writeFileSync(file, pdf);
  const layout = model.layouts.A4;
  const wanted = meant(model, seed);
  const pages: Buffer[] = [];
  for (const [p, page] of layout.pages.entries()) {
    const clean = await rasterisePage(file, p + 1, 150);
    const marks: SyntheticMark[] = page.questions.flatMap((q): SyntheticMark[] => {
      const choice = wanted[q.question - 1][0];
      if (q.question === 1) return [{ question: 1, choice, kind: 'faint' as const }];
      if (q.question === 2 && !model.rows[1].multi)
        return [
          { question: 2, choice, kind: 'fill' as const },
          { question: 2, choice: (choice + 1) % q.bubbles.length, kind: 'fill' as const },
        ];
      return [{ question: q.question, choice, kind: 'fill' as const }];
    });
    pages.push(
      await syntheticScan(clean, page, marks, { degrees: 1.2, noise: 5, jpegQuality: 70 }, random(seed + p)),
    );
  }
  return pages;
}

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
  const students: { id: number; model: PaperModel; seed: number }[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('examcreator');
    [{ id: examId }] = await t.sql<{ id: number }>(
      "select id from exam where name = 'Final (published)' order by id limit 1",
    );
    exam = await t.running.app.get(PaperExamReader).load(examId);
    const models = [...exam.models.values()];
    for (const [i, model] of models.slice(0, 2).entries()) {
      const [row] = await t.sql<{ id: number }>(
        `insert into exam_student (exam_id, student_number, name, model_id) values (?, ?, ?::jsonb, ?) returning id`,
        [examId, `2021000${i}`, JSON.stringify({ ar: `طالب ${i}`, en: `Student ${i}` }), model.modelId],
      );
      students.push({ id: row.id, model, seed: i + 1 });
    }
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses what is not a PDF (415), a broken PDF (422) and an electronic exam (422)', async () => {
    const post = (data: Uint8Array, name: string, id = examId) =>
      t.request('POST', scanPaths.scans(A, id), { token, raw: { body: form(data, name) } });
    const text = await post(new TextEncoder().encode('hello'), 'scan.pdf');
    expect(text.status).toBe(415);
    expect(text.body.message.ar).toBeTruthy();
    expect((await post(new Uint8Array([0xff, 0xd8, 0xff, 0, 1]), 'scan.jpg')).status).toBe(415);
    expect((await post(new TextEncoder().encode('%PDF-1.7 broken'), 'scan.pdf')).status).toBe(422);
    const [electronic] = await t.sql<{ id: number }>(
      "select id from exam where delivery_mode = '20.3.' limit 1",
    );
    expect((await post(await scannerPdf([]), 'scan.pdf', electronic.id)).status).toBe(422);
  });

  it('refuses an upload over the limit with 413 before reading it', async () => {
    const big = new Uint8Array(200 * 1024 * 1024 + 16);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const r = await t.request('POST', scanPaths.scans(A, examId), {
      token,
      raw: { body: form(big, 'big.pdf') },
    });
    expect(r.status).toBe(413);
    expect(r.body.message.en).toMatch(/200 MB/);
  });

  it('reads a scanner PDF with progress on the socket; doubtful marks wait for a person; publish, results and Excel', async () => {
    // One at a time: rasterisePage names its output by page and dpi in the shared directory.
    const pages: Buffer[] = [];
    for (const s of students) pages.push(...(await filledSheet(exam, s.model, s.id, s.seed)));
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

    // Row 1 faint and row 2 doubled on each sheet: never scored silently.
    const queue = (await t.request('GET', scanPaths.queue(A, examId), { token })).body as ReviewQueuePage;
    const expectedDoubts = students.reduce((n, s) => n + 1 + (s.model.rows[1].multi ? 0 : 1), 0);
    expect(queue.total).toBe(expectedDoubts);
    expect(queue.items.every((i) => i.kind === 'mark' && i.crop.startsWith('data:image/png;base64,'))).toBe(
      true,
    );
    expect(new Set(queue.items.map((i) => i.row))).toEqual(
      new Set([1, 2].slice(0, expectedDoubts / students.length)),
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
});
