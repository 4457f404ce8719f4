import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { EXAM_MESSAGES } from '@mizan/domain/exam-generation';
import { expect, type Page, test } from '@playwright/test';
import { signedIn } from '../lib/review-fixtures';
import { apiLogin, openSignedIn } from '../lib/session';
import { DIR, LANGS } from '../lib/texts';
import { ExamGenerationPage, et, examApi } from '../pages/ExamGenerationPage';
import { photo } from '../lib/photo';

// Exam generation (165.7.1.): the demo examcreator on MTH601, whose bank and demo exams the seed
// writes; the admin (every right, whole university) is the second committee member. Each journey
// makes its own exams, named with a tag, so journeys in parallel never share one.
const LIVE = { timeout: 15_000 };
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/exam-generation-shots');
const tag = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Two rows the bank can fill twice over with a question to spare (not case studies: one unit each). */
async function feasibleRows(page: Page) {
  const api = examApi(page.request, await apiLogin(page.request, 'examcreator'));
  const courseId = await api.courseId();
  const rows = (await api.bank(courseId)).filter((r) => r.questionType !== '3.5.' && r.count >= 2);
  expect(rows.length, 'demo bank rows with two approved questions').toBeGreaterThan(0);
  return { api, courseId, rows: rows.slice(0, 2).map((r) => ({ ...r, count: 1, degree: 2 })) };
}

test.describe('exam generation (165.7.1.)', () => {
  for (const lang of LANGS)
    test(`create, specify, generate, swap, save incomplete, complete, publish (${lang})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { courseId, rows } = await feasibleRows(page);
      const x = new ExamGenerationPage(page);
      await openSignedIn(page, 'examcreator', ExamGenerationPage.listPath(courseId), { lang });
      await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(et(lang, 'list.title'));

      // The exam's data: no creation block for this course, shown before typing.
      await x.addButton.click();
      await expect(page).toHaveURL(new RegExp(`/add_generated_exam/${courseId}$`));
      await expect(x.formSave).toBeEnabled();
      await expect(x.blocked).toHaveCount(0);
      const name = `${lang === 'ar' ? 'نصفي' : 'Midterm'} ${tag()}`;
      await x.fillExam({ name, questionCount: rows.length, totalDegree: 2 * rows.length, modelsCount: 2 });
      await expect(page).toHaveURL(new RegExp(`/add_generated_exam/${courseId}/\\d+$`));
      const examId = Number(page.url().split('/').at(-1));

      // The specification: live totals and row rules, then saved.
      await x.addRow(0, rows[0]);
      await page.getByTestId('spec-count-0').fill(String(rows.length + 1));
      await expect(x.specIssues).toBeVisible();
      await page.getByTestId('spec-count-0').fill('1');
      await page.getByTestId('spec-degree-0').fill('0');
      await expect(page.getByTestId('spec-row-error-0')).toContainText(
        EXAM_MESSAGES.zeroDegreeWithCount[lang],
      );
      await page.getByTestId('spec-degree-0').fill('2');
      if (rows[1]) await x.addRow(1, rows[1]);
      await expect(x.specIssues).toHaveCount(0);
      await expect(x.coverage).not.toHaveAttribute('data-covered', '0');
      await expect(x.generate).toBeDisabled();
      await x.specSave.click();
      await expect(x.specSave).toBeDisabled();

      // Generate: both models, complete.
      await x.generate.click();
      await expect(x.generateDone).toBeVisible(LIVE);
      await page.getByTestId('exam-open-details').click();
      await expect(page).toHaveURL(ExamGenerationPage.detailsPath(courseId, examId));
      await expect(x.status).toHaveAttribute('data-status', 'modelsComplete');
      await expect(x.modelComplete(0)).toHaveAttribute('data-complete', 'true');
      await expect(x.modelComplete(1)).toHaveAttribute('data-complete', 'true');

      // Swap the first question of model 00 for its best equivalent, and save the model incomplete.
      await page.getByTestId('model-edit-0').click();
      await expect(x.rulesOk).toBeVisible();
      const before = await x.question(0).getAttribute('data-question');
      await page.getByTestId('model-replace-0').click();
      await expect(x.candidates).toBeVisible();
      await x.candidates.locator('[data-testid^="candidate-use-"]').first().click();
      await expect(x.question(0)).not.toHaveAttribute('data-question', before ?? '');
      // A degree change breaks the totals: the rules say so live, Save complete waits.
      await page.getByTestId('model-degree-0').fill('5');
      await expect(x.rules).toContainText(EXAM_MESSAGES.modelDegreeTotal[lang].split('(')[0].slice(0, 12));
      await expect(x.saveComplete).toBeDisabled();
      await x.saveIncomplete.click();
      await expect(page).toHaveURL(ExamGenerationPage.detailsPath(courseId, examId));
      await expect(x.modelComplete(0)).toHaveAttribute('data-complete', 'false');
      await expect(x.status).toHaveAttribute('data-status', 'draft');
      await expect(x.publish).toBeDisabled();

      // Come back, complete it, publish.
      await page.getByTestId('model-edit-0').click();
      await page.getByTestId('model-degree-0').fill('2');
      await expect(x.rulesOk).toBeVisible();
      await x.saveComplete.click();
      await expect(x.modelComplete(0)).toHaveAttribute('data-complete', 'true');
      await expect(x.status).toHaveAttribute('data-status', 'modelsComplete');
      await x.publish.click();
      await page
        .getByTestId('exam-publish-dialog')
        .getByRole('button', { name: et(lang, 'details.publish') })
        .click();
      await expect(x.status).toHaveAttribute('data-status', 'published');

      // The model as the student sees it, in the exam's language, with and without the key.
      await page.getByTestId('model-show-0').click();
      await expect(x.paper).toHaveAttribute('lang', 'ar');
      await expect(x.paper).toHaveAttribute('dir', 'rtl');
      await expect(x.paper.locator('article.question')).toHaveCount(rows.length);
      await x.answers.check();
      await expect(x.paper).toHaveAttribute('data-answers', 'true');
    });

  for (const lang of LANGS)
    test(`two committee members see each other and each other's changes live (${lang})`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(90_000);
      const { api, courseId, rows } = await feasibleRows(page);
      const examId = await api.add(courseId, { questionCount: rows.length, totalDegree: 2 * rows.length });
      await api.specify(examId, rows);
      await api.generate(examId);
      const path = ExamGenerationPage.detailsPath(courseId, examId);
      const one = await signedIn(browser, 'examcreator', path, { lang });
      const two = await signedIn(browser, 'admin', path, { lang });
      // A third, whose socket never connects: its next write is stale.
      const deaf = await signedIn(browser, 'examcreator', path, { lang, noSocket: true });
      try {
        const a = new ExamGenerationPage(one.page);
        const b = new ExamGenerationPage(two.page);
        const c = new ExamGenerationPage(deaf.page);
        await expect(a.status).toHaveAttribute('data-status', 'modelsComplete');
        await expect(a.watchers).toHaveAttribute('data-count', '1', LIVE);
        await expect(b.watchers).toHaveAttribute('data-count', '1', LIVE);
        await expect(c.status).toHaveAttribute('data-status', 'modelsComplete');

        // The admin publishes: the examcreator's screen follows without a reload, naming who did it.
        await b.publish.click();
        await two.page
          .getByTestId('exam-publish-dialog')
          .getByRole('button', { name: et(lang, 'details.publish') })
          .click();
        await expect(b.status).toHaveAttribute('data-status', 'published');
        await expect(a.status).toHaveAttribute('data-status', 'published', LIVE);
        await expect(a.changes.locator('[data-kind="published"]')).toBeVisible();

        // The deaf screen still shows the old state; its publish is stale (409): it shows what changed.
        await expect(c.status).toHaveAttribute('data-status', 'modelsComplete');
        await c.publish.click();
        await deaf.page
          .getByTestId('exam-publish-dialog')
          .getByRole('button', { name: et(lang, 'details.publish') })
          .click();
        await expect(deaf.page.getByTestId('toast').first()).toContainText(EXAM_MESSAGES.staleExam[lang]);
        await expect(c.changes.locator('[data-kind="published"]')).toBeVisible();
        await expect(c.status).toHaveAttribute('data-status', 'published');
      } finally {
        await Promise.all([one.context.close(), two.context.close(), deaf.context.close()]);
      }
    });

  for (const lang of LANGS)
    test(`an infeasible specification is explained row by row (${lang})`, async ({ page }) => {
      const { api, courseId, rows } = await feasibleRows(page);
      const bank = rows[0];
      const want = 40;
      const examId = await api.add(courseId, { questionCount: want, totalDegree: want, modelsCount: 1 });
      await api.specify(examId, [{ ...bank, count: want, degree: 1 }]);
      const x = new ExamGenerationPage(page);
      await openSignedIn(page, 'examcreator', ExamGenerationPage.addPath(courseId, examId), { lang });
      await x.generate.click();
      await expect(x.refused).toBeVisible(LIVE);
      await expect(x.refused.getByTestId('shortage-0')).toContainText(lang === 'ar' ? 'مطلوب' : 'needed');
      await expect(x.refused.getByTestId('shortage-0')).toContainText(
        et(lang, 'generate.row', { n: lang === 'ar' ? '١' : '1' }),
      );
    });

  for (const lang of LANGS)
    for (const theme of ['light', 'dark'] as const)
      test(`screenshots of the exam screens (${lang}, ${theme})`, async ({ page }) => {
        test.setTimeout(90_000);
        mkdirSync(SHOTS, { recursive: true });
        await page.emulateMedia({ colorScheme: theme });
        const api = examApi(page.request, await apiLogin(page.request, 'examcreator'));
        const courseId = await api.courseId();
        const midterm = (await api.exams(courseId)).exams.find((e) => e.name === 'Midterm (models complete)');
        const draft = (await api.exams(courseId)).exams.find((e) => e.name === 'Quiz 1 (draft)');
        const examId = midterm?.examId ?? 0;
        const shot = async (name: string, ready: string) => {
          await expect(page.getByTestId(ready).first()).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          await photo(page, { path: path.join(SHOTS, `${name}-${lang}-${theme}.png`), fullPage: true });
          // No raw keys on any screen.
          await expect(page.locator('body')).not.toContainText(
            /\b(list|form|spec|generate|details|model|show|live)\.[a-z]+[A-Z]?\w*/,
          );
        };
        await openSignedIn(page, 'examcreator', '/exam-generation/courses-list', { lang, theme });
        await shot('courses-list', 'course-table');
        await page.goto(ExamGenerationPage.listPath(courseId));
        await shot('exams-list', 'exam-table');
        await page.goto(ExamGenerationPage.addPath(courseId));
        await shot('exam-add', 'exam-form-save');
        await page.goto(ExamGenerationPage.addPath(courseId, draft?.examId));
        await shot('exam-specification', 'spec-editor');
        await page.goto(ExamGenerationPage.detailsPath(courseId, examId));
        await shot('exam-details', 'exam-models');
        await page.goto(ExamGenerationPage.editPath(courseId, examId, 1));
        await shot('model-edit', 'model-q-0');
        await page.goto(ExamGenerationPage.showPath(courseId, examId, 1));
        // The key is switched on once the paper is there, as a user sees it first.
        await expect(page.getByTestId('model-paper')).toBeVisible();
        await page.getByTestId('show-answers').check();
        await expect(page.getByTestId('model-paper')).toHaveAttribute('data-answers', 'true');
        await shot('show-model', 'model-paper');
      });
});
