import { Injectable } from '@nestjs/common';
import { PdfWriter } from '../documents/pdf.writer.js';
import type { Paper } from './exam-paper.service.js';
import { paperFooter, paperHtml, paperTitle } from './paper-html.js';

/** A paper through the documents service's Chromium pool, 'page x of y' in the footer. */
@Injectable()
export class PaperPdf {
  constructor(private readonly writer: PdfWriter) {}

  write(paper: Paper, key: boolean): Promise<Buffer> {
    const { body, css } = paperHtml(paper, key);
    return this.writer.write(
      { body, css, lang: paper.lang, title: paperTitle(paper, key) },
      {
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: paperFooter(paper),
        margin: { top: '15mm', bottom: '18mm', left: '15mm', right: '15mm' },
      },
    );
  }
}
