import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { examPaths } from '@mizan/domain/exam-generation';
import { examPaperPaths, PAPER_MESSAGES, type PaperFormat } from '@mizan/domain/exam-papers';
import { XMLValidator } from 'fast-xml-parser';
import JSZip from 'jszip';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { dirOfText } from './rich-text-docx.js';

const A = '165.7.1.';
const dir = mkdtempSync(path.join(tmpdir(), 'mizan-papers-'));
const poppler = (tool: 'pdftotext' | 'pdffonts', pdf: Buffer) => {
  const file = path.join(dir, `${tool}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' });
};
/** pdftotext puts bidi controls and spaces as it likes around Arabic: compare letters only. */
const letters = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '');

/** The demo exams of MTH601 (demo-exams.ts: Arabic, models complete) as paper. */
describe('165.7.1. exam papers over HTTP: model PDF and DOCX, key, bubble sheets', () => {
  let t: TestApp;
  let token: string;
  let examId: number;
  const file = async (p: string, as = token) => {
    const res = await fetch(`${t.url}${p}`, { headers: { Authorization: `Bearer ${as}` } });
    const data = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, data, json: () => JSON.parse(data.toString('utf8')) };
  };
  const model = (format: PaperFormat, key = false, id = examId) => examPaths.export(A, id, 1, format, key);
  /** Each question's stem as plain text, in model order (formulas and blanks left out). */
  const stems = async (id: number) => {
    const rows = await t.sql<{ stem: string }>(
      `select v.content ->> 'stem' as stem from exam_model m join exam_model_question q on q.model_id = m.id
       join lateral (select content from question_version v where v.question_id = q.question_id and v.version = q.version
         order by revision desc limit 1) v on true
       where m.exam_id = ? and m.model_no = 1 order by q.position`,
      [id],
    );
    return rows.map((r) =>
      r.stem
        // Up to the first formula or blank: what pdftotext gives around them is not the stored order.
        .split(/<(?:span|div) [^>]*data-(?:latex|blank)=/)[0]
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z]+;|&#\d+;/g, ' '),
    );
  };

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('examcreator');
    [{ id: examId }] = await t.sql<{ id: number }>(
      "select id from exam where name = 'Midterm (models complete)' order by id limit 1",
    );
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints an Arabic model as a PDF: header, stems in reading order, Amiri embedded; the key adds the key table', async () => {
    const started = performance.now();
    const res = await file(model('pdf'));
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // The name in the exam's language (RFC 5987 filename*), an ASCII filename beside it.
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="Midterm[ -~]*\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toMatch(/^Midterm.* - نموذج .+\.pdf$/);
    writeFileSync(path.join(tmpdir(), 'w15-ar.pdf'), res.data);
    const text = poppler('pdftotext', res.data);
    const flat = letters(text);
    expect(flat).toContain(letters('الدرجة الكلية'));
    expect(flat).toContain(letters('نموذج'));
    let at = 0;
    for (const stem of await stems(examId)) {
      const words = letters(stem).slice(0, 20);
      if (!words) continue;
      const next = flat.indexOf(words, at);
      expect([stem, next >= at]).toEqual([stem, true]);
      at = next;
    }
    expect(poppler('pdffonts', res.data)).toMatch(/Amiri.*yes/);
    // Page x of y in Arabic-Indic digits on every page, never Western ones (Chromium's own numbering).
    const pages = text.split('\f').filter((p) => p.trim());
    const total = pages.length.toLocaleString('ar-EG');
    pages.forEach((p, i) => {
      const footer = p.split('\n').find((line) => line.includes('صفحة')) ?? '';
      // pdftotext spaces Arabic as it likes: compare letters and digits.
      expect(letters(footer)).toBe(letters(`صفحة ${(i + 1).toLocaleString('ar-EG')} من ${total}`));
    });
    expect(text).not.toMatch(/صفحة\s*\d/);
    const warm = performance.now();
    const key = await file(model('pdf', true));
    const warmMs = performance.now() - warm;
    expect(key.status).toBe(200);
    expect(letters(poppler('pdftotext', key.data))).toContain(letters('نموذج الإجابة وتوزيع الدرجات'));
    console.log(`Arabic model PDF: ${Math.round(ms)} ms cold, its key ${Math.round(warmMs)} ms warm`);
  });

  it('prints the DOCX: w:bidi on Arabic paragraphs, w:rtl on runs, equations as OMML, well-formed XML', async () => {
    // One stem gains a formula and an English run, so the conversion is seen whatever the demo bank holds.
    const [q] = await t.sql<{ question_id: number; version: number }>(
      `select q.question_id, q.version from exam_model m join exam_model_question q on q.model_id = m.id
       where m.exam_id = ? and m.model_no = 1 order by q.position limit 1`,
      [examId],
    );
    await t.sql(
      `update question_version set content = jsonb_set(content, '{stem}', to_jsonb(?::text))
       where question_id = ? and version = ?`,
      [
        '<p>احسب قيمة <span data-type="inline-math" data-latex="\\frac{a}{b}+\\sqrt{x^2}"></span> عند <bdi>x = 2</bdi> (use SI units).</p>',
        q.question_id,
        q.version,
      ],
    );
    const started = performance.now();
    const res = await file(model('docx'));
    const ms = performance.now() - started;
    expect([res.status, res.status === 200 ? '' : res.data.toString()]).toEqual([200, '']);
    expect(res.headers.get('content-type')).toContain('wordprocessingml');
    const zip = await JSZip.loadAsync(res.data);
    const xml = await zip.file('word/document.xml')?.async('string');
    if (!xml) throw new Error('no document.xml');
    for (const name of Object.keys(zip.files).filter((n) => n.endsWith('.xml')))
      expect([name, XMLValidator.validate((await zip.file(name)?.async('string')) ?? '')]).toEqual([
        name,
        true,
      ]);
    expect(xml).toContain('<m:oMath');
    expect(xml).toContain('<m:f>');
    // Paragraphs that read right to left (first strong letter Arabic) carry w:bidi; an English question stays LTR.
    const paragraphs = [...xml.matchAll(/<w:p>(?:(?!<\/w:p>).)*?<\/w:p>/gs)].map((m) => m[0]);
    const textOf = (p: string) => [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    const arabic = paragraphs.filter((p) => !p.includes('<w:tbl') && dirOfText(textOf(p), 'ltr') === 'rtl');
    expect(arabic.length).toBeGreaterThan(5);
    for (const p of arabic) expect(p).toContain('<w:bidi/>');
    const runs = [...xml.matchAll(/<w:r>(?:(?!<\/w:r>).)*?<\/w:r>/gs)].map((m) => m[0]);
    const arabicRuns = runs.filter((r) => /<w:t[^>]*>[^<]*[\u0600-\u06ff]/.test(r));
    expect(arabicRuns.length).toBeGreaterThan(5);
    for (const r of arabicRuns) expect(r).toContain('<w:rtl/>');
    // The English run inside the Arabic paragraph reads left to right.
    expect(runs.find((r) => r.includes('use SI units'))).not.toContain('<w:rtl/>');
    // The exam's Latin name in the Arabic header and footer is a run of its own, left to right.
    const footer = (await zip.file('word/footer1.xml')?.async('string')) ?? '';
    expect(footer).toMatch(/PAGE/);
    for (const part of [xml, footer]) {
      const named = [...part.matchAll(/<w:r>(?:(?!<\/w:r>).)*?<\/w:r>/gs)].find((m) =>
        m[0].includes('Midterm'),
      );
      expect(named?.[0]).not.toContain('<w:rtl/>');
    }
    writeFileSync(path.join(tmpdir(), 'w15-ar.docx'), res.data);
    const key = await file(model('docx', true));
    expect(key.status).toBe(200);
    console.log(`Arabic model DOCX: ${Math.round(ms)} ms`);
  });

  it('prints an English exam in English: header words, letters a) b), left to right', async () => {
    await t.sql("update exam set language = '4.2.' where id = ?", [examId]);
    try {
      const res = await file(model('pdf'));
      expect(res.status).toBe(200);
      const text = poppler('pdftotext', res.data);
      expect(text).toContain('Total marks');
      expect(text).toMatch(/Page 1 of \d/);
      writeFileSync(path.join(tmpdir(), 'w15-en.pdf'), res.data);
      const docx = await file(model('docx'));
      const xml = (await (await JSZip.loadAsync(docx.data)).file('word/document.xml')?.async('string')) ?? '';
      expect(xml).toContain('Total marks');
    } finally {
      await t.sql("update exam set language = '4.1.' where id = ?", [examId]);
    }
  });

  it('refuses an incomplete model (SPEC 4) with 409 {ar, en}, an unknown model, bad format or key, and users without the right', async () => {
    await t.sql('update exam_model set complete = false where exam_id = ? and model_no = 1', [examId]);
    try {
      for (const format of ['pdf', 'docx'] as const) {
        const res = await file(model(format));
        expect(res.status).toBe(409);
        expect(res.json().message).toEqual(PAPER_MESSAGES.modelIncomplete);
      }
      expect((await file(examPaperPaths.sheets(A, examId, { count: 2 }))).status).toBe(409);
    } finally {
      await t.sql('update exam_model set complete = true where exam_id = ? and model_no = 1', [examId]);
    }
    const exportOf = (query: string, modelNo = 1) =>
      file(`/api/exams/${A}/${examId}/models/${modelNo}/export?${query}`);
    expect((await exportOf('format=pdf', 100)).status).toBe(404);
    expect((await exportOf('format=pdf&key=maybe')).status).toBe(422);
    for (const query of ['format=xls', 'key=1', 'format=PDF&key=0']) {
      const bad = await exportOf(query);
      expect([query, bad.status]).toEqual([query, 422]);
      expect(Object.keys(bad.json().fields)).toEqual(['format']);
      expect(bad.json().message).toEqual({ ar: expect.any(String), en: expect.any(String) });
    }
    // The routes before the contract are gone: one route prints a model.
    expect((await file(`/api/exam-papers/${A}/${examId}/models/1/pdf`)).status).toBe(404);
    expect((await file(model('pdf'), await t.login('creator'))).status).toBe(403);
    expect((await file(model('docx'), await t.login('creator'))).status).toBe(403);
    expect((await fetch(`${t.url}${model('pdf')}`)).status).toBe(401);
  });

  it('prints blank bubble sheets on request and refuses per-student sheets without a distribution', async () => {
    const res = await file(examPaperPaths.sheets(A, examId, { count: 3, paper: 'Letter' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      poppler('pdftotext', res.data)
        .split('\f')
        .filter((p) => p.trim()).length,
    ).toBeGreaterThanOrEqual(3);
    const none = await file(examPaperPaths.sheets(A, examId));
    expect(none.status).toBe(422);
    expect(none.json().message).toEqual(PAPER_MESSAGES.noStudents);
    expect((await file(examPaperPaths.sheets(A, examId, { count: 0 }))).status).toBe(422);
  });
});
