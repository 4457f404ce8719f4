// OMR (issue 15 figures), on the compiled reader (apps/api/dist/exam-papers), no database: Arabic A4
// sheets of 60 questions (50 of 4 choices, 10 true/false) written by the sheet writer, rasterised at
// 150 dpi by pdftoppm, filled and damaged by the synthetic scan generator, read back one at a time.
// Half the sheets are normal (skew up to 1.5 degrees, light noise, JPEG 85); half hard (skew up to 7
// degrees, 15% upside down, blur, noise, grey paper, JPEG 45, 4% light pencil, 2% ticks and crosses,
// 1% fills beside an erasure, 3% double marks). Figures: pages identified, silent bubble errors (a bubble read wrongly
// in a question not sent to review), bubbles sent to review, read time per sheet, peak memory.
// End to end (BENCH_OMR_API_SHEETS, 0 to skip): the built API on PostgreSQL, the demo paper exam with that
// many students added; their sheets printed by GET sheets.pdf, filled (normal damage) and uploaded as
// one scanner PDF over HTTP; timed from the POST until the batch is done, with the API's peak RSS.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  log,
  percentile,
  ROOT,
  resetDatabase,
  round,
  runAlone,
  sleep,
  startApi,
  whileSampling,
  withPg,
} from './lib.mjs';

// Issue 15 asks for at least 1,000 sheets (about 12 minutes here); BENCH_OMR_SHEETS for a quicker look.
const SHEETS = Number(process.env.BENCH_OMR_SHEETS || 1000);
const API_SHEETS = Number(process.env.BENCH_OMR_API_SHEETS ?? 200);
const DATABASE_URL =
  process.env.BENCH_OMR_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mizan_bench_omr';
const STUDENTS = 10;
const GOALS = {
  identified: 0.995,
  silentBubbleErrors: 0.0001,
  bubblesToReview: 0.005,
  sheetsPerMinute: 1000,
};

const load = (file) => import(pathToFileURL(path.join(ROOT, 'apps/api/dist/exam-papers', file)).href);

export default async function omr() {
  const { writeBubbleSheets } = await load('sheets/bubble-sheet.writer.js');
  const { rasterisePage } = await load('omr/scan-pages.js');
  const { readSheet } = await load('omr/sheet.reader.js');
  const { random, syntheticScan } = await load('omr/synthetic-scans.js');
  const { sheetLayout } = await import('@mizan/domain/exam-papers');
  const spec = {
    paper: 'A4',
    lang: 'ar',
    choices: [...Array(50).fill(4), ...Array(10).fill(2)],
    studentNumberDigits: 8,
  };
  const layout = sheetLayout(spec);
  const page = layout.pages[0];
  const dir = await mkdtemp(path.join(tmpdir(), 'mizan-omr-bench-'));
  try {
    const students = Array.from({ length: STUDENTS }, (_, i) => ({
      studentId: i + 1,
      name: 'طالب',
      studentNumber: `2021${i}`,
    }));
    const started = performance.now();
    const pdf = await writeBubbleSheets({ spec, examId: 7, examTitle: 'OMR', modelCode: '03', students });
    const writeMsPerSheet = (performance.now() - started) / STUDENTS;
    await writeFile(path.join(dir, 'sheets.pdf'), pdf);
    const clean = [];
    for (let i = 1; i <= STUDENTS; i++) clean.push(await rasterisePage(path.join(dir, 'sheets.pdf'), i, 150));

    const rand = random(2026);
    const options = { layoutFor: (id) => (id.examId === 7 && id.modelCode === '03' ? layout : null) };
    let identified = 0;
    let bubbles = 0;
    let silent = 0;
    let silentClean = 0;
    let reviewed = 0;
    let reviewedOneWay = 0;
    const readMs = [];
    let peakRss = 0;
    let generateMs = 0;
    for (let s = 0; s < SHEETS; s++) {
      const hard = s % 2 === 1;
      const student = s % STUDENTS;
      const { marks, truth, adversarial, twoWays } = fillings(page, rand, hard);
      const damage = hard
        ? {
            degrees: (rand() * 2 - 1) * 7 + (rand() < 0.15 ? 180 : 0),
            blur: rand() < 0.5 ? 0.5 + rand() * 1.3 : 0,
            noise: 6 + rand() * 12,
            paperGrey: rand() * 25,
            jpegQuality: 45,
          }
        : { degrees: (rand() * 2 - 1) * 1.5, noise: 4, jpegQuality: 85 };
      const g = performance.now();
      const scan = await syntheticScan(clean[student], page, marks, damage, rand);
      generateMs += performance.now() - g;
      const t = performance.now();
      const reading = await readSheet(scan, options);
      readMs.push(performance.now() - t);
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      if (!reading.ok || reading.identity.studentId !== student + 1) continue;
      identified++;
      for (const q of reading.questions) {
        const expected = truth.get(q.question) ?? [];
        const n = page.questions[q.question - 1].bubbles.length;
        bubbles += n;
        if (q.doubt) {
          reviewed += n;
          if (!twoWays.has(q.question)) reviewedOneWay += n;
          continue;
        }
        for (let c = 0; c < n; c++) {
          if (expected.includes(c) !== q.marked.includes(c)) {
            silent++;
            if (!adversarial.has(q.question)) silentClean++;
          }
        }
      }
      if ((s + 1) % 50 === 0) log(`omr: ${s + 1}/${SHEETS} sheets`);
    }
    const totalReadMs = readMs.reduce((a, b) => a + b, 0);
    const figures = {
      sheets: SHEETS,
      questionsPerSheet: spec.choices.length,
      writeMsPerSheet: round(writeMsPerSheet),
      identified: round(identified / SHEETS, 4),
      bubbles,
      silentBubbleErrors: silent,
      silentBubbleErrorRate: round(silent / Math.max(1, bubbles), 6),
      silentErrorsOnCleanFills: silentClean,
      bubblesToReview: round(reviewed / Math.max(1, bubbles), 4),
      // Double marks (3% of the hard half's questions) must go to review; the rest of the queue is
      // marks that have one reading the reader did not give.
      bubblesToReviewOutsideDoubleMarks: round(reviewedOneWay / Math.max(1, bubbles), 4),
      readMsPerSheet: {
        p50: round(percentile(readMs, 50)),
        p95: round(percentile(readMs, 95)),
        max: round(Math.max(...readMs)),
      },
      sheetsPerMinuteOneThread: Math.round((60_000 * SHEETS) / totalReadMs),
      generateMsPerSheet: round(generateMs / SHEETS),
      peakRssMb: Math.round(peakRss / 2 ** 20),
      goals: GOALS,
    };
    figures.goalsMet = {
      identified: figures.identified >= GOALS.identified,
      silent: figures.silentBubbleErrorRate <= GOALS.silentBubbleErrors && silentClean === 0,
      review: figures.bubblesToReview <= GOALS.bubblesToReview,
      // The reader alone, were two cores to read two sheets at once (the job reads one a core).
      throughputTwoCores: 2 * figures.sheetsPerMinuteOneThread >= GOALS.sheetsPerMinute,
    };
    if (API_SHEETS > 0) {
      figures.throughApi = await throughApi(dir, { rasterisePage, random, syntheticScan });
      figures.goalsMet.throughputThroughApi = figures.throughApi.sheetsPerMinute >= GOALS.sheetsPerMinute;
    }
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The scans job end to end: API_SHEETS students of the demo paper exam (its first model), their printed
 * sheets filled and sent as one scanner PDF; seconds from the POST to the batch's `done`.
 */
async function throughApi(dir, { rasterisePage, random, syntheticScan }) {
  const { LANGUAGES } = await import('@mizan/domain/codes');
  const { examPaperPaths, sheetLayout } = await import('@mizan/domain/exam-papers');
  const { examSheetSpec, paperRows, scanPaths } = await import('@mizan/domain/scoring');
  const { PDFDocument } = await import('pdf-lib');
  const A = '165.7.1.';
  await resetDatabase(DATABASE_URL);
  const api = await startApi({ DATABASE_URL });
  try {
    const { examId, rows, layout } = await withPg(DATABASE_URL, async (db) => {
      const [exam] = (
        await db.query("select id, language from exam where name = 'Final (published)' order by id limit 1")
      ).rows;
      // The exam's one sheet layout, as PaperExamReader computes it from every model's frozen questions.
      const questions = (
        await db.query(
          `select m.id as model_id, q.position, q.degree, q.choice_order,
             (select v.content from question_version v where v.question_id = q.question_id
               and v.version = q.version order by v.revision desc limit 1) as content
           from exam_model m join exam_model_question q on q.model_id = m.id
           where m.exam_id = $1 order by m.model_no, q.position`,
          [exam.id],
        )
      ).rows;
      const byModel = Map.groupBy(questions, (q) => q.model_id);
      const rowsOf = [...byModel.values()].map((qs) =>
        paperRows(
          qs.map((q) => ({
            position: q.position,
            body: q.content.body,
            degree: Number(q.degree),
            choiceOrder: q.choice_order,
          })),
        ),
      );
      const [modelId] = byModel.keys();
      for (let i = 0; i < API_SHEETS; i++)
        await db.query(
          `insert into exam_student (exam_id, student_number, name, model_id) values ($1, $2, $3::jsonb, $4)`,
          [
            exam.id,
            `3030${String(i).padStart(4, '0')}`,
            JSON.stringify({ ar: 'طالب', en: 'Student' }),
            modelId,
          ],
        );
      const lang = LANGUAGES[exam.language]?.lang ?? 'ar';
      return { examId: exam.id, rows: rowsOf[0], layout: sheetLayout(examSheetSpec(rowsOf, lang, 'A4')) };
    });
    const signIn = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'examcreator', password: 'Examcreator@12345' }),
    });
    const auth = { Authorization: `Bearer ${(await signIn.json()).token}` };
    const printed = await fetch(api.url + examPaperPaths.sheets(A, examId), { headers: auth });
    if (printed.status !== 200) throw new Error(`sheets.pdf answered ${printed.status}`);
    const file = path.join(dir, 'printed.pdf');
    await writeFile(file, Buffer.from(await printed.arrayBuffer()));
    const rand = random(15);
    const scanner = await PDFDocument.create();
    const perSheet = layout.pages.length;
    // The demo's own students are printed too: the added ones are found by their printed numbers.
    const texts = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8', maxBuffer: 2 ** 28 }).split(
      '\f',
    );
    const added = (text) => text.includes('3030') || text.includes('٣٠٣٠');
    for (let p = 0; p < texts.length - 1; p++) {
      if (!added(texts[p - (p % perSheet)])) continue;
      const page = layout.pages[p % perSheet];
      const marks = page.questions
        .filter((q) => q.question <= rows.length)
        .map((q) => ({
          question: q.question,
          choice: Math.floor(rand() * rows[q.question - 1].choices),
          kind: 'fill',
        }));
      const clean = await rasterisePage(file, p + 1, 150);
      const jpeg = await syntheticScan(
        clean,
        page,
        marks,
        { degrees: (rand() * 2 - 1) * 1.5, noise: 4, jpegQuality: 85 },
        rand,
      );
      const image = await scanner.embedJpg(jpeg);
      scanner
        .addPage([image.width, image.height])
        .drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
    }
    if (scanner.getPageCount() !== API_SHEETS * perSheet)
      throw new Error(`found ${scanner.getPageCount()} printed pages of the ${API_SHEETS} students added`);
    const body = new FormData();
    body.append('file', new Blob([await scanner.save()]), 'scanner.pdf');
    log(`omr: uploading ${API_SHEETS} sheets to the API`);
    const loadBefore = loadavg().map((l) => round(l));
    let uploadSeconds = 0;
    const {
      result: batch,
      seconds,
      sampledPeakMb,
    } = await whileSampling(api.child.pid, async () => {
      const started = performance.now();
      const res = await fetch(api.url + scanPaths.scans(A, examId), { method: 'POST', headers: auth, body });
      if (res.status !== 202) throw new Error(`POST scans answered ${res.status}: ${await res.text()}`);
      uploadSeconds = round((performance.now() - started) / 1000, 2);
      const { id } = await res.json();
      for (;;) {
        const b = await (await fetch(api.url + scanPaths.batch(A, examId, id), { headers: auth })).json();
        if (b.state === 'done' || b.state === 'failed') return b;
        await sleep(100);
      }
    });
    return {
      sheets: API_SHEETS,
      pages: batch.pages,
      state: batch.state,
      pagesIdentified: batch.pagesIdentified,
      pagesRefused: batch.pagesRefused,
      doubtfulMarks: batch.doubtfulMarks,
      uploadSeconds,
      seconds,
      sheetsPerMinute: Math.round((60 * API_SHEETS) / seconds),
      apiPeakRssMb: sampledPeakMb,
      readerThreads: availableParallelism(),
      loadAverage: { before: loadBefore, after: loadavg().map((l) => round(l)) },
    };
  } finally {
    await api.stop();
  }
}

/**
 * What a student marks: one fill per question, 10% left blank; on hard sheets, as the research's
 * adversarial recipe (../shared/research/exams.md b.3), also light pencil alone (4%), a tick or a
 * cross instead of a fill (2%), a fill beside an erasure's residue (1%) and double marks (3%).
 * `truth` holds the intended answer; `adversarial` the questions with a hard mark; a double mark in
 * a single-answer question (`twoWays`) can be read two ways and must go to review (issue 15 part 5);
 * the other hard marks have one reading, which the reader should give.
 */
/** The hard half's marks by the band a question's roll falls in: [below, the mark, a second mark in the row]. */
const HARD_MARKS = [
  [0.14, 'faint', null],
  [0.15, 'tick', null],
  [0.16, 'cross', null],
  [0.17, 'fill', 'erased'],
  [0.2, 'fill', 'fill'],
];

function fillings(page, rand, hard) {
  const marks = [];
  const truth = new Map();
  const adversarial = new Set();
  const twoWays = new Set();
  for (const q of page.questions) {
    const n = q.bubbles.length;
    const choice = Math.floor(rand() * n);
    const other = (choice + 1 + Math.floor(rand() * (n - 1))) % n;
    const roll = rand();
    if (roll < 0.1) continue;
    truth.set(q.question, [choice]);
    const band = hard ? HARD_MARKS.find(([below]) => roll < below) : undefined;
    const [, kind, second] = band ?? [0, 'fill', null];
    marks.push({ question: q.question, choice, kind });
    if (!band) continue;
    adversarial.add(q.question);
    if (second) marks.push({ question: q.question, choice: other, kind: second });
    if (second === 'fill') {
      truth.set(q.question, [choice, other].sort());
      twoWays.add(q.question);
    }
  }
  return { marks, truth, adversarial, twoWays };
}

if (import.meta.main) await runAlone('omr', omr, ['api']);
