import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SheetSpec, sheetLayout } from '@mizan/domain/exam-papers';
import { writeBubbleSheets } from '../sheets/bubble-sheet.writer.js';
import { type ExamSheets, readExamSheet } from './exam-sheet.js';
import { ReaderPool } from './reader-pool.js';
import { rasterisePage } from './scan-pages.js';
import { random, syntheticScan } from './synthetic-scans.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mizan-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const spec: SheetSpec = {
  paper: 'A4',
  lang: 'ar',
  choices: [...Array(20).fill(4), 2, 2],
  studentNumberDigits: 8,
};
const sheets: ExamSheets = {
  examId: 43,
  layouts: { A4: sheetLayout(spec), Letter: sheetLayout({ ...spec, paper: 'Letter' }) },
  models: [{ code: '02', multi: [3] }],
};

describe('165.7.1. reader threads of the scan job', () => {
  it('read pages in parallel exactly as one after the other, and a damaged page fails alone', async () => {
    const pdf = await writeBubbleSheets({
      spec,
      examId: 43,
      examTitle: 'OMR',
      modelCode: '02',
      students: [1, 2, 3].map((id) => ({ studentId: id, name: 'طالب', studentNumber: `2021000${id}` })),
    });
    writeFileSync(path.join(dir, 'sheets.pdf'), pdf);
    const rand = random(43);
    const page = sheets.layouts.A4.pages[0];
    const scans: Uint8Array[] = [];
    for (let s = 0; s < 4; s++) {
      const clean = await rasterisePage(path.join(dir, 'sheets.pdf'), (s % 3) + 1, 150);
      const marks = page.questions.map((q) => ({
        question: q.question,
        choice: Math.floor(rand() * q.bubbles.length),
        kind: s === 2 && q.question === 5 ? ('trace' as const) : ('fill' as const),
      }));
      const degrees = s === 1 ? 181 : (rand() * 2 - 1) * 3;
      scans.push(await syntheticScan(clean, page, marks, { degrees, noise: 6, jpegQuality: 70 }, rand));
    }
    const damaged = scans[3].slice(0, 2000);
    const serial = [];
    for (const scan of scans) serial.push(await readExamSheet(scan, sheets));
    const pool = new ReaderPool(sheets, 2);
    try {
      const parallel = await Promise.all([...scans, damaged].map((scan) => pool.read(scan)));
      // Crops come back from a thread as Uint8Arrays, Buffers here: compared as their bytes.
      const bytes = (v: unknown) =>
        JSON.stringify(v, (_k, x) => (x instanceof Uint8Array ? [...x] : x?.type === 'Buffer' ? x.data : x));
      expect(parallel.slice(0, 4).map((a) => ('reading' in a ? bytes(a.reading) : a.failure))).toEqual(
        serial.map((r) => bytes(r)),
      );
      expect(serial.every((r) => r.ok)).toBe(true);
      expect(serial[2].ok && serial[2].review.map((r) => r.of)).toEqual([5]);
      expect(parallel[4]).toMatchObject({ failure: expect.stringMatching(/jpeg|corrupt|premature|input/i) });
    } finally {
      await pool.close();
    }
    // Rasterising and damaging the sheets is most of it; slow on a loaded machine.
  }, 300_000);

  it('a thread that crashes, throws or hangs fails its page only; a new thread reads the next ones', async () => {
    const url = new URL('./reader-pool.crash.worker.mjs', import.meta.url);
    const pool = new ReaderPool(sheets, 2, url, 1500);
    try {
      const answers = await Promise.all(
        [[9], [0], [8], [1], [7], [2], [6]].map((bytes) => pool.read(new Uint8Array(bytes))),
      );
      const outcome = answers.map((a) => ('reading' in a ? 'read' : a.failure));
      expect(outcome).toEqual([
        'read',
        expect.stringMatching(/stopped \(3\)/),
        'read',
        expect.stringMatching(/thread broke/),
        'read',
        'page timed out',
        'read',
      ]);
    } finally {
      await pool.close();
    }
  });
});
