import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { type BubbleSheetsRequest, writeBubbleSheets } from './bubble-sheet.writer.js';
import { embedSheetFonts, visualPieces } from './sheet-text.js';

const request = (lang: 'ar' | 'en', over: Partial<BubbleSheetsRequest> = {}): BubbleSheetsRequest => ({
  spec: { paper: 'A4', lang, choices: [...Array(100).fill(5), ...Array(20).fill(2)], studentNumberDigits: 8 },
  examId: 41,
  examTitle: lang === 'ar' ? 'ميكانيكا ١ - الامتحان النهائي' : 'Mechanics 1 final',
  modelCode: '07',
  students: [
    {
      studentId: 1234,
      name: lang === 'ar' ? 'محمد أحمد' : 'Mohamed Ahmed',
      studentNumber: '20210457',
      nationalId: '29801011234567',
      sector: lang === 'ar' ? 'قاعة ٣' : 'Hall 3',
    },
  ],
  ...over,
});

const dir = mkdtempSync(path.join(tmpdir(), 'mizan-sheets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pdfText(pdf: Uint8Array): string {
  const file = path.join(dir, `s${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const pageCount = (pdf: Uint8Array) => PDFDocument.load(pdf).then((d) => d.getPageCount());

describe('165.7.1. writeBubbleSheets', () => {
  it('Arabic: labels shaped and extractable in reading order, numbers left to right in Arabic digits, one page per student', async () => {
    const pdf = await writeBubbleSheets(request('ar'));
    if (process.env.MIZAN_SHEET_OUT)
      writeFileSync(path.join(process.env.MIZAN_SHEET_OUT, 'sheet-ar.pdf'), pdf);
    // pdftotext wraps runs in bidi controls and places a space by the colon as it likes: compare without them.
    const text = pdfText(pdf).replace(/[\u200e\u200f\u202a-\u202e\s]/g, '');
    for (const line of [
      'ورقة الإجابة',
      'الاسم: محمد أحمد',
      'رقم الطالب',
      '٢٠٢١٠٤٥٧',
      '٢٩٨٠١٠١١٢٣٤٥٦٧',
      'اللجنة: قاعة ٣',
      'النموذج ٠٧',
    ]) {
      expect(text).toContain(line.replace(/\s/g, ''));
    }
    // Question numbers in Arabic digits, several digits in their order.
    expect(text).toContain('١٢٠');
    expect(await pageCount(pdf)).toBe(1);
  });

  it('English: labels and Latin digits; several students and pages', async () => {
    const students = [1, 2, 3].map((n) => ({
      studentId: n,
      name: `Student ${n}`,
      studentNumber: `2021000${n}`,
    }));
    const pdf = await writeBubbleSheets(
      request('en', {
        students,
        spec: { paper: 'Letter', lang: 'en', choices: Array(120).fill(20), studentNumberDigits: 8 },
      }),
    );
    const text = pdfText(pdf);
    for (const line of [
      'Answer sheet',
      'Name: Student 3',
      'Student number: 20210002',
      'Model 07',
      'Page 2 of 4',
    ]) {
      expect(text).toContain(line);
    }
    expect(await pageCount(pdf)).toBe(12);
  });

  it('blank sheets carry no student and no model', async () => {
    const students = Array.from({ length: 20 }, () => ({ studentId: null, name: '', studentNumber: '' }));
    const pdf = await writeBubbleSheets(request('ar', { modelCode: '', students }));
    expect(await pageCount(pdf)).toBe(20);
    const text = pdfText(pdf);
    expect(text).not.toContain('الاسم');
    expect(text).not.toContain('النموذج 07');
  });

  it('keeps a Latin title with brackets whole in an Arabic line, brackets mirrored in Arabic runs (bidi rule N0)', async () => {
    const fonts = await embedSheetFonts(await PDFDocument.create());
    const visual = (text: string) =>
      visualPieces(text, true, fonts)
        .map((p) => p.text)
        .join('');
    expect(visual('الامتحان: Makeup (distribution approved)')).toMatch(/^Makeup \(distribution approved\)/);
    // After Arabic the pair is right to left: drawn mirrored, it reads '(Mechanics 1)' left to right.
    expect(visual('النهائي (Mechanics 1)')).toMatch(/^\(Mechanics 1\)/);
  });
});
