import { mkdirSync } from 'node:fs';
import { QUESTION_TYPES, type QuestionTypeCode } from '@mizan/domain/codes';
import { fill, type Lang } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import {
  QUESTION_MESSAGES,
  sampleContent,
  type QuestionContent,
  type QuestionSaveResponse,
  questionPaths,
} from '@mizan/domain/questions';
import { test as base, expect, type Page } from '@playwright/test';
import { demoCourse } from '../pages/CoursesPage';
import { QuestionFormPage, questionDetail, subjectsWithIlos } from '../pages/QuestionFormPage';
import { MAIN_URL } from '../lib/servers';
import { apiAs, apiLogin, seedStorage } from '../lib/session';
import { DIR, t } from '../lib/texts';
import { photo } from '../lib/photo';

// The journeys write their own questions into CSE101 (Computer Engineering, fixed ILOs), a course no
// other journey writes to; the creator (scope ENG, rights add and edit) writes them. Every stem
// carries a run tag so reruns and the similarity check never meet an earlier run's questions.
const COURSE = 'CSE101';
const SHOTS = '/tmp/shots/forms';
const TYPES: QuestionTypeCode[] = ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.'];

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The course, the subject and the ILO the journeys write to: looked up once per worker. */
interface Bank {
  courseId: number;
  subjectId: number;
  iloId: number;
}

const test = base.extend<object, { bank: Bank }>({
  bank: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: MAIN_URL });
      const admin = await apiLogin(request, 'admin');
      const course = await demoCourse(request, admin, COURSE);
      const creator = await apiLogin(request, 'creator');
      const [pick] = await subjectsWithIlos(request, creator, course.courseId);
      await request.dispose();
      await use({ courseId: course.courseId, ...pick });
    },
    { scope: 'worker' },
  ],
});

async function setup(page: Page, bank: Bank, lang: Lang, theme: 'light' | 'dark' = 'light') {
  const session = await apiLogin(page.request, 'creator');
  await page.emulateMedia({ colorScheme: theme });
  await seedStorage(page, { session, lang, theme });
  return { ...bank, session, form: new QuestionFormPage(page) };
}
type Setup = Awaited<ReturnType<typeof setup>>;

/** A complete essay whose rubric weights are the given ones. */
function essayWithWeights(subjectId: number, iloId: number, weights: number[]): QuestionContent {
  const content = sampleContent('3.1.', { subjectId, iloIds: [iloId] });
  if (content.body.type !== '3.1.') throw new Error('sample is not an essay');
  const rubric = content.body.rubrics[0];
  content.body.rubrics = weights.map((weight, i) => ({ ...rubric, id: `r${i}`, weight }));
  return content;
}

/** The question's language code (SPEC 3: Arabic 4.1., English 4.2.). */
const LANGUAGE = { ar: '4.1.', en: '4.2.' } as const;
/** SPEC 9: answer letters a to t paired with Arabic letters in abjad order (the first five). */
const LETTERS = { ar: ['أ', 'ب', 'ج', 'د', 'هـ'], en: ['a', 'b', 'c', 'd', 'e'] } as const;
/** A number as the screen writes it: Arabic-Indic digits and decimal separator in Arabic. */
const num = (lang: Lang, n: number) =>
  lang === 'ar'
    ? String(n)
        .replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)])
        .replace('.', '٫')
    : String(n);

/** What each journey writes, in the question's language (the same question in Arabic and in English). */
const TEXTS = {
  ar: {
    mcq: { stem: 'ما عاصمة جمهورية مصر العربية؟', options: ['الإسكندرية', 'القاهرة', 'أسوان', 'طنطا'] },
    mmcq: { stem: 'أي الأعداد التالية أعداد أولية؟', options: ['٤', '٧', '٢', '٩', '١٥'] },
    trueFalse: 'الشمس تدور حول الأرض مرة كل يوم',
    essay: {
      stem: 'اشرح الفرق بين المترجم والمفسر.',
      rubrics: ['يعرّف المصطلحين', 'يضرب مثالًا لكل منهما'],
      model: 'يترجم المترجم البرنامج كله أولًا.',
    },
    blanks: {
      parts: ['يغلي الماء عند ', ' درجة ويتجمد عند ', ' درجة'],
      answers: [['مئة', '100'], ['صفر']],
      distractor: 'خمسون',
    },
    matching: {
      stem: 'صل كل دولة بعاصمتها',
      pairs: [
        ['مصر', 'القاهرة'],
        ['المغرب', 'الرباط'],
      ],
      distractor: 'جدة',
    },
    caseStudy: {
      stem: 'اقرأ الحالة التالية: شركة ناشئة تطور تطبيقًا للهاتف',
      mcq: 'ما أنسب لغة لتطوير التطبيق؟',
      options: ['كوتلن', 'كوبول'],
      trueFalse: 'يحتاج التطبيق إلى خادم دائمًا',
    },
  },
  en: {
    mcq: { stem: 'What is the capital of Egypt?', options: ['Alexandria', 'Cairo', 'Aswan', 'Tanta'] },
    mmcq: { stem: 'Which of these are prime numbers?', options: ['4', '7', '2', '9', '15'] },
    trueFalse: 'The sun goes round the earth once a day',
    essay: {
      stem: 'Explain how a compiler differs from an interpreter.',
      rubrics: ['Defines both terms', 'Gives an example of each'],
      model: 'A compiler translates the whole program first.',
    },
    blanks: {
      parts: ['Water boils at ', ' degrees and freezes at ', ' degrees'],
      answers: [['100', 'one hundred'], ['0']],
      distractor: '50',
    },
    matching: {
      stem: 'Match each country with its capital',
      pairs: [
        ['Egypt', 'Cairo'],
        ['Morocco', 'Rabat'],
      ],
      distractor: 'Jeddah',
    },
    caseStudy: {
      stem: 'Read the case: a start-up builds a phone app',
      mcq: 'Which language suits the app best?',
      options: ['Kotlin', 'COBOL'],
      trueFalse: 'The app always needs a server',
    },
  },
} as const;

const plain = (html: string) => html.replace(/<[^>]+>/g, '');

/**
 * Opens the add screen of a type with the UI in `lang` and fills the common fields with the
 * question in `lang` too: the screen's direction and title follow the UI language, the editors'
 * direction follows the question's language.
 */
async function openAdd(page: Page, s: Setup, lang: Lang, type: QuestionTypeCode) {
  await s.form.gotoAdd(s.courseId, type);
  await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    t(lang, 'question-form:title.add', { type: QUESTION_TYPES[type][lang] }),
  );
  await s.form.fillCommon({ subjectId: s.subjectId, iloId: s.iloId, language: LANGUAGE[lang] });
  await expect(s.form.editor('qf-stem')).toHaveAttribute('dir', DIR[lang]);
}

/** Saves a complete question, opens its view, and checks what every type stores alike; returns it. */
async function saveComplete(page: Page, s: Setup, lang: Lang, type: QuestionTypeCode) {
  await expect(s.form.completeness).toHaveAttribute('data-complete', 'true');
  await s.form.save.click();
  // The save writes the question, its first version and its timeline before the view opens.
  const view = new RegExp(`/questions/${s.courseId}/view/${type.replaceAll('.', '\\.')}/(\\d+)$`);
  await expect(page).toHaveURL(view, { timeout: 15_000 });
  const questionId = Number(view.exec(page.url())?.[1]);
  const detail = await questionDetail(page.request, s.session, questionId);
  expect(detail.status).toBe('5.6.');
  expect(detail.question).toMatchObject({
    language: LANGUAGE[lang],
    subjectId: s.subjectId,
    ilos: [{ iloId: s.iloId, weight: 1 }],
  });
  return detail.question;
}

test.describe('165.2.1. question authoring', () => {
  // Each type written once with the UI and the question in Arabic, once in English.
  for (const lang of ['ar', 'en'] as const)
    test.describe(lang, () => {
      // A journey types a whole question and saves it: about 15 s, twice that on a busy machine.
      test.describe.configure({ timeout: 60_000 });
      const C = TEXTS[lang];

      test('MCQ: lettered options, one correct, saved complete and opened in the view', async ({
        page,
        bank,
      }) => {
        const s = await setup(page, bank, lang);
        await openAdd(page, s, lang, '3.2.');
        await s.form.write('qf-stem', `${C.mcq.stem} ${tag()}`);
        // The letters follow the question's language.
        await expect(page.locator('[data-testid^="qf-body-letter-"]')).toHaveText(LETTERS[lang].slice(0, 4));
        await expect(s.form.editor('qf-body-option-text-1')).toHaveAttribute(
          'aria-label',
          t(lang, 'question-form:choice.option', { letter: LETTERS[lang][1] }),
        );
        for (const [i, text] of C.mcq.options.entries()) await s.form.write(`qf-body-option-text-${i}`, text);
        await page.getByTestId('qf-body-correct-1').check();
        const question = await saveComplete(page, s, lang, '3.2.');
        expect(question.degree).toBe(2);
        const body = question.body;
        expect(body.type === '3.2.' && body.options.map((o) => o.correct)).toEqual([
          false,
          true,
          false,
          false,
        ]);
        expect(body.type === '3.2.' && body.options[1].text).toContain(C.mcq.options[1]);
      });

      test('MMCQ: several correct answers, reorder and remove', async ({ page, bank }) => {
        const s = await setup(page, bank, lang);
        const o = C.mmcq.options;
        await openAdd(page, s, lang, '3.3.');
        await s.form.write('qf-stem', `${C.mmcq.stem} ${tag()}`);
        await page.getByTestId('qf-body-add-option').click();
        await expect(page.locator('[data-testid^="qf-body-letter-"]')).toHaveText(LETTERS[lang].slice(0, 5));
        for (const [i, text] of o.entries()) await s.form.write(`qf-body-option-text-${i}`, text);
        // Move the third option up to the second place, then remove the last option.
        await page.getByTestId('qf-body-up-2').click();
        await expect(s.form.editor('qf-body-option-text-1')).toHaveText(o[2]);
        await page.getByTestId('qf-body-remove-4').click();
        await expect(page.getByTestId('qf-body-option-4')).toHaveCount(0);
        await page.getByTestId('qf-body-correct-1').check();
        await page.getByTestId('qf-body-correct-2').check();
        const question = await saveComplete(page, s, lang, '3.3.');
        if (question.body.type !== '3.3.') throw new Error('not MMCQ');
        expect(question.body.options.map((x) => [plain(x.text), x.correct])).toEqual([
          [o[0], false],
          [o[2], true],
          [o[1], true],
          [o[3], false],
        ]);
      });

      test('true / false, saved as false', async ({ page, bank }) => {
        const s = await setup(page, bank, lang);
        await openAdd(page, s, lang, '3.4.');
        await s.form.write('qf-stem', `${C.trueFalse} ${tag()}`);
        // The answer is chosen by its label in the UI language.
        await page
          .getByRole('radio', { name: t(lang, 'question-form:trueFalse.false'), exact: true })
          .check();
        await expect(page.getByTestId('qf-body-false')).toBeChecked();
        const question = await saveComplete(page, s, lang, '3.4.');
        expect(question.body).toEqual({ type: '3.4.', correct: false });
      });

      test('essay: rubric weights over 1 are refused (form and API), then saved', async ({ page, bank }) => {
        const s = await setup(page, bank, lang);
        const { courseId, session, subjectId, iloId, form } = s;
        await openAdd(page, s, lang, '3.1.');
        await form.write('qf-stem', `${C.essay.stem} ${tag()}`);
        await form.write('qf-body-rubric-0', C.essay.rubrics[0]);
        await page.getByTestId('qf-body-rubric-weight-0').fill('0.6');
        await page.getByTestId('qf-body-rubric-add').click();
        await form.write('qf-body-rubric-1', C.essay.rubrics[1]);
        await page.getByTestId('qf-body-rubric-weight-1').fill('0.5');
        await page.getByTestId('qf-body-answer-lines').fill('8');
        await form.write('qf-body-model-answer', C.essay.model);
        // The sum is shown live (in the UI language's digits), and the rule's own message (the API's
        // text) stands by the rubrics.
        await expect(page.getByTestId('qf-body-weight-sum')).toContainText(num(lang, 1.1));
        const rule = fill(QUESTION_MESSAGES.rubricWeightSum, { max: LIMITS.rubricWeightSumMax });
        await expect(page.getByTestId('qf-body-rubrics-error')).toHaveText(rule[lang]);
        await form.save.click();
        await expect(form.rulesError).toBeVisible();
        await expect(page).toHaveURL(/\/3\.1\.\/add$/);

        // The API refuses the same content with the same text on the same field (422, nothing written).
        const broken = await apiAs(page.request, session).post(questionPaths.add(), {
          courseId,
          question: { ...essayWithWeights(subjectId, iloId, [0.6, 0.5]), language: LANGUAGE[lang] },
        });
        expect(broken.status()).toBe(422);
        expect((await broken.json()).fields['question.body.rubrics']).toEqual(rule);

        await page.getByTestId('qf-body-rubric-weight-1').fill('0.4');
        await expect(page.getByTestId('qf-body-rubrics-error')).toHaveCount(0);
        const question = await saveComplete(page, s, lang, '3.1.');
        if (question.body.type !== '3.1.') throw new Error('not essay');
        expect(question.body.rubrics.map((r) => [plain(r.text), r.weight])).toEqual([
          [C.essay.rubrics[0], 0.6],
          [C.essay.rubrics[1], 0.4],
        ]);
        expect(question.body.answerLines).toBe(8);
      });

      test('fill in the blanks: blanks in the text, four refused, answers per blank', async ({
        page,
        bank,
      }) => {
        const s = await setup(page, bank, lang);
        const { form } = s;
        const B = C.blanks;
        await openAdd(page, s, lang, '3.7.');
        await form.editor('qf-stem').click();
        await page.keyboard.type(B.parts[0]);
        await form.insertBlank('qf-stem');
        await page.keyboard.type(B.parts[1]);
        await form.insertBlank('qf-stem');
        await page.keyboard.type(`${B.parts[2]} ${tag()}.`);
        await expect(page.getByTestId('qf-body-blank-1')).toBeVisible();
        // A third and a fourth blank: more than 3 is refused, with the rule's text.
        await form.insertBlank('qf-stem');
        await form.insertBlank('qf-stem');
        await expect(page.getByTestId('qf-body-blank-3')).toBeVisible();
        const tooMany = fill(QUESTION_MESSAGES.tooManyBlanks, { max: LIMITS.blanksMax })[lang];
        await expect(page.getByTestId('qf-stem-error')).toHaveText(tooMany);
        // Backspace removes the blank before the caret, after Arabic text too (the editor's own
        // binding: Chromium's deletion skips an inline atom there).
        for (const _ of [3, 4]) await page.keyboard.press('Backspace');
        await expect(page.getByTestId('qf-body-blank-2')).toHaveCount(0);
        await expect(page.getByTestId('qf-stem-error')).toHaveCount(0);

        // The answers are typed in the question's direction.
        await expect(page.getByTestId('qf-body-blank-0-answer-0')).toHaveAttribute('dir', DIR[lang]);
        await page.getByTestId('qf-body-blank-0-answer-0').fill(B.answers[0][0]);
        await page.getByTestId('qf-body-blank-0-add-answer').click();
        await page.getByTestId('qf-body-blank-0-answer-1').fill(B.answers[0][1]);
        await page.getByTestId('qf-body-blank-1-answer-0').fill(B.answers[1][0]);
        // A repeated answer is refused as the user types.
        await page.getByTestId('qf-body-add-distractor').click();
        await page.getByTestId('qf-body-distractor-0').fill(B.answers[0][0]);
        await expect(page.getByText(QUESTION_MESSAGES.repeatedAnswer[lang])).toBeVisible();
        await page.getByTestId('qf-body-distractor-0').fill(B.distractor);
        // Arabic letters have no case: only the English question is made case sensitive.
        const caseSensitive = lang === 'en';
        if (caseSensitive) await page.getByTestId('qf-body-case-sensitive').check();
        const question = await saveComplete(page, s, lang, '3.7.');
        if (question.body.type !== '3.7.') throw new Error('not fill in the blanks');
        expect(question.body.blanks.map((b) => b.answers)).toEqual(B.answers);
        expect(question.body).toMatchObject({ caseSensitive, distractors: [B.distractor] });
        expect(question.stem.match(/data-blank=/g)).toHaveLength(2);
        expect(plain(question.stem)).toContain(B.parts[1].trim());
      });

      test('matching: pairs and a distractor', async ({ page, bank }) => {
        const s = await setup(page, bank, lang);
        const { form } = s;
        const M = C.matching;
        await openAdd(page, s, lang, '3.6.');
        await form.write('qf-stem', `${M.stem} ${tag()}`);
        await form.write('qf-body-premise-0', M.pairs[0][0]);
        await form.write('qf-body-answer-0', M.pairs[0][1]);
        await page.getByTestId('qf-body-add-pair').click();
        // The pairs are numbered in the UI language; the parts are written in the question's direction.
        await expect(form.editor('qf-body-premise-1')).toHaveAttribute(
          'aria-label',
          t(lang, 'question-form:matching.premise', { n: num(lang, 2) }),
        );
        await expect(form.editor('qf-body-premise-1')).toHaveAttribute('dir', DIR[lang]);
        await form.write('qf-body-premise-1', M.pairs[1][0]);
        await form.write('qf-body-answer-1', M.pairs[1][1]);
        await page.getByTestId('qf-body-add-distractor').click();
        await form.write('qf-body-distractor-0', M.distractor);
        const question = await saveComplete(page, s, lang, '3.6.');
        if (question.body.type !== '3.6.') throw new Error('not matching');
        expect(question.body.pairs.map((p) => [plain(p.premise), plain(p.answer)])).toEqual(M.pairs);
        expect(question.body.distractors.map((d) => plain(d.text))).toEqual([M.distractor]);
      });

      test('case study: a stem with an MCQ and a true/false sub-question', async ({ page, bank }) => {
        const s = await setup(page, bank, lang);
        const { form } = s;
        const K = C.caseStudy;
        await openAdd(page, s, lang, '3.5.');
        await expect(page).toHaveURL(/\/addCaseStudyQuestion$/);
        await form.write('qf-stem', `${K.stem} ${tag()}`);
        await page.getByTestId('qf-body-new-type').selectOption('3.2.');
        await page.getByTestId('qf-body-add-sub').click();
        await form.write('qf-body-sub-0-stem', K.mcq);
        await form.write('qf-body-sub-0-body-option-text-0', K.options[0]);
        await form.write('qf-body-sub-0-body-option-text-1', K.options[1]);
        await page.getByTestId('qf-body-sub-0-body-remove-3').click();
        await page.getByTestId('qf-body-sub-0-body-remove-2').click();
        // The sub-question's options carry the question language's letters.
        await expect(page.locator('[data-testid^="qf-body-sub-0-body-letter-"]')).toHaveText(
          LETTERS[lang].slice(0, 2),
        );
        await page.getByTestId('qf-body-sub-0-body-correct-0').check();
        await page.getByTestId('qf-body-new-type').selectOption('3.4.');
        await page.getByTestId('qf-body-add-sub').click();
        await expect(page.getByTestId('qf-body-sub-1').getByRole('heading', { level: 3 })).toHaveText(
          t(lang, 'question-form:case.sub', { n: num(lang, 2), type: QUESTION_TYPES['3.4.'][lang] }),
        );
        await form.write('qf-body-sub-1-stem', K.trueFalse);
        await page.getByTestId('qf-body-sub-1-degree').fill('2');
        const question = await saveComplete(page, s, lang, '3.5.');
        if (question.body.type !== '3.5.') throw new Error('not a case study');
        const subs = question.body.subQuestions;
        expect(subs.map((x) => [x.body.type, x.degree, plain(x.stem)])).toEqual([
          ['3.2.', 1, K.mcq],
          ['3.4.', 2, K.trueFalse],
        ]);
        const mcq = subs[0].body;
        expect(mcq.type === '3.2.' && mcq.options.map((x) => [plain(x.text), x.correct])).toEqual([
          [K.options[0], true],
          [K.options[1], false],
        ]);
      });
    });

  // The stored stem is written with hamza and teh marbuta, the typed one without: the check folds both.
  const SIMILAR = {
    ar: {
      stored: 'أي بنية بيانات تعطي زمن بحث ثابت بالمفتاح في الحالة المتوسطة',
      typed: (stored: string) => `${stored.replace('أي', 'اي').replace('الحالة', 'الحاله')}؟`,
      options: ['جدول التجزئة', 'القائمة المترابطة'],
      percent: '٪',
    },
    en: {
      stored: 'Which data structure gives constant time lookup by key in the average case',
      typed: (stored: string) => `${stored}?`,
      options: ['A hash table', 'A linked list'],
      percent: '%',
    },
  } as const;

  for (const lang of ['ar', 'en'] as const)
    test(`similar question: the hint while typing, the side-by-side view, then save anyway (${lang})`, async ({
      page,
      bank,
    }) => {
      test.setTimeout(60_000);
      const S = SIMILAR[lang];
      const { courseId, session, subjectId, iloId, form } = await setup(page, bank, lang);
      const base = `${S.stored} ${tag()}`;
      const first = await apiAs(page.request, session).post(questionPaths.add(), {
        courseId,
        question: {
          ...sampleContent('3.2.', { subjectId, iloIds: [iloId] }),
          language: LANGUAGE[lang],
          stem: `<p>${base}</p>`,
        },
      });
      expect(first.status(), await first.text()).toBe(200);
      const { questionId: similarId } = (await first.json()) as QuestionSaveResponse;

      await form.gotoAdd(courseId, '3.2.');
      await form.fillCommon({ subjectId, iloId, language: LANGUAGE[lang] });
      await form.write('qf-stem', S.typed(base));
      await expect(form.similarHint).toBeVisible();
      await form.similarHint.click();
      await expect(form.similarDialog.getByTestId(`qf-similar-${similarId}`)).toContainText(base);
      await expect(form.similarDialog.getByTestId('qf-similar-yours')).toContainText(S.typed(base));
      await page.getByTestId('qf-similar-close').click();
      for (const [i, text] of S.options.entries()) await form.write(`qf-body-option-text-${i}`, text);
      await page.getByTestId('qf-body-remove-3').click();
      await page.getByTestId('qf-body-remove-2').click();
      await page.getByTestId('qf-body-correct-0').check();
      await expect(form.completeness).toHaveAttribute('data-complete', 'true');
      await form.save.click();
      // The save is refused for the similar question; the user compares and saves anyway.
      await expect(form.similarDialog).toBeVisible();
      await expect(
        form.similarDialog.getByTestId(`qf-similar-${similarId}`).getByTestId('qf-similar-percent'),
      ).toContainText(S.percent);
      await form.saveAnyway.click();
      await expect(page).toHaveURL(new RegExp(`/questions/${courseId}/view/3\\.2\\./\\d+$`));
    });

  test('major edit makes version 2; a minor one keeps it (en)', async ({ page, bank }) => {
    test.setTimeout(60_000);
    const lang = 'en';
    const { courseId, session, subjectId, iloId, form } = await setup(page, bank, lang);
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
  test("another user's question opens read-only for a creator without Edit all (ar)", async ({
    page,
    bank,
  }) => {
    const lang = 'ar';
    const { courseId, subjectId, iloId, form } = await setup(page, bank, lang);
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
    test(`screenshots of each type's editor (${lang}, ${theme})`, async ({ page, bank }) => {
      test.setTimeout(90_000);
      mkdirSync(SHOTS, { recursive: true });
      const { courseId, subjectId, form } = await setup(page, bank, lang, theme);
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
        await photo(page, {
          path: `${SHOTS}/${type}-${lang}-${theme}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      }
    });
