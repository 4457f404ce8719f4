import { COURSE_ILO_MESSAGES, type FixedIloHeader } from '@mizan/domain/course-ilos';
import { fill } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { type CourseViewResponse, coursePaths } from '@mizan/domain/courses';
import { subjectPaths } from '@mizan/domain/subjects';
import { expect, test } from '@playwright/test';
import { CourseIlosPage, ilosLang } from '../pages/CourseIlosPage';
import { areaText, demoCourse } from '../pages/CoursesPage';
import { subjectList } from '../pages/SubjectsPage';
import { ShellPage } from '../pages/ShellPage';
import { apiAs, openSignedIn } from '../lib/session';
import { LANGS } from '../lib/texts';

// MTH301 keeps its seeded subjects (the refused reset writes nothing); CHM601 is emptied of its subjects
// by the second journey, and no other test uses it (apps/api/src/database/seed/demo-courses.ts).

for (const lang of LANGS) {
  test(`ILO reset is refused while subjects are linked (${lang})`, async ({ page }) => {
    const ilos = new CourseIlosPage(page);
    const session = await openSignedIn(page, 'admin', '/dashboard', { lang });
    const course = await demoCourse(page.request, session, 'MTH301');
    const before = await ilosLang(page.request, session, course.courseId);
    expect(before.hasLinkedSubjects).toBe(true);

    await ilos.goto(course.courseId);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      areaText(lang, 'course-ilos:view.title'),
    );
    await expect(ilos.linkedHint).toHaveText(areaText(lang, 'course-ilos:view.linkedHint'));
    await ilos.resetButton.click();
    // The warning: question links deleted, every question of the course incomplete.
    await expect(ilos.resetDialog).toContainText(COURSE_ILO_MESSAGES.resetWarning[lang]);
    await ilos.resetConfirm(lang).click();
    await expect(
      new ShellPage(page).toasts.filter({ hasText: COURSE_ILO_MESSAGES.cannotResetRelatedSubjects[lang] }),
    ).toBeVisible();
    await expect(ilos.resetDialog).toBeHidden();
    await expect(ilos.none).toHaveCount(0);
    expect((await ilosLang(page.request, session, course.courseId)).iloCount).toBe(before.iloCount);
  });
}

test('ILO reset on a course without subjects, then import in Arabic and English (ar)', async ({ page }) => {
  const lang = 'ar';
  const ilos = new CourseIlosPage(page);
  const toasts = new ShellPage(page).toasts;
  const session = await openSignedIn(page, 'admin', '/dashboard', { lang });
  const as = apiAs(page.request, session);
  const course = await demoCourse(page.request, session, 'CHM601');
  // A course without subjects: its seeded subjects go first (through the API).
  for (const s of (await subjectList(page.request, session, course.courseId)).subjects) {
    const res = await page.request.delete(subjectPaths.remove('165.1.2.', s.subjectId, course.courseId), {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  expect((await ilosLang(page.request, session, course.courseId)).hasLinkedSubjects).toBe(false);

  await ilos.goto(course.courseId);
  await expect(ilos.linkedHint).toHaveCount(0);
  await ilos.resetButton.click();
  await expect(ilos.resetDialog).toContainText(COURSE_ILO_MESSAGES.resetWarning.ar);
  await ilos.resetConfirm(lang).click();
  await expect(toasts.filter({ hasText: COURSE_ILO_MESSAGES.ilosReset.ar })).toBeVisible();
  await expect(ilos.none).toHaveText(COURSE_ILO_MESSAGES.noIlos.ar);
  await expect(ilos.resetButton).toHaveCount(0);
  expect((await ilosLang(page.request, session, course.courseId)).iloCount).toBe(0);

  // Import in Arabic: two ILOs under headers 1.1. and 1.2.
  await ilos.importButton('ar').click();
  await expect(ilos.importDialog).toBeVisible();
  await ilos.rowCode(0).fill('k1');
  await ilos.rowDescription(0).fill('يشرح المفاهيم الأساسية');
  await ilos.addRow.click();
  await ilos.rowCode(1).fill('k2');
  await ilos.rowHeader(lang, 1).selectOption('1.2.');
  await ilos.rowDescription(1).fill('يحلل المسائل');
  await ilos.importSave.click();
  await expect(ilos.importDialog).toBeHidden();
  await expect(toasts.filter({ hasText: COURSE_ILO_MESSAGES.ilosImported.ar }).first()).toBeVisible();
  await expect(ilos.tree).toContainText('يشرح المفاهيم الأساسية');
  await expect(ilos.tree).toContainText('يحلل المسائل');
  let state = await ilosLang(page.request, session, course.courseId);
  expect(state.iloCount).toBe(2);
  expect(state.languages.map((l) => [l.langId, l.imported])).toEqual([
    ['4.1.', true],
    ['4.2.', false],
  ]);

  // English texts for the same codes: the dialog offers them, only the descriptions are typed.
  await ilos.importButton('en').click();
  await expect(ilos.importDialog).toBeVisible();
  await expect(ilos.rowCode(0)).toHaveValue('k1');
  await expect(ilos.rowCode(1)).toHaveValue('k2');
  await ilos.rowDescription(0).fill('Explains the basic concepts');
  await ilos.rowDescription(1).fill('Analyses problems');
  await ilos.importSave.click();
  await expect(ilos.importDialog).toBeHidden();
  state = await ilosLang(page.request, session, course.courseId);
  expect(state.iloCount).toBe(2);
  expect(state.languages.every((l) => l.imported)).toBe(true);

  const view = (await (
    await as.get(coursePaths.view('165.1.3.', course.courseId))
  ).json()) as CourseViewResponse;
  expect(view.courseIlos.length).toBeGreaterThan(0);
  const res = await as.get(subjectPaths.ilos('165.1.2.', course.courseId));
  const headers = ((await res.json()) as { courseIlos: FixedIloHeader[] }).courseIlos;
  const descs = headers.flatMap((h) =>
    h.ilos.map((i) => [h.headerCode, i.iloCode, i.iloDesc.ar, i.iloDesc.en]),
  );
  expect(descs).toEqual([
    ['1.1.', 'k1', 'يشرح المفاهيم الأساسية', 'Explains the basic concepts'],
    ['1.2.', 'k2', 'يحلل المسائل', 'Analyses problems'],
  ]);
});

test('ILO import: more than 10 ILOs are refused and nothing is written (en)', async ({ page }) => {
  const lang = 'en';
  const ilos = new CourseIlosPage(page);
  const session = await openSignedIn(page, 'admin', '/dashboard', { lang });
  const course = await demoCourse(page.request, session, 'MTH301');
  const before = await ilosLang(page.request, session, course.courseId);
  await ilos.goto(course.courseId);
  await ilos.importButton('en').click();
  await expect(ilos.importDialog).toBeVisible();
  // The dialog starts from the course's ILOs (and sub-ILOs); new top-level rows up to 11 ILOs.
  const rows = await ilos.importDialog.locator('[data-testid^="ilo-row-code-"]').count();
  for (let n = before.iloCount; n <= LIMITS.courseIlosMax; n++) {
    await ilos.addRow.click();
    const i = rows + (n - before.iloCount);
    await ilos.rowCode(i).fill(`z${n}`);
    await ilos.rowDescription(i).fill(`Extra outcome ${n}`);
  }
  await ilos.importSave.click();
  await expect(ilos.importError).toHaveText(
    fill(COURSE_ILO_MESSAGES.ilosCount, { min: LIMITS.courseIlosMin, max: LIMITS.courseIlosMax }).en,
  );
  await expect(ilos.importDialog).toBeVisible();
  await ilos.importDialog.getByRole('button', { name: areaText(lang, 'common:cancel'), exact: true }).click();
  await expect(ilos.importDialog).toBeHidden();
  expect((await ilosLang(page.request, session, course.courseId)).iloCount).toBe(before.iloCount);
});
