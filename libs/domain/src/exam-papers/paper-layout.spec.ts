import {
  type Bubble,
  MAX_SHEET_CHOICES,
  markAspect,
  PAPER_SIZES,
  type PaperSize,
  SHEET_GEOMETRY,
  type SheetLayout,
  type SheetSpec,
  sheetLayout,
} from './paper-layout.js';
import { decodeSheetQr, encodeSheetQr } from './sheet-qr.js';

const spec = (over: Partial<SheetSpec> = {}): SheetSpec => ({
  paper: 'A4',
  lang: 'ar',
  choices: Array(60).fill(4),
  studentNumberDigits: 8,
  ...over,
});

const allBubbles = (layout: SheetLayout): Bubble[][] =>
  layout.pages.map((p) => [
    ...p.questions.flatMap((q) => q.bubbles),
    ...[p.studentNumber, p.modelCode].flatMap((g) => g?.columns.flat() ?? []),
  ]);

/** Every bubble clear of every other, of the marks and of the QR, and inside the content area. */
function expectNoOverlap(layout: SheetLayout) {
  const g = SHEET_GEOMETRY;
  const faults: string[] = [];
  for (const [i, bubbles] of allBubbles(layout).entries()) {
    const { qr } = layout.pages[i];
    for (const b of bubbles) {
      const inside =
        b.x - b.r >= g.sideMargin - 1e-9 &&
        b.x + b.r <= layout.width - g.sideMargin + 1e-9 &&
        b.y + b.r <= layout.height - g.bottom + 1e-9;
      const inQr = b.x + b.r > qr.x - 2 && b.x - b.r < qr.x + qr.size + 2 && b.y - b.r < qr.y + qr.size + 2;
      if (!inside || inQr) faults.push(`page ${i} bubble at ${b.x},${b.y}`);
    }
    const sorted = [...bubbles].sort((a, b) => a.x - b.x);
    for (let a = 0; a < sorted.length; a++) {
      for (let b = a + 1; b < sorted.length && sorted[b].x - sorted[a].x < 5; b++) {
        const d = Math.hypot(sorted[a].x - sorted[b].x, sorted[a].y - sorted[b].y);
        if (d <= sorted[a].r + sorted[b].r + 0.8)
          faults.push(`page ${i} overlap at ${sorted[a].x},${sorted[a].y}`);
      }
    }
  }
  expect(faults).toEqual([]);
}

describe('165.7.1. sheetLayout', () => {
  it.each<[PaperSize, 'ar' | 'en', number, number]>([
    ['A4', 'ar', 120, 5],
    ['A4', 'en', 120, 5],
    ['Letter', 'ar', 120, 5],
    ['A4', 'ar', 120, 20],
    ['Letter', 'en', 60, 2],
  ])('%s %s: %i questions x %i choices, every question once, nothing overlaps', (paper, lang, n, choices) => {
    const layout = sheetLayout(spec({ paper, lang, choices: Array(n).fill(choices) }));
    const numbers = layout.pages.flatMap((p) => p.questions.map((q) => q.question));
    expect(numbers).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(layout.pages.flatMap((p) => p.questions).every((q) => q.bubbles.length === choices)).toBe(true);
    expectNoOverlap(layout);
  });

  it('fits 120 questions of 5 choices on one A4 page, and 20 choices over several', () => {
    expect(sheetLayout(spec({ choices: Array(120).fill(5) })).pages).toHaveLength(1);
    const wide = sheetLayout(spec({ choices: Array(120).fill(MAX_SHEET_CHOICES) }));
    expect(wide.pages.length).toBeGreaterThan(1);
    expect(wide.pages.slice(1).every((p) => p.studentNumber === null && p.modelCode === null)).toBe(true);
  });

  it('reads right to left in Arabic (number right of its choices, first column rightmost) and mirrors in English', () => {
    const ar = sheetLayout(spec({ lang: 'ar', choices: Array(120).fill(4) })).pages[0].questions;
    const en = sheetLayout(spec({ lang: 'en', choices: Array(120).fill(4) })).pages[0].questions;
    expect(ar[0].label.x).toBeGreaterThan(ar[0].bubbles[0].x);
    expect(ar[0].bubbles[0].x).toBeGreaterThan(ar[0].bubbles[1].x);
    expect(ar[0].label.x).toBeGreaterThan(ar[119].label.x);
    expect(en[0].label.x).toBeLessThan(en[0].bubbles[0].x);
    expect(en[0].bubbles[0].x).toBeLessThan(en[0].bubbles[1].x);
    expect(en[0].label.x).toBeLessThan(en[119].label.x);
    expect(ar[0].label.x + en[0].label.x).toBeCloseTo(210);
  });

  it('keeps marks and QR where the reader looks before it knows the layout', () => {
    for (const paper of ['A4', 'Letter'] as const) {
      const page = sheetLayout(spec({ paper })).pages[0];
      const { width, height } = PAPER_SIZES[paper];
      expect(page.marks).toEqual([
        { x: 11.5, y: 11.5 },
        { x: width - 11.5, y: 11.5 },
        { x: width - 11.5, y: height - 11.5 },
        { x: 11.5, y: height - 11.5 },
      ]);
      expect(page.qr).toEqual({ x: 20, y: 18, size: 26 });
    }
    expect(markAspect('A4') - markAspect('Letter')).toBeGreaterThan(0.1);
  });

  it('grids: 10 rows of digits per column, student number then model code', () => {
    const page = sheetLayout(spec({ studentNumberDigits: 10 })).pages[0];
    expect(page.studentNumber?.columns).toHaveLength(10);
    expect(page.modelCode?.columns).toHaveLength(2);
    expect(page.studentNumber?.columns.every((c) => c.length === 10)).toBe(true);
    expectNoOverlap(sheetLayout(spec({ studentNumberDigits: 12 })));
  });

  it('refuses sheets it cannot print', () => {
    expect(() => sheetLayout(spec({ choices: [] }))).toThrow(RangeError);
    expect(() => sheetLayout(spec({ choices: [21] }))).toThrow(RangeError);
    expect(() => sheetLayout(spec({ choices: [1] }))).toThrow(RangeError);
    expect(() => sheetLayout(spec({ studentNumberDigits: 13 }))).toThrow(RangeError);
  });
});

describe('165.7.1. sheet QR', () => {
  it('round-trips a student sheet and a blank sheet', () => {
    const id = { examId: 41, modelCode: '07', studentId: 1234, page: 1 };
    expect(decodeSheetQr(encodeSheetQr(id))).toEqual(id);
    const blank = { examId: 41, modelCode: '', studentId: null, page: 0 };
    expect(decodeSheetQr(encodeSheetQr(blank))).toEqual(blank);
    expect(encodeSheetQr(id).length).toBeLessThan(40);
  });

  it('refuses a changed field, a wrong checksum and foreign text', () => {
    const text = encodeSheetQr({ examId: 41, modelCode: '07', studentId: 1234, page: 0 });
    expect(decodeSheetQr(text.replace('.1234.', '.1235.'))).toBeNull();
    expect(decodeSheetQr(`${text}x`)).toBeNull();
    expect(decodeSheetQr('https://example.com')).toBeNull();
    expect(() => encodeSheetQr({ examId: 0, modelCode: '07', studentId: 1, page: 0 })).toThrow(RangeError);
    expect(() => encodeSheetQr({ examId: 1, modelCode: '7', studentId: 1, page: 0 })).toThrow(RangeError);
  });
});
