/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionInfo } from '@mizan/domain/auth';
import type { CourseInfo } from '@mizan/domain/courses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { registerNavigate } from '../app/navigation';
import { initI18n } from '../i18n';
import { authAtom } from '../state/authAtom';
import { courseAtom } from '../state/courseAtom';
import { languageAtom } from '../state/languageAtom';
import { store } from '../state/store';
import { useCourseInfo } from './useCourseInfo';
import { actUntil } from '../testing/until';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A course screen opening its course: the info comes from the area's API path through the fetch
 * wrapper (a real HTTP server on the page's origin), and the course becomes the selected one, with
 * its names in both languages for the header bar to show before the course is read again.
 */
let server: Server;
let answer: (res: ServerResponse) => void;
const asked: string[] = [];
const went: string[] = [];
let shown: CourseInfo | null | undefined;
let root: Root | undefined;
let host: HTMLElement;
// Imported once i18next is set up, as the app does (main.tsx): the bar's module registers its texts.
let CourseHeaderBar: typeof import('./CourseHeaderBar').CourseHeaderBar;

const course = { courseId: 7, courseName: { ar: 'الاستاتيكا', en: 'Statics' } } as CourseInfo;
const ok = (res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ course, courseIlos: [] }));
};

function Screen({ courseId }: { courseId: number | null }) {
  shown = useCourseInfo('165.1.1.', courseId);
  return createElement(CourseHeaderBar, { appId: '165.1.1.', course: shown });
}

const open = (courseId: number | null) =>
  act(() => {
    host = document.createElement('div');
    root = createRoot(host);
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    root.render(
      createElement(
        QueryClientProvider,
        { client: queries },
        createElement(MemoryRouter, null, createElement(Screen, { courseId })),
      ),
    );
  });

beforeAll(async () => {
  initI18n('ar');
  ({ CourseHeaderBar } = await import('./CourseHeaderBar'));
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/courses/7`,
  );
  registerNavigate((to) => went.push(to));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked.length = 0;
  went.length = 0;
  shown = undefined;
  answer = ok;
  store.set(languageAtom, 'ar');
  // The user's own scope is the selected one, so a 404 has no scope to reset on the server.
  store.set(authAtom, {
    token: 'a-token',
    sessionDuration: 1800,
    scope: { selectedScopeId: 12, path: [{ id: 12, name: { ar: 'قسم', en: 'Department' } }] },
  } as SessionInfo);
  store.set(courseAtom, null);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('useCourseInfo', () => {
  it("loads the course from its area's path and selects it, named in both languages", async () => {
    open(7);
    await actUntil(() => shown != null, 'course shown');
    expect(asked).toEqual(['/api/courses/165.1.1./7?onlyInfo=1']);
    expect(shown?.courseId).toBe(7);
    expect(store.get(courseAtom)).toEqual({ courseId: 7, courseName: { ar: 'الاستاتيكا', en: 'Statics' } });
    expect(host.textContent).toContain('الاستاتيكا');
  });

  it("names the selected course in the active language while it is read again (a language switch's reload)", async () => {
    open(7);
    await actUntil(() => shown != null, 'course shown');
    act(() => root?.unmount());
    store.set(languageAtom, 'en');
    let held: ServerResponse | undefined;
    answer = (res) => {
      held = res; // the read is still under way
    };
    open(7);
    await actUntil(() => held !== undefined, 'read again');
    expect(shown).toBeNull();
    expect(host.querySelector('[data-testid="course-header"]')?.textContent).toContain('Statics');
    expect(host.textContent).not.toContain('الاستاتيكا');
    ok(held as ServerResponse);
    await actUntil(() => shown != null, 'course shown');
  });

  it('asks nothing and selects nothing without a course', async () => {
    store.set(courseAtom, { courseId: 3, courseName: { ar: 'الديناميكا', en: 'Dynamics' } });
    open(null);
    expect(shown).toBeNull();
    expect(asked).toEqual([]);
    expect(store.get(courseAtom)).toEqual({ courseId: 3, courseName: { ar: 'الديناميكا', en: 'Dynamics' } });
  });

  it('a course the user may not open (404) clears the selected course and goes to /notFound (SPEC 8)', async () => {
    store.set(courseAtom, { courseId: 3, courseName: { ar: 'الديناميكا', en: 'Dynamics' } });
    answer = (res) => {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: { ar: 'غير موجود', en: 'Not found' } }));
    };
    open(7);
    await actUntil(() => went.length > 0, 'navigation');
    expect(went).toEqual(['/notFound']);
    expect(store.get(courseAtom)).toBeNull();
    expect(shown).toBeNull();
  });
});
