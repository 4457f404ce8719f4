import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { examPaperPaths, PAPERS_ZIP_JOB } from '@mizan/domain/exam-papers';
import type { JobProgressEvent } from '@mizan/domain/jobs';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import {
  type ExamResults,
  type MarkingItem,
  type MarkingOverview,
  type MarkingPage,
  type ReviewQueuePage,
  markingPaths,
  round2,
  type ScanBatchView,
  scanPaths,
  writtenParts,
} from '@mizan/domain/scoring';
import JSZip from 'jszip';
import sharp from 'sharp';
import { io } from 'socket.io-client';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../../test/harness.js';
import { rasterisePage } from '../omr/scan-pages.js';
import { langDigits } from '../paper-header.js';
import { random, syntheticScan } from '../omr/synthetic-scans.js';
import { type PaperExam, PaperExamReader, type PaperModel } from '../scans/paper-exam.js';
import { until } from '../../../test/until.js';

const A = '165.7.1.';
const dir = mkdtempSync(path.join(tmpdir(), 'mizan-marking-'));

const form = (data: Uint8Array, name: string) => {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(data)]), name);
  return f;
};

/** The first rubric-marked question of a model (an essay, or a case study with an essay part). */
const essayOf = (model: PaperModel) =>
  model.questions.find((q) => writtenParts(q.body, q.degree).some((p) => p.kind === 'rubric' && !p.sub));

describe('165.7.1. blind marking per question over HTTP, paper and electronic; image scans; all models zip', () => {
  let t: TestApp;
  let token: string;
  let examId: number;
  let exam: PaperExam;
  const students: { id: number; number: string; name: string; model: PaperModel }[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('examcreator');
    [{ id: examId }] = await t.sql<{ id: number }>(
      "select id from exam where name = 'Final (published)' order by id limit 1",
    );
    exam = await t.running.app.get(PaperExamReader).load(examId);
    const models = [...exam.models.values()];
    for (const i of [0, 1]) {
      const number = `2022100${i}`;
      const name = `Marked Student ${i}`;
      const [row] = await t.sql<{ id: number }>(
        `insert into exam_student (exam_id, student_number, name, model_id) values (?, ?, ?::jsonb, ?) returning id`,
        [examId, number, JSON.stringify({ ar: `طالب مصحح ${i}`, en: name }), models[i].modelId],
      );
      students.push({ id: row.id, number, name, model: models[i] });
    }
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (data: Uint8Array, name: string, id = examId) =>
    t.request('POST', scanPaths.scans(A, id), { token, raw: { body: form(data, name) } });

  it('reads sheets uploaded as images (JPEG and PNG) and refuses oversized and broken images', async () => {
    const res = await fetch(t.url + examPaperPaths.sheets(A, examId), {
      headers: { Authorization: `Bearer ${token}` },
    });
    const file = path.join(dir, 'sheets.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const pagesPerSheet = exam.layouts.A4.pages.length;
    const seated = (
      await t.sql<{ id: number }>(
        'select id from exam_student where exam_id = ? and withdrawn_at is null and model_id is not null order by id',
        [examId],
      )
    ).map((r) => r.id);
    const batches: number[] = [];
    for (const [i, s] of students.entries()) {
      // sheets.pdf prints seated students grouped by model, then in seating order: find theirs by its text.
      const index = await sheetIndex(file, s.number, seated.length * pagesPerSheet);
      for (let p = 0; p < pagesPerSheet; p++) {
        const page = exam.layouts.A4.pages[p];
        const clean = await rasterisePage(file, index + p, 150);
        const marks = page.questions
          .filter((q) => q.question <= s.model.rows.length)
          .map((q) => ({ question: q.question, choice: 0, kind: 'fill' as const }));
        const jpeg = await syntheticScan(clean, page, marks, { degrees: 0.8, noise: 3 }, random(7 + i));
        const png = await sharp(jpeg).png().toBuffer();
        const r =
          i === 0 ? await upload(jpeg, `sheet-${i}-${p}.jpg`) : await upload(png, `sheet-${i}-${p}.png`);
        expect(r.status).toBe(202);
        expect((r.body as ScanBatchView).pages).toBe(1);
        batches.push((r.body as ScanBatchView).id);
      }
    }
    for (const id of batches) {
      const done = (await until(async () => {
        const b = (await t.request('GET', scanPaths.batch(A, examId, id), { token })).body as ScanBatchView;
        return b.state === 'done' && b;
      })) as ScanBatchView;
      expect(done.pagesIdentified).toBe(1);
    }

    // A photo of nothing (white, colour): read, and refused as a page a person must decide.
    const white = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const nothing = await upload(white, 'nothing.jpg');
    expect({ status: nothing.status, body: nothing.body }).toMatchObject({ status: 202 });
    batches.push((nothing.body as ScanBatchView).id);

    await until(async () => {
      const b = (
        await t.request('GET', scanPaths.batch(A, examId, (nothing.body as ScanBatchView).id), { token })
      ).body as ScanBatchView;
      return b.state === 'done';
    });
    // The person sees the page itself: its picture is a PNG they can open.
    const queue = (await t.request('GET', scanPaths.queue(A, examId), { token })).body as ReviewQueuePage;
    const refused = queue.items.find((it) => it.batchId === (nothing.body as ScanBatchView).id);
    expect(refused?.kind).toBe('page');
    const png = Buffer.from((refused?.crop ?? '').replace('data:image/png;base64,', ''), 'base64');
    expect((await sharp(png).metadata()).format).toBe('png');

    const listed = await t.request('GET', scanPaths.batches(A, examId, 1, 2), { token });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(batches.length);
    expect((listed.body.items as ScanBatchView[]).map((b) => b.id)).toEqual(batches.slice(-2).reverse());

    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooBig = await upload(huge, 'huge.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message.en).toMatch(/50 megapixels/);
    expect(tooBig.body.message.ar).toContain('ميجابكسل');
    const broken = await upload(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'broken.jpg');
    expect(broken.status).toBe(422);
    const notImage = await upload(new TextEncoder().encode('hello'), 'sheet.png');
    expect(notImage.status).toBe(415);
    expect(notImage.body.message.en).toMatch(/PDF or an image/);
  }, 300_000);

  it('lists written questions and their answers without who wrote them; marks by reference; a second marker and the difference', async () => {
    const overview = (await t.request('GET', markingPaths.overview(A, examId), { token }))
      .body as MarkingOverview;
    expect(overview.electronic).toBe(false);
    const essay = essayOf(students[0].model);
    if (!essay) throw new Error('the demo exam has an essay');
    const listed = overview.questions.find((q) => q.questionId === essay.questionId);
    expect(listed?.answers).toBeGreaterThanOrEqual(1);
    expect(listed?.content.stem).toBeTruthy();

    const first = await t.request('GET', markingPaths.page(A, examId, essay.questionId, { limit: 1 }), {
      token,
    });
    expect(first.status).toBe(200);
    const page = first.body as MarkingPage;
    const text = JSON.stringify(page);
    for (const s of students) {
      expect(text).not.toContain(s.number);
      expect(text).not.toContain(s.name);
      expect(text).not.toContain(`"studentId"`);
    }
    expect(page.items).toHaveLength(1);
    expect(page.items[0].ordinal).toBe(1);
    const all: MarkingItem[] = [...page.items];
    let cursor = page.nextCursor;
    while (cursor) {
      const next = (
        await t.request('GET', markingPaths.page(A, examId, essay.questionId, { cursor, limit: 1 }), {
          token,
        })
      ).body as MarkingPage;
      all.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(all.map((i) => i.ordinal)).toEqual(all.map((_, i) => i + 1));
    expect(all.length).toBe(page.question.answers);

    const item = all[0];
    const rubric = item.parts.filter((p) => p.kind === 'rubric' && !p.sub);
    const full = Object.fromEntries(rubric.map((p) => [p.id, p.max ?? 0]));
    const put = await t.request('PUT', markingPaths.mark(A, examId, essay.questionId, item.ref), {
      token,
      body: { rubricMarks: full },
    });
    expect(put.status).toBe(200);
    // Rubric weights sum to at most 1: full marks on each item is their sum.
    const fullMarks = round2(rubric.reduce((n, p) => n + (p.max ?? 0), 0));
    expect((put.body as MarkingItem).marks).toBe(fullMarks);
    const second = await t.request('PUT', markingPaths.mark(A, examId, essay.questionId, item.ref, 2), {
      token,
      body: { rubricMarks: Object.fromEntries(rubric.map((p) => [p.id, 0])) },
    });
    expect(second.status).toBe(200);
    expect((second.body as MarkingItem).second?.marks).toBe(0);
    expect((second.body as MarkingItem).difference).toBe(fullMarks);
    // The second marker's figure is kept beside; the results are the first's.
    const results = (await t.request('GET', scanPaths.results(A, examId), { token })).body as ExamResults;
    const marked = results.students
      .flatMap((s) => s.questions)
      .filter((q) => q.questionId === essay.questionId);
    expect(marked.some((q) => q.marks === fullMarks)).toBe(true);
    const unmarked = (
      await t.request('GET', markingPaths.page(A, examId, essay.questionId, { unmarked: true }), { token })
    ).body as MarkingPage;
    expect(unmarked.items.map((i) => i.ref)).not.toContain(item.ref);

    const over = await t.request('PUT', markingPaths.mark(A, examId, essay.questionId, item.ref), {
      token,
      body: { rubricMarks: { [rubric[0].id]: (rubric[0].max ?? 0) + 1 } },
    });
    expect(over.status).toBe(422);
    expect(over.body.message.ar).toBeTruthy();
    const unknown = await t.request(
      'PUT',
      markingPaths.mark(A, examId, essay.questionId, '00000000-0000-4000-8000-000000000000'),
      { token, body: {} },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message.en).toBe('Answer not found.');
    expect(
      (
        await t.request('PUT', `${markingPaths.overview(A, examId)}/${essay.questionId}/12`, {
          token,
          body: {},
        })
      ).status,
    ).toBe(404);
    const objective = students[0].model.questions.find((q) => !writtenParts(q.body, q.degree).length);
    if (objective)
      expect(
        (await t.request('GET', markingPaths.page(A, examId, objective.questionId), { token })).status,
      ).toBe(404);
    expect(
      (
        await t.request('GET', markingPaths.page(A, examId, essay.questionId), {
          token: await t.login('creator'),
        })
      ).status,
    ).toBe(403);
    const viewer = await t.request('PUT', markingPaths.mark(A, examId, essay.questionId, item.ref), {
      token: await t.login('creator'),
      body: {},
    });
    expect(viewer.status).toBe(403);
  }, 120_000);

  it('marks an electronic exam’s essays by reference and gives its results; scans stay paper only', async () => {
    const [{ id: eid }] = await t.sql<{ id: number }>(
      "select id from exam where delivery_mode = '20.3.' order by id limit 1",
    );
    const e = await t.running.app.get(PaperExamReader).load(eid);
    const model = [...e.models.values()].find((m) => essayOf(m));
    if (!model) throw new Error('the electronic demo exam has an essay');
    const essay = essayOf(model);
    if (!essay) throw new Error('essay');
    const [student] = await t.sql<{ id: number }>(
      `insert into exam_student (exam_id, student_number, name, model_id) values (?, '30300001', ?::jsonb, ?) returning id`,
      [eid, JSON.stringify({ ar: 'طالبة إلكترونية', en: 'Online Student' }), model.modelId],
    );
    // As the electronic exams area stores an answer: the student's own words, not yet marked.
    await t.sql(
      `insert into exam_answer (exam_id, student_id, position, model_id, question_id, version, response, source, max_marks, pending)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, 'electronic', ?, true)`,
      [
        eid,
        student.id,
        essay.position,
        model.modelId,
        essay.questionId,
        essay.version,
        JSON.stringify({ type: '3.1.', rubricMarks: {}, text: 'Photosynthesis makes sugar from light.' }),
        essay.degree,
      ],
    );
    const overview = (await t.request('GET', markingPaths.overview(A, eid), { token }))
      .body as MarkingOverview;
    expect(overview.electronic).toBe(true);
    expect(overview.questions.every((q) => q.parts.every((p) => p.kind === 'rubric'))).toBe(true);
    const page = (await t.request('GET', markingPaths.page(A, eid, essay.questionId), { token }))
      .body as MarkingPage;
    expect(page.items).toHaveLength(1);
    expect(page.items[0].answer).toMatchObject({ text: 'Photosynthesis makes sugar from light.' });
    expect(JSON.stringify(page)).not.toContain('Online Student');
    const rubric = page.items[0].parts;
    const blanks = await t.request('PUT', markingPaths.mark(A, eid, essay.questionId, page.items[0].ref), {
      token,
      body: { blanks: { b1: 'x' } },
    });
    expect(blanks.status).toBe(422);
    const put = await t.request('PUT', markingPaths.mark(A, eid, essay.questionId, page.items[0].ref), {
      token,
      body: { rubricMarks: Object.fromEntries(rubric.map((p) => [p.id, p.max ?? 0])) },
    });
    expect(put.status).toBe(200);
    const fullMarks = round2(rubric.reduce((n, p) => n + (p.max ?? 0), 0));
    expect((put.body as MarkingItem).marks).toBe(fullMarks);
    expect((put.body as MarkingItem).answer).toMatchObject({
      text: 'Photosynthesis makes sugar from light.',
    });
    const results = await t.request('GET', scanPaths.results(A, eid), { token });
    expect(results.status).toBe(200);
    const mine = (results.body as ExamResults).students.find((s) => s.studentId === student.id);
    expect(mine?.questions.find((q) => q.position === essay.position)).toMatchObject({
      marks: fullMarks,
      source: 'electronic',
    });
    expect((await upload(new TextEncoder().encode('%PDF-1.7'), 'scan.pdf', eid)).status).toBe(422);
  }, 60_000);

  it('gives every model and its key in one zip with progress on the socket; an incomplete model is 409', async () => {
    const socket = io(t.url, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
    });
    const events: JobProgressEvent[] = [];
    socket.on('job:progress', (ev: JobProgressEvent) => events.push(ev));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const progress = crypto.randomUUID();
    const res = await fetch(
      t.url + examPaperPaths.papersZip(A, examId, { format: 'docx', keys: true, progress }),
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/zip');
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(exam.models.size * 2);
    expect(names.every((n) => n.endsWith('.docx'))).toBe(true);
    await until(() => events.some((ev) => ev.jobId === progress && ev.state === 'completed'), 5000);
    socket.close();
    const mine = events.filter((ev) => ev.jobId === progress);
    expect(mine.every((ev) => ev.name === PAPERS_ZIP_JOB && ev.total === names.length)).toBe(true);
    expect(mine.filter((ev) => ev.state === 'active').map((ev) => ev.done)).toEqual(
      names.map((_, i) => i + 1),
    );
    // As PDFs (rendered side by side in the documents pool): every model and its key, each a whole PDF.
    const pdfs = await fetch(t.url + examPaperPaths.papersZip(A, examId, { format: 'pdf', keys: true }), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pdfs.status).toBe(200);
    const pdfZip = await JSZip.loadAsync(await pdfs.arrayBuffer());
    const pdfNames = Object.keys(pdfZip.files);
    expect(pdfNames.map((n) => n.replace(/\.pdf$/, '.docx')).sort()).toEqual([...names].sort());
    for (const n of pdfNames) {
      const file = Buffer.from(await pdfZip.file(n)!.async('uint8array'));
      expect(file.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file.subarray(-8).toString()).toContain('%%EOF');
    }

    const [{ id: draft }] = await t.sql<{ id: number }>(
      "select id from exam where name = 'Quiz 1 (draft)' order by id limit 1",
    );
    const incomplete = await t.request(
      'GET',
      examPaperPaths.papersZip(A, draft, { format: 'pdf', keys: false }),
      { token },
    );
    expect([404, 409]).toContain(incomplete.status);
    expect(incomplete.body.message.ar).toBeTruthy();
    const bad = await t.request('GET', `/api/exam-papers/${A}/${examId}/papers.zip?format=odt`, { token });
    expect(bad.status).toBe(422);
  }, 120_000);
});

/** The 1-based page of sheets.pdf on which a student's sheet starts (their number printed on it, in the sheet's digits). */
async function sheetIndex(file: string, number: string, pages: number): Promise<number> {
  const { execFileSync } = await import('node:child_process');
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\f');
  // The Arabic sheet prints the number in Arabic-Indic digits, as its bubbles.
  const i = text.findIndex((p) => p.includes(langDigits(number, 'ar')));
  if (i < 0 || i >= Math.max(pages, text.length)) throw new Error(`no sheet for ${number}`);
  return i + 1;
}
