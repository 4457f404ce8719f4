import { Injectable } from '@nestjs/common';
import { PAPER_TEXTS } from '@mizan/domain/exam-papers';
import { fill } from '@mizan/domain/i18n';
import { PdfWriter } from '../documents/pdf.writer.js';
import type { Paper } from './exam-paper.service.js';
import { paperFooter, paperHtml, paperTitle } from './paper-html.js';

const PT_PER_MM = 72 / 25.4;
/** The page label's baseline and side inset, in line with Chromium's footer text (paperFooter). */
const FOOTER_BASELINE_MM = 7.6;
const FOOTER_INSET_MM = 15;

/** A paper through the documents service's Chromium pool, then 'page x of y' stamped on each page. */
@Injectable()
export class PaperPdf {
  constructor(private readonly writer: PdfWriter) {}

  async write(paper: Paper, key: boolean): Promise<Uint8Array> {
    const { body, css } = paperHtml(paper, key);
    const pdf = await this.writer.write(
      { body, css, lang: paper.lang, title: paperTitle(paper, key) },
      {
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: paperFooter(paper),
        margin: { top: '15mm', bottom: '18mm', left: '15mm', right: '15mm' },
      },
    );
    return stampPageNumbers(pdf, paper);
  }
}

/**
 * Chromium fills its footer's pageNumber/totalPages with Western digits whatever the page's
 * language, so an Arabic paper would read 'صفحة 1 من 4'. The label is drawn here instead, in the
 * paper's digits (fill formats numbers per language), at the footer's free end: the left in Arabic.
 */
async function stampPageNumbers(pdf: Uint8Array, paper: Paper): Promise<Uint8Array> {
  // pdf-lib and the sheet fonts (fontkit) load at the first paper, not at the API's start.
  const [{ PDFDocument, rgb }, { drawLabel, embedSheetFonts }] = await Promise.all([
    import('pdf-lib'),
    import('./sheets/sheet-text.js'),
  ]);
  const doc = await PDFDocument.load(pdf);
  const fonts = await embedSheetFonts(doc);
  const pages = doc.getPages();
  const rtl = paper.lang === 'ar';
  pages.forEach((page, i) => {
    const label = fill(PAPER_TEXTS.page, { page: i + 1, pages: pages.length })[paper.lang];
    const inset = FOOTER_INSET_MM * PT_PER_MM;
    drawLabel(page, label, fonts, {
      x: rtl ? inset : page.getWidth() - inset,
      y: FOOTER_BASELINE_MM * PT_PER_MM,
      size: 9,
      align: rtl ? 'left' : 'right',
      rtl,
      color: rgb(0, 0, 0),
    });
  });
  return doc.save();
}
