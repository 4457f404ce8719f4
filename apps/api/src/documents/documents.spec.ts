import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { ChromiumPool } from './chromium.pool.js';
import { writeDocx } from './docx.writer.js';
import { PdfWriter } from './pdf.writer.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mizan-documents-'));
/** Runs a poppler tool on the PDF, as a reader would see it. */
const poppler = (tool: 'pdftotext' | 'pdffonts', pdf: Buffer) => {
  const file = path.join(dir, 'out.pdf');
  writeFileSync(file, pdf);
  return execFileSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' });
};

describe('documents: Chromium pool, HTML to PDF, DOCX, print font', () => {
  const pool = new ChromiumPool(2);
  const pdf = new PdfWriter(pool);
  afterAll(async () => {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders Arabic with English inside to a PDF whose text extracts and whose font is embedded', async () => {
    const out = await pdf.write({
      lang: 'ar',
      body: '<h1>امتحان الفصل الدراسي الأول</h1><p>السؤال الأول: عرّف <bdi>eigenvalue</bdi> للمصفوفة.</p><p dir="ltr">Question 2: define a matrix.</p>',
    });
    expect(out.subarray(0, 5).toString()).toBe('%PDF-');
    const text = poppler('pdftotext', out);
    expect(text).toContain('امتحان الفصل الدراسي الأول');
    expect(text).toContain('eigenvalue');
    expect(text).toContain('Question 2: define a matrix.');
    const fonts = poppler('pdffonts', out)
      .split('\n')
      .filter((l) => /Amiri/i.test(l));
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\b/); // embedded, subset
  }, 60_000);

  it('reuses its pages: eight concurrent renders open at most the pool size', async () => {
    const outs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pdf.write({ lang: 'en', body: `<p>Page ${i}</p>` })),
    );
    expect(outs.every((o) => o.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    expect(pool.pagesOpened).toBeLessThanOrEqual(pool.size);
    expect(poppler('pdftotext', outs[7])).toContain('Page 7');
  }, 60_000);

  it('writes a DOCX with right-to-left Arabic paragraphs (w:bidi and w:rtl) and left-to-right English', async () => {
    const docx = await writeDocx([
      { text: 'السؤال الأول', bold: true, lang: 'ar' },
      { text: 'Question one', lang: 'en' },
    ]);
    const xml = await (await JSZip.loadAsync(docx)).file('word/document.xml')?.async('string');
    expect(xml).toContain('السؤال الأول');
    expect(xml).toMatch(/<w:bidi\/>[\s\S]*<w:rtl\/>[\s\S]*السؤال الأول/);
    expect(xml).toContain('Question one');
    expect(xml).toContain('Amiri');
  });
});
