import { APP_IDS, type AppRights, hasRight, RIGHT_CODES } from '@mizan/domain/access';
import { TOKEN_HEADER } from '@mizan/domain/auth';
import { MESSAGES } from '@mizan/domain/messages';
import { hashPassword } from '../auth/password-hasher.js';
import { DEMO_USERS } from '../database/seed/demo-seed.js';
import { startFixtureApp } from '../../test/fixture-app.js';
import { BOOT_TIMEOUT, httpRequest, startTestApp, type TestApp } from '../../test/harness.js';
import {
  concretePath,
  type DeclaredRoute,
  declaredRoutes,
  routeKey,
  routeShape,
  servedRoutes,
} from '../../test/routes.js';

type RightRoute = DeclaredRoute & { rule: { kind: 'right' } };

const EXPECTED_PUBLIC = [
  'GET /api/health',
  'GET /api/public/info',
  // Question images: <img> tags carry no bearer token; the ids are random UUIDs.
  'GET /api/question-images/:id',
  'POST /api/auth/login',
  'POST /api/auth/portal',
  // Electronic exams: a student signs in with national id and access code, or a portal token.
  'POST /api/exam-taking/portal',
  'POST /api/exam-taking/sign-in',
];
const EXPECTED_DURING_RESET = [
  'GET /api/auth/session',
  'POST /api/auth/logout',
  'POST /api/auth/reset-password',
];

const everyRight = (): AppRights => Object.fromEntries(APP_IDS.map((id) => [id, [...RIGHT_CODES]]));
const without = (rights: AppRights, appId: string, right: string): AppRights =>
  Object.fromEntries(
    Object.entries(rights).map(([id, r]) => [id, id === appId ? r!.filter((x) => x !== right) : r]),
  );

/** `appId`: the app named in an :appId segment (default: the route's own). */
const call = (baseUrl: string, route: DeclaredRoute, token?: string, appId?: string) =>
  httpRequest(
    baseUrl,
    route.method,
    concretePath(
      route.path.replace(':appId', appId ?? (route.rule?.kind === 'right' ? route.rule.appId : '1')),
    ),
    {
      token,
      body: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined,
    },
  );

describe('rights on every route', () => {
  let t: TestApp;
  let routes: DeclaredRoute[];
  /** A user whose rights each check sets: everything but the one right, or that right alone. */
  let probe: string;
  /** Demo users (those without a pending reset) by username. */
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestApp();
    routes = declaredRoutes(t.running.app);
    await t.sql(
      `insert into app_user (username, name, password_hash, origin, scope_id, selected_scope_id, rights, stages, active_stage)
       select 'probe', ?, ?, '10.1.', id, id, '{}', '["*"]', '*' from scope where code = 'UNI'`,
      [JSON.stringify({ ar: 'مجس', en: 'Probe' }), await hashPassword('Probe@12345')],
    );
    probe = await t.login('probe', 'Probe@12345');
    for (const u of DEMO_USERS.filter((u) => !u.resetPassword))
      tokens.set(u.username, await t.login(u.username));
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  const setProbeRights = (rights: AppRights) =>
    t.sql("update app_user set rights = ? where username = 'probe'", [JSON.stringify(rights)]);

  /**
   * For each 'right' route, on each app it serves (its own, or every one its :appId segment may
   * name: the guard is the only check there): 403 forbidden for the probe holding every right but
   * that one there, and for each demo user lacking it; past the guard (neither 401 nor 403
   * forbidden) holding only that one (through another app: every right of that app alone, as
   * acting on another's question there needs editAll too).
   */
  async function checkRightRoutes(baseUrl: string, rightRoutes: RightRoute[]) {
    for (const route of rightRoutes) {
      const { right } = route.rule;
      for (const appId of route.rule.pathApps ?? [route.rule.appId]) {
        const label = `${routeKey(route)} on ${appId} needs ${right}`;
        await setProbeRights(without(everyRight(), appId, right));
        const refused = await call(baseUrl, route, probe, appId);
        expect({ label, status: refused.status, body: refused.body }).toEqual({
          label,
          status: 403,
          body: { message: MESSAGES.forbidden },
        });
        expect(refused.headers.get(TOKEN_HEADER)).toBeTruthy();

        for (const user of DEMO_USERS.filter(
          (u) => tokens.has(u.username) && !hasRight(u.rights, appId, right),
        )) {
          const res = await call(baseUrl, route, tokens.get(user.username), appId);
          expect({ label, user: user.username, status: res.status }).toEqual({
            label,
            user: user.username,
            status: 403,
          });
        }

        await setProbeRights({ [appId]: appId === route.rule.appId ? [right] : [...RIGHT_CODES] });
        const admitted = await call(baseUrl, route, probe, appId);
        expect({ label, status: admitted.status }).not.toEqual({ label, status: 401 });
        expect({ label, body: admitted.body }).not.toEqual({ label, body: { message: MESSAGES.forbidden } });
      }
    }
    await setProbeRights({});
  }

  /** Every route but the public ones answers 401 without a token, before it reads anything. */
  async function checkSessionNeeded(baseUrl: string, all: DeclaredRoute[]) {
    for (const route of all.filter((r) => r.rule && r.rule.kind !== 'public')) {
      const res = await call(baseUrl, route);
      expect({ route: routeKey(route), status: res.status, body: res.body }).toEqual({
        route: routeKey(route),
        status: 401,
        body: { message: MESSAGES.unauthorized },
      });
    }
  }

  describe('the API', () => {
    it('declares exactly the routes the router serves', () => {
      expect(routes.length).toBeGreaterThanOrEqual(EXPECTED_PUBLIC.length + EXPECTED_DURING_RESET.length + 5);
      expect(servedRoutes(t.running.app)).toEqual(routes.map((r) => routeShape(routeKey(r))).sort());
    });

    it('gives every route an access rule', () => {
      expect(routes.filter((r) => !r.rule).map((r) => `${routeKey(r)} (${r.handler})`)).toEqual([]);
    });

    it('names a known app and right on every right rule', () => {
      for (const r of routes)
        if (r.rule?.kind === 'right') {
          expect(APP_IDS).toContain(r.rule.appId);
          expect(RIGHT_CODES).toContain(r.rule.right);
        }
    });

    it('opens exactly login, portal login, the login-page texts and health to the public', () => {
      expect(
        routes
          .filter((r) => r.rule?.kind === 'public')
          .map(routeKey)
          .sort(),
      ).toEqual(EXPECTED_PUBLIC);
    });

    it('keeps only session, logout and reset-password open during a forced reset', () => {
      const open = routes.filter((r) => r.rule?.kind === 'session' && r.rule.duringReset);
      expect(open.map(routeKey).sort()).toEqual(EXPECTED_DURING_RESET);
    });

    it('answers 401 on every other route without a session', async () => {
      await checkSessionNeeded(t.url, routes);
    });

    it('answers the public routes without a session', async () => {
      for (const route of routes.filter((r) => r.rule?.kind === 'public')) {
        const res = await call(t.url, route);
        expect({ route: routeKey(route), status: res.status }).not.toEqual({
          route: routeKey(route),
          status: 401,
        });
        expect(res.status).toBeLessThan(500);
      }
    });

    it('closes every other route with 403 forcedReset while a reset is pending', async () => {
      const token = await t.login('newuser');
      const closed = routes.filter(
        (r) =>
          r.rule &&
          r.rule.kind !== 'public' &&
          r.rule.kind !== 'student' &&
          !EXPECTED_DURING_RESET.includes(routeKey(r)),
      );
      expect(closed.length).toBeGreaterThan(0);
      for (const route of closed) {
        const res = await call(t.url, route, token);
        expect({ route: routeKey(route), status: res.status, body: res.body }).toEqual({
          route: routeKey(route),
          status: 403,
          body: { message: MESSAGES.forcedReset },
        });
      }
    });

    // The foundation has no right-protected route yet: this covers those that later issues add.
    it('refuses each right route to a user without its right, and admits one with it', async () => {
      await checkRightRoutes(
        t.url,
        routes.filter((r): r is RightRoute => r.rule?.kind === 'right'),
      );
    });
  });

  describe('the same checks on fixture routes of the shape later issues add', () => {
    let fixture: Awaited<ReturnType<typeof startFixtureApp>>;
    let fixtureRoutes: DeclaredRoute[];
    beforeAll(async () => {
      fixture = await startFixtureApp(t);
      fixtureRoutes = declaredRoutes(fixture.app);
    }, BOOT_TIMEOUT);
    afterAll(() => fixture.app.close());

    it('names the route that forgot its rule, and the guard refuses it even to the admin', async () => {
      expect(servedRoutes(fixture.app)).toEqual(fixtureRoutes.map((r) => routeShape(routeKey(r))).sort());
      const missing = fixtureRoutes.filter((r) => !r.rule);
      expect(missing.map(routeKey)).toEqual(['GET /api/fixture/courses/forgotten']);
      const res = await call(fixture.url, missing[0], tokens.get('admin'));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MESSAGES.forbidden });
    });

    it('answers 401 without a session', async () => {
      await checkSessionNeeded(fixture.url, fixtureRoutes);
    });

    it('refuses each right route to users without its right and admits those with it', async () => {
      const rightRoutes = fixtureRoutes.filter((r): r is RightRoute => r.rule?.kind === 'right');
      expect(rightRoutes.map(routeKey).sort()).toEqual([
        'DELETE /api/fixture/courses/:id',
        'GET /api/fixture/courses',
        'POST /api/fixture/courses',
        'PUT /api/fixture/courses/:id',
      ]);
      await checkRightRoutes(fixture.url, rightRoutes);
      // And the demo users the seed grants the right to get through.
      const creator = tokens.get('creator');
      expect((await httpRequest(fixture.url, 'GET', '/api/fixture/courses', { token: creator })).status).toBe(
        200,
      );
      expect(
        (await httpRequest(fixture.url, 'POST', '/api/fixture/courses', { token: creator, body: {} })).status,
      ).toBe(403);
      const exams = tokens.get('examcreator');
      expect(
        (await httpRequest(fixture.url, 'DELETE', '/api/fixture/courses/7', { token: exams })).body,
      ).toEqual({
        deleted: '7',
      });
    });

    it('closes right routes too while a forced reset is pending', async () => {
      const token = await t.login('newuser');
      const res = await httpRequest(fixture.url, 'GET', '/api/fixture/courses', { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MESSAGES.forcedReset });
    });
  });
});
