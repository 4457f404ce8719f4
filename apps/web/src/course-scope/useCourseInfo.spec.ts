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
import { registerNavigate } from '../app/navigation';
import { authAtom } from '../state/authAtom';
import { courseAtom } from '../state/courseAtom';
import { languageAtom } from '../state/languageAtom';
import { store } from '../state/store';
import { useCourseInfo } from './useCourseInfo';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A course screen opening its course: the info comes from the area's API path through the fetch
 * wrapper (a real HTTP server on the page's origin), and the course becomes the selected one, named
 * in the screen's language.
 */
let server: Server;
let answer: (res: ServerResponse) => void;
const asked: string[] = [];
const went: string[] = [];
let shown: CourseInfo | null | undefined;
let root: Root | undefined;

const course = { courseId: 7, courseName: { ar: 'الاستاتيكا', en: 'Statics' } } as CourseInfo;
const ok = (res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ course, courseIlos: [] }));
};

function Screen({ courseId }: { courseId: number | null }) {
  shown = useCourseInfo('165.1.1.', courseId);
  return null;
}

const open = (courseId: number | null) =>
  act(() => {
    root = createRoot(document.createElement('div'));
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    root.render(createElement(QueryClientProvider, { client: queries }, createElement(Screen, { courseId })));
  });
const until = (check: () => boolean, what: string) =>
  act(async () => {
    const end = Date.now() + 4000;
    while (!check()) {
      if (Date.now() > end) throw new Error(`never: ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  });

beforeAll(async () => {
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
  it("loads the course from its area's path and selects it, named in Arabic", async () => {
    open(7);
    await until(() => shown != null, 'course shown');
    expect(asked).toEqual(['/api/courses/165.1.1./7?onlyInfo=1']);
    expect(shown?.courseId).toBe(7);
    expect(store.get(courseAtom)).toEqual({ courseId: 7, courseName: 'الاستاتيكا' });
  });

  it('renames the selected course when the language changes, without asking again', async () => {
    open(7);
    await until(() => store.get(courseAtom) != null, 'course selected');
    act(() => store.set(languageAtom, 'en'));
    expect(store.get(courseAtom)).toEqual({ courseId: 7, courseName: 'Statics' });
    expect(asked).toHaveLength(1);
  });

  it('asks nothing and selects nothing without a course', async () => {
    store.set(courseAtom, { courseId: 3, courseName: 'Dynamics' });
    open(null);
    expect(shown).toBeNull();
    expect(asked).toEqual([]);
    expect(store.get(courseAtom)).toEqual({ courseId: 3, courseName: 'Dynamics' });
  });

  it('a course the user may not open (404) clears the selected course and goes to /notFound (SPEC 8)', async () => {
    store.set(courseAtom, { courseId: 3, courseName: 'Dynamics' });
    answer = (res) => {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: { ar: 'غير موجود', en: 'Not found' } }));
    };
    open(7);
    await until(() => went.length > 0, 'navigation');
    expect(went).toEqual(['/notFound']);
    expect(store.get(courseAtom)).toBeNull();
    expect(shown).toBeNull();
  });
});
