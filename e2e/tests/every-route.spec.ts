import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { APPS, type AppId } from '@mizan/domain/access';
import type { SessionInfo } from '@mizan/domain/auth';
import { type ExamListRow, examPaths, examStudentPaths } from '@mizan/domain/exam-generation';
import { reportPaths } from '@mizan/domain/reports';
import { reserveExamPaths } from '@mizan/domain/reserve-exam';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs, apiLogin, type DemoUser, STORAGE, seedStorage } from '../lib/session';
import { type Lang, LANGS } from '../lib/texts';
import { registeredRoutes, type WebRoute } from '../lib/web-routes';

/**
 * Every screen as a newcomer sees it (issue 13): each route the web app registers, as each demo user,
 * in Arabic and English, light and dark. A route of an app the user does not hold is not visited
 * (the guard sends it to /notFound, visited once). Fails, naming route, user and language, on:
 * a raw translation key, a console error or failed request, horizontal overflow at 1366 or 1024 px,
 * Latin letters in Arabic interface text or Arabic letters in English interface text (user content
 * is marked data-user-content, or declares another `lang`; codes and numbers are allowed), Latin
 * digits in Arabic interface text (codes excepted: shown left-to-right or monospaced, isolated in
 * a sentence, or written inline as CIV101 / 1.1.), and raw TeX outside an editor. The screenshots
 * (1366 px, both themes) land in e2e/.artifacts/every-route/<user>-<lang>-<theme>-<route>.png for people to look at.
 * Keys present in one language's locale files only: apps/web/src/i18n/locales.spec.ts.
 */
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/every-route');
const USERS = ['guest', 'admin', 'creator', 'reviewer', 'examcreator', 'viewer', 'newuser'] as const;
type Visitor = (typeof USERS)[number];
const WIDTHS = [1366, 1024];

test.describe.configure({ mode: 'parallel' });

/** Values for a route's parameters as this user can open them; a route left unresolved is not visited. */
type Params = Record<string, string | undefined>;

async function firstJson<T>(
  request: APIRequestContext,
  session: SessionInfo,
  url: string,
): Promise<T | null> {
  const res = await apiAs(request, session).get(url);
  return res.ok() ? ((await res.json()) as T) : null;
}

interface CourseRow {
  courseId: number;
}
interface QuestionRow {
  questionId: number;
  questionType: string;
}

/** The first value of `key` anywhere in a JSON body. */
function deepFind(body: unknown, key: string): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  if (key in body && typeof (body as Record<string, unknown>)[key] === 'number')
    return (body as Record<string, number>)[key];
  for (const v of Object.values(body)) {
    const found = deepFind(v, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Routes that need a row of their own kind rather than the app's first one. */
const ROUTE_PARAMS: Record<string, (p: Params) => Params> = {
  '/exam-generation/:courseId/:examId/proctor/:sectorId?': (p) => ({ ...p, examId: p.electronicExamId }),
  '/exam-generation/:courseId/:examId/item-analysis': (p) => ({ ...p, examId: p.analysedExamId }),
  // A question the exam's model holds (the course's first question may be in no model).
  '/exam-generation/:courseId/:examId/question-details/:questionId': (p) => ({
    ...p,
    questionId: p.examQuestionId,
  }),
};

/** Where the exam screens and reports find the row a deeper route opens. */
const DEEPER: Partial<
  Record<
    AppId,
    {
      list: (courseId: number) => string;
      key: string;
      more?: (r: APIRequestContext, s: SessionInfo, courseId: number, id: number) => Promise<Params>;
    }
  >
> = {
  // The areas' own path helpers: a path written here by hand went stale when the API moved and
  // left the detail screens unvisited without a word.
  '165.7.1.': {
    list: (courseId) => `${examPaths.list('165.7.1.')}?courseId=${courseId}`,
    key: 'examId',
    more: async (request, session, courseId, examId) => {
      const exam = await firstJson(request, session, examPaths.view('165.7.1.', examId));
      const modelNo = deepFind(exam, 'modelNo');
      const list = await firstJson<{ exams: ExamListRow[] }>(
        request,
        session,
        `${examPaths.list('165.7.1.')}?courseId=${courseId}&limit=50`,
      );
      const model =
        modelNo === undefined
          ? null
          : await firstJson(request, session, examPaths.model('165.7.1.', examId, modelNo));
      const examQuestionId = deepFind(model, 'questionId');
      const out: Params =
        modelNo === undefined
          ? {}
          : {
              modelNo: String(modelNo),
              modelNumber: String(modelNo),
              examQuestionId: examQuestionId === undefined ? undefined : String(examQuestionId),
            };
      for (const e of list?.exams ?? []) {
        // The proctor screen is an electronic exam's (20.3.), in one of its sectors (the demo's
        // electronic midterm has none: the open exam beside it has).
        if (e.deliveryMode === '20.3.' && out.sectorId === undefined) {
          const sectors = await firstJson(request, session, examStudentPaths.sectors('165.7.1.', e.examId));
          const sectorId = deepFind(sectors, 'sectorId');
          if (sectorId !== undefined || out.electronicExamId === undefined)
            Object.assign(out, {
              electronicExamId: String(e.examId),
              sectorId: sectorId === undefined ? undefined : String(sectorId),
            });
        }
        // The item analysis is of an exam with published results.
        if (
          out.analysedExamId === undefined &&
          (await firstJson(request, session, reportPaths.examItemAnalysis(e.examId)))
        )
          out.analysedExamId = String(e.examId);
      }
      return out;
    },
  },
  '165.7.2.': {
    list: (courseId) => reserveExamPaths.list(courseId),
    key: 'reserveExamId',
  },
  '165.4.3.': {
    list: (courseId) => `${reportPaths.examsCreators}?courseId=${courseId}`,
    key: 'creatorId',
  },
};

/** A course of the app with questions when the app has any (so lists and views show some), and its ids. */
async function paramsFor(request: APIRequestContext, session: SessionInfo, appId: AppId): Promise<Params> {
  const list = await firstJson<{ courses: CourseRow[] }>(request, session, `/api/courses/${appId}/getList`);
  const courses = list?.courses ?? [];
  const params: Params = { username: session.username };
  if (!courses.length) return params;
  params.courseId = String(courses[0].courseId);
  const questionApp: AppId = appId === '165.2.2.' ? '165.2.2.' : '165.2.1.';
  for (const c of courses.slice(0, 12)) {
    const qs = await firstJson<{ questions: QuestionRow[] }>(
      request,
      session,
      `/api/questions/${questionApp}/getList?courseId=${c.courseId}`,
    );
    const questions = qs?.questions ?? [];
    if (!questions.length) continue;
    const plain = questions.find((q) => q.questionType !== '3.5.') ?? questions[0];
    // The case-study screens need one: asked for by type, the first page may hold none.
    const caseStudy = (
      await firstJson<{ questions: QuestionRow[] }>(
        request,
        session,
        `/api/questions/${questionApp}/getList?courseId=${c.courseId}&questionType=3.5.`,
      )
    )?.questions[0];
    // The first course with questions, unless a later one also has a case study: other journeys
    // add questions as they run, so the course first in the list may hold only theirs.
    if (params.questionId && !caseStudy) continue;
    Object.assign(params, {
      courseId: String(c.courseId),
      questionId: String(plain.questionId),
      questionType: plain.questionType,
      caseStudyId: caseStudy ? String(caseStudy.questionId) : undefined,
    });
    if (caseStudy) break;
  }
  const subjects = await firstJson<{ subjects: { subjectId: number }[] }>(
    request,
    session,
    `/api/subjects/${appId === '165.1.2.' ? appId : '165.1.2.'}?courseId=${params.courseId}`,
  );
  if (subjects?.subjects[0]) params.subjectId = String(subjects.subjects[0].subjectId);
  // The rows of a course the exam screens and reports open: the first course that has one, over
  // every page of the course list (the demo exams are in MTH601, far down the admin's list).
  const deeper = DEEPER[appId];
  if (deeper) {
    const all: CourseRow[] = [];
    for (let page = 1; page <= 20; page++) {
      const rows =
        (
          await firstJson<{ courses: CourseRow[] }>(
            request,
            session,
            `/api/courses/${appId}/getList?limit=50&page=${page}`,
          )
        )?.courses ?? [];
      all.push(...rows);
      if (rows.length < 50) break;
    }
    for (const c of all) {
      const id = deepFind(await firstJson(request, session, deeper.list(c.courseId)), deeper.key);
      if (id === undefined) continue;
      params.courseId = String(c.courseId);
      params[deeper.key] = String(id);
      if (deeper.more) Object.assign(params, await deeper.more(request, session, c.courseId, id));
      break;
    }
  }
  return params;
}

/** The concrete path of a template, or null when a parameter has no value for this user. */
function fill(template: string, params: Params): string | null {
  const caseStudy = /CaseStudyQuestion\/:questionId/.test(template);
  let missing = false;
  const out = template
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      const optional = seg.endsWith('?');
      const name = seg.slice(1).replace(/\?$/, '');
      const value = caseStudy && name === 'questionId' ? params.caseStudyId : params[name];
      if (value === undefined && !optional) missing = true;
      return value ?? '';
    })
    .filter((seg, i) => i === 0 || seg !== '')
    .join('/');
  return missing ? null : out;
}

/** The paths this visitor opens: every registered route of the apps they hold, and the shell's own. */
async function pathsFor(request: APIRequestContext, visitor: Visitor, session: SessionInfo | null) {
  const routes = registeredRoutes();
  /** Templates left without a value for a parameter (no row of that kind in this user's reach). */
  const unvisited: string[] = [];
  if (!session) return { paths: ['/login', '/notFound'], unvisited };
  if (session.resetPassword) return { paths: ['/resetPassword'], unvisited };
  const held = new Set(session.apps.map((a) => a.appId));
  const out: string[] = [];
  const cache = new Map<AppId, Params>();
  for (const r of routes as WebRoute[]) {
    if (['/login', '/resetPassword', '/notFound'].includes(r.template)) continue;
    let params: Params = { username: session.username };
    if (r.appId) {
      if (!held.has(r.appId)) continue;
      if (!cache.has(r.appId)) cache.set(r.appId, await paramsFor(request, session, r.appId));
      params = cache.get(r.appId) as Params;
    }
    const p = fill(r.template, ROUTE_PARAMS[r.template]?.(params) ?? params);
    if (p) out.push(p);
    else unvisited.push(r.template);
  }
  // The staff page needs the sync flag; the others' menus do not link it.
  return { paths: visitor === 'admin' ? out : out.filter((p) => p !== '/staff/updateCourses'), unvisited };
}

/** What the checks find on the page as it is now (run in the browser). */
function inspect(lang: Lang) {
  // Inside user content even where it declares its own language (a printed question's lang="ar").
  const skip = (el: Element): boolean => {
    if (el.closest('[data-user-content],[contenteditable],.katex,script,style,textarea,[aria-hidden="true"]'))
      return true;
    const l = el.closest('[lang]')?.getAttribute('lang');
    return !!l && l !== lang;
  };
  // A code is shown as written, in its own direction or type: course and model codes, student and
  // national numbers, ids quoted as codes.
  const code = (el: Element) => !!el.closest('[dir="ltr"],code,kbd,samp,.font-mono');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const ui: string[] = [];
  /** Interface text outside codes: where a number is the interface's (a count, date, time, page). */
  const figures: string[] = [];
  const all: string[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent?.trim();
    const el = n.parentElement;
    if (!text || !el) continue;
    if (el.closest('[contenteditable],.katex,script,style,textarea')) continue;
    // Only what is on screen: closed menus and dialogs are not read.
    if (el.getClientRects().length === 0) continue;
    all.push(text);
    if (skip(el)) continue;
    ui.push(text);
    if (!code(el)) figures.push(text);
  }
  const attrs = [...document.querySelectorAll('[placeholder],[aria-label],[title]')]
    .filter((e) => !skip(e))
    .map((e) => ({ e, texts: ['placeholder', 'aria-label', 'title'].map((a) => e.getAttribute(a) ?? '') }));
  const texts = (list: typeof attrs) => list.flatMap((a) => a.texts).filter(Boolean);
  return {
    ui: [...ui, ...texts(attrs)],
    figures: [...figures, ...texts(attrs.filter((a) => !code(a.e)))],
    all,
    title: document.title,
  };
}

/**
 * What Arabic interface text may hold in Latin letters: codes as written (course CIV101, ILO a2.2,
 * an English question's option letter a), a time zone's name (Africa/Cairo), and names of formats
 * and standards that have no Arabic spelling (file types, QTI, UTF-8, Aiken's 'ANSWER:' line).
 */
const LATIN_ALLOWED = new RegExp(
  [
    String.raw`\b[A-Za-z]{1,4}\d+(?:\.\d+)*\.?`,
    String.raw`\b[A-Za-z]\b`,
    String.raw`\b[A-Z][a-z]+\/[A-Z][A-Za-z_]+`,
    String.raw`\.?\b(?:docx?|txt|xlsx?|xml|csv|pdf|json|zip|png|jpe?g|tiff?|gift|Excel|Word|Moodle|Aiken|ANSWER|Qmans|Markdown|LaTeX|KaTeX|TeX|QTI|IMS|UTF-8|imsmanifest\.xml|QR|OMR|A4|MB|KB|English|Mizan|IHId)\b`,
  ].join('|'),
  'gi',
);
/** A lone Arabic letter (with the tatweel of هـ), as a code: before a space, a colon or a bracket. */
const ARABIC_LETTER = /(^|[\s(])[\u0621-\u064a]\u0640?(?=$|[\s):.,])/g;
/**
 * Latin digits that Arabic interface text may hold: inside a code written inline (CIV101, ILO a2.2,
 * UTF-8, A4, QTI 2.1) and a spec code (1.1., 165.7.1.: dotted, ending with a dot). Any other is a
 * number the interface shows (count, date, time, page) and must be in Arabic-Indic digits.
 */
const CODE_DIGITS = /[A-Za-z][\w-]*\d[\w.-]*|\d+[A-Za-z][\w.-]*|\b\d+(?:\.\d+)+\.(?!\d)|\bQTI \d\.\d\b/g;
/**
 * A code or name set apart inside a translated sentence (U+2066/U+2068 … U+2069, the web's i18n
 * isolate()): shown as written, like an element marked as user content or a code.
 */
const ISOLATED = /[\u2066\u2068][^\u2069]*\u2069/g;
const KEY = /(?:^|[\s(«"“])((?:[a-z][\w-]*:)?[a-z][a-zA-Z-]+\.[a-zA-Z][\w.-]*[a-zA-Z.])(?=$|[\s)»"”:,])/;
const TEX = /\\[a-zA-Z]{2,}|\\[()[\]{},;]|\$\$|\^\{|_\{/;

function problemsOf(found: ReturnType<typeof inspect>, lang: Lang): string[] {
  const out: string[] = [];
  for (const whole of found.ui) {
    const key = KEY.exec(whole);
    const text = whole.replace(ISOLATED, ' ');
    // An e-mail address, a host or a file name is not a key.
    if (key && !/@|\.(com|org|edu|eg|net|xml|docx?|txt|xlsx?|zip|json|csv|pdf|png|jpe?g|tiff?)$/.test(key[1]))
      out.push(`raw translation key "${key[1]}" in "${whole}"`);
    if (lang === 'ar' && /[A-Za-z]/.test(text.replace(LATIN_ALLOWED, '')))
      out.push(`Latin letters in Arabic interface text: "${text}"`);
    // An Arabic letter standing alone is allowed, as a Latin one is in Arabic text: an Arabic
    // question's option letter ('Option أ', 'Move هـ up': the question's language letters its
    // choices whatever the interface's), or one quoted as an example ('lettered answers (A: or أ:)').
    if (lang === 'en' && /[\u0600-\u06ff]/.test(text.replace(ARABIC_LETTER, '$1')))
      out.push(`Arabic letters in English interface text: "${text}"`);
  }
  if (lang === 'ar')
    for (const text of found.figures)
      if (/\d/.test(text.replace(ISOLATED, ' ').replace(CODE_DIGITS, '')))
        out.push(`Latin digits in Arabic interface text: "${text}"`);
  for (const text of found.all) if (TEX.test(text)) out.push(`raw TeX outside an editor: "${text}"`);
  return [...new Set(out)];
}

/** Requests the page has in flight (sockets aside), counted by `trackRequests`. */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Waits until the screen has loaded what it shows: no request in flight for 150 ms (Playwright's
 * 'networkidle' waits 500 ms of quiet on every screen), no spinner left, fonts ready.
 */
async function settle(page: Page): Promise<void> {
  const open = inFlight.get(page) ?? new Set();
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
    await page.waitForTimeout(25);
  }
  await expect(page.locator('[role="status"]:has(.animate-spin)'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Who is photographed: locally (or with MIZAN_ROUTE_SHOTS=all) everyone; on CI no one (nobody can
 * look at a CI run's pictures, and taking them was a fifth of the sweep), unless MIZAN_ROUTE_SHOTS
 * names the users (admin,guest). Every user runs every check everywhere.
 */
const photographed = (visitor: Visitor) => {
  const named = process.env.MIZAN_ROUTE_SHOTS;
  if (named) return named === 'all' || named.split(',').includes(visitor);
  return !process.env.CI;
};

/**
 * The interface language changed in place, as a change in another tab reaches this one (the
 * persisted atom's storage subscription): the screen re-renders without a reload.
 */
async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
    },
    [STORAGE.language, JSON.stringify(lang)],
  );
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Every route of one visitor in both languages: each opened once, in the language the previous
 * route was left in (so fresh loads alternate between Arabic and English), then switched to the
 * other in place; every check runs in each language.
 */
async function visit(browser: Browser, visitor: Visitor) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  trackRequests(page);
  const problems: string[] = [];
  const timings: string[] = [];
  let where = '';
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${where}: console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${where}: page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // A navigation away cancels what the previous screen still had in flight; that is not a failure.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${where}: request failed: ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${where}: ${r.status()} from ${r.request().method()} ${r.url()}`);
  });

  const session = visitor === 'guest' ? null : await apiLogin(page.request, visitor as DemoUser);
  let current: Lang = LANGS[0];
  await seedStorage(page, { session: session ?? undefined, lang: current, theme: 'system' });
  const { paths, unvisited } = await pathsFor(page.request, visitor, session);
  mkdirSync(SHOTS, { recursive: true });

  const seen = new Set<string>();
  for (const p of paths) {
    where = `${visitor} ${current} ${p}`;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(p);
    const started = Date.now();
    await settle(page);
    timings.push(`${p} ${Date.now() - started} ms`);
    // A section's entry lands on a screen visited already (its list, the stored course's page).
    const landed = new URL(page.url()).pathname;
    if (seen.has(landed)) continue;
    seen.add(landed);
    for (const lang of [current, ...LANGS.filter((l) => l !== current)]) {
      if (lang !== current) {
        where = `${visitor} ${lang} ${p}`;
        await switchLanguage(page, lang);
        await settle(page);
        current = lang;
      }
      for (const problem of problemsOf(await page.evaluate(inspect, lang), lang))
        problems.push(`${where}: ${problem}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const over = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (over > 1) problems.push(`${where}: ${over} px of horizontal overflow at ${width} px`);
      }
      await page.setViewportSize({ width: 1366, height: 800 });
      if (!photographed(visitor)) continue;
      const name = p.replace(/^\//, '').replace(/[^\w.-]+/g, '_') || 'root';
      for (const theme of ['light', 'dark'] as const) {
        // The theme follows the system setting ('system', seeded): switched in place, no reload.
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await page.screenshot({
          path: path.join(SHOTS, `${visitor}-${lang}-${theme}-${name}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  }
  await context.close();
  test.info().annotations.push({ type: 'settle', description: timings.join(', ') });
  return { problems, paths, unvisited };
}

for (const visitor of USERS) {
  test(`every route as ${visitor} in Arabic and English, light and dark`, async ({ browser }) => {
    // The admin holds every app: about 60 screens, each in both languages.
    test.setTimeout(600_000);
    const { problems, paths, unvisited } = await visit(browser, visitor);
    test.info().annotations.push({ type: 'visited', description: paths.join(' ') });
    if (unvisited.length)
      test.info().annotations.push({ type: 'not visited', description: unvisited.join(' ') });
    expect(paths.length).toBeGreaterThan(0);
    // The admin reaches every row of the demo data: each screen, detail pages included, with a real id.
    if (visitor === 'admin') expect(unvisited).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('the route list holds every section of SPEC 2 and the shell pages', () => {
  const templates = registeredRoutes().map((r) => r.template);
  for (const appId of Object.keys(APPS) as AppId[]) expect(templates).toContain(`/${APPS[appId].path}`);
  for (const p of [
    '/login',
    '/resetPassword',
    '/notFound',
    '/dashboard',
    '/profile/:username',
    '/profileEdit/:username',
  ])
    expect(templates).toContain(p);
  expect(templates).toContain('/questions/:courseId/view/:questionType/:questionId');
});
