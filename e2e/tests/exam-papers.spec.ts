import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCORING_MESSAGES } from '@mizan/domain/scoring';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { apiLogin, openSignedIn } from '../lib/session';
import { DIR, LANGS, type Lang } from '../lib/texts';
import { examApi } from '../pages/ExamGenerationPage';
import { ExamPapersPage, fullMarks, papersApi, pt } from '../pages/ExamPapersPage';

// Paper exams (165.7.1., issue 15): the demo 'Makeup (distribution approved)' exam of MTH601, whose
// students the seed seats. Each language scans its own student's sheet, so the two journeys run one
// after the other (publishing is exam-wide).
test.describe.configure({ mode: 'serial' });
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/exam-papers-shots');
const LIVE = { timeout: 60_000 };

async function shoot(page: Page, name: string, lang: Lang) {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}-${theme}.png`), fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** The seated student's printed sheet (GET sheets.pdf, found by the number printed on it) as a scanner's JPEG. */
async function scannedSheet(pdf: Buffer, studentNumber: string): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mizan-e2e-sheet-'));
  const file = path.join(dir, 'sheets.pdf');
  writeFileSync(file, pdf);
  const pages = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\f');
  const page = pages.findIndex((p) => p.includes(studentNumber)) + 1;
  expect(page, `sheet of ${studentNumber}`).toBeGreaterThan(0);
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
  // A copier's page: a little rotated and grey, as JPEG.
  return sharp(readFileSync(path.join(dir, 'sheet.png')))
    .rotate(0.8, { background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
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

      // Scans: the student's printed sheet, scanned; then a page of nothing, which a person must decide.
      await x.tab('scans').click();
      await expect(x.heading).toHaveText(pt(lang, 'scans.title'));
      const sheet = await scannedSheet(await api.sheets(examId), student.studentNumber);
      await x.scanFile.setInputFiles({ name: `sheet-${lang}.jpg`, mimeType: 'image/jpeg', buffer: sheet });
      await x.scanSend.click();
      await expect(page.getByTestId('scan-upload-progress')).toHaveCount(0, LIVE);
      // A page of nothing (a grey scanner page): read, and refused as a page a person decides.
      const blank = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#fff' } })
        .greyscale()
        .jpeg({ quality: 80 })
        .toBuffer();
      await x.scanFile.setInputFiles({ name: `blank-${lang}.jpg`, mimeType: 'image/jpeg', buffer: blank });
      await x.scanSend.click();
      await expect(page.getByTestId('scan-upload-progress')).toHaveCount(0, LIVE);
      for (const file of [`sheet-${lang}.jpg`, `blank-${lang}.jpg`])
        await expect(
          page.getByRole('row').filter({ hasText: file }).locator('[data-state="done"]'),
        ).toBeVisible(LIVE);
      await x.scanFile.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      await expect(page.getByTestId('scan-upload-local-error')).toHaveText(SCORING_MESSAGES.scanType[lang]);
      await shoot(page, 'scans', lang);

      // Review: the blank page is refused (no corner marks); discarded with the D key.
      await x.tab('review-queue').click();
      await expect(x.reviewCard).toBeVisible();
      await shoot(page, 'review', lang);
      await page.keyboard.press('d');
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
      const form = page.getByTestId('marking-form');
      await expect(form).toBeVisible();
      await expect(page.getByTestId('marking-on-paper')).toBeVisible();
      await expect(page.locator('main')).not.toContainText(student.studentNumber);
      const item = (await api.unmarked(examId, essay?.questionId ?? 0)).items[0];
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
