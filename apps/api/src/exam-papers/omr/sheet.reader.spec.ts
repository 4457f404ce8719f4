import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SheetLayout, type SheetSpec, sheetLayout } from '@mizan/domain/exam-papers';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { writeBubbleSheets } from '../sheets/bubble-sheet.writer.js';
import { rasterisePage, scanPages } from './scan-pages.js';
import { readSheet, type SheetReading } from './sheet.reader.js';
import { type Damage, random, type SyntheticMark, syntheticScan } from './synthetic-scans.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mizan-omr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const arSpec: SheetSpec = {
  paper: 'A4',
  lang: 'ar',
  choices: [...Array(50).fill(4), ...Array(10).fill(2)],
  studentNumberDigits: 8,
};
const enBlankSpec: SheetSpec = {
  paper: 'Letter',
  lang: 'en',
  choices: Array(40).fill(5),
  studentNumberDigits: 8,
};

async function cleanRaster(spec: SheetSpec, modelCode: string, studentId: number | null, dpi: number) {
  const pdf = await writeBubbleSheets({
    spec,
    examId: 41,
    examTitle: 'OMR',
    modelCode,
    students: [{ studentId, name: 'Test', studentNumber: '20210457' }],
  });
  const file = path.join(dir, `${spec.lang}-${dpi}.pdf`);
  writeFileSync(file, pdf);
  return rasterisePage(file, 1, dpi);
}

const layouts = new Map<string, SheetLayout>([
  ['07', sheetLayout(arSpec)],
  ['', sheetLayout(enBlankSpec)],
]);
const options = {
  layoutFor: (id: { examId: number; modelCode: string }) =>
    id.examId === 41 ? (layouts.get(id.modelCode) ?? null) : null,
};

/** Answers 1..60: choice (q % choices), every 7th left blank. */
const answers = (layout: SheetLayout) =>
  layout.pages[0].questions
    .filter((q) => q.question % 7 !== 0)
    .map((q) => ({ question: q.question, choice: q.question % q.bubbles.length }));

function expectRead(reading: SheetReading): asserts reading is Extract<SheetReading, { ok: true }> {
  if (!reading.ok) throw new Error(`page not read: ${reading.problem}`);
}

describe('165.7.1. readSheet', () => {
  let arClean: Buffer;
  beforeAll(async () => {
    arClean = await cleanRaster(arSpec, '07', 1234, 150);
  });

  it.each<[string, Damage]>([
    ['clean', {}],
    ['rotated 2.5°, 97%, noise, JPEG 60', { degrees: 2.5, scale: 0.97, noise: 10, jpegQuality: 60 }],
    ['rotated -1.5°, 103%, blur, grey paper', { degrees: -1.5, scale: 1.03, blur: 1, paperGrey: 20 }],
    ['upside down and 1°', { degrees: 181, noise: 6 }],
  ])(
    '%s: exactly the filled answers, the QR, and the doubtful ones flagged with a crop',
    async (_name, damage) => {
      const layout = layouts.get('07') as SheetLayout;
      const page = layout.pages[0];
      const filled = answers(layout);
      // Q7 light pencil alone, Q14 two fills, Q21 light pencil beside a fill, Q28 a trace too light
      // to be an answer, Q35 a tick, Q42 a cross, Q49 a fill beside an erasure's residue, Q56 blank.
      const marks: SyntheticMark[] = [
        ...filled.map((a) => ({ ...a, kind: 'fill' as const })),
        { question: 7, choice: 1, kind: 'faint' },
        { question: 14, choice: 0, kind: 'fill' },
        { question: 14, choice: 2, kind: 'fill' },
        { question: 21, choice: 3, kind: 'fill' },
        { question: 21, choice: 1, kind: 'faint' },
        { question: 28, choice: 2, kind: 'trace' },
        { question: 35, choice: 0, kind: 'tick' },
        { question: 42, choice: 3, kind: 'cross' },
        { question: 49, choice: 1, kind: 'fill' },
        { question: 49, choice: 2, kind: 'erased' },
      ];
      const scan = await syntheticScan(arClean, page, marks, damage, random(7));
      const reading = await readSheet(scan, options);
      expectRead(reading);
      expect(reading.identity).toEqual({ examId: 41, modelCode: '07', studentId: 1234, page: 0 });
      expect(reading.upsideDown).toBe(Math.abs(damage.degrees ?? 0) > 90);
      const byQ = new Map(reading.questions.map((q) => [q.question, q]));
      for (const a of filled) {
        expect({
          q: a.question,
          marked: byQ.get(a.question)?.marked,
          doubt: byQ.get(a.question)?.doubt,
        }).toEqual({
          q: a.question,
          marked: [a.choice],
          doubt: null,
        });
      }
      // What only one reading fits is read: light pencil alone, a tick, a cross, a fill beside residue.
      expect(byQ.get(7)).toMatchObject({ marked: [1], doubt: null });
      expect(byQ.get(35)).toMatchObject({ marked: [0], doubt: null });
      expect(byQ.get(42)).toMatchObject({ marked: [3], doubt: null });
      expect(byQ.get(49)).toMatchObject({ marked: [1], doubt: null });
      expect(byQ.get(56)).toMatchObject({ marked: [], doubt: null });
      // What could be read two ways goes to a person.
      expect(byQ.get(14)).toMatchObject({ marked: [0, 2], doubt: 'multipleMarks' });
      // Light pencil beside a fill: an erasure, or on grey paper as dark as a second answer; never silent.
      expect(byQ.get(21)?.doubt).toMatch(/^(erasure|multipleMarks)$/);
      expect(byQ.get(21)?.marked).toContain(3);
      expect(byQ.get(28)).toMatchObject({ marked: [2], doubt: 'faintMark' });
      expect(reading.review.map((r) => r.of)).toEqual([14, 21, 28]);
      const crop = await sharp(reading.review[0].png).metadata();
      expect(crop.width).toBeGreaterThan(40);
    },
  );

  it('a multi-answer question takes several marks without a doubt', async () => {
    const layout = layouts.get('07') as SheetLayout;
    const marks: SyntheticMark[] = [
      { question: 3, choice: 0, kind: 'fill' },
      { question: 3, choice: 3, kind: 'fill' },
    ];
    const scan = await syntheticScan(arClean, layout.pages[0], marks, { degrees: 1 }, random(3));
    const reading = await readSheet(scan, { ...options, multiAnswer: new Set([3]) });
    expectRead(reading);
    expect(reading.questions[2]).toMatchObject({ marked: [0, 3], doubt: null });
  });

  it('a blank Letter sheet in English at 200 dpi: the bubbled student number and model code', async () => {
    const clean = await cleanRaster(enBlankSpec, '', null, 200);
    const page = layouts.get('')?.pages[0];
    if (!page) throw new Error('layout');
    const number = '20210457';
    const marks: SyntheticMark[] = [
      ...[...number].map((d, column) => ({
        grid: { name: 'studentNumber' as const, column },
        choice: Number(d),
        kind: 'fill' as const,
      })),
      { grid: { name: 'modelCode', column: 0 }, choice: 0, kind: 'fill' },
      { grid: { name: 'modelCode', column: 1 }, choice: 3, kind: 'fill' },
      { question: 1, choice: 4, kind: 'fill' },
    ];
    const reading = await readSheet(
      await syntheticScan(clean, page, marks, { degrees: -2, noise: 8 }, random(5)),
      options,
    );
    expectRead(reading);
    expect(reading.identity).toEqual({ examId: 41, modelCode: '', studentId: null, page: 0 });
    expect(reading.studentNumber).toEqual({ value: number, doubtful: false });
    expect(reading.modelCode).toEqual({ value: '03', doubtful: false });
    expect(reading.questions[0]).toMatchObject({ marked: [4], doubt: null });
  });

  it('a page of another exam, and a page with no sheet on it, go to a person with the reason', async () => {
    const scan = await syntheticScan(arClean, sheetLayout(arSpec).pages[0], [], {}, random(1));
    const other = await readSheet(scan, { layoutFor: () => null });
    expect(other).toMatchObject({ ok: false, problem: 'unknownSheet', identity: { examId: 41 } });
    const white = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    expect(await readSheet(white, options)).toMatchObject({ ok: false, problem: 'noMarks' });
  });

  it("splits a scanner's multi-page PDF into its JPEG pages and reads each", async () => {
    const layout = layouts.get('07') as SheetLayout;
    const doc = await PDFDocument.create();
    const truth: number[] = [];
    for (let i = 0; i < 3; i++) {
      const choice = i % 4;
      truth.push(choice);
      const scan = await syntheticScan(
        arClean,
        layout.pages[0],
        [{ question: 1, choice, kind: 'fill' }],
        { degrees: i - 1 },
        random(i),
      );
      const jpg = await doc.embedJpg(scan);
      const page = doc.addPage([595, 842]);
      page.drawImage(jpg, { x: 0, y: 0, width: 595, height: 842 });
    }
    const read: number[][] = [];
    for await (const { image } of scanPages(await doc.save())) {
      const reading = await readSheet(image, options);
      expectRead(reading);
      read.push(reading.questions[0].marked);
    }
    expect(read).toEqual(truth.map((c) => [c]));
  });
});
