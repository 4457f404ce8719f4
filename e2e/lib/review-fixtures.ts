import type { SessionInfo } from '@mizan/domain/auth';
import type { FixedIloHeader, FlexibleIloNode } from '@mizan/domain/course-ilos';
import { type SubjectListResponse, subjectPaths } from '@mizan/domain/subjects';
import { type Browser, expect, type Page } from '@playwright/test';
import { demoCourse } from '../pages/CoursesPage';
import { mcq, saveQuestion } from '../pages/QuestionsPage';
import { ReviewPage, submitForReview } from '../pages/ReviewPage';
import { apiAs, apiLogin, type DemoUser, openSignedIn } from './session';
import type { Lang } from './texts';

/**
 * The review journeys' course: the demo creator (165.2.1.) and reviewer (165.2.2.) are both of
 * its faculty, and no other journey writes there; each journey tags its questions so that lists
 * can be filtered to its own.
 */
export const REVIEW_COURSE = 'CIV201';

/** A signed-in user in a browser context of its own (own storage and socket). */
export async function signedIn(
  browser: Browser,
  user: DemoUser,
  to: string,
  opts: { lang: Lang; theme?: 'light' | 'dark'; noSocket?: boolean; baseURL?: string },
) {
  const context = await browser.newContext(opts.baseURL ? { baseURL: opts.baseURL } : {});
  const page = await context.newPage();
  // Said in the run's output: a journey that stalls shows whether this user's page threw or died.
  page.on('pageerror', (e) => console.log(`[${user}'s page] uncaught: ${e.stack ?? e.message}`));
  page.on('crash', () => console.log(`[${user}'s page] crashed at ${page.url()}`));
  // A socket that never connects: the screen hears of nothing done elsewhere.
  if (opts.noSocket) await page.routeWebSocket(/socket\.io/, () => undefined);
  const session: SessionInfo = await openSignedIn(page, user, to, opts);
  return { context, page, session, review: new ReviewPage(page) };
}

const firstIlo = (tree: SubjectListResponse['subjects'][number]['ilos']): number => {
  const node = tree[0] as FixedIloHeader | FlexibleIloNode;
  return 'headerCode' in node ? node.ilos[0].iloID : node.iloId;
};

/** A unique tag for the questions and comments of one journey. */
export const journeyTag = () => `rv${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The default stem: "2 + 3" in the question's language, with the journey's tag. */
const sumStem = (lang: Lang, tag: string) =>
  lang === 'ar' ? `ما ناتج جمع ٢ و٣؟ ${tag}` : `What is 2 + 3? ${tag}`;

/** A complete MCQ of the creator's in REVIEW_COURSE, sent for review; its id, course, tag, stem and creator. */
export async function pendingQuestion(page: Page, lang: Lang, stemOf = sumStem) {
  const creator = await apiLogin(page.request, 'creator');
  const course = await demoCourse(page.request, await apiLogin(page.request, 'admin'), REVIEW_COURSE);
  const res = await apiAs(page.request, creator).get(subjectPaths.list('165.2.1.', course.courseId));
  expect(res.status(), await res.text()).toBe(200);
  const subject = ((await res.json()) as SubjectListResponse).subjects.find((s) => s.ilos.length > 0);
  expect(subject, `${REVIEW_COURSE} has a subject with ILOs`).toBeDefined();
  const tag = journeyTag();
  const stem = stemOf(lang, tag);
  const saved = await saveQuestion(
    page.request,
    creator,
    course.courseId,
    mcq(stem, lang === 'ar' ? ['٥', '٦', '٤'] : ['5', '6', '4'], 0, {
      language: lang === 'ar' ? '4.1.' : '4.2.',
      subjectId: subject?.subjectId ?? null,
      ilos: subject ? [{ iloId: firstIlo(subject.ilos), weight: 1 }] : [],
    }),
  );
  expect(saved.status, JSON.stringify(saved.missing)).toBe('5.6.');
  await submitForReview(page.request, creator, saved);
  return { courseId: course.courseId, questionId: saved.questionId, tag, stem, creator };
}
