import { mkdirSync } from 'node:fs';
import type { QuestionTypeCode } from '@mizan/domain/codes';
import { fill, type Lang } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import {
  QUESTION_MESSAGES,
  sampleContent,
  type QuestionContent,
  type QuestionSaveResponse,
  questionPaths,
} from '@mizan/domain/questions';
import { expect, type Page, test } from '@playwright/test';
import { demoCourse } from '../pages/CoursesPage';
import { QuestionFormPage, questionDetail, subjectsWithIlos } from '../pages/QuestionFormPage';
import { apiAs, apiLogin, seedStorage } from '../lib/session';
import { t } from '../lib/texts';

// The journeys write their own questions into CSE101 (Computer Engineering, fixed ILOs), a course no
// other journey writes to; the creator (scope ENG, rights add and edit) writes them. Every stem
// carries a run tag so reruns and the similarity check never meet an earlier run's questions.
const COURSE = 'CSE101';
const SHOTS = '/tmp/shots/forms';
const TYPES: QuestionTypeCode[] = ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.'];

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function setup(page: Page, lang: Lang, theme: 'light' | 'dark' = 'light') {
  const admin = await apiLogin(page.request, 'admin');
  const course = await demoCourse(page.request, admin, COURSE);
  const session = await apiLogin(page.request, 'creator');
  const [pick] = await subjectsWithIlos(page.request, session, course.courseId);
  await page.emulateMedia({ colorScheme: theme });
  await seedStorage(page, { session, lang, theme });
  return { courseId: course.courseId, session, ...pick, form: new QuestionFormPage(page) };
}

/** A complete essay whose rubric weights are the given ones. */
function essayWithWeights(subjectId: number, iloId: number, weights: number[]): QuestionContent {
  const content = sampleContent('3.1.', { subjectId, iloIds: [iloId] });
  if (content.body.type !== '3.1.') throw new Error('sample is not an essay');
  const rubric = content.body.rubrics[0];
  content.body.rubrics = weights.map((weight, i) => ({ ...rubric, id: `r${i}`, weight }));
  return content;
}

const language = (lang: Lang) => (lang === 'ar' ? '4.1.' : '4.2.') as '4.1.' | '4.2.';

test.describe('165.2.1. question authoring', () => {
  test('MCQ in Arabic: lettered options, one correct, saved complete and opened in the view', async ({
    page,
  }) => {
    const lang = 'ar';
    const { courseId, session, subjectId, iloId, form } = await setup(page, lang);
    await form.gotoAdd(courseId, '3.2.');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      t(lang, 'question-form:title.add', { type: 'اختيار من متعدد' }),
    );
    await form.fillCommon({ subjectId, iloId, language: language(lang) });
    const stem = `ما عاصمة جمهورية مصر العربية؟ ${tag()}`;
    await form.write('qf-stem', stem);
    // Arabic letters for an Arabic question.
    await expect(page.getByTestId('qf-body-letter-0')).toHaveText('أ');
    await expect(page.getByTestId('qf-body-letter-3')).toHaveText('د');
    const options = ['الإسكندرية', 'القاهرة', 'أسوان', 'طنطا'];
    for (const [i, text] of options.entries()) await form.write(`qf-body-option-text-${i}`, text);
    await page.getByTestId('qf-body-correct-1').check();
    await expect(form.completeness).toHaveAttribute('data-complete', 'true');
    const questionId = await form.saveAndOpenView(courseId, '3.2.');

    const detail = await questionDetail(page.request, session, questionId);
    expect(detail.status).toBe('5.6.');
    expect(detail.question).toMatchObject({
      language: '4.1.',
      subjectId,
      ilos: [{ iloId, weight: 1 }],
      degree: 2,
    });
    const body = detail.question.body;
    expect(body.type === '3.2.' && body.options.map((o) => o.correct)).toEqual([false, true, false, false]);
    expect(body.type === '3.2.' && body.options[1].text).toContain('القاهرة');
  });
  test('MMCQ in English: English letters, several correct answers, reorder and remove', async ({ page }) => {
    const lang = 'en';
    const { courseId, session, subjectId, iloId, form } = await setup(page, lang);
    await form.gotoAdd(courseId, '3.3.');
    await form.fillCommon({ subjectId, iloId, language: language(lang) });
    await form.write('qf-stem', `Which of these are prime numbers? ${tag()}`);
    await expect(page.getByTestId('qf-body-letter-0')).toHaveText('a');
    await page.getByTestId('qf-body-add-option').click();
    await expect(page.getByTestId('qf-body-letter-4')).toHaveText('e');
    for (const [i, text] of ['4', '7', '2', '9', '15'].entries())
      await form.write(`qf-body-option-text-${i}`, text);
    // Move "2" (c) up to b, then remove the last option.
    await page.getByTestId('qf-body-up-2').click();
    await expect(form.editor('qf-body-option-text-1')).toHaveText('2');
    await page.getByTestId('qf-body-remove-4').click();
    await expect(page.getByTestId('qf-body-option-4')).toHaveCount(0);
    await page.getByTestId('qf-body-correct-1').check();
    await page.getByTestId('qf-body-correct-2').check();
    await expect(form.completeness).toHaveAttribute('data-complete', 'true');
    const questionId = await form.saveAndOpenView(courseId, '3.3.');

    const { question, status } = await questionDetail(page.request, session, questionId);
    expect(status).toBe('5.6.');
    expect(question.language).toBe('4.2.');
    if (question.body.type !== '3.3.') throw new Error('not MMCQ');
    expect(question.body.options.map((o) => [o.text.replace(/<[^>]+>/g, ''), o.correct])).toEqual([
      ['4', false],
      ['2', true],
      ['7', true],
      ['9', false],
    ]);
  });

  test('true / false in Arabic, saved as false', async ({ page }) => {
    const lang = 'ar';
    const { courseId, session, subjectId, iloId, form } = await setup(page, lang);
    await form.gotoAdd(courseId, '3.4.');
    await form.fillCommon({ subjectId, iloId, language: language(lang) });
    await form.write('qf-stem', `الشمس تدور حول الأرض مرة كل يوم ${tag()}`);
    await page.getByTestId('qf-body-false').check();
    await expect(form.completeness).toHaveAttribute('data-complete', 'true');
    const questionId = await form.saveAndOpenView(courseId, '3.4.');
    const { question } = await questionDetail(page.request, session, questionId);
    expect(question.body).toEqual({ type: '3.4.', correct: false });
  });

  test('essay in English: rubric weights over 1 are refused (form and API), then saved', async ({ page }) => {
    const lang = 'en';
    const { courseId, session, subjectId, iloId, form } = await setup(page, lang);
    await form.gotoAdd(courseId, '3.1.');
    await form.fillCommon({ subjectId, iloId, language: language(lang) });
    await form.write('qf-stem', `Explain how a compiler differs from an interpreter. ${tag()}`);
    await form.write('qf-body-rubric-0', 'Defines both terms');
    await page.getByTestId('qf-body-rubric-weight-0').fill('0.6');
    await page.getByTestId('qf-body-rubric-add').click();
    await form.write('qf-body-rubric-1', 'Gives an example of each');
    await page.getByTestId('qf-body-rubric-weight-1').fill('0.5');
    await page.getByTestId('qf-body-answer-lines').fill('8');
    await form.write('qf-body-model-answer', 'A compiler translates the whole program first.');
    // The sum is shown live, and the rule's own message (the API's text) stands by the rubrics.
    await expect(page.getByTestId('qf-body-weight-sum')).toContainText('1.1');
    const rule = fill(QUESTION_MESSAGES.rubricWeightSum, { max: LIMITS.rubricWeightSumMax }).en;
    await expect(page.getByTestId('qf-body-rubrics-error')).toHaveText(rule);
    await form.save.click();
    await expect(form.rulesError).toBeVisible();
    await expect(page).toHaveURL(/\/3\.1\.\/add$/);

    // The API refuses the same content with the same text on the same field (422, nothing written).
    const broken = await apiAs(page.request, session).post(questionPaths.add(), {
      courseId,
      question: essayWithWeights(subjectId, iloId, [0.6, 0.5]),
    });
    expect(broken.status()).toBe(422);
    expect((await broken.json()).fields['question.body.rubrics']).toEqual(
      fill(QUESTION_MESSAGES.rubricWeightSum, { max: LIMITS.rubricWeightSumMax }),
    );

    await page.getByTestId('qf-body-rubric-weight-1').fill('0.4');
    await expect(page.getByTestId('qf-body-rubrics-error')).toHaveCount(0);
    await expect(form.completeness).toHaveAttribute('data-complete', 'true');
    const questionId = await form.saveAndOpenView(courseId, '3.1.');
    const { question } = await questionDetail(page.request, session, questionId);
    if (question.body.type !== '3.1.') throw new Error('not essay');
    expect(question.body.rubrics.map((r) => r.weight)).toEqual([0.6, 0.4]);
    expect(question.body.answerLines).toBe(8);
  });

  test('fill in the blanks in English: blanks in the text, four refused, answers per blank', async ({
    page,
  }) => {
    const lang = 'en';
    const { courseId, session, subjectId, iloId, form } = await setup(page, lang);
    await form.gotoAdd(courseId, '3.7.');
    await form.fillCommon({ subjectId, iloId, language: language(lang) });
    const stem = form.editor('qf-stem');
    await stem.click();
    await page.keyboard.type(`Water boils at `);
    await form.insertBlank('qf-stem');
    await page.keyboard.type(' degrees and freezes at ');
    await form.insertBlank('qf-stem');
    await page.keyboard.type(` degrees ${tag()}.`);
    await expect(page.getByTestId('qf-body-blank-1')).toBeVisible();
    // A third and a fourth blank: more than 3 is refused, with the rule's text.
    await form.insertBlank('qf-stem');
    await form.insertBlank('qf-stem');
    await expect(page.getByTestId('qf-body-blank-3')).toBeVisible();
    const tooMany = fill(QUESTION_MESSAGES.tooManyBlanks, { max: LIMITS.blanksMax }).en;
    await expect(page.getByTestId('qf-stem-error')).toHaveText(tooMany);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('qf-body-blank-2')).toHaveCount(0);
    await expect(page.getByTestId('qf-stem-error')).toHaveCount(0);

    await page.getByTestId('qf-body-blank-0-answer-0').fill('100');
    await page.getByTestId('qf-body-blank-0-add-answer').click();
    await page.getByTestId('qf-body-blank-0-answer-1').fill('one hundred');
    await page.getByTestId('qf-body-blank-1-answer-0').fill('0');
    // A repeated answer is refused as the user types.
    await page.getByTestId('qf-body-add-distractor').click();
    await page.getByTestId('qf-body-distractor-0').fill('100');
    await expect(page.getByText(QUESTION_MESSAGES.repeatedAnswer.en)).toBeVisible();
    await page.getByTestId('qf-body-distractor-0').fill('50');
    await page.getByTestId('qf-body-case-sensitive').check();
    await expect(form.completeness).toHaveAttribute('data-complete', 'true');
    const questionId = await form.saveAndOpenView(courseId, '3.7.');

    const { question } = await questionDetail(page.request, session, questionId);
    if (question.body.type !== '3.7.') throw new Error('not fill in the blanks');
    expect(question.body.blanks.map((b) => b.answers)).toEqual([['100', 'one hundred'], ['0']]);
    expect(question.body).toMatchObject({ caseSensitive: true, distractors: ['50'] });
    expect(question.stem.match(/data-blank=/g)).toHaveLength(2);
  });

  test('matching in Arabic: pairs and a distractor', async ({ page }) => {
    const lang = 'ar';
    const { courseId, session, subjectId, iloId, form } = await setup(page, lang);
    await form.gotoAdd(courseId, '3.6.');
    await form.fillCommon({ subjectId, iloId, language: language(lang) });
    await form.write('qf-stem', `صل كل دولة بعاصمتها ${tag()}`);
    await form.write('qf-body-premise-0', 'مصر');
    await form.write('qf-body-answer-0', 'القاهرة');
    await page.getByTestId('qf-body-add-pair').click();
    await form.write('qf-body-premise-1', 'المغرب');
    await form.write('qf-body-answer-1', 'الرباط');
    await page.getByTestId('qf-body-add-distractor').click();
    await form.write('qf-body-distractor-0', 'جدة');
    await expect(form.completeness).toHaveAttribute('data-complete', 'true');
    const questionId = await form.saveAndOpenView(courseId, '3.6.');
    const { question } = await questionDetail(page.request, session, questionId);
    if (question.body.type !== '3.6.') throw new Error('not matching');
    expect(question.body.pairs).toHaveLength(2);
    expect(question.body.pairs[1].answer).toContain('الرباط');
    expect(question.body.distractors[0].text).toContain('جدة');
  });

  test('case study in Arabic: a stem with an MCQ and a true/false sub-question', async ({ page }) => {
    const lang = 'ar';
    const { courseId, session, subjectId, iloId, form } = await setup(page, lang);
    await form.gotoAdd(courseId, '3.5.');
    await expect(page).toHaveURL(/\/addCaseStudyQuestion$/);
    await form.fillCommon({ subjectId, iloId, language: language(lang) });
    await form.write('qf-stem', `اقرأ الحالة التالية: شركة ناشئة تطور تطبيقًا للهاتف ${tag()}`);
    await page.getByTestId('qf-body-new-type').selectOption('3.2.');
    await page.getByTestId('qf-body-add-sub').click();
    await form.write('qf-body-sub-0-stem', 'ما أنسب لغة لتطوير التطبيق؟');
    await form.write('qf-body-sub-0-body-option-text-0', 'كوتلن');
    await form.write('qf-body-sub-0-body-option-text-1', 'كوبول');
    await page.getByTestId('qf-body-sub-0-body-remove-3').click();
    await page.getByTestId('qf-body-sub-0-body-remove-2').click();
    await page.getByTestId('qf-body-sub-0-body-correct-0').check();
    await page.getByTestId('qf-body-new-type').selectOption('3.4.');
    await page.getByTestId('qf-body-add-sub').click();
    await form.write('qf-body-sub-1-stem', 'يحتاج التطبيق إلى خادم دائمًا');
    await page.getByTestId('qf-body-sub-1-degree').fill('2');
    await expect(form.completeness).toHaveAttribute('data-complete', 'true');
    const questionId = await form.saveAndOpenView(courseId, '3.5.');
    const { question, status } = await questionDetail(page.request, session, questionId);
    expect(status).toBe('5.6.');
    if (question.body.type !== '3.5.') throw new Error('not a case study');
    expect(question.body.subQuestions.map((s) => [s.body.type, s.degree])).toEqual([
      ['3.2.', 1],
      ['3.4.', 2],
    ]);
  });

  test('similar question: the hint while typing, the side-by-side view, then save anyway (en)', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const lang = 'en';
    const { courseId, session, subjectId, iloId, form } = await setup(page, lang);
    const base = `Which data structure gives constant time lookup by key in the average case ${tag()}`;
    const first = await apiAs(page.request, session).post(questionPaths.add(), {
      courseId,
      question: {
        ...sampleContent('3.2.', { subjectId, iloIds: [iloId] }),
        language: '4.2.',
        stem: `<p>${base}</p>`,
      },
    });
    expect(first.status(), await first.text()).toBe(200);
    const { questionId: similarId } = (await first.json()) as QuestionSaveResponse;

    await form.gotoAdd(courseId, '3.2.');
    await form.fillCommon({ subjectId, iloId, language: language(lang) });
    await form.write('qf-stem', `${base}?`);
    await expect(form.similarHint).toBeVisible();
    await form.similarHint.click();
    await expect(form.similarDialog.getByTestId(`qf-similar-${similarId}`)).toContainText(base);
    await expect(form.similarDialog.getByTestId('qf-similar-yours')).toContainText(base);
    await page.getByTestId('qf-similar-close').click();
    for (const [i, text] of ['A hash table', 'A linked list'].entries())
      await form.write(`qf-body-option-text-${i}`, text);
    await page.getByTestId('qf-body-remove-3').click();
    await page.getByTestId('qf-body-remove-2').click();
    await page.getByTestId('qf-body-correct-0').check();
    await expect(form.completeness).toHaveAttribute('data-complete', 'true');
    await form.save.click();
    // The save is refused for the similar question; the user compares and saves anyway.
    await expect(form.similarDialog).toBeVisible();
    await expect(
      form.similarDialog.getByTestId(`qf-similar-${similarId}`).getByTestId('qf-similar-percent'),
    ).toContainText('%');
    await form.saveAnyway.click();
    await expect(page).toHaveURL(new RegExp(`/questions/${courseId}/view/3\\.2\\./\\d+$`));
  });

  test('major edit makes version 2; a minor one keeps it (en)', async ({ page }) => {
    test.setTimeout(60_000);
    const lang = 'en';
    const { courseId, session, subjectId, iloId, form } = await setup(page, lang);
    const created = await apiAs(page.request, session).post(questionPaths.add(), {
      courseId,
      question: {
        ...sampleContent('3.4.', { subjectId, iloIds: [iloId] }),
        language: '4.2.',
        stem: `<p>Binary search needs a sorted array ${tag()}</p>`,
      },
      confirmSimilar: true,
    });
    expect(created.status(), await created.text()).toBe(200);
    const { questionId } = (await created.json()) as QuestionSaveResponse;

    await form.gotoEdit(courseId, '3.4.', questionId);
    await expect(page.getByTestId('qf-version')).toHaveText(
      t(lang, 'question-form:status.version', { version: 1 }),
    );
    await page.getByTestId('qf-body-false').check();
    await form.save.click();
    await expect(form.editTypeDialog).toBeVisible();
    await page.getByTestId('qf-edit-type-1').check();
    await page.getByTestId('qf-edit-type-save').click();
    await expect(page).toHaveURL(new RegExp(`/questions/${courseId}/view/3\\.4\\./${questionId}$`));
    let detail = await questionDetail(page.request, session, questionId);
    expect(detail.version).toBe(2);
    expect(detail.question.body).toEqual({ type: '3.4.', correct: false });

    await form.gotoEdit(courseId, '3.4.', questionId);
    await form.degree.fill('3');
    await form.save.click();
    await page.getByTestId('qf-edit-type-0').check();
    await page.getByTestId('qf-edit-type-save').click();
    await expect(page).toHaveURL(new RegExp(`/view/3\\.4\\./${questionId}$`));
    detail = await questionDetail(page.request, session, questionId);
    expect(detail).toMatchObject({ version: 2, question: { degree: 3 } });
  });
  test("another user's question opens read-only for a creator without Edit all (ar)", async ({ page }) => {
    const lang = 'ar';
    const { courseId, subjectId, iloId, form } = await setup(page, lang);
    const admin = await apiLogin(page.request, 'admin');
    const created = await apiAs(page.request, admin).post(questionPaths.add(), {
      courseId,
      question: {
        ...sampleContent('3.4.', { subjectId, iloIds: [iloId] }),
        stem: `<p>سؤال المدير ${tag()}</p>`,
      },
      confirmSimilar: true,
    });
    expect(created.status(), await created.text()).toBe(200);
    const { questionId } = (await created.json()) as QuestionSaveResponse;
    await form.gotoEdit(courseId, '3.4.', questionId);
    await expect(page.getByTestId('qf-no-right')).toHaveText(t(lang, 'question-form:save.noRight'));
    await expect(form.save).toBeDisabled();
    await expect(form.editor('qf-stem')).toHaveAttribute('contenteditable', 'false');
  });
});

for (const lang of ['ar', 'en'] as const)
  for (const theme of ['light', 'dark'] as const)
    test(`screenshots of each type's editor (${lang}, ${theme})`, async ({ page }) => {
      test.setTimeout(90_000);
      mkdirSync(SHOTS, { recursive: true });
      const { courseId, subjectId, form } = await setup(page, lang, theme);
      for (const type of TYPES) {
        await form.gotoAdd(courseId, type);
        await form.subject.selectOption(String(subjectId));
        await expect(page.getByTestId('qf-ilos').locator('input[type="checkbox"]').first()).toBeVisible();
        await expect(form.editor('qf-stem')).toBeVisible();
        // Show each body with something in it: a blank in the text, a sub-question in a case study.
        if (type === '3.7.') {
          await form.editor('qf-stem').click();
          await page.keyboard.type(lang === 'ar' ? 'عاصمة مصر هي ' : 'The capital of Egypt is ');
          await form.insertBlank('qf-stem');
          await expect(page.getByTestId('qf-body-blank-0')).toBeVisible();
        }
        if (type === '3.5.') {
          await page.getByTestId('qf-body-add-sub').click();
          await expect(form.editor('qf-body-sub-0-body-option-text-0')).toBeVisible();
        }
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: `${SHOTS}/${type}-${lang}-${theme}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      }
    });
