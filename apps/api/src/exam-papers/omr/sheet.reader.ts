import {
  type Bubble,
  type DigitGrid,
  decodeSheetQr,
  markAspect,
  markCentres,
  type PaperSize,
  type Point,
  SHEET_GEOMETRY,
  type SheetIdentity,
  type SheetLayout,
} from '@mizan/domain/exam-papers';
import jsQRModule, { type QRCode } from 'jsqr';
import sharp from 'sharp';
import { type GreyImage, loadGrey, otsu, percentile, sample } from './grey-image.js';
import { type Homography, homography, project } from './homography.js';
import { bubbleInk, classifyRow, type Doubt, type Ink } from './mark-classifier.js';
import { findMarks } from './marks.js';

/** Why a whole page goes to a person. */
export type PageProblem = 'noMarks' | 'noQr' | 'unknownSheet' | 'layoutMismatch';

export interface QuestionReading {
  question: number;
  marked: number[];
  doubt: Doubt | null;
  /** Darkness of each choice above the sheet's empty level, for the review screen. */
  darkness: number[];
}

export interface DigitsReading {
  /** The digits read, '?' where a column is doubtful, '' when nothing is bubbled. */
  value: string;
  doubtful: boolean;
}

export interface ReviewCrop {
  /** Question number, or the grid. */
  of: number | 'studentNumber' | 'modelCode';
  doubt: Doubt;
  png: Buffer;
}

export type SheetReading =
  | { ok: false; problem: PageProblem; identity: SheetIdentity | null; thumbnail: Buffer }
  | {
      ok: true;
      identity: SheetIdentity;
      upsideDown: boolean;
      questions: QuestionReading[];
      studentNumber: DigitsReading | null;
      modelCode: DigitsReading | null;
      review: ReviewCrop[];
    };

export interface ReadOptions {
  /** The layout of a sheet of this exam and model, or null when the exam is unknown. */
  layoutFor: (identity: SheetIdentity) => SheetLayout | null;
  /** Questions (1-based) that take several answers (MMCQ): several marks there are not a doubt. */
  multiAnswer?: ReadonlySet<number>;
}

// jsqr is CommonJS whose types declare an ES default: Node hands over module.exports, which carries both.
type Decode = (data: Uint8ClampedArray, width: number, height: number, options: object) => QRCode | null;
const jsQR = ((jsQRModule as unknown as { default?: Decode }).default ?? jsQRModule) as Decode;

const QR_PX_PER_MM = 8;
const QR_QUIET_MM = 4;

/**
 * Reads one scanned page: corner marks, homography from the layout's millimetres to the scan,
 * orientation by which way the QR decodes, then every bubble's ink (mark-classifier's bubbleInk)
 * classified row by row.
 */
export async function readSheet(input: Buffer | Uint8Array, options: ReadOptions): Promise<SheetReading> {
  const img = await loadGrey(input);
  const threshold = otsu(img.data, 3);
  const marks = findMarks(img, threshold);
  if (!marks) return fail(img, 'noMarks', null);
  const paper = paperOf(marks);
  const located = locateQr(img, marks, paper);
  if (!located) return fail(img, 'noQr', null);
  const { identity, upsideDown } = located;
  const layout = options.layoutFor(identity);
  const page = layout?.pages[identity.page];
  if (!layout || !page) return fail(img, 'unknownSheet', identity);
  if (layout.spec.paper !== paper) return fail(img, 'layoutMismatch', identity);
  const h = sheetHomography(marks, layout.spec.paper, upsideDown);
  const white = Math.max(percentile(img.data, 0.9), 1);
  const inkOf = (b: Bubble) => bubbleInk(img, h, b, white);

  const rows = page.questions.map((q) => q.bubbles.map(inkOf));
  const all = rows.flat();
  const empty = { mean: median(all.map((i) => i.mean)), peak: median(all.map((i) => i.peak)) };
  const review: ReviewCrop[] = [];
  const questions = page.questions.map((q, i): QuestionReading => {
    const reading = classifyRow(rows[i], empty, options.multiAnswer?.has(q.question) ?? false);
    return {
      question: q.question,
      ...reading,
      darkness: rows[i].map((ink) => round(Math.max(0, ink.mean - empty.mean))),
    };
  });
  for (const [i, q] of questions.entries()) {
    if (q.doubt)
      review.push({ of: q.question, doubt: q.doubt, png: await crop(img, h, page.questions[i].bubbles) });
  }
  const grid = async (g: DigitGrid | null, name: 'studentNumber' | 'modelCode', needed: boolean) => {
    if (!g || !needed) return null;
    const reading = readDigits(g, inkOf, empty);
    if (reading.doubt)
      review.push({ of: name, doubt: reading.doubt, png: await crop(img, h, g.columns.flat()) });
    return { value: reading.value, doubtful: reading.doubt !== null };
  };
  return {
    ok: true,
    identity,
    upsideDown,
    questions,
    studentNumber: await grid(page.studentNumber, 'studentNumber', identity.studentId === null),
    modelCode: await grid(page.modelCode, 'modelCode', identity.modelCode === ''),
    review,
  };
}

/** A4 or Letter from the shape of the mark rectangle (scale and rotation do not change it). */
function paperOf([tl, tr, br, bl]: Point[]): PaperSize {
  const width = (Math.hypot(tr.x - tl.x, tr.y - tl.y) + Math.hypot(br.x - bl.x, br.y - bl.y)) / 2;
  const height = (Math.hypot(bl.x - tl.x, bl.y - tl.y) + Math.hypot(br.x - tr.x, br.y - tr.y)) / 2;
  const aspect = height / width;
  return Math.abs(aspect - markAspect('A4')) <= Math.abs(aspect - markAspect('Letter')) ? 'A4' : 'Letter';
}

/** Layout millimetres to scan pixels; upside down, the layout's top-left mark is the scan's bottom-right. */
function sheetHomography(marks: Point[], paper: PaperSize, upsideDown: boolean): Homography {
  const image = upsideDown ? [marks[2], marks[3], marks[0], marks[1]] : marks;
  return homography(markCentres(paper), image);
}

function locateQr(img: GreyImage, marks: Point[], paper: PaperSize) {
  for (const upsideDown of [false, true]) {
    const h = sheetHomography(marks, paper, upsideDown);
    const text = decodeQrWindow(img, h);
    const identity = text === null ? null : decodeSheetQr(text);
    if (identity) return { identity, upsideDown };
  }
  return null;
}

/**
 * The QR's box rectified through the homography into a square with a quiet zone, then jsQR; a
 * second try on the Otsu-binarised square (blur and grey paper defeat jsQR's own binariser).
 * Rectifying first is what made hard scans readable (research: 3/20 failed on raw crops, 0/100 after).
 */
function decodeQrWindow(img: GreyImage, h: Homography): string | null {
  const { qrX: x, qrY: y, qrSize: size } = SHEET_GEOMETRY;
  const side = Math.round((size + 2 * QR_QUIET_MM) * QR_PX_PER_MM);
  const grey = new Uint8Array(side * side);
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const p = project(
        h,
        x - QR_QUIET_MM + (c + 0.5) / QR_PX_PER_MM,
        y - QR_QUIET_MM + (r + 0.5) / QR_PX_PER_MM,
      );
      grey[r * side + c] = sample(img, p.x, p.y);
    }
  }
  const rgba = new Uint8ClampedArray(side * side * 4);
  const attempt = (t: number | null) => {
    for (let i = 0; i < grey.length; i++) {
      const v = t === null ? grey[i] : grey[i] <= t ? 0 : 255;
      rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = v;
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
  return attempt(null) ?? attempt(otsu(grey));
}

function readDigits(grid: DigitGrid, inkOf: (b: Bubble) => Ink, empty: Ink) {
  let value = '';
  let doubt: Doubt | null = null;
  let any = false;
  for (const column of grid.columns) {
    const reading = classifyRow(column.map(inkOf), empty, false);
    if (reading.doubt) {
      doubt ??= reading.doubt;
      value += '?';
    } else if (reading.marked.length === 1) {
      value += String(reading.marked[0]);
      any = true;
    } else value += ' ';
  }
  // Right-aligned numbers leave the first columns empty; an empty column inside a number is a doubt.
  const trimmed = value.trimStart();
  if (trimmed.includes(' ')) doubt ??= 'faintMark';
  return { value: any || doubt ? trimmed.replaceAll(' ', '?') : '', doubt };
}

/** The scan around some bubbles (through the homography, so upright whatever the scan's angle). */
async function crop(img: GreyImage, h: Homography, bubbles: readonly Bubble[]): Promise<Buffer> {
  const pad = 3;
  const xs = bubbles.flatMap((b) => [b.x - b.r - pad, b.x + b.r + pad]);
  const ys = bubbles.flatMap((b) => [b.y - b.r - pad, b.y + b.r + pad]);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const pxPerMm = 8;
  const w = Math.ceil((Math.max(...xs) - x0) * pxPerMm);
  const hh = Math.ceil((Math.max(...ys) - y0) * pxPerMm);
  const out = Buffer.alloc(w * hh);
  for (let r = 0; r < hh; r++) {
    for (let c = 0; c < w; c++) {
      const p = project(h, x0 + c / pxPerMm, y0 + r / pxPerMm);
      out[r * w + c] = sample(img, p.x, p.y);
    }
  }
  return sharp(out, { raw: { width: w, height: hh, channels: 1 } })
    .png()
    .toBuffer();
}

async function fail(
  img: GreyImage,
  problem: PageProblem,
  identity: SheetIdentity | null,
): Promise<SheetReading> {
  const thumbnail = await sharp(Buffer.from(img.data), {
    raw: { width: img.width, height: img.height, channels: 1 },
  })
    .resize({ width: 400 })
    .png()
    .toBuffer();
  return { ok: false, problem, identity, thumbnail };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
