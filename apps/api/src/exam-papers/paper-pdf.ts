import { Injectable } from '@nestjs/common';
import { PAPER_TEXTS } from '@mizan/domain/exam-papers';
import { fill } from '@mizan/domain/i18n';
import { PdfWriter } from '../documents/pdf.writer.js';
import type { Paper } from './exam-paper.service.js';
import { footerText, paperHtml, paperTitle } from './paper-html.js';

const PT_PER_MM = 72 / 25.4;
/** The footer's baseline and side inset, within the page's bottom margin. */
const FOOTER_BASELINE_MM = 7.6;
const FOOTER_INSET_MM = 15;

/** A paper through the documents service's Chromium pool, then its footer stamped on each page. */
@Injectable()
export class PaperPdf {
  constructor(private readonly writer: PdfWriter) {}

  async write(paper: Paper, key: boolean): Promise<Uint8Array> {
    const { body, css } = paperHtml(paper, key);
    const pdf = await this.writer.write(
      { body, css, lang: paper.lang, title: paperTitle(paper, key) },
      { margin: { top: '15mm', bottom: '18mm', left: '15mm', right: '15mm' } },
    );
    return stampFooter(pdf, paper);
  }
}

/**
 * The footer, drawn here rather than by Chromium's footer template: that numbers pages in Western
 * digits whatever the language ('صفحة 1 من 4') and renders in system fonts, not the paper's. Exam
 * and model at the reading start, 'page x of y' in the paper's digits at the other end, both in the
 * sheet fonts (Noto Naskh Arabic and Amiri, which also shape and order mixed Arabic and Latin).
 */
async function stampFooter(pdf: Uint8Array, paper: Paper): Promise<Uint8Array> {
  // pdf-lib and the sheet fonts (fontkit) load at the first paper, not at the API's start.
  const [{ PDFDocument, rgb }, { drawLabel, embedSheetFonts }] = await Promise.all([
    import('pdf-lib'),
    import('./sheets/sheet-text.js'),
  ]);
  const doc = await PDFDocument.load(pdf);
  const fonts = await embedSheetFonts(doc);
  const pages = doc.getPages();
  const rtl = paper.lang === 'ar';
  const inset = FOOTER_INSET_MM * PT_PER_MM;
  const y = FOOTER_BASELINE_MM * PT_PER_MM;
  const words = footerText(paper);
  pages.forEach((page, i) => {
    const start = rtl ? page.getWidth() - inset : inset;
    const end = rtl ? inset : page.getWidth() - inset;
    const at = (x: number, align: 'left' | 'right') => ({ x, y, size: 9, align, rtl, color: rgb(0, 0, 0) });
    drawLabel(page, words, fonts, at(start, rtl ? 'right' : 'left'));
    const label = fill(PAPER_TEXTS.page, { page: i + 1, pages: pages.length })[paper.lang];
    drawLabel(page, label, fonts, at(end, rtl ? 'left' : 'right'));
  });
  return doc.save();
}
