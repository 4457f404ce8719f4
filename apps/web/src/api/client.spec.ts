/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionInfo } from '@mizan/domain/auth';
import { MESSAGES } from '@mizan/domain/messages';
import { TOKEN_HEADER } from '@mizan/domain/session';
import { registerNavigate } from '../app/navigation';
import { authAtom } from '../state/authAtom';
import { courseAtom } from '../state/courseAtom';
import { languageAtom } from '../state/languageAtom';
import { scopeAtom } from '../state/scopeAtom';
import { store } from '../state/store';
import { toastsAtom } from '../state/toastsAtom';
import { api } from './client';
import { ApiError } from './errors';

/**
 * The fetch wrapper in a DOM (happy-dom) against a real HTTP server on this origin: each test
 * says how the server answers, and checks what the wrapper did with the stored state (SPEC 4
 * 'Session', SPEC 8).
 */
type Reply = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let reply: Reply;
const seen: { method?: string; url?: string; authorization?: string; body: string }[] = [];
const went: { to: string; replace?: boolean }[] = [];

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (_q, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

const session = (token: string): SessionInfo => ({
  token,
  username: 'creator',
  name: { ar: 'منشئ', en: 'Creator' },
  userImage: null,
  canSyncCourses: false,
  resetPassword: false,
  resetMessage: null,
  sessionDuration: 1800,
  sessionExpiry: new Date(Date.now() + 60_000).toISOString(),
  technicalSupport: false,
  apps: [],
  stages: { activeStageId: '33.1.', items: [] },
  scope: {
    selectedScopeId: 12,
    name: { ar: 'قسم', en: 'Department' },
    childCount: 0,
    path: [
      { id: 2, name: { ar: 'كلية', en: 'Faculty' } },
      { id: 12, name: { ar: 'قسم', en: 'Department' } },
    ],
    startLevel: 2,
    level: 3,
    isLastLevel: true,
    isDepartmentLevel: true,
  },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
      reply(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The page and the API share one origin, as in production.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/courses/list?page=2`,
  );
  registerNavigate((to, opts) => went.push({ to, replace: opts?.replace }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  went.length = 0;
  store.set(authAtom, session('first-token'));
  store.set(scopeAtom, session('first-token').scope);
  store.set(courseAtom, { courseId: 7, courseName: { ar: 'الاستاتيكا', en: 'Statics' } });
  store.set(languageAtom, 'ar');
  store.set(toastsAtom, []);
});

const toastTexts = () => store.get(toastsAtom).map((t) => t.text);

describe('api(): the one fetch wrapper', () => {
  it('sends the stored token, the query and a JSON body, and returns the JSON answer', async () => {
    reply = json(200, { ok: true });
    const answer = await api('/api/things', {
      method: 'POST',
      query: { page: 2, q: undefined },
      body: { a: 1 },
    });
    expect(answer).toEqual({ ok: true });
    expect(seen).toEqual([
      { method: 'POST', url: '/api/things?page=2', authorization: 'Bearer first-token', body: '{"a":1}' },
    ]);
  });

  it('replaces the stored token with the one of each reply and sends the new one next (SPEC 4)', async () => {
    let n = 0;
    reply = (_q, res) => {
      n += 1;
      json(200, {}, { [TOKEN_HEADER]: `token-${n}` })(_q, res);
    };
    const before = Date.now();
    await api('/api/one');
    expect(store.get(authAtom)?.token).toBe('token-1');
    // The expiry is now plus the session's duration.
    const expiry = new Date(store.get(authAtom)!.sessionExpiry).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 1800_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 1800_000);
    await api('/api/two');
    await api('/api/three');
    expect(seen.map((s) => s.authorization)).toEqual([
      'Bearer first-token',
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(store.get(authAtom)?.token).toBe('token-3');
  });

  it('keeps the stored token when a reply carries none', async () => {
    reply = json(200, {});
    await api('/api/none');
    expect(store.get(authAtom)?.token).toBe('first-token');
  });

  it('on 401 clears the session and goes to /login?redirect= the current page (SPEC 8)', async () => {
    reply = json(401, { message: MESSAGES.unauthorized });
    await expect(api('/api/courses')).rejects.toMatchObject({ status: 401 });
    expect(store.get(authAtom)).toBeNull();
    expect(store.get(courseAtom)).toBeNull();
    expect(store.get(scopeAtom)).toBeNull();
    expect(went).toEqual([{ to: '/login?redirect=%2Fcourses%2Flist%3Fpage%3D2', replace: true }]);
    expect(toastTexts()).toEqual([]);
  });

  it.each([403, 404])(
    'on %i resets the course and the scope to the own one, then goes to /notFound (SPEC 8)',
    async (status) => {
      reply = (req, res) =>
        req.url === '/api/auth/scope'
          ? json(200, { ...session('after-reset'), scope: { ...session('x').scope, selectedScopeId: 2 } })(
              req,
              res,
            )
          : json(status, { message: MESSAGES.generic })(req, res);
      await expect(api('/api/courses/165.1.1./999')).rejects.toMatchObject({ status });
      expect(store.get(courseAtom)).toBeNull();
      expect(seen[1]).toMatchObject({ method: 'PUT', url: '/api/auth/scope', body: '{"scopeId":2}' });
      expect(store.get(scopeAtom)?.selectedScopeId).toBe(2);
      expect(went).toEqual([{ to: '/notFound', replace: true }]);
      expect(toastTexts()).toEqual([]);
    },
  );

  it('shows the generic text for a plain-text error, in the current language (SPEC 8)', async () => {
    reply = (_q, res) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    };
    const error = await api('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).text).toEqual(MESSAGES.generic);
    store.set(languageAtom, 'en');
    await api('/api/x').catch(() => undefined);
    expect(toastTexts()).toEqual([MESSAGES.generic.ar, MESSAGES.generic.en]);
    expect(went).toEqual([]);
  });

  it("shows a JSON error's own {ar, en} text, or its first field's, in the current language", async () => {
    const message = { ar: 'المقرر غير مفعل', en: 'Course is not active' };
    reply = json(422, { message });
    await api('/api/y').catch(() => undefined);
    store.set(languageAtom, 'en');
    await api('/api/y').catch(() => undefined);
    reply = json(422, {
      message: MESSAGES.generic,
      fields: { name: { ar: 'الاسم مطلوب', en: 'Name is required' } },
    });
    await api('/api/y').catch(() => undefined);
    expect(toastTexts()).toEqual([message.ar, message.en, 'Name is required']);
  });

  it('leaves a status the caller handles to the caller: it only throws', async () => {
    reply = json(404, { message: MESSAGES.generic });
    await expect(api('/api/z', { handled: [404] })).rejects.toMatchObject({ status: 404 });
    reply = json(500, { message: MESSAGES.generic });
    await expect(api('/api/z', { handled: 'all' })).rejects.toMatchObject({ status: 500 });
    expect(went).toEqual([]);
    expect(toastTexts()).toEqual([]);
    expect(store.get(courseAtom)).not.toBeNull();
  });

  it('returns nothing for 204 and the text of a non-JSON answer', async () => {
    reply = (_q, res) => {
      res.writeHead(204);
      res.end();
    };
    expect(await api('/api/empty')).toBeUndefined();
    reply = (_q, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv' });
      res.end('a,b');
    };
    expect(await api('/api/csv')).toBe('a,b');
  });
});
