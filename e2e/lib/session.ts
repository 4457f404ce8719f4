import { createHmac, randomUUID } from 'node:crypto';
import type { SessionInfo } from '@mizan/domain/auth';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Lang } from './texts';

export const PASSWORDS = {
  admin: 'Admin@12345',
  creator: 'Creator@12345',
  reviewer: 'Reviewer@12345',
  examcreator: 'Examcreator@12345',
  viewer: 'Viewer@12345',
  newuser: 'Newuser@12345',
} as const;
export type DemoUser = keyof typeof PASSWORDS;

/** localStorage keys of the web app's persisted atoms (apps/web/src/state, 'mizan.' + key). */
export const STORAGE = {
  auth: 'mizan.auth',
  scope: 'mizan.scope',
  app: 'mizan.app',
  course: 'mizan.course',
  filters: 'mizan.filters',
  questionListIds: 'mizan.questionListIds',
  language: 'mizan.language',
  theme: 'mizan.theme',
} as const;

/** POST /api/auth/login through a request context (the page's `page.request` shares its base URL). */
export async function apiLogin(
  request: APIRequestContext,
  username: DemoUser,
  password: string = PASSWORDS[username],
): Promise<SessionInfo> {
  const res = await request.post('/api/auth/login', { data: { username, password } });
  expect(res.status(), `login ${username}: ${await res.text()}`).toBe(200);
  return (await res.json()) as SessionInfo;
}

/** Calls the API as that session; returns the response (its X-Auth-Token is not needed: old tokens stay valid). */
export function apiAs(request: APIRequestContext, session: SessionInfo) {
  const headers = { Authorization: `Bearer ${session.token}` };
  return {
    get: (url: string) => request.get(url, { headers }),
    put: (url: string, data: unknown) => request.put(url, { headers, data }),
    post: (url: string, data?: unknown) => request.post(url, { headers, data }),
  };
}

export interface SeedOptions {
  session?: SessionInfo;
  lang?: Lang;
  theme?: 'system' | 'light' | 'dark';
  /** The selected course (SPEC 2 'Section entry'), as opening a course stores it. */
  course?: { courseId: number; courseName: string };
}

/**
 * Puts state into the page's localStorage before the app's first script runs, as the app itself
 * would have stored it: a session (from apiLogin), the language, the theme and the course. Each call writes
 * once per tab, at the next navigation (a sessionStorage mark), so a later logout or language
 * switch in the test is not undone by the navigation after it.
 */
export async function seedStorage(page: Page, { session, lang, theme, course }: SeedOptions): Promise<void> {
  const entries: [string, string][] = [];
  if (session) {
    entries.push([STORAGE.auth, JSON.stringify(session)], [STORAGE.scope, JSON.stringify(session.scope)]);
  }
  if (lang) entries.push([STORAGE.language, JSON.stringify(lang)]);
  if (theme) entries.push([STORAGE.theme, JSON.stringify(theme)]);
  if (course) entries.push([STORAGE.course, JSON.stringify(course)]);
  const mark = `e2e.seeded.${randomUUID()}`;
  await page.addInitScript(
    ([items, mark]: [[string, string][], string]) => {
      try {
        if (sessionStorage.getItem(mark)) return;
        sessionStorage.setItem(mark, '1');
        for (const [k, v] of items) localStorage.setItem(k, v);
      } catch {
        // about:blank and other opaque origins have no storage; the app's page comes next
      }
    },
    [entries, mark] as [[string, string][], string],
  );
}

/** Logs in through the API and opens `path` signed in, in `lang`. */
export async function openSignedIn(
  page: Page,
  username: DemoUser,
  path: string,
  opts: Omit<SeedOptions, 'session'> = {},
): Promise<SessionInfo> {
  const session = await apiLogin(page.request, username);
  await seedStorage(page, { ...opts, session });
  await page.goto(path);
  return session;
}

/** The session the app holds in localStorage right now. */
export async function storedSession(page: Page): Promise<SessionInfo | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORAGE.auth);
  return raw ? (JSON.parse(raw) as SessionInfo) : null;
}

/**
 * A university-portal login token as README 'Portal login' describes it:
 * base64url(JSON {username, exp, nonce}) + '.' + base64url(HMAC-SHA256(secret, first part)).
 */
export function portalToken(secret: string, username: string, ttlSeconds = 60): string {
  const claims = { username, exp: Math.floor(Date.now() / 1000) + ttlSeconds, nonce: randomUUID() };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

/**
 * Marks the page's window, which a reload would drop: the returned check tells whether the page
 * is still the same document (a live change shown without a reload).
 */
export async function markWindow(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  return () => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);
}
