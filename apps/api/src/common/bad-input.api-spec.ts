import { BOOT_TIMEOUT, httpRequest, startTestApp, type TestApp } from '../../test/harness.js';
import { type DeclaredRoute, declaredRoutes, routeKey } from '../../test/routes.js';

/**
 * The bad-input walk: like the rights walk, over every registered route, as the admin (past every
 * guard), a corpus of bad bodies, queries and path values. Any 500 (the generic crash answer)
 * fails, naming route and input.
 */
const SNIPPETS = [
  "' or 1=1 --",
  '1); drop table question; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
];
const BAD_STRINGS = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', 'x'.repeat(20_000), ...SNIPPETS];
const BAD_VALUES: unknown[] = [
  ...BAD_STRINGS,
  -1,
  0,
  1e308,
  2 ** 53 + 1,
  0.5,
  true,
  null,
  [1, 'a'],
  { a: 1 },
];
/** Field names the API's schemas use: a bad value there reaches past `unknownField`. */
const FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'token',
  'nameAr',
  'nameEn',
  'email',
  'phone',
  'nationalId',
  'scopeId',
  'stageId',
  'courseId',
  'subjectId',
  'questionId',
  'importId',
  'version',
  'stem',
  'body',
  'text',
  'title',
  'question',
  'ids',
  'indexes',
  'decision',
  'comment',
  'parentId',
  'resolved',
  'ilos',
  'subjects',
  'courseName',
  'courseCode',
  'lectureCount',
  'activeFlag',
  'difficulty',
  'approved',
  'scope',
];

const raw = (body: string) => ({ raw: { body, contentType: 'application/json' } });
const json = (body: unknown) => raw(JSON.stringify(body));

/** Bodies: malformed, too deep, too big, and each bad value in every known field at once and alone. */
const BODIES = [
  raw(`${'['.repeat(10_000)}${']'.repeat(10_000)}`),
  raw(`{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`),
  raw('{"username":"\\ud800","password":"\\udfff"}'),
  raw('{"__proto__":{"admin":true},"constructor":{"prototype":{}}}'),
  raw(`{"x":"${'y'.repeat(1024 * 1024)}"}`),
  raw('[]'),
  raw('{"a":'),
  ...BAD_VALUES.map((v) => json(Object.fromEntries(FIELDS.map((f) => [f, v])))),
  ...BAD_VALUES.map((v) => json({ question: { stem: v, body: v, questionType: v }, courseId: 1 })),
];

const QUERY_VALUES = [
  '%00',
  '%ED%A0%80',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  `${'9'.repeat(40)}`,
  encodeURIComponent(SNIPPETS[0]),
  encodeURIComponent(SNIPPETS[2]),
  'x'.repeat(8_000),
];
const QUERY_KEYS = [
  'page',
  'pageSize',
  'q',
  'search',
  'sort',
  'order',
  'courseId',
  'subjectId',
  'scopeId',
  'status',
  'ids',
  'since',
  'format',
  'type',
  'lang',
];
const QUERIES = [
  ...QUERY_VALUES.map((v) => QUERY_KEYS.map((k) => `${k}=${v}`).join('&')),
  'page[]=1&page[]=2&q[a]=1',
  'courseId=1&courseId=2',
];

/** Path values for each `:param`: the route's own app for `:appId`, bad ids otherwise. */
const PATH_VALUES = ['0', '99999999999999999999', '%00', '%ED%A0%80', 'x'.repeat(2_000)];
const withParams = (route: DeclaredRoute, value: string) =>
  route.path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'appId' ? (route.rule?.kind === 'right' ? route.rule.appId : '165.1.1.') : value,
  );

describe('bad input on every route answers 4xx, never 500', () => {
  let t: TestApp;
  let admin: string;
  let routes: DeclaredRoute[];
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    routes = declaredRoutes(t.running.app).filter((r) => r.path !== '/api/auth/logout');
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  const failures: string[] = [];
  const check = async (
    route: DeclaredRoute,
    path: string,
    opts: Parameters<typeof httpRequest>[3],
    what: string,
  ) => {
    const res = await httpRequest(t.url, route.method, path, { token: admin, ...opts });
    // 503 is a refusal by design (the SIS is not configured), not a crash.
    if (res.status === 500)
      failures.push(`${routeKey(route)} ${what}: ${res.status} ${res.text.slice(0, 200)}`);
  };

  it('bodies', async () => {
    for (const route of routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method)))
      for (const [i, body] of BODIES.entries())
        await check(route, withParams(route, '1'), body, `body #${i}`);
    expect(failures.splice(0)).toEqual([]);
  }, 120_000);

  it('queries', async () => {
    for (const route of routes)
      for (const [i, q] of QUERIES.entries())
        await check(
          route,
          `${withParams(route, '1')}?${q}`,
          route.method === 'GET' || route.method === 'DELETE' ? {} : json({}),
          `query #${i}`,
        );
    expect(failures.splice(0)).toEqual([]);
  }, 120_000);

  it('path values', async () => {
    for (const route of routes.filter((r) => /:(?!appId)\w+/.test(r.path)))
      for (const value of PATH_VALUES)
        await check(
          route,
          withParams(route, value),
          route.method === 'GET' || route.method === 'DELETE' ? {} : json({}),
          `path ${value.slice(0, 20)}`,
        );
    expect(failures.splice(0)).toEqual([]);
  }, 120_000);

  it('still answers afterwards', async () => {
    expect((await t.request('GET', '/api/health')).status).toBe(200);
  });
});
