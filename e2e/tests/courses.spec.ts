import type { SessionInfo } from '@mizan/domain/auth';
import { COURSE_MESSAGES, type CourseListResponse, type CourseSubjectsResponse } from '@mizan/domain/courses';
import { fill } from '@mizan/domain/i18n';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { areaText, CoursesPage, demoCourse, demoIhId } from '../pages/CoursesPage';
import { ShellPage } from '../pages/ShellPage';
import { apiAs, apiLogin, openSignedIn } from '../lib/session';
import { LANGS, type Lang } from '../lib/texts';

// Data each journey relies on (apps/api/src/database/seed/demo-courses.ts). Read-only journeys use the
// Physics department; journeys that change data each own their courses, used by no other test:
// MTH101 and MTH701 (activation), CHM101 and CHM701 (cancelled activation), new courses of the Excel file.
// Only courses of types 15.1.-15.3. are used: admin's study stage may be 33.1. while scope-stage.spec runs.
const PHYSICS = {
  plan: { ar: 'لائحة الفيزياء 2018', en: 'Physics bylaw 2018' },
  courses: {
    ar: [
      'الفيزياء العامة',
      'الميكانيكا الكلاسيكية',
      'الديناميكا الحرارية',
      'الكهرومغناطيسية',
      'ميكانيكا الكم',
      'البصريات',
      'فيزياء الجوامد',
    ],
    en: [
      'General Physics',
      'Classical Mechanics',
      'Thermodynamics',
      'Electromagnetism',
      'Quantum Mechanics',
      'Optics',
      'Solid State Physics',
    ],
  },
  mechanics: { ar: 'ميكانيكا', en: 'Mechanics' },
};
const pickNames = (lang: Lang, idx: number[]) => idx.map((i) => PHYSICS.courses[lang][i]);
const sorted = (names: string[]) => [...names].sort();

const LIST_API = '/api/courses/165.1.1./getList';

/** A URL's query as sorted key/value pairs (the app may write the keys in another order). */
const queryOf = (url: string) => [...new URL(url).searchParams.entries()].sort();

/** Runs `action` and answers the course list response it causes. */
async function listAnswer(page: Page, action: () => Promise<unknown>): Promise<CourseListResponse> {
  const answer = page.waitForResponse((r) => r.url().includes(LIST_API) && r.request().method() === 'GET');
  await action();
  const res = await answer;
  expect(res.status()).toBe(200);
  return (await res.json()) as CourseListResponse;
}

async function courseSubjects(request: APIRequestContext, session: SessionInfo, courseId: number) {
  const res = await apiAs(request, session).get(`/api/courses/165.1.1./getCourseSubjects/${courseId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as CourseSubjectsResponse).subjects;
}

async function courseActive(request: APIRequestContext, session: SessionInfo, code: string) {
  return (await demoCourse(request, session, code)).active;
}

for (const lang of LANGS) {
  test(`course list: filters, Enter, sort, reset and the URL restored after a reload (${lang})`, async ({
    page,
  }) => {
    const list = new CoursesPage(page);
    await openSignedIn(page, 'admin', '/courses/list', { lang });
    await list.expectLoaded();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      areaText(lang, 'courses:titles.165.1.1.'),
    );

    // Study plan (advanced filter): the seven undergraduate Physics courses.
    await list.search({ stdPlan: PHYSICS.plan[lang] });
    await expect(page).toHaveURL(/stdPlan=/);
    // The URL changes before the list asks for the page (it shows the previous rows until then): polled.
    await expect.poll(async () => sorted(await list.names())).toEqual(sorted(PHYSICS.courses[lang]));

    // Course name, submitted with Enter, narrows within the plan.
    await list.nameFilter.fill(PHYSICS.mechanics[lang]);
    await list.nameFilter.press('Enter');
    await expect.poll(async () => sorted(await list.names())).toEqual(sorted(pickNames(lang, [1, 4])));
    await expect(page).toHaveURL(/courseName=/);

    // Course type 15.2. (Thermodynamics, Optics) and status: inactive (Solid State Physics).
    await list.search({ courseName: '', courseType: '15.2.' });
    await expect.poll(async () => sorted(await list.names())).toEqual(sorted(pickNames(lang, [2, 5])));
    await list.search({ courseType: '', activeStatus: '0' });
    await list.expectNames(pickNames(lang, [6]));

    // External id, trimmed: Quantum Mechanics.
    await list.search({ activeStatus: '', IHId: `  ${demoIhId('PHY501')}  ` });
    await list.expectNames(pickNames(lang, [4]));
    await expect(list.ihIdFilter).toHaveValue(demoIhId('PHY501'));
    expect(new URL(page.url()).searchParams.get('IHId')).toBe(demoIhId('PHY501'));

    // Sort by name: ascending then descending, each the reverse of the other, kept in the URL.
    await list.search({ IHId: '' });
    await list.sortButton(lang, 'courseName').click();
    await expect(page).toHaveURL(/orderBy=courseName/);
    await expect(list.table.locator('th[aria-sort="ascending"]')).toHaveCount(1);
    const ascending = await list.names();
    expect(ascending).toHaveLength(7);
    await list.sortButton(lang, 'courseName').click();
    await expect(page).toHaveURL(/desc=1/);
    await expect(list.table.locator('th[aria-sort="descending"]')).toHaveCount(1);
    await list.expectNames([...ascending].reverse());

    // Reload: filters, sort and rows come back from the URL.
    const url = page.url();
    await page.reload();
    await list.expectLoaded();
    await expect(page).toHaveURL(url);
    await expect(list.planFilter).toHaveValue(PHYSICS.plan[lang]);
    await expect(list.table.locator('th[aria-sort="descending"]')).toHaveCount(1);
    await list.expectNames([...ascending].reverse());

    // A row click selects and opens the course; its header bar returns to the list with the saved filters.
    const listUrl = page.url();
    await list.table.locator('tbody tr').first().locator('td').nth(2).click();
    await expect(page).toHaveURL(/\/courses\/\d+$/);
    const header = page.getByTestId('course-header');
    await expect(header).toContainText([...ascending].reverse()[0]);
    await header.click();
    await expect(page).toHaveURL(/\/courses\/list\?/);
    expect(queryOf(page.url())).toEqual(queryOf(listUrl));
    await list.expectNames([...ascending].reverse());

    // Reset empties the filters and the URL's filter keys.
    await list.resetButton.click();
    await expect(page).not.toHaveURL(/stdPlan=/);
    await expect(list.nameFilter).toHaveValue('');
    await list.expectLoaded();
    await expect(list.rowLinks).toHaveCount(10);
  });

  test(`course list: rows per page 5/10/20/50, first and last, a language change back to page 1 (${lang})`, async ({
    page,
  }) => {
    const list = new CoursesPage(page);
    const shell = new ShellPage(page);
    // Every undergraduate course (plans numbered 2018): more than 20, fewer than 50 in any scope.
    const first = await listAnswer(page, () =>
      openSignedIn(page, 'admin', '/courses/list?stdPlan=2018', { lang }),
    );
    const total = first.totalItems;
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(50);
    await list.expectLoaded();
    await expect(list.pageSize).toHaveValue('10');
    await expect(list.rowLinks).toHaveCount(10);
    await list.expectPage(lang, 1, Math.ceil(total / 10));
    await expect(list.pagerButton(lang, 'first')).toBeDisabled();
    await expect(list.pagerButton(lang, 'previous')).toBeDisabled();

    // 5 per page: last page, then first.
    await list.pageSize.selectOption('5');
    await expect(page).toHaveURL(/limit=5/);
    await expect(list.rowLinks).toHaveCount(5);
    const pages5 = Math.ceil(total / 5);
    await list.expectPage(lang, 1, pages5);
    await list.pagerButton(lang, 'last').click();
    await expect(page).toHaveURL(new RegExp(`page=${pages5}`));
    await list.expectPage(lang, pages5, pages5);
    await expect(list.rowLinks).toHaveCount(total - 5 * (pages5 - 1));
    await expect(list.pagerButton(lang, 'next')).toBeDisabled();
    await expect(list.pagerButton(lang, 'last')).toBeDisabled();
    await list.pagerButton(lang, 'first').click();
    await list.expectPage(lang, 1, pages5);
    await expect(list.rowLinks).toHaveCount(5);
    const firstIndex = list.table.locator('tbody tr').first().locator('td').first();
    await expect(firstIndex).toHaveText((1).toLocaleString(lang === 'ar' ? 'ar-EG' : 'en'));

    // 20 and 50 per page: a size change goes back to page 1.
    await list.pagerButton(lang, 'next').click();
    await list.expectPage(lang, 2, pages5);
    await list.pageSize.selectOption('20');
    await list.expectPage(lang, 1, Math.ceil(total / 20));
    await expect(list.rowLinks).toHaveCount(20);
    await list.pageSize.selectOption('50');
    await list.expectPage(lang, 1, 1);
    await expect(list.rowLinks).toHaveCount(total);
    await expect(list.pagerButton(lang, 'last')).toBeDisabled();

    // On page 2, switching the language goes back to page 1 (SPEC 2), the size kept.
    await list.pageSize.selectOption('10');
    await list.pagerButton(lang, 'next').click();
    await expect(page).toHaveURL(/page=2/);
    await list.expectPage(lang, 2, Math.ceil(total / 10));
    const other: Lang = lang === 'ar' ? 'en' : 'ar';
    await shell.langSwitch.click();
    await shell.expectDocumentLanguage(other);
    await expect(page).toHaveURL(/page=1/);
    await list.expectPage(other, 1, Math.ceil(total / 10));
    await expect(list.pageSize).toHaveValue('10');
    await expect(list.rowLinks).toHaveCount(10);
  });
}

test('activation: deactivating a course deactivates all its subjects (en)', async ({ page }) => {
  const list = new CoursesPage(page);
  const session = await openSignedIn(page, 'admin', `/courses/list?IHId=${demoIhId('MTH101')}`, {
    lang: 'en',
  });
  const course = await demoCourse(page.request, session, 'MTH101');
  expect(course.active).toBe(true);
  const toggle = list.activeSwitch(course.courseId);
  await expect(toggle).toBeChecked();

  await toggle.click();
  await expect(list.confirmDialog).toBeVisible();
  await expect(list.confirmDialog.getByRole('heading')).toHaveText(
    areaText('en', 'courses:activation.deactivateTitle'),
  );
  await list.confirmButton('en', false).click();
  await expect(list.confirmDialog).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(
    new ShellPage(page).toasts.filter({ hasText: COURSE_MESSAGES.courseDeactivated.en }),
  ).toBeVisible();

  expect(await courseActive(page.request, session, 'MTH101')).toBe(false);
  const subjects = await courseSubjects(page.request, session, course.courseId);
  expect(subjects.length).toBeGreaterThan(0);
  expect(subjects.every((s) => !s.active)).toBe(true);
  // The row keeps its new state after a reload.
  await page.reload();
  await expect(list.activeSwitch(course.courseId)).not.toBeChecked();
});

test('activation: activating a course with the ticked subjects only (ar)', async ({ page }) => {
  const list = new CoursesPage(page);
  const session = await openSignedIn(page, 'admin', `/courses/list?IHId=${demoIhId('MTH701')}`, {
    lang: 'ar',
  });
  const course = await demoCourse(page.request, session, 'MTH701');
  expect(course.active).toBe(false);
  const before = await courseSubjects(page.request, session, course.courseId);
  expect(before.length).toBeGreaterThanOrEqual(2);
  expect(before.every((s) => !s.active)).toBe(true);
  const toggle = list.activeSwitch(course.courseId);
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  await expect(list.confirmDialog.getByRole('heading')).toHaveText(
    areaText('ar', 'courses:activation.activateTitle'),
  );
  await list.confirmButton('ar', true).click();
  await expect(list.subjectsDialog).toBeVisible();
  const confirm = page.getByTestId('activation-subjects-confirm');
  // At least one subject must be ticked.
  await expect(confirm).toBeDisabled();
  await expect(page.getByTestId('activation-need-one')).toHaveText(
    areaText('ar', 'courses:activation.needOne'),
  );
  await page.getByTestId('activation-select-all').check();
  for (const s of before) await expect(page.getByTestId(`activation-subject-${s.subjectId}`)).toBeChecked();
  await page.getByTestId('activation-select-all').uncheck();
  await expect(confirm).toBeDisabled();
  const ticked = before.slice(0, 2).map((s) => s.subjectId);
  for (const id of ticked) await page.getByTestId(`activation-subject-${id}`).check();
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(list.subjectsDialog).toBeHidden();
  await expect(toggle).toBeChecked();
  await expect(
    new ShellPage(page).toasts.filter({
      hasText: fill(COURSE_MESSAGES.courseActivatedWithSubjects, { count: 2 }).ar,
    }),
  ).toBeVisible();
  expect(await courseActive(page.request, session, 'MTH701')).toBe(true);
  const after = await courseSubjects(page.request, session, course.courseId);
  for (const s of after) expect(s.active, s.subjectName).toBe(ticked.includes(s.subjectId));
});

test('activation: Cancel restores the switch; cancelling the subjects dialog activates the course alone (en)', async ({
  page,
}) => {
  const list = new CoursesPage(page);
  const session = await openSignedIn(page, 'admin', `/courses/list?IHId=${demoIhId('CHM101')}`, {
    lang: 'en',
  });
  const active = await demoCourse(page.request, session, 'CHM101');
  const toggle = list.activeSwitch(active.courseId);
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(list.confirmDialog).toBeVisible();
  await list.confirmCancel('en').click();
  await expect(list.confirmDialog).toBeHidden();
  await expect(toggle).toBeChecked();
  expect(await courseActive(page.request, session, 'CHM101')).toBe(true);

  // An inactive course: confirm, then Cancel in the subjects dialog.
  await list.goto(`IHId=${demoIhId('CHM701')}`);
  const inactive = await demoCourse(page.request, session, 'CHM701');
  const toggle2 = list.activeSwitch(inactive.courseId);
  await expect(toggle2).not.toBeChecked();
  await toggle2.click();
  await list.confirmButton('en', true).click();
  await expect(list.subjectsDialog).toBeVisible();
  await page.getByTestId('activation-subjects-cancel').click();
  await expect(list.subjectsDialog).toBeHidden();
  await expect(toggle2).toBeChecked();
  expect(await courseActive(page.request, session, 'CHM701')).toBe(true);
  const subjects = await courseSubjects(page.request, session, inactive.courseId);
  expect(subjects.every((s) => !s.active)).toBe(true);
});

/** An .xlsx in the SPEC 5 layout: a header row, then the rows given (A to F, and more when invalid). */
async function xlsx(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('courses');
  sheet.addRow(['اسم المقرر', 'Course name', 'اللائحة', 'Study plan', 'رقم اللائحة', 'Course code']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

for (const lang of LANGS) {
  test(`Excel import: the check reports a bad row skipped with its reason, the import writes the others (${lang})`, async ({
    page,
  }) => {
    const list = new CoursesPage(page);
    const session = await openSignedIn(page, 'admin', '/courses/list', { lang });
    // Names and plan unique to this run and language, so the journey repeats on the same server.
    const tag = `${lang}${Date.now().toString(36)}`;
    const plan = String(7000 + Math.floor(Math.random() * 2000));
    const good = (n: number) => [
      `مقرر مستورد ${n} ${tag}`,
      `Imported course ${n} ${tag}`,
      `لائحة الاستيراد ${tag}`,
      `Import bylaw ${tag}`,
      plan,
      `E2E${n}${tag}`,
    ];
    const file = await xlsx([
      good(1),
      // Row 3: column B (English name) missing.
      [`مقرر ناقص ${tag}`, null, `لائحة الاستيراد ${tag}`, `Import bylaw ${tag}`, plan, null],
      good(2),
      // Row 5: data after column F.
      [...good(3), 'extra'],
    ]);

    await list.importExcelButton.click();
    const dialog = page.getByTestId('excel-import-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('excel-file').setInputFiles({
      name: 'courses.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await expect(page.getByTestId('excel-file-name')).toHaveText('courses.xlsx');
    await page.getByTestId('excel-check').click();

    const report = page.getByTestId('excel-report');
    await expect(report).toBeVisible();
    await expect(report).toContainText(fill(COURSE_MESSAGES.excelDryRun, { imported: 2, skipped: 2 })[lang]);
    const row = (n: number) => page.getByTestId(`excel-row-${n}`);
    await expect(row(2)).toContainText(areaText(lang, 'courses:excel.willImport'));
    await expect(row(3)).toContainText(areaText(lang, 'courses:excel.skipped'));
    await expect(row(3)).toContainText(fill(COURSE_MESSAGES.rowMissing, { column: 'B' })[lang]);
    await expect(row(4)).toContainText(areaText(lang, 'courses:excel.willImport'));
    await expect(row(5)).toContainText(areaText(lang, 'courses:excel.skipped'));
    await expect(row(5)).toContainText(COURSE_MESSAGES.rowExtraData[lang]);
    // Nothing is written by the check.
    const before = await apiAs(page.request, session).get(
      `${LIST_API}?courseName=${encodeURIComponent(tag)}`,
    );
    expect(((await before.json()) as CourseListResponse).totalItems).toBe(0);

    await page.getByTestId('excel-import').click();
    await expect(report).toContainText(
      fill(COURSE_MESSAGES.excelImported, { imported: 2, skipped: 2 })[lang],
    );
    await expect(row(2)).toContainText(areaText(lang, 'courses:excel.imported'));
    await expect(row(3)).toContainText(fill(COURSE_MESSAGES.rowMissing, { column: 'B' })[lang]);
    await dialog.getByRole('button', { name: areaText(lang, 'common:close'), exact: true }).click();
    await expect(dialog).toBeHidden();

    // The two good rows are courses now; the list finds them.
    await list.search({ courseName: tag });
    await expect
      .poll(async () => sorted(await list.names()))
      .toEqual(
        sorted(
          [1, 2].map((n) => (lang === 'ar' ? `مقرر مستورد ${n} ${tag}` : `Imported course ${n} ${tag}`)),
        ),
      );
  });
}

test.describe('activation needs the edit right', () => {
  test('a view-only user sees yes/no instead of the switch (en)', async ({ page }) => {
    const list = new CoursesPage(page);
    await openSignedIn(page, 'viewer', `/courses/list?IHId=${demoIhId('PHY101')}`, { lang: 'en' });
    const session = await apiLogin(page.request, 'admin');
    const course = await demoCourse(page.request, session, 'PHY101');
    await list.expectNames(['General Physics']);
    await expect(list.activeSwitch(course.courseId)).toHaveCount(0);
    await expect(list.table.locator('tbody tr').first()).toContainText(areaText('en', 'courses:list.yes'));
    await expect(list.importExcelButton).toHaveCount(0);
  });
});
