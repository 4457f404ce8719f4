import type { PDFOptions } from 'puppeteer-core';
import type { ChromiumPool } from './chromium.pool.js';
import { PRINT_FONT_FAMILY, printFontCss } from './fonts.js';

export interface PdfPage {
  /** The body's HTML; the caller escapes and sanitises what it puts in. */
  body: string;
  lang: 'ar' | 'en';
  /** Extra CSS of the document (layout of an exam paper, a bubble sheet...). */
  css?: string;
  title?: string;
}

const escapeText = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A whole print document: the embedded print font, direction from the language, A4 margins. */
export function printHtml(page: PdfPage): string {
  const dir = page.lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${page.lang}" dir="${dir}"><head><meta charset="utf-8">
<title>${escapeText(page.title ?? '')}</title>
<style>${printFontCss()}
html { font-family: '${PRINT_FONT_FAMILY}', serif; font-size: 12pt; }
@page { size: A4; margin: 18mm 15mm; }
${page.css ?? ''}</style></head><body>${page.body}</body></html>`;
}

/** HTML to PDF on a pooled Chromium page. */
export class PdfWriter {
  constructor(private readonly pool: ChromiumPool) {}

  async write(page: PdfPage, options: PDFOptions = {}): Promise<Buffer> {
    return this.pool.withPage(async (p) => {
      await p.setContent(printHtml(page), { waitUntil: 'load' });
      await p.evaluate(() => document.fonts.ready.then(() => undefined));
      return Buffer.from(await p.pdf({ format: 'A4', printBackground: true, ...options }));
    });
  }
}
