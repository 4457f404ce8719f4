import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { DashboardFigures } from '@mizan/domain/reports';
import { pendingQuestion } from '../lib/review-fixtures';
import { apiAs, apiLogin, openSignedIn } from '../lib/session';
import { DIR, LANGS, type Lang } from '../lib/texts';
import { demoCourse } from '../pages/CoursesPage';
import { EXAM_COURSE } from '../pages/ExamGenerationPage';
import { approveElsewhere, readNumber, ReportsPage } from '../pages/ReportsPage';
import { photo } from '../lib/photo';

// Reports (165.4.1.-165.4.3.) as the demo admin (the whole university): each report opens with a
// table beside its chart, filters go into the URL, Excel exports download, and the status report's
// approved count moves when a reviewer elsewhere approves a question.
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/reports-shots');

/** Screenshots of the page as it is, in light and then dark (switched in place). */
async function shots(page: Page, name: string, lang: Lang) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
    await page.evaluate(() => document.fonts.ready);
    await photo(page, { path: path.join(SHOTS, `${name}-${lang}-${theme}.png`), fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** No raw keys of the reports' namespace on screen, and Arabic screens without Latin interface words. */
async function expectTranslated(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).not.toMatch(/\b(status|course|creators|creator|filters|drill|export|examState)\.[a-zA-Z]+/);
}

test.describe('reports (165.4.x)', () => {
  for (const lang of LANGS) {
    test(`questions status statistics: filters in the URL, drill-down, export, live count (${lang})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      // A question waiting for review in the reviewer's course, before the report opens.
      const pending = await pendingQuestion(page, lang);
      await openSignedIn(page, 'admin', '/reports/questions-status-stats', { lang });
      const report = new ReportsPage(page);
      await expect(report.table).toBeVisible();
      await expect(report.chart.locator('svg rect').first()).toBeVisible();
      await expectTranslated(page, lang);
      await shots(page, 'status-stats', lang);

      await report.filter('distribution', '2');
      await report.filter('courseStatus', '2');
      await report.filter('questionType', '3.2.');
      // The table shows the last filter's numbers (not the previous filter's, kept on screen while
      // it loaded, whose rows may be absent under it): only those open a drill-down.
      await expect(report.table).toHaveAttribute('aria-busy', 'false');
      // A row's total opens the courses behind it, and the URL says which.
      await report.table.locator('[data-testid$="-total"]').first().click();
      await expect(page).toHaveURL(/rowId=\d+/);
      await expect(report.drill.locator('tbody tr').first()).toBeVisible();
      await shots(page, 'status-drill', lang);

      expect(await report.exportName()).toMatch(new RegExp(`-${lang}\\.xlsx$`));
      // The PDF: its first page as a picture beside the screenshots (pdftoppm), to be looked at.
      const pdf = await report.export('pdf');
      expect(pdf.suggestedFilename()).toMatch(new RegExp(`-${lang}\\.pdf$`));
      const file = path.join(SHOTS, `status-stats-${lang}.pdf`);
      await pdf.saveAs(file);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '70',
        '-f',
        '1',
        '-l',
        '1',
        file,
        file.replace(/\.pdf$/, '-pdf'),
      ]);

      // Live: the approved total moves after a reviewer in another browser context approves.
      // The report follows its scope's room (joined, as the server acknowledged) before the approval.
      await expect(page.getByTestId('status-report')).toHaveAttribute('data-live', 'true');
      const approved = page.getByTestId('total-5.3.');
      const before = await report.number(approved);
      const started = Date.now();
      await approveElsewhere(browser, baseURL as string, pending.questionId);
      // At least one more: the other language's journey may approve its own question meanwhile.
      await expect
        .poll(async () => readNumber((await approved.textContent()) ?? ''), { timeout: 5000 })
        .toBeGreaterThan(before);
      test.info().annotations.push({ type: 'live update ms', description: String(Date.now() - started) });
    });

    test(`course questions statistics and exams creators open, export and drill down (${lang})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const admin = await apiLogin(page.request, 'admin');
      const course = await demoCourse(page.request, admin, EXAM_COURSE);
      await openSignedIn(page, 'admin', '/reports/course-questions-statistics/courses-list', { lang });
      await expect(page.getByTestId('course-table')).toBeVisible();
      await page.goto(`/reports/course-questions-statistics/${course.courseId}`);
      const report = new ReportsPage(page);
      for (const part of ['course-subjects', 'course-difficulty', 'course-ilos', 'course-activity'])
        await expect(page.getByTestId(part)).toBeVisible();
      await expectTranslated(page, lang);
      await shots(page, 'course-stats', lang);
      expect(await report.exportName()).toMatch(/\.xlsx$/);

      await page.goto('/reports/exams-creators');
      await expect(page.getByTestId('course-table')).toBeVisible();
      await page.goto(`/reports/exams-creators?courseId=${course.courseId}`);
      await expect(page.getByTestId('creators-table')).toBeVisible();
      await expectTranslated(page, lang);
      await shots(page, 'exams-creators', lang);
      expect(await report.exportName()).toMatch(/\.xlsx$/);

      await page.getByTestId('creators-table').locator('a').first().click();
      await expect(page).toHaveURL(new RegExp(`/reports/exams-creators/${course.courseId}/\\d+$`));
      await expect(page.getByTestId('creator-table').locator('tbody tr').first()).toBeVisible();
      await expectTranslated(page, lang);
      await shots(page, 'exams-creator', lang);
      expect(await report.exportName()).toMatch(/\.xlsx$/);

      // An exam's item analysis: before its results are published the page says why it is empty
      // (another journey of the same run may have published some: then its models show).
      await page.locator('[data-testid^="item-analysis-"]').first().click();
      await expect(page).toHaveURL(new RegExp(`/exam-generation/${course.courseId}/\\d+/item-analysis$`));
      const empty = page.getByTestId('report-empty');
      await expect(empty.or(page.locator('[data-testid^="item-model-"]').first())).toBeVisible();
      if (await empty.isVisible())
        await expect(empty).toHaveText(
          lang === 'ar' ? /لم تُنشر نتائج هذا الامتحان بعد|يجري حساب/ : /not published yet|being computed/,
        );
      await expectTranslated(page, lang);
      await shots(page, 'item-analysis', lang);
    });
  }

  for (const lang of LANGS)
    test(`dashboard cards carry live figures: pending review drops when a reviewer elsewhere approves (${lang})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const pending = await pendingQuestion(page, lang);
      await openSignedIn(page, 'admin', '/dashboard', { lang });
      const figure = page.getByTestId('app-figure-165.2.2.');
      await expect(figure).toBeVisible();
      await expect(page.getByTestId('app-figure-165.4.1.')).toBeVisible();
      await expectTranslated(page, lang);
      if (lang === 'ar') expect(await figure.textContent()).not.toMatch(/[0-9]/);
      const count = async () => Number(await figure.getAttribute('data-count'));
      const before = await count();
      expect(before).toBeGreaterThan(0);
      await shots(page, 'dashboard', lang);
      await expect(page.getByTestId('dashboard-cards')).toHaveAttribute('data-live', 'true');
      await approveElsewhere(browser, baseURL as string, pending.questionId);
      // Other journeys (the other language's among them) submit and approve beside this one: the card
      // must come to the server's figure after the approval, without a reload.
      const admin = apiAs(page.request, await apiLogin(page.request, 'admin'));
      const serverFigure = async () =>
        ((await (await admin.get('/api/reports/dashboard')).json()) as DashboardFigures).pendingReview;
      await expect
        .poll(async () => (await count()) === (await serverFigure()), { timeout: 10_000 })
        .toBe(true);
    });
});
