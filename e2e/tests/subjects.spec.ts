import type { FixedIloHeader, FlexibleIloNode } from '@mizan/domain/course-ilos';
import { fill } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { MESSAGES } from '@mizan/domain/messages';
import { SUBJECT_MESSAGES, type SubjectIlosResponse, subjectPaths } from '@mizan/domain/subjects';
import { expect, test } from '@playwright/test';
import { areaText, demoCourse } from '../pages/CoursesPage';
import { SubjectsPage, selectedIlos, subjectDetail, subjectList } from '../pages/SubjectsPage';
import { ShellPage } from '../pages/ShellPage';
import { apiAs, openSignedIn } from '../lib/session';

// Each journey adds, edits and deletes its own subject on a course no other test changes
// (apps/api/src/database/seed/demo-courses.ts): CHM201 Organic Chemistry (fixed ILO headers),
// CHM401 Physical Chemistry (flexible ILO tree). Titles carry a run tag, so the journeys repeat.

const tag = () => Date.now().toString(36);

test('subjects, fixed ILO headers: add opens the new subject, edit goes back, delete after a confirm (ar)', async ({
  page,
}) => {
  // The longest journey of the file (add, edit, search, delete): room on a busy machine.
  test.setTimeout(60_000);
  const lang = 'ar';
  const subjects = new SubjectsPage(page);
  const toasts = new ShellPage(page).toasts;
  const session = await openSignedIn(page, 'admin', '/dashboard', { lang });
  const course = await demoCourse(page.request, session, 'CHM201');
  const ilosRes = await apiAs(page.request, session).get(subjectPaths.ilos('165.1.2.', course.courseId));
  const { courseIlos, flexibleILOs } = (await ilosRes.json()) as SubjectIlosResponse;
  expect(flexibleILOs).toBe(false);
  const headers = courseIlos as FixedIloHeader[];
  const byCode = new Map(
    headers.flatMap((h) =>
      h.ilos.flatMap((i) => [
        [i.iloCode, i.iloID] as const,
        ...i.subIlos.map((s) => [s.subIloCode, s.subIloID] as const),
      ]),
    ),
  );
  const id = (code: string) => {
    const found = byCode.get(code);
    expect(found, `ILO ${code} of CHM201`).toBeDefined();
    return found as number;
  };

  await subjects.goto(course.courseId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(areaText(lang, 'subjects:list.title'));
  await subjects.addButton.click();
  await expect(page).toHaveURL(new RegExp(`/subject/${course.courseId}/add$`));
  await expect(subjects.fixedPicker).toBeVisible();
  // The four headers 1.1. to 1.4.
  for (const code of ['1.1.', '1.2.', '1.3.', '1.4.'])
    await expect(page.getByTestId(`ilo-header-${code}`)).toBeVisible();

  // The form's own checks: a blank title and a lecture count over 50.
  await subjects.title.fill('   ');
  await subjects.lectures.fill(String(LIMITS.lectureCountMax + 1));
  await subjects.save.click();
  await expect(page.getByText(MESSAGES.required.ar).first()).toBeVisible();
  await expect(page).toHaveURL(/\/add$/);

  const title = `موضوع اختبار ${tag()}`;
  await subjects.title.fill(title);
  await subjects.lectures.fill('4');
  await expect(subjects.status).toHaveValue('1');
  await subjects.ilo(id('a1')).check();
  // A sub-ILO ticks its ILO.
  await subjects.ilo(id('a2.1')).check();
  await expect(subjects.ilo(id('a2'))).toBeChecked();
  await subjects.save.click();

  // After adding: the subject list with that subject opened.
  await expect(page).toHaveURL(new RegExp(`/subject/${course.courseId}#subject-\\d+$`));
  const subjectId = Number(new URL(page.url()).hash.replace('#subject-', ''));
  await expect(toasts.filter({ hasText: SUBJECT_MESSAGES.subjectAdded.ar })).toBeVisible();
  await expect(subjects.panelToggle(subjectId)).toHaveAttribute('aria-expanded', 'true');
  await expect(subjects.panel(subjectId)).toContainText(title);
  await expect(subjects.panel(subjectId)).toContainText('a2.1');
  let detail = await subjectDetail(page.request, session, course.courseId, subjectId);
  expect(detail.subject).toMatchObject({ subjectName: title, lectureCount: 4, active: true });
  expect(selectedIlos(detail)).toEqual([id('a1'), id('a2'), id('a2.1')].sort((a, b) => a - b));

  // Edit: new title and count, a1 unticked, b1 ticked; Save goes back one step (the opened list).
  await subjects.editLink(subjectId).click();
  await expect(page).toHaveURL(new RegExp(`/subject/${course.courseId}/edit/${subjectId}$`));
  await expect(subjects.title).toHaveValue(title);
  await expect(subjects.ilo(id('a1'))).toBeChecked();
  const renamed = `${title} معدل`;
  await subjects.title.fill(renamed);
  await subjects.lectures.fill('6');
  await subjects.ilo(id('a1')).uncheck();
  await subjects.ilo(id('b1')).check();
  await subjects.save.click();
  await expect(page).toHaveURL(new RegExp(`/subject/${course.courseId}#subject-${subjectId}$`));
  await expect(subjects.panel(subjectId)).toContainText(renamed);
  detail = await subjectDetail(page.request, session, course.courseId, subjectId);
  expect(detail.subject).toMatchObject({ subjectName: renamed, lectureCount: 6 });
  expect(selectedIlos(detail)).toEqual([id('a2'), id('a2.1'), id('b1')].sort((a, b) => a - b));

  // Title search (trimmed) finds it.
  await subjects.search.fill(`  ${renamed}  `);
  await expect(subjects.panels).toHaveCount(1);
  await subjects.search.fill('');

  // Delete: the confirm dialog, Cancel keeps it, Delete removes it.
  await subjects.deleteButton(subjectId).click();
  await expect(subjects.deleteDialog).toContainText(renamed);
  await subjects.deleteDialog
    .getByRole('button', { name: areaText(lang, 'common:cancel'), exact: true })
    .click();
  await expect(subjects.deleteDialog).toBeHidden();
  await expect(subjects.panel(subjectId)).toBeVisible();
  await subjects.deleteButton(subjectId).click();
  await subjects.deleteConfirm(lang).click();
  await expect(subjects.deleteDialog).toBeHidden();
  await expect(subjects.panel(subjectId)).toHaveCount(0);
  const after = await subjectList(page.request, session, course.courseId);
  expect(after.subjects.map((s) => s.subjectId)).not.toContain(subjectId);
});

test('subjects, flexible ILO tree: add, edit and delete a subject (en)', async ({ page }) => {
  const lang = 'en';
  const subjects = new SubjectsPage(page);
  const toasts = new ShellPage(page).toasts;
  const session = await openSignedIn(page, 'admin', '/dashboard', { lang });
  const course = await demoCourse(page.request, session, 'CHM401');
  const ilosRes = await apiAs(page.request, session).get(subjectPaths.ilos('165.1.2.', course.courseId));
  const { courseIlos, flexibleILOs } = (await ilosRes.json()) as SubjectIlosResponse;
  expect(flexibleILOs).toBe(true);
  const byCode = new Map<string, number>();
  const walk = (nodes: FlexibleIloNode[]) => {
    for (const n of nodes) {
      byCode.set(n.ilo_code, n.iloId);
      walk(n.children);
    }
  };
  walk(courseIlos as FlexibleIloNode[]);
  const id = (code: string) => {
    const found = byCode.get(code);
    expect(found, `ILO ${code} of CHM401`).toBeDefined();
    return found as number;
  };

  await page.goto(`/subject/${course.courseId}/add`);
  await expect(subjects.flexiblePicker).toBeVisible();
  const title = `Flexible subject ${tag()}`;
  await subjects.title.fill(title);
  await subjects.lectures.fill('3');
  // Ticking a deep node ticks its ancestors.
  await subjects.ilo(id('LO1.2.1')).check();
  await expect(subjects.ilo(id('LO1.2'))).toBeChecked();
  await expect(subjects.ilo(id('LO1'))).toBeChecked();
  await subjects.ilo(id('LO3')).check();
  await subjects.save.click();

  await expect(page).toHaveURL(new RegExp(`/subject/${course.courseId}#subject-\\d+$`));
  const subjectId = Number(new URL(page.url()).hash.replace('#subject-', ''));
  await expect(toasts.filter({ hasText: SUBJECT_MESSAGES.subjectAdded.en })).toBeVisible();
  await expect(subjects.panelToggle(subjectId)).toHaveAttribute('aria-expanded', 'true');
  await expect(subjects.panel(subjectId)).toContainText(title);
  let detail = await subjectDetail(page.request, session, course.courseId, subjectId);
  expect(detail.flexibleILOsFlag).toBe(true);
  expect(selectedIlos(detail)).toEqual(
    [id('LO1'), id('LO1.2'), id('LO1.2.1'), id('LO3')].sort((a, b) => a - b),
  );

  // Edit: unticking LO1 unticks its descendants; LO2.1 ticks LO2.
  await subjects.editLink(subjectId).click();
  await expect(subjects.title).toHaveValue(title);
  await subjects.ilo(id('LO1')).uncheck();
  await expect(subjects.ilo(id('LO1.2.1'))).not.toBeChecked();
  await subjects.ilo(id('LO2.1')).check();
  await subjects.lectures.fill('');
  await subjects.save.click();
  await expect(page).toHaveURL(new RegExp(`/subject/${course.courseId}#subject-${subjectId}$`));
  await expect(toasts.filter({ hasText: SUBJECT_MESSAGES.subjectSaved.en })).toBeVisible();
  detail = await subjectDetail(page.request, session, course.courseId, subjectId);
  expect(detail.subject.lectureCount).toBeNull();
  expect(selectedIlos(detail)).toEqual([id('LO2'), id('LO2.1'), id('LO3')].sort((a, b) => a - b));

  // A title over 50 characters is refused by the form.
  await subjects.editLink(subjectId).click();
  await subjects.title.fill('x'.repeat(LIMITS.subjectTitleMax + 1));
  await subjects.save.click();
  await expect(
    page.getByText(fill(MESSAGES.maxLength, { max: LIMITS.subjectTitleMax }).en).first(),
  ).toBeVisible();
  await page.getByTestId('subject-form-back').click();
  // Unsaved changes: the leave guard asks first.
  const leave = page.getByTestId('confirm-leave');
  await expect(leave).toBeVisible();
  await leave
    .getByRole('button', { name: areaText(lang, 'courses:header.leaveConfirm'), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/subject/${course.courseId}#subject-${subjectId}$`));

  await subjects.deleteButton(subjectId).click();
  await subjects.deleteConfirm(lang).click();
  await expect(subjects.panel(subjectId)).toHaveCount(0);
  const after = await subjectList(page.request, session, course.courseId);
  expect(after.subjects.map((s) => s.subjectId)).not.toContain(subjectId);
});

test('subject form on an inactive course: the status is inactive and locked, with the reason (en)', async ({
  page,
}) => {
  // PHY701 Solid State Physics stays inactive: no test activates it. Nothing is saved here.
  const subjects = new SubjectsPage(page);
  const session = await openSignedIn(page, 'admin', '/dashboard', { lang: 'en' });
  const course = await demoCourse(page.request, session, 'PHY701');
  expect(course.active).toBe(false);
  await page.goto(`/subject/${course.courseId}/add`);
  await expect(subjects.title).toBeVisible();
  await expect(subjects.status).toBeDisabled();
  await expect(subjects.status).toHaveValue('0');
  await expect(page.getByText(SUBJECT_MESSAGES.courseEditDisabled.en)).toBeVisible();
});

test('an opening subject panel clips its body: a button below the edge is not scrolled into view (ar)', async ({
  page,
}) => {
  // ELC401's subjects are read here only (the SPEC 8 subject journeys fail their calls by route).
  const subjects = new SubjectsPage(page);
  const session = await openSignedIn(page, 'admin', '/dashboard', { lang: 'ar' });
  const course = await demoCourse(page.request, session, 'ELC401');
  const subjectId = (await subjectList(page.request, session, course.courseId)).subjects[0].subjectId;
  await subjects.goto(course.courseId);
  // In the page, in one go: open the panel, wait for a frame in which its body is still shorter than its
  // content, and bring the body's last button into view as a click or a Tab would. A scrollable body
  // (overflow: hidden) scrolls to it, and the growing height then moves the button away from under a
  // click already begun (the subject delete journey's old flake).
  const toggle = await subjects.panelToggle(subjectId).elementHandle();
  const seen = await subjects.panelBody(subjectId).evaluate(async (body, header) => {
    (header as HTMLElement | null)?.click();
    for (let frame = 0; frame < 120; frame++) {
      await new Promise((r) => requestAnimationFrame(r));
      const last = [...body.querySelectorAll<HTMLElement>('button, a')].at(-1);
      if (!last || body.scrollHeight <= body.clientHeight + 8) continue;
      last.scrollIntoView({ block: 'nearest' });
      return { clipped: true, scrollTop: body.scrollTop };
    }
    return { clipped: false, scrollTop: body.scrollTop };
  }, toggle);
  expect(seen.clipped, 'a frame of the opening animation with the last button below the edge').toBe(true);
  expect(seen.scrollTop).toBe(0);
});
