import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Controller, Get, type INestApplication, Module, Param } from '@nestjs/common';
import { APP_IDS } from '@mizan/domain/access';
import { TOKEN_HEADER } from '@mizan/domain/auth';
import { MESSAGES } from '@mizan/domain/messages';
import { BOOT_TIMEOUT, httpRequest, startTestApp, type TestApp } from '../../test/harness.js';
import { concretePath, declaredRoutes, routeKey } from '../../test/routes.js';
import { createHttpApp } from '../app.js';
import { NUMERIC_ROUTE_PARAMS } from './http-pipeline.js';

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

describe('HTTP hardening', () => {
  let t: TestApp;
  let web: string;
  let admin: string;
  beforeAll(async () => {
    // A built web app of our own: index.html and one hashed asset.
    web = await mkdtemp(path.join(tmpdir(), 'mizan-web-'));
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Mizan</title>');
    await writeFile(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(web, 'boot.js'), '// boot');
    t = await startTestApp({ webDist: web });
    admin = await t.login('admin');
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await t.close();
    await rm(web, { recursive: true, force: true });
  });

  describe('JSON bodies', () => {
    it('refuses 10,000 nested brackets with 400 before anything walks them, login included', async () => {
      for (const [method, url, token] of [
        ['POST', '/api/auth/login', undefined],
        ['PUT', '/api/users/admin/profile', admin],
        ['POST', '/api/questions/165.2.1./similar', admin],
      ] as const) {
        for (const body of [deep(10_000), `{"a":${deep(10_000)}}`, `{"a":"${'['.repeat(100)}"}`]) {
          const res = await t.request(method, url, { token, raw: { body, contentType: 'application/json' } });
          if (body.startsWith('{"a":"')) {
            // Brackets inside a string are text, not nesting.
            expect(res.status).not.toBe(400);
            continue;
          }
          expect({ url, status: res.status, body: res.body }).toEqual({
            url,
            status: 400,
            body: { message: MESSAGES.jsonTooDeep },
          });
        }
      }
      expect((await t.request('GET', '/api/health')).status).toBe(200);
    });

    it('refuses a body of more values than any request needs with 413, before parsing it', async () => {
      const body = `[${'0,'.repeat(200_000)}0]`;
      const res = await t.request('POST', '/api/auth/login', {
        raw: { body, contentType: 'application/json' },
      });
      // Counted before parsing: parsed, the array would reach the login's field checks (422).
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: MESSAGES.payloadTooLarge });
    });

    it('names a lone UTF-16 surrogate (ill-formed Unicode) in any string field with 422, never a 500', async () => {
      const cases: [string, string, string | undefined, string, string][] = [
        ['POST', '/api/auth/login', undefined, '{"username":"ad\\ud800min","password":"x"}', 'username'],
        ['POST', '/api/auth/login', undefined, '{"username":"admin","password":"\\udfff"}', 'password'],
        [
          'PUT',
          '/api/users/admin/profile',
          admin,
          '{"nameAr":"\\ud83d","nameEn":"Admin","email":"","phone":"","nationalId":""}',
          'nameAr',
        ],
        ['POST', '/api/questions/165.2.1./similar', admin, '{"a":{"b":["ok","\\udc00x"]}}', 'a.b.1'],
      ];
      for (const [method, url, token, body, field] of cases) {
        const res = await t.request(method, url, { token, raw: { body, contentType: 'application/json' } });
        expect({ url, status: res.status, body: res.body }).toEqual({
          url,
          status: 422,
          body: { message: MESSAGES.invalidData, fields: { [field]: MESSAGES.illFormedText } },
        });
      }
      // A well-formed pair (an emoji) is text like any other.
      const emoji = await t.request('POST', '/api/auth/login', {
        raw: { body: '{"username":"\\ud83d\\ude00","password":"x"}', contentType: 'application/json' },
      });
      expect(emoji.status).toBe(401);
    });

    it('names a __proto__ key in the 422', async () => {
      const res = await t.request('POST', '/api/auth/login', {
        raw: {
          body: '{"username":"admin","password":"Admin@12345","__proto__":{"admin":true}}',
          contentType: 'application/json',
        },
      });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ __proto__: MESSAGES.unknownField });
      const nested = await t.request('PUT', '/api/users/admin/profile', {
        token: admin,
        raw: { body: '{"nameAr":"م","nameEn":"A","x":{"__proto__":1}}', contentType: 'application/json' },
      });
      expect(nested.status).toBe(422);
      expect(nested.body.fields['x.__proto__']).toEqual(MESSAGES.unknownField);
    });
  });

  describe('caching of answers that carry a token', () => {
    it('sends Cache-Control: no-store with the login answer and with every renewed X-Auth-Token', async () => {
      const login = await t.request('POST', '/api/auth/login', {
        body: { username: 'admin', password: 'Admin@12345' },
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('cache-control')).toBe('no-store');
      for (const url of ['/api/auth/session', '/api/users/admin/profile', '/api/users/admin/image']) {
        const res = await t.request('GET', url, { token: admin });
        expect(res.headers.get(TOKEN_HEADER)).toBeTruthy();
        expect({ url, cache: res.headers.get('cache-control') }).toEqual({ url, cache: 'no-store' });
      }
    });
  });

  describe('the web app', () => {
    it('serves its page with a Content-Security-Policy: scripts, styles and fonts from the origin only', async () => {
      for (const url of ['/', '/courses/165.1.1.', '/index.html']) {
        const res = await httpRequest(t.url, 'GET', url);
        expect(res.status).toBe(200);
        expect(res.text).toContain('<title>Mizan</title>');
        const csp = res.headers.get('content-security-policy') ?? '';
        const directives = Object.fromEntries(
          csp.split(';').map((d) => {
            const [name, ...values] = d.trim().split(/\s+/);
            return [name, values.join(' ')];
          }),
        );
        expect(directives).toMatchObject({
          'default-src': "'self'",
          'script-src': "'self'",
          'style-src': "'self'",
          'font-src': "'self' data:",
          'connect-src': `'self' ws://${new URL(t.url).host}`,
          'object-src': "'none'",
          'frame-ancestors': "'none'",
        });
        expect(csp).not.toContain("'unsafe-eval'");
        expect(directives['script-src']).not.toContain('unsafe-inline');
      }
    });

    it('answers a missing /assets/ file with 404, not the app page (a stale tab sees a chunk-load error)', async () => {
      const present = await httpRequest(t.url, 'GET', '/assets/index-abc123.js');
      expect(present.status).toBe(200);
      expect(present.headers.get('cache-control')).toContain('immutable');
      for (const url of [
        '/assets/index-old999.js',
        '/assets/',
        '/assets/nested/x.css',
        '/assets/..%2findex.html',
      ]) {
        const res = await httpRequest(t.url, 'GET', url);
        expect({ url, status: res.status }).toEqual({ url, status: 404 });
        expect(res.text).not.toContain('<title>Mizan</title>');
      }
      // Files that are not hashed are revalidated, never kept a year.
      const boot = await httpRequest(t.url, 'GET', '/boot.js');
      expect(boot.status).toBe(200);
      expect(boot.headers.get('cache-control')).not.toContain('immutable');
    });
  });

  describe('routing', () => {
    it('checks the {appId} segment in the guard on every route that has one: another app is 404, before the body', async () => {
      const routes = declaredRoutes(t.running.app).filter((r) => r.path.includes(':appId'));
      expect(routes.length).toBeGreaterThan(20);
      for (const route of routes) {
        if (route.rule?.kind !== 'right') throw new Error(`${routeKey(route)} has :appId but no right rule`);
        const served = route.rule.pathApps ?? [route.rule.appId];
        const other = APP_IDS.find((app) => !served.includes(app))!;
        for (const appId of [other, '165.9.9.', 'x']) {
          const res = await httpRequest(
            t.url,
            route.method,
            concretePath(route.path.replace(':appId', appId)),
            // An empty body would be a 422 from the route's schema: the guard answers first.
            { token: admin, body: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined },
          );
          expect({ route: routeKey(route), appId, status: res.status, body: res.body }).toEqual({
            route: routeKey(route),
            appId,
            status: 404,
            body: { message: MESSAGES.notFound },
          });
        }
      }
    });

    it('constrains every id parameter of every route to digits (a name ending in Id or No)', () => {
      const params = new Set(
        declaredRoutes(t.running.app).flatMap((r) => [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1])),
      );
      // appId is a code (165.x); an import preview's id is a UUID, which its route parses (404 otherwise).
      const ids = [...params].filter((p) => !['appId', 'importId'].includes(p) && /(Id|No)$/.test(p));
      expect(ids.length).toBeGreaterThanOrEqual(6);
      expect(ids.filter((p) => !NUMERIC_ROUTE_PARAMS.includes(p))).toEqual([]);
    });
  });
});

/** Two areas under one prefix, one with a fixed path and one with an id: the shape of questions and question-import. */
@Controller('api/things/:appId')
class ById {
  @Get(':questionId')
  one(@Param('questionId') id: string) {
    return { handler: 'byId', id };
  }
}
@Controller('api/things/:appId')
class Fixed {
  @Get('export')
  export() {
    return { handler: 'export' };
  }
}
@Module({ controllers: [ById] })
class ByIdModule {}
@Module({ controllers: [Fixed] })
class FixedModule {}

describe('routing does not depend on the order modules are registered in', () => {
  const start = async (imports: unknown[]) => {
    @Module({ imports: imports as never[] })
    class Root {}
    const app: INestApplication = await createHttpApp(Root);
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address();
    return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  };

  it.each([
    ['id route first', [ByIdModule, FixedModule]],
    ['fixed route first', [FixedModule, ByIdModule]],
  ])('%s', async (_, order) => {
    const { app, url } = await start(order);
    try {
      expect((await httpRequest(url, 'GET', '/api/things/165.2.1./export')).body).toEqual({
        handler: 'export',
      });
      expect((await httpRequest(url, 'GET', '/api/things/165.2.1./12')).body).toEqual({
        handler: 'byId',
        id: '12',
      });
      expect((await httpRequest(url, 'GET', '/api/things/165.2.1./getList')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
