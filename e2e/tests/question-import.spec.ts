import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SessionInfo } from '@mizan/domain/auth';
import type { FixedIloHeader, FlexibleIloNode } from '@mizan/domain/course-ilos';
import { fill } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { type SubjectListResponse, subjectPaths } from '@mizan/domain/subjects';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, openSignedIn } from '../lib/session';
import { type Lang, LANGS, t } from '../lib/texts';
import { demoCourse } from '../pages/CoursesPage';
import { QuestionImportPage } from '../pages/QuestionImportPage';
import { QuestionsPage } from '../pages/QuestionsPage';
import { photo } from '../lib/photo';

// Every journey imports into CSE301 (Computer Engineering), a course no other journey uses, with a
// run tag in each question's text, and looks for its questions in the list by that tag.

const COURSE = 'CSE301';
const SHOTS = '/tmp/shots/import';

interface Bench {
  session: SessionInfo;
  courseId: number;
  subjects: { subjectId: number; name: string; iloId: number }[];
  tag: string;
}

const firstIlo = (tree: SubjectListResponse['subjects'][number]['ilos']): number => {
  const node = tree[0] as FixedIloHeader | FlexibleIloNode;
  return 'headerCode' in node ? node.ilos[0].iloID : node.iloId;
};

async function bench(page: Page, lang: Lang, theme: 'light' | 'dark' = 'light'): Promise<Bench> {
  const session = await openSignedIn(page, 'admin', '/dashboard', { lang, theme });
  const course = await demoCourse(page.request, session, COURSE);
  const res = await apiAs(page.request, session).get(subjectPaths.list('165.2.1.', course.courseId, '1'));
  expect(res.status(), await res.text()).toBe(200);
  const { subjects } = (await res.json()) as SubjectListResponse;
  const withIlos = subjects.filter((s) => s.active && s.ilos.length > 0);
  expect(withIlos.length, `${COURSE} has active subjects with ILOs`).toBeGreaterThanOrEqual(2);
  return {
    session,
    courseId: course.courseId,
    subjects: withIlos.map((s) => ({ subjectId: s.subjectId, name: s.subjectName, iloId: firstIlo(s.ilos) })),
    tag: `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`,
  };
}

/** Qmans text (import type 3): two multiple choice, one true/false, one without its answer line. */
const qmansText = (tag: string) =>
  [
    '\ufeffأسئلة الفصل الأول',
    '------------------------------',
    `ما عاصمة مصر؟ ${tag}`,
    'أ: القاهرة',
    'ب: الإسكندرية',
    'ج: أسوان',
    'الإجابة: أ',
    '------------------------------',
    `أي مما يلي من الأعداد الأولية؟ ${tag}`,
    'أ: 2',
    'ب: 3',
    'ج: 4',
    'الإجابة: أ، ب',
    '------------------------------',
    `الشمس نجم من نجوم مجرة درب التبانة. ${tag}`,
    'الإجابة: صح',
    '------------------------------',
    `سؤال بلا إجابة ${tag}`,
    'أ: نعم',
    'ب: لا',
    '',
  ].join('\r\n');

/** Aiken: two valid questions and one whose answer letter is not an option. */
const aiken = (tag: string) =>
  [
    `What is 2 + 2? ${tag}`,
    'A) 3',
    'B) 4',
    'C) 5',
    'ANSWER: B',
    '',
    `Which planet is red? ${tag}`,
    'A. Mars',
    'B. Venus',
    'ANSWER: E',
    '',
    `Which gas do plants take in? ${tag}`,
    'A) Oxygen',
    'B) Carbon dioxide',
    'ANSWER: B',
    '',
  ].join('\n');

async function listByTag(page: Page, courseId: number, tag: string): Promise<QuestionsPage> {
  const list = new QuestionsPage(page);
  await page.goto(`/questions/${courseId}/questions-list`);
  await list.text.fill(tag);
  await list.searchButton.click();
  return list;
}

test('imports an Arabic Qmans text file with a shared and an own subject and ILO (ar)', async ({ page }) => {
  test.setTimeout(90_000);
  const b = await bench(page, 'ar');
  const imp = new QuestionImportPage(page);
  await imp.open(b.courseId);
  await imp.pickKind('3');
  await imp.upload('أسئلة.txt', qmansText(b.tag));

  await expect(imp.items).toHaveCount(4);
  await expect(imp.item(3)).toHaveAttribute('data-valid', 'false');
  await expect(page.getByTestId('import-reasons-3')).toContainText(M.noAnswerLine.ar);
  await expect(imp.item(0)).toContainText('القاهرة');
  // Valid questions start ticked; untick all, then select all valid again.
  await expect(imp.selectAll).toBeChecked();
  await imp.selectAll.uncheck();
  await expect(imp.commitButton).toBeDisabled();
  await imp.selectAll.check();
  await expect(imp.selectedCount).toHaveText(t('ar', 'question-import:selected_few', { formatted: '٣' }));

  await imp.assign('import-shared-fields', b.subjects[0].subjectId, b.subjects[0].iloId);
  await page.getByTestId('import-own-1').check();
  await imp.assign('import-own-fields-1', b.subjects[1].subjectId, b.subjects[1].iloId, '0.5');
  await imp.commit();

  await expect(imp.result).toBeVisible();
  await expect(page.getByTestId('import-count-added')).toHaveText('٣');
  await expect(page.getByTestId('import-count-invalid')).toHaveText('١');
  await page.getByTestId('import-to-list').click();
  const list = await listByTag(page, b.courseId, b.tag);
  await expect(list.rowLinks).toHaveCount(3);
  const row = (text: string) => list.table.locator('tr', { hasText: text });
  await expect(row('الأعداد الأولية')).toContainText(b.subjects[1].name);
  await expect(row('عاصمة مصر')).toContainText(b.subjects[0].name);
  await expect(row('الشمس نجم')).toContainText(b.subjects[0].name);
});

test('Aiken (en): reasons, a wrong file type, import as approved, export to Moodle XML', async ({ page }) => {
  test.setTimeout(90_000);
  const b = await bench(page, 'en');
  const imp = new QuestionImportPage(page);
  await imp.open(b.courseId);
  await imp.pickKind('aiken');

  // The type is checked before anything is sent, in the SPEC's words.
  await imp.choose('questions.docx', 'not a text file', 'application/octet-stream');
  await expect(imp.fileError).toHaveText(fill(M.fileType, { types: '.txt' }).en);
  await expect(imp.previewButton).toBeDisabled();
  // The server's own check: an .xlsx that is not a spreadsheet is refused with its reason.
  await imp.pickKind('4');
  await imp.choose('sheet.xlsx', 'plain text pretending', 'application/octet-stream');
  await imp.previewButton.click();
  await expect(imp.fileError).toBeVisible();
  await expect(imp.counts).toHaveCount(0);

  await imp.pickKind('aiken');
  await imp.upload('questions.txt', aiken(b.tag));
  await expect(imp.items).toHaveCount(3);
  await expect(imp.item(1)).toHaveAttribute('data-valid', 'false');
  await expect(page.getByTestId('import-reasons-1')).toContainText(M.noCorrect.en);
  await expect(imp.select(1)).toHaveCount(0);
  await imp.assign('import-shared-fields', b.subjects[0].subjectId, b.subjects[0].iloId);
  // Aiken gives no difficulty, time or degree: given here, the questions come in complete, so approved.
  await imp.measures('0.3', '2', '1');
  await imp.approved.check();
  await imp.commit();
  await expect(page.getByTestId('import-count-added')).toHaveText('2');

  const list = await listByTag(page, b.courseId, b.tag);
  await expect(list.rowLinks).toHaveCount(2);
  await expect(list.table.locator('[data-status="5.3."]')).toHaveCount(2);
  for (const box of await list.table.locator('[data-testid^="question-pick-"]').all()) await box.check();
  await page.getByTestId('question-export').click();
  await expect(page.getByTestId('question-export-scope')).toHaveText(
    t('en', 'question-import:export.selected_other', { formatted: '2' }),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('question-export-moodle-xml').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xml$/);
  const xml = readFileSync(await download.path(), 'utf8');
  expect(xml).toContain('<quiz');
  expect(xml).toContain(`What is 2 + 2? ${b.tag}`);
  expect(xml).toContain(`Which gas do plants take in? ${b.tag}`);
  expect(xml.match(/<question type="multichoice"/g)).toHaveLength(2);
});

/** A Moodle XML export in Arabic: a category, multichoice, true/false, short answer, and a type Mizan cannot hold. */
const moodleXml = (tag: string) => `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/الفصل الأول</text></category></question>
  <question type="multichoice">
    <name><text>س1</text></name>
    <questiontext format="html"><text><![CDATA[<p>ما عاصمة الأردن؟ ${tag}</p>]]></text></questiontext>
    <defaultgrade>1</defaultgrade>
    <single>true</single>
    <answer fraction="100" format="html"><text>عمّان</text></answer>
    <answer fraction="0" format="html"><text>إربد</text></answer>
    <answer fraction="0" format="html"><text>الزرقاء</text></answer>
  </question>
  <question type="truefalse">
    <name><text>س2</text></name>
    <questiontext format="html"><text><![CDATA[<p>الماء يغلي عند مئة درجة مئوية عند مستوى سطح البحر ${tag}</p>]]></text></questiontext>
    <defaultgrade>1</defaultgrade>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
  <question type="shortanswer">
    <name><text>س3</text></name>
    <questiontext format="html"><text><![CDATA[<p>أكبر كواكب المجموعة الشمسية هو ${tag}</p>]]></text></questiontext>
    <defaultgrade>1</defaultgrade>
    <answer fraction="100"><text>المشتري</text></answer>
  </question>
  <question type="ddwtos">
    <name><text>س4</text></name>
    <questiontext format="html"><text><![CDATA[<p>اسحب [[1]] ${tag}</p>]]></text></questiontext>
  </question>
</quiz>
`;

test('Moodle XML in Arabic: categories, a refused type with its reason, approved; exported and imported back (ar)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const b = await bench(page, 'ar');
  const imp = new QuestionImportPage(page);
  await imp.open(b.courseId);
  await imp.pickKind('1');
  await imp.upload('moodle.xml', moodleXml(b.tag), 'text/xml');
  await expect(imp.items).toHaveCount(4);
  await expect(imp.item(0)).toContainText('عمّان');
  // The drag-and-drop type is listed with its reason, never dropped silently.
  await expect(imp.item(3)).toHaveAttribute('data-valid', 'false');
  await expect(page.getByTestId('import-reasons-3')).toContainText('ddwtos');
  await imp.assign('import-shared-fields', b.subjects[0].subjectId, b.subjects[0].iloId);
  await imp.measures('0.5', '1', '1');
  await imp.approved.check();
  await imp.commit();
  await expect(page.getByTestId('import-count-added')).toHaveText('٣');

  const list = await listByTag(page, b.courseId, b.tag);
  await expect(list.rowLinks).toHaveCount(3);
  await expect(list.table.locator('[data-status="5.3."]')).toHaveCount(3);
  for (const box of await list.table.locator('[data-testid^="question-pick-"]').all()) await box.check();
  await page.getByTestId('question-export').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('question-export-moodle-xml').click(),
  ]);
  const exported = readFileSync(await download.path(), 'utf8');
  expect(exported).toContain(`ما عاصمة الأردن؟ ${b.tag}`);

  // The export comes back in as the same three questions, each valid, of the same types.
  await imp.open(b.courseId);
  await imp.pickKind('1');
  await imp.upload('exported.xml', exported, 'text/xml');
  await expect(imp.items).toHaveCount(3);
  for (const i of [0, 1, 2]) await expect(imp.item(i)).toHaveAttribute('data-valid', 'true');
  await expect(imp.item(0)).toContainText('عمّان');
  await expect(imp.item(1)).toContainText('الماء يغلي');
  await expect(imp.item(2)).toContainText('المشتري');
});

test('Word (.docx) in Arabic: the downloaded template comes back in, its Arabic question included (ar)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const b = await bench(page, 'ar');
  const imp = new QuestionImportPage(page);
  await imp.open(b.courseId);
  await imp.pickKind('3');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('import-template-3').click(),
  ]);
  expect(download.suggestedFilename()).toBe('qmans-word.docx');
  const docx = readFileSync(await download.path());
  // A real Word file: a zip container, read on the server by a .docx parser.
  expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
  await imp.upload(
    'نموذج.docx',
    docx,
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  // The Word layout holds multiple choice only (MCQ or MMCQ, by its count of correct answers).
  await expect(imp.items).toHaveCount(3);
  for (const i of [0, 1, 2]) await expect(imp.item(i)).toHaveAttribute('data-valid', 'true');
  await expect(imp.item(2)).toContainText('ما عاصمة مصر؟');
  await expect(imp.item(2)).toContainText('القاهرة');
  await imp.assign('import-shared-fields', b.subjects[0].subjectId, b.subjects[0].iloId);
  await imp.commit();
  await expect(page.getByTestId('import-count-added')).toHaveText('٣');
});

for (const lang of LANGS)
  for (const theme of ['light', 'dark'] as const)
    test(`screenshots of the import screen (${lang}, ${theme})`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: theme });
      const b = await bench(page, lang, theme);
      const imp = new QuestionImportPage(page);
      await imp.open(b.courseId);
      await imp.pickKind(lang === 'ar' ? '3' : 'aiken');
      await photo(page, { path: path.join(SHOTS, `kinds-${lang}-${theme}.png`), fullPage: true });
      if (lang === 'ar') await imp.upload('أسئلة.txt', qmansText(b.tag));
      else await imp.upload('questions.txt', aiken(b.tag));
      await imp.assign('import-shared-fields', b.subjects[0].subjectId, b.subjects[0].iloId);
      await page.getByTestId('import-own-0').check();
      await photo(page, { path: path.join(SHOTS, `preview-${lang}-${theme}.png`), fullPage: true });
    });
