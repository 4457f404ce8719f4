import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import { PRINT_FONT_FAMILY } from './fonts.js';

export interface DocxParagraph {
  text: string;
  bold?: boolean;
  /** Each paragraph carries its own direction: an English term list inside an Arabic paper stays LTR. */
  lang: 'ar' | 'en';
}

/**
 * A .docx of paragraphs in the print font. Arabic paragraphs get both w:bidi on the paragraph and
 * w:rtl on its runs (one without the other reorders mixed text wrongly in Word).
 */
export async function writeDocx(paragraphs: DocxParagraph[], title = ''): Promise<Buffer> {
  const doc = new Document({
    title,
    styles: { default: { document: { run: { font: PRINT_FONT_FAMILY, size: 24 } } } },
    sections: [
      {
        children: paragraphs.map((p) => {
          const rtl = p.lang === 'ar';
          return new Paragraph({
            bidirectional: rtl,
            alignment: rtl ? AlignmentType.RIGHT : AlignmentType.LEFT,
            children: [
              new TextRun({ text: p.text, bold: p.bold, rightToLeft: rtl, font: PRINT_FONT_FAMILY }),
            ],
          });
        }),
      },
    ],
  });
  return Packer.toBuffer(doc);
}
