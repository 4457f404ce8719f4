import { sampleContent, questionPaths } from '@mizan/domain/questions';
import { expect, type Page, test } from '@playwright/test';
import { demoCourse } from '../pages/CoursesPage';
import { LoginPage } from '../pages/LoginPage';
import { QuestionFormPage, subjectsWithIlos } from '../pages/QuestionFormPage';
import { ShellPage } from '../pages/ShellPage';
import { apiLogin, PASSWORDS } from '../lib/session';

/**
 * The page's Content-Security-Policy (apps/api/src/common/http-pipeline.ts) refuses inline scripts,
 * inline <style> elements and other origins: the app, the editor (Tiptap, KaTeX's formulas and fonts)
 * and the co-editing socket must work without any of them. Chromium reports each refusal as a
 * `securitypolicyviolation` event (and a console error); the journey collects them all.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
    ...console,
  ];
}

test('the app, the editor with formulas and the co-editing socket run under the page CSP', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const login = new LoginPage(page);
  await login.login('creator', PASSWORDS.creator);
  await new ShellPage(page).expectDashboard('ar');

  // A question whose stem holds formulas, opened in the co-edited editor.
  const admin = await apiLogin(page.request, 'admin');
  const course = await demoCourse(page.request, admin, 'CSE101');
  const creator = await apiLogin(page.request, 'creator');
  const [pick] = await subjectsWithIlos(page.request, creator, course.courseId);
  const content = sampleContent('3.1.', { subjectId: pick.subjectId, iloIds: [pick.iloId] });
  content.stem = `<p>CSP ${Date.now()} <span data-latex="A = \\pi r^2" data-type="inline-math"></span></p><div data-latex="\\frac{1}{2}" data-type="block-math"></div>`;
  const added = await page.request.post(questionPaths.add(), {
    headers: { Authorization: `Bearer ${creator.token}` },
    data: { courseId: course.courseId, question: content, confirmSimilar: true },
  });
  expect(added.status(), await added.text()).toBe(200);
  const form = new QuestionFormPage(page);
  await form.gotoEdit(course.courseId, '3.1.', (await added.json()).questionId);
  const stem = form.editor('qf-stem');
  await expect(stem.locator('.katex').first()).toBeVisible();
  // Tiptap's base style reaches the editor from the stylesheet, not an injected <style>.
  await expect(stem).toHaveCSS('white-space', 'break-spaces');
  // Typed at the start of the first paragraph (a click on the middle would pick the block formula).
  await stem.getByText('CSP').click();
  await page.keyboard.press('Home');
  await page.keyboard.type('live ');
  await expect(stem).toContainText('live');
  expect(await violations()).toEqual([]);
});
