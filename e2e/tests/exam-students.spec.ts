import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { EXAM_MESSAGES } from '@mizan/domain/exam-generation';
import { MESSAGES } from '@mizan/domain/messages';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, openSignedIn } from '../lib/session';
import { DIR, type Lang, LANGS } from '../lib/texts';
import { ExamGenerationPage, et, examApi } from '../pages/ExamGenerationPage';
import { photo } from '../lib/photo';

// Exam generation (165.7.1.) part 7: an exam's students, sectors and distribution, on exam details.
// The demo examcreator on MTH601; each journey makes and publishes its own 2-model exam.
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/exam-students-shots');

/** The students sheet (API.md 'From a sheet'): A national id, B number, C/D names; one bad national id. */
async function studentsSheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('students');
  sheet.addRow(['الرقم القومي', 'Student number', 'الاسم', 'Name']);
  sheet.addRow(['30001010100011', '2026001', 'أحمد علي', 'Ahmed Ali']);
  sheet.addRow(['30001010100022', '2026002', 'منى حسن', 'Mona Hassan']);
  sheet.addRow(['12345', '2026003', 'خطأ', 'Wrong id']);
  sheet.addRow(['30001010100044', '2026004', 'سارة محمود', 'Sara Mahmoud']);
  sheet.addRow(['30001010100055', '2026005', 'عمر خالد', 'Omar Khaled']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A published exam of two models (22.1.) built from the demo bank through the API. */
async function publishedExam(page: Page, lang: Lang) {
  const api = examApi(page.request, await apiLogin(page.request, 'examcreator'));
  const courseId = await api.courseId();
  const row = (await api.bank(courseId)).find((r) => r.questionType !== '3.5.' && r.count >= 1);
  expect(row, 'a demo bank row').toBeDefined();
  const examId = await api.add(courseId, {
    name: `${lang === 'ar' ? 'توزيع' : 'Seating'} ${Date.now().toString(36)}`,
    questionCount: 1,
    totalDegree: 2,
    modelsCount: 2,
  });
  await api.specify(examId, [{ ...(row ?? { subjectId: 0, questionType: '3.1.' }), count: 1, degree: 2 }]);
  await api.generate(examId);
  await api.publish(examId);
  return { api, courseId, examId };
}

async function shots(page: Page, name: string, lang: Lang) {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate(() => document.fonts.ready);
    await photo(page, { path: path.join(SHOTS, `${name}-${lang}-${theme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('exam students, sectors and distribution (165.7.1.)', () => {
  for (const lang of LANGS)
    test(`import a sheet, add sectors, distribute, approve, edits refused (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      const { api, courseId, examId } = await publishedExam(page, lang);
      const x = new ExamGenerationPage(page);
      await openSignedIn(page, 'examcreator', ExamGenerationPage.detailsPath(courseId, examId), {
        lang,
        theme: 'system',
      });
      await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
      await expect(x.status).toHaveAttribute('data-status', 'published');
      await expect(page.getByTestId('students-empty')).toBeVisible();

      // The sheet: checked first, the bad national id skipped with SPEC 5's text, then imported.
      await x.importStudents({ name: 'students.xlsx', buffer: await studentsSheet() });
      const bad = page.getByTestId('students-file-row-4');
      await expect(bad).toHaveAttribute('data-status', 'skipped');
      await expect(bad).toContainText(MESSAGES.nationalId[lang]);
      await expect(page.locator('[data-testid^="students-file-row-"][data-status="imported"]')).toHaveCount(
        4,
      );
      await shots(page, 'students-report', lang);
      await page.getByTestId('students-file-import').click();
      await expect(page.getByTestId('students-file-report')).toContainText(
        et(lang, 'students.file.imported'),
      );
      await page
        .getByTestId('students-file-dialog')
        .getByRole('button', { name: et(lang, 'common.close') })
        .click();
      await expect(page.getByTestId('students-counts')).toHaveAttribute('data-active', '4');

      // Two sectors of two seats each; the plan is previewed before distributing.
      await x.addSector(lang === 'ar' ? 'قاعة ١' : 'Hall 1', 'hall', 2);
      await x.addSector(lang === 'ar' ? 'لجنة ٢' : 'Committee 2', 'committee', 2);
      await expect(page.getByTestId('distribution-preview')).toBeVisible();
      await page.getByTestId('distribute').click();
      await expect(page.getByTestId('distribution-state')).toHaveAttribute('data-distributed', 'true');

      // Neighbours (seat after seat in a sector) hold different models.
      await expect(page.locator('[data-testid^="student-"][data-seat="2"]')).toHaveCount(2);
      const seats = await x.seating();
      expect(seats).toHaveLength(4);
      for (const s of seats) {
        const next = seats.find((o) => o.sector === s.sector && o.seat === s.seat + 1);
        if (next) expect(next.model).not.toBe(s.model);
      }
      await shots(page, 'exam-students-distributed', lang);

      // Approve, after the confirmation that says what it locks.
      await page.getByTestId('distribution-approve').click();
      const dialog = page.getByTestId('distribution-approve-dialog');
      await expect(dialog).toContainText(et(lang, 'distribution.approveBody'));
      await dialog.getByRole('button', { name: et(lang, 'distribution.approve') }).click();
      await expect(x.status).toHaveAttribute('data-status', 'distributionApproved');

      // Every edit control is off and says why; the API refuses an edit of the exam's data.
      const reason = EXAM_MESSAGES.examLocked[lang];
      for (const id of [
        'students-file',
        'students-sis',
        'sector-add',
        'distribute',
        'distribution-approve',
      ]) {
        await expect(page.getByTestId(id)).toBeDisabled();
        await expect(page.getByTestId(id)).toHaveAttribute('title', reason);
      }
      await expect(page.getByTestId('distribution-locked')).toHaveText(reason);
      await shots(page, 'exam-students-approved', lang);
      const refused = await api.rename(examId, 'renamed');
      expect(refused.status).toBe(422);
      expect(refused.body.message?.[lang]).toBe(reason);
      await page.goto(ExamGenerationPage.addPath(courseId, examId));
      await expect(page.getByTestId('exam-form-locked')).toHaveText(reason);
      await expect(x.formSave).toBeDisabled();
    });

  for (const lang of LANGS)
    test(`the exam's data edited through PUT, sectors checked in the dialog (${lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      const { api, courseId, examId } = await publishedExam(page, lang);
      const x = new ExamGenerationPage(page);
      await openSignedIn(page, 'examcreator', ExamGenerationPage.addPath(courseId, examId), { lang });
      const name = `${lang === 'ar' ? 'معدل' : 'Edited'} ${Date.now().toString(36)}`;
      await page.getByTestId('exam-form-name').fill(name);
      await page
        .getByTestId('exam-form-instructions')
        .fill(lang === 'ar' ? 'أجب عن كل الأسئلة' : 'Answer every question');
      await x.formSave.click();
      await expect(page.getByTestId('exam-summary')).toContainText(name);
      const view = await api.view(examId);
      expect(view.exam.name).toBe(name);
      // The name does not reshape the models: the exam stays published.
      expect(view.status).toBe('published');
      await shots(page, 'exam-edit', lang);

      await page.goto(ExamGenerationPage.detailsPath(courseId, examId));
      await page.getByTestId('sector-add').click();
      await page.getByTestId('sector-save').click();
      await expect(page.getByTestId('sector-dialog')).toBeVisible();
      await expect(page.getByTestId('sector-name')).toHaveAttribute('aria-invalid', 'true');
    });
});

test.describe('SPEC 8 time-zone alert on the exam form (165.7.1.)', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });
  for (const lang of LANGS)
    test(`a device outside the university's zone is told so (${lang})`, async ({ page }) => {
      const api = examApi(page.request, await apiLogin(page.request, 'examcreator'));
      const courseId = await api.courseId();
      await openSignedIn(page, 'examcreator', ExamGenerationPage.addPath(courseId), { lang });
      const alert = page.getByTestId('exam-tz-alert');
      await expect(alert).toContainText('Asia/Tokyo');
      await expect(alert.locator('bdi[lang="en"]', { hasText: 'Africa/Cairo' })).toHaveCount(1);
    });
});
