import { expect, test } from '@playwright/test';
import { markWindow, openSignedIn, seedStorage } from '../lib/session';
import { DIR, LANGS, type Lang } from '../lib/texts';
import {
  DEMO_ELECTRONIC_EXAM,
  demoStudent,
  ElectronicExamStudentPage,
} from '../pages/ElectronicExamStudentPage';
import { et as gt, examApi } from '../pages/ExamGenerationPage';
import { ProctorPage, pt } from '../pages/ProctorPage';

// Electronic exams (20.3., issue 16): the proctor (examcreator) watches the demo electronic exam's
// first sector (قاعة 101) while a student in a second browser takes it. Each language's journey has
// its own student of that sector (the student journeys use the other sector's).
const STUDENT: Record<Lang, string> = { ar: '2022007', en: '2022008' };
const n = (lang: Lang, x: number) => x.toLocaleString(lang === 'ar' ? 'ar-EG' : 'en-GB');

test.describe('electronic exam, the proctor (20.3.)', () => {
  // Both journeys proctor the same sector: one at a time, so a message to the room is only theirs.
  test.describe.configure({ mode: 'serial' });
  for (const lang of LANGS) {
    test(`sees a student live, extends their time, messages the room, sees the submission, reopens it live on the student's page (${lang})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const number = STUDENT[lang];
      const student = await demoStudent(page.request, number);

      // The proctor opens the exam's page and goes to the proctor screen from it.
      const session = await openSignedIn(page, 'examcreator', '/dashboard', { lang, theme: 'light' });
      const exams = examApi(page.request, session);
      const courseId = await exams.courseId();
      const exam = (await exams.exams(courseId)).exams.find((e) => e.name === DEMO_ELECTRONIC_EXAM);
      await page.goto(`/exam-generation/${courseId}/${exam?.examId}`);
      await page.getByRole('link', { name: gt(lang, 'details.proctor') }).click();
      await expect(page.getByRole('heading', { name: pt(lang, 'title') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
      const proctor = new ProctorPage(page, lang);
      await expect(page.getByTestId('proctor-connection')).toHaveAttribute('data-connected', 'true');
      // The code as the students type it, shown in the language's digits.
      await expect(page.getByTestId('proctor-access-code')).toHaveAttribute('data-code', student.accessCode);
      await expect(page.getByTestId('proctor-access-code')).toHaveText(
        lang === 'ar' ? /^[٠-٩]{6}$/ : /^\d{6}$/,
      );
      await expect(proctor.row(number)).toBeVisible();
      await proctor.expectStatus(number, 'notSignedIn');

      // The student, in a browser of their own, signs in and answers the first question.
      const context = await browser.newContext({ locale: 'ar-EG', timezoneId: 'Africa/Cairo' });
      const studentPage = await context.newPage();
      await seedStorage(studentPage, { lang, theme: 'light' });
      const taking = new ElectronicExamStudentPage(studentPage, lang);
      await studentPage.goto('/exam');
      await taking.signIn(student);
      await expect(taking.question(1)).toBeVisible();
      await proctor.expectStatus(number, 'idle');
      await taking.answer(taking.question(1), 'q1');
      await taking.expectSaved(1, 'saved');

      // Live on the proctor's screen: answering, one question answered.
      await proctor.expectStatus(number, 'answering');
      await expect(page.getByTestId(`proctor-answered-${number}`)).toHaveAttribute('data-answered', '1');
      await expect(page.getByTestId('proctor-count-answering')).not.toHaveAttribute('data-count', '0');

      // Extra time for this student: the proctor's row and the student's screen show the new end.
      const left = page.getByTestId(`proctor-left-${number}`);
      const before = Date.parse((await left.getAttribute('data-deadline')) ?? '');
      await proctor.extend(number, 15);
      await expect(
        page.getByText(
          pt(lang, `extend.done_${new Intl.PluralRules(lang).select(15)}`, { count: n(lang, 15) }),
        ),
      ).toBeVisible();
      await expect(left).toHaveAttribute('data-deadline', new Date(before + 15 * 60_000).toISOString());
      const x = taking.examLang;
      const deadline = await studentPage.evaluate(
        ([at, locale]) =>
          new Intl.DateTimeFormat(locale, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            hour12: true,
          }).format(new Date(at)),
        [new Date(before + 15 * 60_000).toISOString(), x === 'ar' ? 'ar-EG' : 'en-GB'],
      );
      await expect(studentPage.getByTestId('time-added')).toContainText(deadline);

      // A message to the room reaches the student at once.
      const text =
        lang === 'ar' ? 'تبقّى نصف الساعة الأخيرة؛ راجعوا إجاباتكم' : 'Half an hour left; check your answers';
      await proctor.message(text);
      await expect(studentPage.getByTestId('proctor-message')).toContainText(text);

      await proctor.shot('proctor', 'light');
      await proctor.shot('proctor', 'dark');

      // The student submits: the proctor sees it live, then reopens the submission.
      await taking.submit();
      const notReloaded = await markWindow(studentPage);
      await proctor.expectStatus(number, 'submitted');
      await expect(page.getByTestId('proctor-count-submitted')).not.toHaveAttribute('data-count', '0');
      await proctor.reopen(number, 10);
      await expect(page.getByText(pt(lang, 'reopen.done'))).toBeVisible();
      await expect(page.getByTestId(`proctor-reopen-${number}`)).toHaveCount(0);
      await expect(page.getByTestId(`proctor-extend-${number}`)).toBeVisible();
      // The student's page, left on its submitted screen, goes back to answering at once (no reload),
      // answers kept.
      await expect(taking.question(1)).toBeVisible();
      expect(await notReloaded()).toBe(true);
      await expect(taking.question(1).getByRole('radio').first()).toBeChecked();
      await proctor.expectStatus(number, 'answering');
      await context.close();
    });
  }
});
