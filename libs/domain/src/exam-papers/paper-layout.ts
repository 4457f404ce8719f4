import { ANSWER_LETTERS } from '../codes/answer-letters.js';
import type { Lang } from '../i18n/index.js';

/**
 * Bubble-sheet geometry: the one source the sheet writer draws from and the OMR reader samples
 * from, so printing and reading cannot drift (mod_offlinequiz's hard-coded A4 numbers are what
 * kept it A4-only). Millimetres, origin at the page's top-left corner, y downwards.
 */

export const PAPER_SIZES = Object.freeze({
  A4: Object.freeze({ width: 210, height: 297 }),
  Letter: Object.freeze({ width: 215.9, height: 279.4 }),
});
export type PaperSize = keyof typeof PAPER_SIZES;

export const SHEET_GEOMETRY = Object.freeze({
  /** Solid squares in the four corners: they survive blur and binarisation better than crosses or rings. */
  markSize: 7,
  /** From the paper edge: printers cannot print the last few millimetres, scanners crop them. */
  markInset: 8,
  /** Content stays this far from the left and right edges, clear of the marks. */
  sideMargin: 20,
  top: 18,
  bottom: 18,
  /** The QR's box is the same on every paper size and language, so it is read before the layout is known. */
  qrX: 20,
  qrY: 18,
  qrSize: 26,
  bubbleRadius: 2,
  choicePitch: 5.4,
  rowPitch: 5.8,
  numberWidth: 8,
  columnGap: 4,
  /** Student number and model code grids: one column per digit, rows 0 to 9. */
  digitRadius: 1.8,
  digitPitchX: 5.2,
  digitPitchY: 4.8,
  gridGap: 6,
  /** First answer row of page 1 (below the header and grids) and of later pages (below the QR). */
  answersTop: 84,
  answersTopLater: 50,
});

export const MAX_SHEET_CHOICES = ANSWER_LETTERS.length;
export const MAX_SHEET_QUESTIONS = 300;
export const MODEL_CODE_DIGITS = 2;
export const MAX_STUDENT_NUMBER_DIGITS = 12;

export interface SheetSpec {
  paper: PaperSize;
  lang: Lang;
  /** Choices of each question in order: 2 for true/false, up to 20 (SPEC 9 letters a to t). */
  choices: readonly number[];
  /** Columns of the student number grid. */
  studentNumberDigits: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Bubble extends Point {
  r: number;
}

export interface QuestionRow {
  /** 1-based question number. */
  question: number;
  /** Centre of the printed question number. */
  label: Point;
  /** One bubble per choice, in choice order (a, b, c ... / أ، ب، ج ...). */
  bubbles: Bubble[];
}

export interface DigitGrid {
  /** Where the grid's caption is centred. */
  caption: Point;
  /** Centres of the boxes above each column where the digits are written by hand. */
  boxes: Point[];
  /** columns[position][digit]: position 0 is the leftmost digit. */
  columns: Bubble[][];
}

/** The block of printed identity lines (name, number, model ...), anchored at its reading start. */
export interface TextBlock {
  x: number;
  y: number;
  width: number;
  align: 'left' | 'right';
}

export interface SheetPage {
  /** 0-based page of the sheet (a long exam takes several). */
  page: number;
  /** Mark centres clockwise from the top-left: top-left, top-right, bottom-right, bottom-left. */
  marks: [Point, Point, Point, Point];
  qr: { x: number; y: number; size: number };
  text: TextBlock;
  studentNumber: DigitGrid | null;
  modelCode: DigitGrid | null;
  questions: QuestionRow[];
}

export interface SheetLayout {
  spec: SheetSpec;
  width: number;
  height: number;
  pages: SheetPage[];
}

/** Mark centres of a paper size, clockwise from the top-left. */
export function markCentres(paper: PaperSize): [Point, Point, Point, Point] {
  const { width, height } = PAPER_SIZES[paper];
  const c = SHEET_GEOMETRY.markInset + SHEET_GEOMETRY.markSize / 2;
  return [
    { x: c, y: c },
    { x: width - c, y: c },
    { x: width - c, y: height - c },
    { x: c, y: height - c },
  ];
}

/** Height over width of the rectangle through the mark centres: tells A4 (1.47) from Letter (1.33) on a scan. */
export function markAspect(paper: PaperSize): number {
  const [tl, tr, , bl] = markCentres(paper);
  return (bl.y - tl.y) / (tr.x - tl.x);
}

function checkSpec(spec: SheetSpec): void {
  if (spec.choices.length < 1 || spec.choices.length > MAX_SHEET_QUESTIONS) {
    throw new RangeError(`a sheet holds 1 to ${MAX_SHEET_QUESTIONS} questions`);
  }
  for (const n of spec.choices) {
    if (!Number.isInteger(n) || n < 2 || n > MAX_SHEET_CHOICES) {
      throw new RangeError(`a question has 2 to ${MAX_SHEET_CHOICES} choices`);
    }
  }
  const d = spec.studentNumberDigits;
  if (!Number.isInteger(d) || d < 1 || d > MAX_STUDENT_NUMBER_DIGITS) {
    throw new RangeError(`the student number grid has 1 to ${MAX_STUDENT_NUMBER_DIGITS} digits`);
  }
}

function digitGrid(left: number, digits: number): DigitGrid {
  const g = SHEET_GEOMETRY;
  const x = (i: number) => left + g.digitPitchX * (i + 0.5);
  const firstRow = g.top + 13;
  return {
    caption: { x: left + (g.digitPitchX * digits) / 2, y: g.top + 2 },
    boxes: Array.from({ length: digits }, (_, i) => ({ x: x(i), y: g.top + 7.5 })),
    columns: Array.from({ length: digits }, (_, i) =>
      Array.from({ length: 10 }, (_, digit) => ({
        x: x(i),
        y: firstRow + digit * g.digitPitchY,
        r: g.digitRadius,
      })),
    ),
  };
}

/**
 * Lays a sheet out: page 1 carries the QR, identity lines, student number and model code grids,
 * then answer rows; questions that do not fit continue on further pages (QR and answers only).
 * Columns run in reading order (right to left in Arabic, with the number on the right of its
 * choices), questions down each column.
 */
export function sheetLayout(spec: SheetSpec): SheetLayout {
  checkSpec(spec);
  const g = SHEET_GEOMETRY;
  const { width, height } = PAPER_SIZES[spec.paper];
  const rtl = spec.lang === 'ar';
  const usable = width - 2 * g.sideMargin;
  const maxChoices = Math.max(...spec.choices);
  const columnWidth = g.numberWidth + maxChoices * g.choicePitch;
  const columns = Math.max(1, Math.floor((usable + g.columnGap) / (columnWidth + g.columnGap)));
  const bottom = height - g.bottom;

  const gridsWidth = (spec.studentNumberDigits + MODEL_CODE_DIGITS) * g.digitPitchX + g.gridGap;
  const afterQr = g.qrX + g.qrSize + 4;
  // Arabic reads from the right: identity lines at the right edge, grids beside the QR; English mirrors.
  const gridsLeft = rtl ? afterQr : width - g.sideMargin - gridsWidth;
  const text: TextBlock = rtl
    ? {
        x: width - g.sideMargin,
        y: g.top + 3,
        width: width - g.sideMargin - (afterQr + gridsWidth + 4),
        align: 'right',
      }
    : { x: afterQr, y: g.top + 3, width: gridsLeft - 4 - afterQr, align: 'left' };
  if (text.width < 40) throw new RangeError('the student number grid leaves no room for the identity lines');

  const pages: SheetPage[] = [];
  let next = 0;
  while (next < spec.choices.length) {
    const page = pages.length;
    const top = page === 0 ? g.answersTop : g.answersTopLater;
    const rows = Math.floor((bottom - top) / g.rowPitch);
    const questions: QuestionRow[] = [];
    for (let col = 0; col < columns && next < spec.choices.length; col++) {
      // Column slot from the reading start; in Arabic slot 0 is the rightmost column.
      const left = rtl
        ? width - g.sideMargin - (col + 1) * columnWidth - col * g.columnGap
        : g.sideMargin + col * (columnWidth + g.columnGap);
      for (let row = 0; row < rows && next < spec.choices.length; row++) {
        const y = top + g.rowPitch * (row + 0.5);
        const numberX = rtl ? left + columnWidth - g.numberWidth / 2 : left + g.numberWidth / 2;
        const choiceX = (i: number) =>
          rtl
            ? left + columnWidth - g.numberWidth - g.choicePitch * (i + 0.5)
            : left + g.numberWidth + g.choicePitch * (i + 0.5);
        questions.push({
          question: next + 1,
          label: { x: numberX, y },
          bubbles: Array.from({ length: spec.choices[next] }, (_, i) => ({
            x: choiceX(i),
            y,
            r: g.bubbleRadius,
          })),
        });
        next++;
      }
    }
    pages.push({
      page,
      marks: markCentres(spec.paper),
      qr: { x: g.qrX, y: g.qrY, size: g.qrSize },
      text,
      studentNumber: page === 0 ? digitGrid(gridsLeft, spec.studentNumberDigits) : null,
      modelCode:
        page === 0
          ? digitGrid(gridsLeft + spec.studentNumberDigits * g.digitPitchX + g.gridGap, MODEL_CODE_DIGITS)
          : null,
      questions,
    });
  }
  return { spec, width, height, pages };
}
