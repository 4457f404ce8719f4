import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { formatNumber } from '@mizan/domain/i18n';
import { expect, type Page, test } from '@playwright/test';
import { apiLogin, openSignedIn } from '../lib/session';
import { DIR, LANGS } from '../lib/texts';
import { detailsApi, ExamDetailsPage } from '../pages/ExamDetailsPage';
import { ExamGenerationPage, et, examApi } from '../pages/ExamGenerationPage';
import { photo } from '../lib/photo';

// The details screens (model-details, question-details): the figures a committee member relies on
// to trust what the solver assembled, read on screen and checked against the exam's own numbers.
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/exam-generation-shots');

/** A 22.2. exam of two models, no share allowed, two rows of one question worth 2: generated. */
async function generatedExam(page: Page, lang: string) {
  const session = await apiLogin(page.request, 'examcreator');
  const api = examApi(page.request, session);
  const courseId = await api.courseId();
  const rows = (await api.bank(courseId))
    .filter((r) => r.questionType !== '3.5.' && r.count >= 3)
    .slice(0, 2)
    .map((r) => ({ ...r, count: 1, degree: 2 }));
  expect(rows.length, 'demo bank rows with three approved questions').toBe(2);
  const examId = await api.add(courseId, {
    name: `details ${lang} ${Date.now().toString(36)}`,
    questionCount: 2,
    totalDegree: 4,
    modelsCount: 2,
    modelsMatch: '22.2.',
    maxSharedShare: 0,
    targetDifficulty: 0.5,
    durationMinutes: 10,
  });
  await api.specify(examId, rows);
  await api.generate(examId);
  return { courseId, examId, details: detailsApi(page.request, session) };
}

test.describe('exam generation details (165.7.1.)', () => {
  for (const lang of LANGS)
    test(`a model explains its composition, a question how the exam uses it (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      const { courseId, examId, details } = await generatedExam(page, lang);
      const n = (x: number) => formatNumber(x, lang);
      const d = await details.model(examId, 0);
      const x = new ExamDetailsPage(page);

      // From the exam's models table to the model's details.
      await openSignedIn(page, 'examcreator', ExamGenerationPage.detailsPath(courseId, examId), { lang });
      await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
      await page.getByTestId('model-details-0').click();
      await expect(page).toHaveURL(new RegExp(`${ExamDetailsPage.modelPath(courseId, examId, 0)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('00');

      // Totals, state, mean difficulty against the target and time against the duration.
      await expect(x.value('fig-questions')).toHaveText(`${n(2)} / ${n(2)}`);
      await expect(x.value('fig-degrees')).toHaveText(`${n(4)} / ${n(4)}`);
      await expect(x.verdict('fig-complete-ok')).toHaveAttribute('data-ok', 'true');
      await expect(x.value('fig-difficulty')).toHaveText(n(d.difficulty.mean ?? 0));
      await expect(page.getByTestId('fig-difficulty')).toContainText(n(0.5));
      await expect(x.verdict('fig-difficulty-ok')).toHaveAttribute(
        'data-ok',
        String(Math.abs((d.difficulty.mean ?? 0) - 0.5) <= 0.02 + 1e-9),
      );
      await expect(page.getByTestId('fig-time')).toContainText(n(10));

      // The SPEC 5 rules, each row filled, and no question shared with model 01 (22.2., share 0).
      for (const rule of ['questions', 'degrees', 'types', 'apart'])
        await expect(x.rule(rule)).toHaveAttribute('data-ok', 'true');
      await expect(page.getByTestId('spec-placed-0')).toHaveText(n(1));
      await expect(page.getByTestId('spec-placed-1')).toHaveText(n(1));
      await expect(page.getByTestId('overlap-shared-1')).toHaveText(n(0));
      await expect(page.getByTestId('overlap-ok-1')).toHaveAttribute('data-ok', 'true');
      await expect(page.getByTestId('model-ilos-covered')).toHaveAttribute('data-covered', /^[1-9]\d*$/);

      // A question: its place and degree in model 00, exposure, stated difficulty, ranked equivalents.
      const q = d.questions[0];
      const qd = await details.question(examId, q.questionId);
      const ranked = await details.candidates(examId, 0, q.position);
      await page.getByTestId(`question-details-${q.questionId}`).click();
      await expect(page).toHaveURL(
        new RegExp(`${ExamDetailsPage.questionPath(courseId, examId, q.questionId)}$`),
      );
      await expect(page.getByTestId('qd-position-0')).toHaveText(n(q.position));
      await expect(page.getByTestId('qd-degree-0')).toHaveText(n(2));
      await expect(page.getByTestId('qd-use-1')).toHaveCount(0);
      await expect(page.getByTestId('qd-text')).toBeVisible();
      await expect(x.value('qd-exposure')).toContainText(n(qd.exposure.count));
      await expect(x.value('qd-difficulty')).toHaveText(n(qd.stated.difficulty ?? 0));
      if (ranked.candidates.length)
        await expect(page.getByTestId('qd-candidate-0')).toHaveAttribute(
          'data-question',
          String(ranked.candidates[0].questionId),
        );
      else
        await expect(page.getByTestId('question-candidates-panel')).toContainText(
          et(lang, 'model.noCandidates'),
        );

      // Back through the model: show_model and the editor link to the details too.
      await page.getByRole('link', { name: '00', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${ExamDetailsPage.modelPath(courseId, examId, 0)}$`));
      await page.getByTestId('details-show-model').click();
      await page.getByTestId('show-model-details').click();
      await expect(page).toHaveURL(new RegExp(`${ExamDetailsPage.modelPath(courseId, examId, 0)}$`));
      await page.getByTestId('details-edit-model').click();
      await page.getByTestId('model-q-details-0').click();
      await expect(page).toHaveURL(/\/question-details\/\d+$/);
    });

  for (const lang of LANGS)
    for (const theme of ['light', 'dark'] as const)
      test(`screenshots of the details screens (${lang}, ${theme})`, async ({ page }) => {
        test.setTimeout(90_000);
        mkdirSync(SHOTS, { recursive: true });
        await page.emulateMedia({ colorScheme: theme });
        const session = await apiLogin(page.request, 'examcreator');
        const api = examApi(page.request, session);
        const courseId = await api.courseId();
        const final = (await api.exams(courseId)).exams.find((e) => e.name === 'Final (published)');
        const examId = final?.examId ?? 0;
        const d = await detailsApi(page.request, session).model(examId, 1);
        const shot = async (name: string, ready: string) => {
          await expect(page.getByTestId(ready).first()).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          await photo(page, { path: path.join(SHOTS, `${name}-${lang}-${theme}.png`), fullPage: true });
          await expect(page.locator('body')).not.toContainText(/\binsight\.[a-z]+\w*/);
        };
        await openSignedIn(page, 'examcreator', ExamDetailsPage.modelPath(courseId, examId, 1), {
          lang,
          theme,
        });
        await shot('model-details', 'model-details-questions');
        await page.goto(ExamDetailsPage.questionPath(courseId, examId, d.questions[0].questionId));
        await shot('question-details', 'question-candidates-panel');
      });
});
