import path from 'node:path';
import type { SessionInfo } from '@mizan/domain/auth';
import type { FixedIloHeader, FlexibleIloNode } from '@mizan/domain/course-ilos';
import { codesOf, QUESTION_TYPES, type QuestionTypeCode } from '@mizan/domain/codes';
import { type QuestionContent, sampleContent } from '@mizan/domain/questions';
import { type SubjectListResponse, subjectPaths } from '@mizan/domain/subjects';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAs, openSignedIn, STORAGE } from '../lib/session';
import { type Lang, LANGS, t } from '../lib/texts';
import { CoursesPage, demoCourse, demoIhId } from '../pages/CoursesPage';
import { mcq, partId, QuestionsPage, questionDetail, saveQuestion } from '../pages/QuestionsPage';
import { ShellPage } from '../pages/ShellPage';
import { photo } from '../lib/photo';

// Every journey writes its own questions into ELC201 (Electronics), a course no other journey uses,
// each carrying a run tag in its text, and filters the list by that tag: the demo bank's other
// questions of the course never show up in what is counted.

const COURSE = 'ELC201';
const SHOTS = '/tmp/shots/questions';

interface Bench {
  session: SessionInfo;
  courseId: number;
  /** The course's subjects, each with one of its ILOs. */
  subjects: { subjectId: number; name: string; iloId: number }[];
  tag: string;
}

const firstIlo = (tree: SubjectListResponse['subjects'][number]['ilos']): number => {
  const node = tree[0] as FixedIloHeader | FlexibleIloNode;
  return 'headerCode' in node ? node.ilos[0].iloID : node.iloId;
};

async function bench(page: Page, lang: Lang): Promise<Bench> {
  const session = await openSignedIn(page, 'admin', '/dashboard', { lang });
  const course = await demoCourse(page.request, session, COURSE);
  const res = await apiAs(page.request, session).get(subjectPaths.list('165.2.1.', course.courseId));
  expect(res.status(), await res.text()).toBe(200);
  const { subjects } = (await res.json()) as SubjectListResponse;
  const withIlos = subjects.filter((s) => s.ilos.length > 0);
  expect(withIlos.length, `${COURSE} has subjects with ILOs`).toBeGreaterThanOrEqual(2);
  return {
    session,
    courseId: course.courseId,
    subjects: withIlos.map((s) => ({ subjectId: s.subjectId, name: s.subjectName, iloId: firstIlo(s.ilos) })),
    tag: `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`,
  };
}

/** A complete question of the bench's subject `k`. */
const complete = (b: Bench, k: number, q: QuestionContent): QuestionContent => ({
  ...q,
  subjectId: b.subjects[k].subjectId,
  ilos: [{ iloId: b.subjects[k].iloId, weight: 1 }],
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function add(request: APIRequestContext, b: Bench, q: QuestionContent): Promise<number> {
  return (await saveQuestion(request, b.session, b.courseId, q)).questionId;
}

test('question list: filters, paging, sorting and the state in the URL (ar)', async ({ page }) => {
  test.setTimeout(60_000);
  const lang = 'ar';
  const list = new QuestionsPage(page);
  const b = await bench(page, lang);
  // Seven Arabic MCQs of the first subject, three English true/false of the second, one incomplete.
  const ids: number[] = [];
  for (let i = 1; i <= 7; i++)
    ids.push(await add(page.request, b, complete(b, 0, mcq(`سؤال ${b.tag} رقم ${i}`, ['أ', 'ب', 'ج']))));
  for (let i = 1; i <= 3; i++)
    ids.push(
      await add(page.request, b, {
        ...complete(b, 1, mcq(`Question ${b.tag} number ${i}`, [])),
        language: '4.2.',
        questionType: '3.4.',
        body: { type: '3.4.', correct: i % 2 === 0 },
      }),
    );
  const incomplete = await add(page.request, b, mcq(`سؤال ${b.tag} ناقص`, ['نعم', 'لا']));
  ids.push(incomplete);
  const newestFirst = [...ids].reverse();

  // Entering the section without a selected course: the courses list, whose row opens the bank.
  await page.goto('/questions');
  await expect(page).toHaveURL(/\/questions\/courses-list$/);
  const courses = new CoursesPage(page);
  await courses.search({ IHId: demoIhId(COURSE) });
  await courses.rowLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`/questions/${b.courseId}/questions-list$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'questions:list.title'));
  await list.expectLoaded();
  await list.search({ text: b.tag });
  await expect(page).toHaveURL(new RegExp(`text=${b.tag}`));
  // Newest change first, ten to a page: two pages.
  await list.expectIds(newestFirst.slice(0, 10));
  await list.expectPage(lang, 1, 2);
  await list.pageSize.selectOption('5');
  await expect(page).toHaveURL(/limit=5/);
  await list.expectIds(newestFirst.slice(0, 5));
  await list.expectPage(lang, 1, 3);
  await list.pagerButton(lang, 'next').click();
  await expect(page).toHaveURL(/page=2/);
  await list.expectIds(newestFirst.slice(5, 10));
  await list.pagerButton(lang, 'last').click();
  await list.expectIds(newestFirst.slice(10));

  // A reload restores filters, page and size from the URL.
  await page.reload();
  await list.expectIds(newestFirst.slice(10));
  await expect(list.text).toHaveValue(b.tag);
  await list.expectPage(lang, 3, 3);

  // Type, language, status and subject filters, each back on page 1.
  await list.search({ type: '3.4.' });
  await expect(page).toHaveURL(/questionType=3\.4\./);
  await expect(page).not.toHaveURL(/page=3/);
  await list.expectIds(newestFirst.filter((id) => ids.indexOf(id) >= 7 && ids.indexOf(id) < 10));
  await list.search({ type: '', language: '4.1.' });
  await list.expectIds(newestFirst.filter((id) => ids.indexOf(id) < 7 || id === incomplete).slice(0, 5));
  await list.search({ language: '', status: '5.1.' });
  await list.expectIds([incomplete]);
  await expect(list.table.getByText('غير مكتمل')).toBeVisible();
  await list.search({ status: '', subject: String(b.subjects[1].subjectId) });
  await list.expectIds(newestFirst.filter((id) => ids.indexOf(id) >= 7 && ids.indexOf(id) < 10));
  await list.search({ subject: '', ilo: String(b.subjects[0].iloId) });
  await expect.poll(async () => (await list.ids()).every((id) => ids.indexOf(id) < 7)).toBe(true);
  await list.search({ ilo: '' });

  // Sorting by number: ascending, then descending; the URL says so.
  await list.sortButton(lang, 'number').click();
  await expect(page).toHaveURL(/orderBy=questionId/);
  await list.expectIds([...ids].sort((x, y) => x - y).slice(0, 5));
  await list.sortButton(lang, 'number').click();
  await expect(page).toHaveURL(/desc=1/);
  await list.expectIds([...ids].sort((x, y) => y - x).slice(0, 5));
  // Back goes to the ascending order.
  await page.goBack();
  await list.expectIds([...ids].sort((x, y) => x - y).slice(0, 5));

  // The list kept its page's ids for the view screen (SPEC 9).
  const kept = await page.evaluate(
    (k) => JSON.parse(localStorage.getItem(k) ?? 'null'),
    STORAGE.questionListIds,
  );
  expect(kept).toMatchObject({ courseId: b.courseId, page: 1, limit: 5, totalItems: 11 });
  expect(kept.items.map((i: { questionId: number }) => i.questionId)).toEqual(
    [...ids].sort((x, y) => x - y).slice(0, 5),
  );

  // Reset clears the filters and keeps the page size.
  await list.resetButton.click();
  await expect(list.text).toHaveValue('');
  await expect(page).toHaveURL(/\?limit=5$/);

  // The course stays selected: entering the section again opens its bank.
  await page.goto('/questions');
  await expect(page).toHaveURL(new RegExp(`/questions/${b.courseId}/questions-list`));
});

test('question view: the question as stored, previous/next through the list, delete (en)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const lang = 'en';
  const list = new QuestionsPage(page);
  const toasts = new ShellPage(page).toasts;
  const b = await bench(page, lang);
  const ids: number[] = [];
  for (let i = 1; i <= 6; i++)
    ids.push(
      await add(page.request, b, {
        ...complete(b, 0, mcq(`Question ${b.tag} number ${i}`, ['one', 'two', 'three'], i % 3)),
        language: '4.2.',
      }),
    );

  await list.gotoList(b.courseId, `text=${b.tag}&limit=5&orderBy=questionId`);
  await list.expectIds(ids.slice(0, 5));
  await list.rowLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`/questions/${b.courseId}/view/3\\.2\\./${ids[0]}$`));
  await expect(list.stem).toHaveText(`Question ${b.tag} number 1`);
  await expect(list.view).toHaveAttribute('dir', 'ltr');
  // The correct answer is marked; hiding the answers removes the mark.
  await expect(page.getByTestId('option-2')).toHaveAttribute('data-correct', 'true');
  await expect(page.getByTestId('option-1')).toHaveAttribute('data-correct', 'false');
  await list.showAnswers.uncheck();
  await expect(page.getByTestId('correct-mark')).toHaveCount(0);
  await list.showAnswers.check();
  await expect(page.getByTestId('field-subject')).toContainText(b.subjects[0].name);
  await expect(page.getByTestId('field-status')).toContainText('Complete');
  await expect(page.getByTestId('field-creator')).toContainText('System Administrator');
  await expect(page.getByTestId('field-version')).toContainText('1.0');
  await expect(list.position).toHaveText('1 of 6');
  await expect(list.prev).toBeDisabled();

  // Next through the kept page, then on to the list's second page, fetched on the way.
  for (let i = 1; i < 6; i++) {
    await list.next.click();
    await expect(page).toHaveURL(new RegExp(`/view/3\\.2\\./${ids[i]}$`));
    await expect(list.stem).toHaveText(`Question ${b.tag} number ${i + 1}`);
  }
  await expect(list.position).toHaveText('6 of 6');
  await expect(list.next).toBeDisabled();
  await list.prev.click();
  await expect(page).toHaveURL(new RegExp(`/view/3\\.2\\./${ids[4]}$`));
  await expect(list.position).toHaveText('5 of 6');

  // A wrong type in the address is corrected.
  await page.goto(`/questions/${b.courseId}/view/3.4./${ids[2]}`);
  await expect(page).toHaveURL(new RegExp(`/view/3\\.2\\./${ids[2]}$`));

  // Delete from the view, after a confirm: back to the list, which no longer has it.
  await page.getByTestId('question-delete').click();
  await expect(list.deleteDialog).toBeVisible();
  await list.deleteConfirm(lang).click();
  await expect(page).toHaveURL(new RegExp(`/questions/${b.courseId}/questions-list\\?`));
  await expect(toasts.first()).toBeVisible();
  await list.expectIds(ids.filter((id) => id !== ids[2]).slice(0, 5));
  expect((await questionDetail(page.request, b.session, ids[2])).status).toBe('5.5.');

  // Delete from the list: cancel keeps it, confirm removes it.
  await list.deleteButton(ids[0]).click();
  await list.deleteDialog.getByRole('button', { name: t(lang, 'common:cancel'), exact: true }).click();
  await list.expectIds(ids.filter((id) => id !== ids[2]).slice(0, 5));
  await list.deleteButton(ids[0]).click();
  await list.deleteConfirm(lang).click();
  await list.expectIds([ids[1], ids[3], ids[4], ids[5]]);
  await expect(list.total).toHaveText('4 questions');
});

test('question timeline and version history with a diff (ar)', async ({ page }) => {
  test.setTimeout(60_000);
  const lang = 'ar';
  const view = new QuestionsPage(page);
  const b = await bench(page, lang);
  const first = complete(b, 0, mcq(`ما ناتج جمع العددين ${b.tag}`, ['أربعة', 'خمسة', 'ستة']));
  const saved = await saveQuestion(page.request, b.session, b.courseId, first);
  const id = saved.questionId;
  // A major change (new words in the stem, another correct option), then a minor one (difficulty).
  const body = first.body as Extract<QuestionContent['body'], { type: '3.2.' }>;
  const second: QuestionContent = {
    ...first,
    stem: `<p>ما حاصل ضرب العددين ${b.tag}</p>`,
    body: { type: '3.2.', options: body.options.map((o, i) => ({ ...o, correct: i === 1 })) },
  };
  const major = await saveQuestion(page.request, b.session, b.courseId, second, {
    questionId: id,
    editType: '1',
    baseRevision: saved.revision,
  });
  await saveQuestion(
    page.request,
    b.session,
    b.courseId,
    { ...second, difficulty: 0.4 },
    {
      questionId: id,
      editType: '0',
      baseRevision: major.revision,
    },
  );

  await page.goto(`/questions/${b.courseId}/view/3.2./${id}`);
  await expect(view.stem).toContainText('حاصل ضرب');
  await expect(view.view).toHaveAttribute('dir', 'rtl');
  // Sent for review from the view: the status and the timeline follow.
  await page.getByTestId('question-submit').click();
  await expect(page.getByTestId('field-status')).toContainText('بانتظار المراجعة');
  await expect(page.getByTestId('question-submit')).toHaveCount(0);
  // 'status changed from X to Y by {name} on {date}' (SPEC 4), the date in Arabic.
  const said = t(lang, 'questions:timeline.status', {
    from: 'مكتمل',
    to: 'بانتظار المراجعة',
    name: 'مدير النظام',
    date: '@',
  });
  await expect(view.timeline).toContainText(new RegExp(escapeRe(said).replace('@', '[^a-zA-Z]+٢٠٢')));
  await expect(view.timeline.locator('[data-kind="version"]')).not.toHaveCount(0);
  await expect(view.timeline).toContainText('تعديل جوهري');

  // Three saved states; the diff opens on the last two (the minor change: difficulty only).
  await expect(view.versions.getByTestId('version-row')).toHaveCount(3);
  await expect(view.diffRows).toHaveCount(1);
  await expect(view.diffRows.first()).toHaveAttribute('data-part', 'difficulty');
  // The first against the last: the stem word by word, and the correct option moved.
  const options = await view.diffFrom.locator('option').allTextContents();
  await view.diffFrom.selectOption({ index: 0 });
  await view.diffTo.selectOption({ index: options.length - 1 });
  const stem = page.locator('[data-testid="diff-row"][data-part="stem"]');
  await expect(stem).toBeVisible();
  await expect(stem.getByTestId('diff-removed')).toHaveText(['ناتج جمع']);
  await expect(stem.getByTestId('diff-added')).toHaveText(['حاصل ضرب']);
  await expect(page.locator('[data-testid="diff-row"][data-part="optionCorrect"]')).toHaveCount(2);
  // A comment changes the question and reloads its versions; they are the same, so the pick holds.
  await page.getByTestId('comment-form-body').fill(`ملاحظة ${b.tag}`);
  await page.getByTestId('comment-form-send').click();
  await expect(page.getByTestId('comment-body')).toContainText(`ملاحظة ${b.tag}`);
  await expect(view.diffFrom).toHaveValue('1.0');
  await expect(view.diffTo).toHaveValue('2.2');
  await expect(stem.getByTestId('diff-added')).toHaveText(['حاصل ضرب']);
  await photo(page, { path: path.join(SHOTS, 'view-history-ar-light.png'), fullPage: true });

  // The same history in English and dark: the diff keeps the Arabic question right to left.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate((k) => localStorage.setItem(k, JSON.stringify('en')), STORAGE.language);
  await page.reload();
  await expect(view.timeline).toContainText(
    'Status changed from Complete to Pending review by System Administrator',
  );
  await view.diffFrom.selectOption({ index: 0 });
  await expect(stem).toHaveAttribute('data-state', 'changed');
  await expect(stem.locator('p')).toHaveAttribute('dir', 'rtl');
  await photo(page, { path: path.join(SHOTS, 'view-history-en-dark.png'), fullPage: true });
});

for (const lang of LANGS)
  for (const theme of ['light', 'dark'] as const)
    test(`screenshots of the question list and view (${lang}, ${theme})`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: theme });
      const list = new QuestionsPage(page);
      const b = await bench(page, lang);
      const en = lang === 'en';
      const math = `<span data-type="inline-math" data-latex="x^2 + \\frac{1}{x}"></span>`;
      await add(page.request, b, {
        ...complete(b, 0, mcq(en ? `Which derivative of ${b.tag}` : `أوجد مشتقة ${b.tag}`, ['2x', 'x', '1'])),
        stem: `<p>${en ? 'Find the derivative of' : 'أوجد مشتقة الدالة'} ${math} (${b.tag})</p><div data-type="block-math" data-latex="f'(x) = \\lim_{h \\to 0} \\frac{f(x+h)-f(x)}{h}"></div>`,
        language: en ? '4.2.' : '4.1.',
      });
      const blanks = [partId(), partId()];
      const fill = await add(page.request, b, {
        ...complete(b, 1, mcq('', [])),
        questionType: '3.7.',
        language: en ? '4.2.' : '4.1.',
        stem: en
          ? `<p>Ohm's law: the voltage <span data-blank="${blanks[0]}"></span> equals the current times the <span data-blank="${blanks[1]}"></span> (${b.tag}).</p>`
          : `<p>قانون أوم: الجهد <span data-blank="${blanks[0]}"></span> يساوي التيار مضروبًا في <span data-blank="${blanks[1]}"></span> (${b.tag}).</p>`,
        body: {
          type: '3.7.',
          blanks: [
            { id: blanks[0], answers: en ? ['V', 'voltage'] : ['ج', 'الجهد'], degree: 1 },
            { id: blanks[1], answers: en ? ['resistance'] : ['المقاومة'], degree: 1 },
          ],
          caseSensitive: false,
          distractors: en ? ['capacitance'] : ['السعة'],
        },
        degree: 2,
      });
      await list.gotoList(b.courseId, `text=${b.tag}`);
      await list.expectIds([fill, (await list.ids())[1]]);
      await page.evaluate(() => document.fonts.ready);
      await photo(page, {
        path: path.join(SHOTS, `list-${lang}-${theme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      await list.rowLinks.nth(1).click();
      await expect(page.locator('.katex').first()).toBeVisible();
      await expect(page.getByTestId('question-timeline')).toBeVisible();
      await photo(page, {
        path: path.join(SHOTS, `view-mcq-${lang}-${theme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      await list.prev.click();
      await expect(page.getByTestId('question-blanks')).toBeVisible();
      await expect(page.getByTestId('question-timeline')).toBeVisible();
      await photo(page, {
        path: path.join(SHOTS, `view-blanks-${lang}-${theme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    });

test('the read-only renderer shows every question type with its answers (en)', async ({ page }) => {
  test.setTimeout(60_000);
  const lang = 'en';
  const view = new QuestionsPage(page);
  const b = await bench(page, lang);
  const links = { subjectId: b.subjects[0].subjectId, iloIds: [b.subjects[0].iloId] };
  const expectations: Record<QuestionTypeCode, () => Promise<void>> = {
    '3.1.': async () => {
      await expect(page.getByTestId('answer-lines')).toHaveText('5 answer lines');
      await expect(page.getByTestId('question-rubrics').locator('li')).toHaveCount(2);
      await expect(page.getByTestId('model-answer')).toHaveText('A model answer');
    },
    '3.2.': async () => {
      await expect(page.locator('[data-correct="true"]')).toHaveCount(1);
    },
    '3.3.': async () => {
      await expect(page.locator('[data-correct="true"]')).toHaveCount(2);
    },
    '3.4.': async () => {
      await expect(page.getByTestId('option-1')).toHaveAttribute('data-correct', 'true');
      await expect(page.getByTestId('option-1')).toContainText('True');
    },
    '3.5.': async () => {
      await expect(page.getByTestId('question-subquestions').locator(':scope > li')).toHaveCount(2);
      await expect(page.getByTestId('subquestion-1-stem')).toHaveText('Which is right?');
    },
    '3.6.': async () => {
      await expect(page.getByTestId('question-matching').locator('[data-testid^="premise-"]')).toHaveCount(2);
      await expect(
        page.getByTestId('question-matching').locator('[data-testid^="match-answer-"]'),
      ).toHaveCount(3);
    },
    '3.7.': async () => {
      await expect(view.stem.locator('span', { hasText: /^[12]$/ })).toHaveCount(2);
      await expect(page.getByTestId('blank-1')).toContainText('Cairo');
    },
  };
  for (const type of codesOf(QUESTION_TYPES)) {
    const content = sampleContent(type, links);
    const id = await add(page.request, b, {
      ...content,
      stem: content.stem.replace('</p>', ` (${b.tag})</p>`),
    });
    await page.goto(`/questions/${b.courseId}/view/${type}/${id}`);
    await expect(view.view).toBeVisible();
    await expectations[type]();
    await photo(view.view, { path: path.join(SHOTS, `type-${type}-en-light.png`) });
    // Without the answers nothing marks the key.
    await view.showAnswers.uncheck();
    await expect(page.getByTestId('correct-mark')).toHaveCount(0);
    await expect(page.locator('[data-correct]')).toHaveCount(0);
  }
});
