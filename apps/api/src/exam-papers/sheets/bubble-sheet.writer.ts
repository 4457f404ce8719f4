import { ANSWER_LETTERS } from '@mizan/domain/codes';
import {
  type DigitGrid,
  encodeSheetQr,
  SHEET_GEOMETRY,
  SHEET_TEXTS,
  type SheetLayout,
  type SheetPage,
  type SheetSpec,
  sheetLayout,
} from '@mizan/domain/exam-papers';
import { fill, formatNumber, type Lang } from '@mizan/domain/i18n';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { langDigits } from '../paper-header.js';
import { drawLabel, embedSheetFonts, type SheetFonts } from './sheet-text.js';

/** One student's sheet; a blank sheet (student bubbles number and model) has studentId null. */
export interface SheetStudent {
  studentId: number | null;
  name: string;
  studentNumber: string;
  nationalId?: string;
  sector?: string;
}

export interface BubbleSheetsRequest {
  spec: SheetSpec;
  examId: number;
  examTitle: string;
  /** '00' to '99', or '' for sheets on which the student bubbles the model. */
  modelCode: string;
  students: readonly SheetStudent[];
}

const PT_PER_MM = 72 / 25.4;
const BLACK = rgb(0, 0, 0);
const INK = rgb(0.15, 0.15, 0.15);
/** Letters inside bubbles: light enough that an empty bubble stays far below a filled one. */
const HINT = rgb(0.62, 0.62, 0.62);

/**
 * Bubble sheets as one PDF, every page drawn from paper-layout.ts (the reader samples the same
 * numbers). Drawn with pdf-lib rather than Chromium: the geometry is exact in points with no CSS
 * box model in between, and a sheet costs milliseconds, not a browser page (1,000 students).
 * Arabic is shaped by fontkit with Amiri (sheet-text.ts).
 */
export async function writeBubbleSheets(req: BubbleSheetsRequest): Promise<Uint8Array> {
  const layout = sheetLayout(req.spec);
  const doc = await PDFDocument.create();
  doc.setTitle(req.examTitle);
  doc.setCreator('Mizan');
  doc.setLanguage(req.spec.lang === 'ar' ? 'ar-EG' : 'en-GB');
  const fonts = await embedSheetFonts(doc);
  // What every student's page shares (marks, bubbles, letters, numbers, captions) is drawn once
  // and placed on each page as a form XObject: 1,000 sheets cost 1,000 small pages, not 1,000 layouts.
  const shared = await doc.embedPages(await sharedPages(layout));
  const size: [number, number] = [layout.width * PT_PER_MM, layout.height * PT_PER_MM];
  for (const student of req.students) {
    for (const sheetPage of layout.pages) {
      const page = doc.addPage(size);
      page.drawPage(shared[sheetPage.page]);
      const qr = encodeSheetQr({
        examId: req.examId,
        modelCode: req.modelCode,
        studentId: student.studentId,
        page: sheetPage.page,
      });
      new SheetPainter(page, fonts, layout, req.spec.lang).paintStudent(sheetPage, qr, req, student);
    }
  }
  return doc.save();
}

async function sharedPages(layout: SheetLayout): Promise<PDFPage[]> {
  const doc = await PDFDocument.create();
  const fonts = await embedSheetFonts(doc);
  for (const sheetPage of layout.pages) {
    const page = doc.addPage([layout.width * PT_PER_MM, layout.height * PT_PER_MM]);
    new SheetPainter(page, fonts, layout, layout.spec.lang).paintShared(sheetPage);
  }
  // Saved and read back so that its fonts are written (subset) before its pages are embedded.
  return (await PDFDocument.load(await doc.save())).getPages();
}

class SheetPainter {
  private readonly rtl: boolean;

  constructor(
    private readonly page: PDFPage,
    private readonly fonts: SheetFonts,
    private readonly layout: SheetLayout,
    private readonly lang: Lang,
  ) {
    this.rtl = lang === 'ar';
  }

  private x = (mm: number) => mm * PT_PER_MM;
  private y = (mm: number) => (this.layout.height - mm) * PT_PER_MM;

  paintShared(sheetPage: SheetPage): void {
    const { markSize } = SHEET_GEOMETRY;
    for (const m of sheetPage.marks) {
      this.page.drawRectangle({
        x: this.x(m.x - markSize / 2),
        y: this.y(m.y + markSize / 2),
        width: markSize * PT_PER_MM,
        height: markSize * PT_PER_MM,
        color: BLACK,
      });
    }
    if (sheetPage.studentNumber) this.grid(sheetPage.studentNumber, SHEET_TEXTS.studentNumberGrid[this.lang]);
    if (sheetPage.modelCode) this.grid(sheetPage.modelCode, SHEET_TEXTS.modelGrid[this.lang]);
    if (sheetPage.page === 0) {
      // Instructions in the strip between the header and the answers, across the page.
      const { sideMargin, answersTop } = SHEET_GEOMETRY;
      const x = this.rtl ? this.layout.width - sideMargin : sideMargin;
      this.label(SHEET_TEXTS.instructions[this.lang], x, answersTop - 3.5, 8, this.rtl ? 'right' : 'left');
    }
    for (const q of sheetPage.questions) {
      this.label(formatNumber(q.question, this.lang), q.label.x, q.label.y, 8, 'center', INK);
      q.bubbles.forEach((b, i) => {
        this.bubble(b.x, b.y, b.r, ANSWER_LETTERS[i][this.lang]);
      });
    }
  }

  paintStudent(sheetPage: SheetPage, qrText: string, req: BubbleSheetsRequest, student: SheetStudent): void {
    this.qr(qrText, sheetPage.qr);
    this.identity(sheetPage, req, student);
    if (sheetPage.studentNumber && student.studentId !== null)
      this.digits(sheetPage.studentNumber, student.studentNumber);
    if (sheetPage.modelCode && req.modelCode) this.digits(sheetPage.modelCode, req.modelCode);
  }

  /** Text centred vertically on a point given in mm. */
  private label(
    text: string,
    x: number,
    y: number,
    size: number,
    align: 'left' | 'right' | 'center',
    color = INK,
  ) {
    drawLabel(this.page, text, this.fonts, {
      x: this.x(x),
      y: this.y(y) - size * 0.3,
      size,
      align,
      rtl: this.rtl,
      color,
    });
  }

  private bubble(x: number, y: number, r: number, hint: string) {
    this.page.drawCircle({
      x: this.x(x),
      y: this.y(y),
      size: r * PT_PER_MM,
      borderColor: INK,
      borderWidth: 0.6,
    });
    if (hint) this.label(hint, x, y, r * 2.6, 'center', HINT);
  }

  /** The QR as vector squares (one rectangle per horizontal run of dark modules). */
  private qr(text: string, box: { x: number; y: number; size: number }) {
    const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = code.modules.size;
    const module = box.size / n;
    for (let row = 0; row < n; row++) {
      let col = 0;
      while (col < n) {
        if (!code.modules.get(row, col)) {
          col++;
          continue;
        }
        const start = col;
        while (col < n && code.modules.get(row, col)) col++;
        this.page.drawRectangle({
          x: this.x(box.x + start * module),
          y: this.y(box.y + (row + 1) * module),
          // A hair wider so that neighbouring runs do not leave white seams when rasterised.
          width: (col - start) * module * PT_PER_MM + 0.05,
          height: module * PT_PER_MM + 0.05,
          color: BLACK,
        });
      }
    }
  }

  /** Numbers are written in the digits the bubbles show (٠ to ٩ on an Arabic sheet). */
  private identity(sheetPage: SheetPage, req: BubbleSheetsRequest, student: SheetStudent) {
    const t = SHEET_TEXTS;
    const { text } = sheetPage;
    const pages = this.layout.pages.length;
    const lines: [string, number][] = [[t.title[this.lang], 13]];
    lines.push([fill(t.exam, { title: req.examTitle })[this.lang], 9]);
    if (student.studentId !== null) {
      lines.push([fill(t.name, { name: student.name })[this.lang], 9]);
      lines.push([
        fill(t.studentNumber, { number: langDigits(student.studentNumber, this.lang) })[this.lang],
        9,
      ]);
      if (student.nationalId)
        lines.push([fill(t.nationalId, { id: langDigits(student.nationalId, this.lang) })[this.lang], 9]);
      if (student.sector) lines.push([fill(t.sector, { sector: student.sector })[this.lang], 9]);
    }
    if (req.modelCode)
      lines.push([fill(t.model, { code: langDigits(req.modelCode, this.lang) })[this.lang], 16]);
    if (pages > 1) lines.push([fill(t.page, { page: sheetPage.page + 1, pages })[this.lang], 9]);
    let y = text.y;
    for (const [line, size] of lines) {
      y += (size * 1.35) / PT_PER_MM;
      this.label(line, text.x, y - size / PT_PER_MM / 2, size, text.align);
    }
  }

  /** A digit grid: caption, a box per digit to write in, bubbles 0-9. */
  private grid(grid: DigitGrid, caption: string) {
    this.label(caption, grid.caption.x, grid.caption.y, 7, 'center');
    const { digitPitchX } = SHEET_GEOMETRY;
    for (const box of grid.boxes) {
      this.page.drawRectangle({
        x: this.x(box.x - digitPitchX / 2 + 0.3),
        y: this.y(box.y + 2.5),
        width: (digitPitchX - 0.6) * PT_PER_MM,
        height: 5 * PT_PER_MM,
        borderColor: INK,
        borderWidth: 0.5,
      });
    }
    for (const column of grid.columns) {
      column.forEach((b, digit) => {
        this.bubble(b.x, b.y, b.r, formatNumber(digit, this.lang));
      });
    }
  }

  /** A pre-filled sheet's number in the grid's boxes, right-aligned (a shorter number leaves the first empty). */
  private digits(grid: DigitGrid, digits: string) {
    const padded = digits.slice(-grid.boxes.length).padStart(grid.boxes.length, ' ');
    grid.boxes.forEach((box, i) => {
      if (padded[i].trim()) this.label(langDigits(padded[i], this.lang), box.x, box.y, 9, 'center');
    });
  }
}
