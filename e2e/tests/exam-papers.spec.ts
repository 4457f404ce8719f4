import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SheetLayout } from '@mizan/domain/exam-papers';
import { formatNumber } from '@mizan/domain/i18n';
import { REVIEW_REASONS, SCORING_MESSAGES } from '@mizan/domain/scoring';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { apiLogin, openSignedIn } from '../lib/session';
import { DIR, LANGS, type Lang } from '../lib/texts';
import { examApi } from '../pages/ExamGenerationPage';
import {
  ExamPapersPage,
  examSheet,
  fullMarks,
  papersApi,
  pt,
  type SheetModel,
} from '../pages/ExamPapersPage';
import { photo } from '../lib/photo';

// Paper exams (165.7.1., issue 15): the demo 'Makeup (distribution approved)' exam of MTH601, whose
// students the seed seats. Each language scans its own student's filled sheet, so the two journeys
// run one after the other (publishing is exam-wide).
test.describe.configure({ mode: 'serial' });
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/exam-papers-shots');
const LIVE = { timeout: 60_000 };

async function shoot(page: Page, name: string, lang: Lang) {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
    await photo(page, { path: path.join(SHOTS, `${name}-${lang}-${theme}.png`), fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** Ink on the sheet: a pen's fill, and a pencil's touch too light to be read as an answer (a faint mark). */
const PEN = 35;
const PENCIL = 205;

/**
 * The seated student's printed sheet (GET sheets.pdf, found by the number printed on it in the
 * sheet's digits), filled as a student would: the first choice of every row in pen, but `doubtful`
 * only touched lightly in pencil; then scanned by a copier, a little rotated and grey, as JPEG.
 */
async function filledSheet(
  pdf: Buffer,
  studentNumber: string,
  layout: SheetLayout,
  rows: number,
  doubtful: { row: number; choice: number },
): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mizan-e2e-sheet-'));
  const file = path.join(dir, 'sheets.pdf');
  writeFileSync(file, pdf);
  const printed = studentNumber.replace(/\d/g, (d) => formatNumber(Number(d), layout.spec.lang));
  const pages = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\f');
  const page = pages.findIndex((p) => p.includes(printed)) + 1;
  expect(page, `sheet of ${studentNumber}`).toBeGreaterThan(0);
  expect(layout.pages, 'a one-page sheet').toHaveLength(1);
  execFileSync('pdftoppm', [
    '-f',
    String(page),
    '-l',
    String(page),
    '-r',
    '150',
    '-gray',
    '-png',
    '-singlefile',
    file,
    path.join(dir, 'sheet'),
  ]);
  const clean = readFileSync(path.join(dir, 'sheet.png'));
  const { width = 0, height = 0 } = await sharp(clean).metadata();
  const mm = width / layout.width;
  const shapes = layout.pages[0].questions
    .filter((q) => q.question <= rows)
    .map((q) => {
      const touched = q.question === doubtful.row;
      const b = q.bubbles[touched ? doubtful.choice : 0];
      const [x, y, r] = [b.x * mm, b.y * mm, b.r * 0.9 * mm];
      const ink = touched ? PENCIL : PEN;
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="rgb(${ink},${ink},${ink})"/>`;
    });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
  const filled = await sharp(clean)
    .composite([{ input: Buffer.from(svg), blend: 'multiply' }])
    .png()
    .toBuffer();
  return sharp(filled).greyscale().rotate(0.8, { background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
}

/** The first single-answer choice question of a model: its sheet row and its correct choice as shown. */
function doubtfulRow(model: SheetModel): { row: number; choice: number; position: number; degree: number } {
  const row = model.rows.findIndex((r) => !r.multi && r.sub === null && r.pair === null && r.choices > 2);
  const q = model.questions.find((x) => x.position === model.rows[row]?.position);
  expect(q?.body.type, 'a multiple choice question on the sheet').toBe('3.2.');
  if (q?.body.type !== '3.2.') throw new Error('no multiple choice question');
  const { options } = q.body;
  const order = q.choiceOrder ?? options.map((_, i) => i);
  return {
    row: row + 1,
    choice: order.findIndex((stored) => options[stored].correct),
    position: q.position,
    degree: q.degree,
  };
}

test.describe('paper exams (165.7.1.)', () => {
  for (const [i, lang] of LANGS.entries())
    test(`print, scan, review, mark blind, publish, Excel (${lang})`, async ({ page }) => {
      test.setTimeout(240_000);
      const session = await apiLogin(page.request, 'examcreator');
      const exams = examApi(page.request, session);
      const api = papersApi(page.request, session);
      const courseId = await exams.courseId();
      const exam = (await exams.exams(courseId)).exams.find(
        (e) => e.name === 'Makeup (distribution approved)',
      );
      expect(exam, 'the demo distributed exam').toBeDefined();
      const examId = exam?.examId ?? 0;
      const student = (await api.students(examId)).filter((s) => s.modelNo !== null && !s.withdrawn)[i];
      const x = new ExamPapersPage(page);

      // Print: a model's PDF.
      await openSignedIn(page, 'examcreator', ExamPapersPage.path(courseId, examId, 'print'), { lang });
      await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
      await expect(x.heading).toHaveText(pt(lang, 'print.title'));
      const [download] = await Promise.all([
        page.waitForEvent('download', LIVE),
        page.getByTestId(`print-${student.modelNo}-pdf`).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(
        readFileSync(await download.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await shoot(page, 'print', lang);

      // Scans: the student's printed sheet, filled in pen but for one bubble touched lightly in pencil.
      await x.tab('scans').click();
      await expect(x.heading).toHaveText(pt(lang, 'scans.title'));
      const { layout, models } = await examSheet(
        page.request,
        session,
        await apiLogin(page.request, 'admin'),
        examId,
      );
      const model = models.get(student.modelNo ?? -1);
      if (!model) throw new Error(`model ${student.modelNo}`);
      const doubt = doubtfulRow(model);
      const sheet = await filledSheet(
        await api.sheets(examId),
        student.studentNumber,
        layout,
        model.rows.length,
        doubt,
      );
      await x.scanFile.setInputFiles({ name: `sheet-${lang}.jpg`, mimeType: 'image/jpeg', buffer: sheet });
      await x.scanSend.click();
      await expect(page.getByTestId('scan-upload-progress')).toHaveCount(0, LIVE);
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: `sheet-${lang}.jpg` })
          .locator('[data-state="done"]'),
      ).toBeVisible(LIVE);
      await x.scanFile.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      await expect(page.getByTestId('scan-upload-local-error')).toHaveText(SCORING_MESSAGES.scanType[lang]);
      await shoot(page, 'scans', lang);

      // Review: the lightly touched bubble, and only it, waits for a person, with its picture and the
      // reader's candidate; confirmed as the student's answer (B in the queue is the shown choice).
      await x.tab('review-queue').click();
      await expect(x.reviewCard).toHaveCount(1);
      await expect(x.reviewCard.getByTestId('review-reason')).toHaveText(REVIEW_REASONS.faintMark[lang]);
      await expect(x.reviewCard).toContainText(
        pt(lang, 'review.question', { n: formatNumber(doubt.position, lang) }),
      );
      const crop = x.reviewCard.getByTestId('review-crop');
      await expect(crop).toHaveAttribute('src', /^data:image\/png;base64,/);
      expect(await crop.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const candidate = x.reviewCard.getByTestId(`review-choice-${doubt.choice}`);
      await expect(candidate).toHaveAttribute('aria-pressed', 'true');
      await shoot(page, 'review', lang);
      await x.reviewCard.getByTestId('review-confirm').click();
      await expect(x.reviewEmpty).toBeVisible(LIVE);

      // Results: publishing waits for the written answers, in the server's words.
      await x.tab('results').click();
      await x.publish.click();
      await expect(x.resultsError).toContainText(
        lang === 'ar' ? 'لا يمكن نشر النتائج' : 'Results cannot be published',
      );

      // Marking, blind: the essay's answer shows no name or number; full marks, saved with Enter.
      await x.tab('marking').click();
      const overview = await api.overview(examId);
      const essay = overview.questions.find((q) => q.content.questionType === '3.1.');
      expect(essay, 'an essay in the exam').toBeDefined();
      await page.getByTestId(`marking-question-${essay?.questionId}`).click();
      await page.getByTestId('marking-unmarked').click();
      // The only unmarked answer is this student's; the full list shown first may open on the other
      // language's (marked) answer, so the marks go in once the unmarked one is in the form.
      const unmarked = (await api.unmarked(examId, essay?.questionId ?? 0)).items;
      expect(unmarked, "the essay's one unmarked answer").toHaveLength(1);
      const item = unmarked[0];
      const form = page.getByTestId('marking-form');
      await expect(form).toHaveAttribute('data-ref', item.ref);
      await expect(page.getByTestId('marking-on-paper')).toBeVisible();
      await expect(page.locator('main')).not.toContainText(student.studentNumber);
      for (const [k, p] of item.parts.entries())
        await page.getByTestId(`marking-input-${k}`).fill(String(p.max));
      await shoot(page, 'marking', lang);
      await page.getByTestId(`marking-input-${item.parts.length - 1}`).press('Enter');
      await expect(page.getByTestId('marking-empty')).toBeVisible(LIVE);
      // The other written questions by the same routes.
      for (const q of overview.questions)
        for (const a of (await api.unmarked(examId, q.questionId)).items)
          await api.mark(examId, q.questionId, a.ref, fullMarks(a));

      // Publish and the Excel sheet.
      await x.tab('results').click();
      await x.publish.click();
      await expect(x.published).toHaveAttribute('data-published', 'true', LIVE);
      await expect(page.getByTestId('results-table')).toContainText(student.studentNumber);
      // The confirmed mark is scored: the question's full marks, by a person's decision.
      const result = (await api.results(examId)).students.find((r) => r.studentId === student.studentId);
      expect(result?.questions.find((q) => q.position === doubt.position)).toMatchObject({
        marks: doubt.degree,
        max: doubt.degree,
        pending: false,
      });
      expect(result?.marks).not.toBeNull();
      await shoot(page, 'results', lang);
      const [xlsx] = await Promise.all([page.waitForEvent('download', LIVE), x.xlsx.click()]);
      expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
      expect(
        readFileSync(await xlsx.path())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
    });
});
