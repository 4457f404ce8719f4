import { randomUUID } from 'node:crypto';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES, type SessionInfo, TOKEN_HEADER } from '@mizan/domain/auth';
import { fill } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { STAGES } from '@mizan/domain/codes';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { issuePortalToken, issueSessionToken } from './signed-token.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const UNAUTHORIZED = { message: MESSAGES.unauthorized };

describe('auth', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await startTestApp();
    ids = await t.scopeIds();
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  const attempt = (username: string, password: string) =>
    t.request('POST', '/api/auth/login', { body: { username, password } });

  describe('login', () => {
    it('returns every field of the session contract for the admin', async () => {
      const before = Date.now();
      const res = await attempt('admin', 'Admin@12345');
      expect(res.status).toBe(200);
      const info = res.body as SessionInfo;
      expect(Object.keys(info).sort()).toEqual(
        [
          'token',
          'username',
          'name',
          'userImage',
          'canSyncCourses',
          'resetPassword',
          'resetMessage',
          'sessionDuration',
          'sessionExpiry',
          'technicalSupport',
          'apps',
          'stages',
          'scope',
        ].sort(),
      );
      expect(info).toMatchObject({
        username: 'admin',
        name: { ar: 'مدير النظام', en: 'System Administrator' },
        userImage: null,
        canSyncCourses: true,
        resetPassword: false,
        resetMessage: null,
        sessionDuration: 1800,
        technicalSupport: true,
      });
      expect(info.token).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]+$/);
      const expiry = new Date(info.sessionExpiry).getTime();
      expect(expiry).toBeGreaterThanOrEqual(before + 1800_000 - 5_000);
      expect(expiry).toBeLessThanOrEqual(Date.now() + 1800_000 + 5_000);
      // The admin holds every right on every app, in code-table order.
      expect(info.apps.length).toBeGreaterThanOrEqual(10);
      for (const app of info.apps)
        expect(app.rights).toEqual(expect.arrayContaining(['9.2.', '9.3.', '9.15.']));
      expect(info.stages).toEqual({
        activeStageId: '*',
        items: (['*', '33.1.', '33.2.'] as const).map((id) => ({
          id,
          name: { ar: STAGES[id].ar, en: STAGES[id].en },
        })),
      });
      expect(info.scope).toEqual({
        selectedScopeId: ids.UNI,
        name: { ar: 'جامعة ميزان التجريبية', en: 'Mizan Demo University' },
        childCount: 2,
        path: [{ id: ids.UNI, name: { ar: 'جامعة ميزان التجريبية', en: 'Mizan Demo University' } }],
        startLevel: 1,
        level: 1,
        isLastLevel: false,
        isDepartmentLevel: false,
      });
    });

    it('lists only the apps a user holds rights on, with those rights', async () => {
      const info = await t.loginInfo('creator');
      expect(info.apps).toEqual([
        { appId: '165.1.1.', rights: ['9.2.'] },
        { appId: '165.1.2.', rights: ['9.2.'] },
        { appId: '165.1.3.', rights: ['9.2.'] },
        { appId: '165.2.1.', rights: ['9.2.', '9.3.', '9.4.', '9.5.'] },
      ]);
      expect(info.scope).toMatchObject({
        selectedScopeId: ids.ENG,
        path: [{ id: ids.ENG, name: { ar: 'كلية الهندسة', en: 'Faculty of Engineering' } }],
        startLevel: 2,
        level: 2,
        childCount: 3,
      });
      expect(info.stages.activeStageId).toBe('33.1.');
      expect(info.stages.items.map((s) => s.id)).toEqual(['33.1.']);
      expect(info).toMatchObject({ canSyncCourses: false, technicalSupport: false });
    });

    it('takes the username in any letter case', async () => {
      const res = await attempt('ADMIN', 'Admin@12345');
      expect(res.status).toBe(200);
      expect(res.body.username).toBe('admin');
    });

    it('answers a wrong password and an unknown user with the same 401 body', async () => {
      const wrong = await attempt('reviewer', 'Reviewer@99999');
      const unknown = await attempt('nobody-here', 'Reviewer@12345');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: MESSAGES.invalidCredentials });
      expect(unknown.text).toBe(wrong.text);
      expect(wrong.headers.get(TOKEN_HEADER)).toBeNull();
      await t.login('reviewer'); // clears the failure
    });

    it('does not accept the password in another letter case', async () => {
      expect((await attempt('reviewer', 'reviewer@12345')).status).toBe(401);
      await t.login('reviewer');
    });
  });

  describe('lock-out', () => {
    it(`refuses the attempt after ${LOGIN_MAX_FAILURES} failures with 429 and Retry-After, even with the right password`, async () => {
      for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) {
        const res = await attempt('examcreator', `Wrong@${i}xx`);
        expect(res.status).toBe(401);
      }
      for (const password of ['Wrong@6xx', 'Examcreator@12345']) {
        const res = await attempt('examcreator', password);
        expect(res.status).toBe(429);
        const retryAfter = Number(res.headers.get('Retry-After'));
        expect(Number.isInteger(retryAfter)).toBe(true);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_MINUTES * 60);
        expect(res.body).toEqual({
          message: fill(MESSAGES.tooManyAttempts, { minutes: LOGIN_WINDOW_MINUTES }),
        });
      }
      // The lock is per username, whatever its letter case.
      expect((await attempt('ExamCreator', 'Examcreator@12345')).status).toBe(429);
    });

    it('leaves other usernames alone', async () => {
      expect((await attempt('viewer', 'Viewer@12345')).status).toBe(200);
    });

    it('forgets the failures after a successful login', async () => {
      for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++)
        expect((await attempt('reviewer', 'Wrong@1xx')).status).toBe(401);
      expect((await attempt('reviewer', 'Reviewer@12345')).status).toBe(200);
      for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++)
        expect((await attempt('reviewer', 'Wrong@1xx')).status).toBe(401);
      // Without the reset the count would be 8 by now.
      expect((await attempt('reviewer', 'Reviewer@12345')).status).toBe(200);
    });
  });

  describe('token', () => {
    it('sends a fresh token on every authenticated response, and the old one keeps working', async () => {
      const first = await t.login('viewer');
      await sleep(5);
      const a = await t.request('GET', '/api/auth/session', { token: first });
      expect(a.status).toBe(200);
      const second = a.headers.get(TOKEN_HEADER);
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
      await sleep(5);
      const b = await t.request('GET', '/api/scopes/tree', { token: second! });
      expect(b.status).toBe(200);
      const third = b.headers.get(TOKEN_HEADER);
      expect(third).toBeTruthy();
      expect(third).not.toBe(second);
      expect((await t.request('GET', '/api/auth/session', { token: first })).status).toBe(200);
      // Error answers of a live session carry one as well.
      const notFound = await t.request('GET', '/api/users/admin/profile', { token: first });
      expect(notFound.status).toBe(404);
      expect(notFound.headers.get(TOKEN_HEADER)).toBeTruthy();
      const invalid = await t.request('PUT', '/api/auth/stage', { token: first, body: { stageId: 'x' } });
      expect(invalid.status).toBe(422);
      expect(invalid.headers.get(TOKEN_HEADER)).toBeTruthy();
    });

    it('moves the expiry forward on every request', async () => {
      const login = await t.loginInfo('viewer');
      // The server keeps the expiry to the second (SessionStore.touch).
      await sleep(1100);
      const later = await t.request('GET', '/api/auth/session', { token: login.token });
      expect(new Date(later.body.sessionExpiry).getTime()).toBeGreaterThan(
        new Date(login.sessionExpiry).getTime(),
      );
      expect(new Date(later.body.sessionExpiry).getTime()).toBeGreaterThan(Date.now() + 1800_000 - 5_000);
    });

    it('ends the session on logout, for every token of it', async () => {
      const token = await t.login('viewer');
      const other = await t.login('viewer');
      const fresh = (await t.request('GET', '/api/auth/session', { token })).headers.get(TOKEN_HEADER)!;
      const out = await t.request('POST', '/api/auth/logout', { token });
      expect(out.status).toBe(204);
      for (const tk of [token, fresh]) {
        const res = await t.request('GET', '/api/auth/session', { token: tk });
        expect(res.status).toBe(401);
        expect(res.body).toEqual(UNAUTHORIZED);
        expect(res.headers.get(TOKEN_HEADER)).toBeNull();
      }
      expect((await t.request('POST', '/api/auth/logout', { token })).status).toBe(401);
      // Another session of the same user lives on.
      expect((await t.request('GET', '/api/auth/session', { token: other })).status).toBe(200);
    });

    it('refuses forged and missing tokens with 401', async () => {
      const token = await t.login('viewer');
      const [id, issued, sig] = token.split('.');
      const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
      const forged: [string, Record<string, string>][] = [
        ['changed signature', { Authorization: `Bearer ${id}.${issued}.${flip(sig)}` }],
        ['changed session id', { Authorization: `Bearer ${randomUUID()}.${issued}.${sig}` }],
        ['changed issue time', { Authorization: `Bearer ${id}.${issued}1.${sig}` }],
        ['signed with another secret', { Authorization: `Bearer ${issueSessionToken('other-secret', id)}` }],
        [
          'well signed, no such session',
          { Authorization: `Bearer ${issueSessionToken(t.config.tokenSecret!, randomUUID())}` },
        ],
        ['random string', { Authorization: 'Bearer hello.world.again' }],
        ['Bearer and nothing', { Authorization: 'Bearer' }],
        ['another scheme', { Authorization: `Basic ${token}` }],
        ['no header', {}],
      ];
      for (const [label, headers] of forged) {
        const res = await t.request('GET', '/api/auth/session', { headers });
        expect({ label, status: res.status, body: res.body }).toEqual({
          label,
          status: 401,
          body: UNAUTHORIZED,
        });
      }
      expect((await t.request('GET', '/api/auth/session', { token })).status).toBe(200);
    });
  });

  describe('forced reset', () => {
    let token: string;
    let other: string;
    beforeAll(async () => {
      const info = await t.loginInfo('newuser');
      token = info.token;
      other = await t.login('newuser');
    });

    it('says at login that a reset is pending, with its message', async () => {
      const info = await t.loginInfo('newuser');
      expect(info.resetPassword).toBe(true);
      expect(info.resetMessage).toEqual({
        ar: 'هذا أول دخول لك: برجاء اختيار كلمة مرور جديدة',
        en: 'This is your first login: please choose a new password',
      });
    });

    it('refuses every other route with 403 forcedReset until the reset', async () => {
      for (const [method, path, body] of [
        ['GET', '/api/scopes/tree'],
        ['GET', '/api/users/newuser/profile'],
        ['PUT', '/api/auth/stage', { stageId: '33.1.' }],
        ['PUT', '/api/auth/scope', { scopeId: ids['SCI-MTH'] }],
      ] as const) {
        const res = await t.request(method, path, { token, body });
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 403,
          body: { message: MESSAGES.forcedReset },
        });
      }
      const session = await t.request('GET', '/api/auth/session', { token });
      expect(session.status).toBe(200);
      expect(session.body.resetPassword).toBe(true);
    });

    it('refuses a weak password', async () => {
      for (const password of [
        'Sh1!a',
        'alllowercase1!',
        'ALLUPPER1!',
        'NoDigits!!',
        'NoSymbol123',
        'No Symbol123',
      ]) {
        const res = await t.request('POST', '/api/auth/reset-password', {
          token,
          body: { password, confirmPassword: password },
        });
        expect({ password, status: res.status, body: res.body }).toEqual({
          password,
          status: 422,
          body: { message: MESSAGES.invalidData, fields: { password: MESSAGES.weakPassword } },
        });
      }
      expect((await t.loginInfo('newuser')).resetPassword).toBe(true);
    });

    it('refuses passwords that do not match', async () => {
      const res = await t.request('POST', '/api/auth/reset-password', {
        token,
        body: { password: 'Fresh@2026pw', confirmPassword: 'Fresh@2026pX' },
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: MESSAGES.invalidData,
        fields: { confirmPassword: MESSAGES.passwordsNotMatched },
      });
    });

    it('sets the new password, clears the flag and ends the other sessions', async () => {
      const res = await t.request('POST', '/api/auth/reset-password', {
        token,
        body: { password: 'Fresh@2026pw', confirmPassword: 'Fresh@2026pw' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username: 'newuser', resetPassword: false, resetMessage: null });
      expect(res.headers.get(TOKEN_HEADER)).toBeTruthy();
      expect((await t.request('GET', '/api/scopes/tree', { token })).status).toBe(200);
      const revoked = await t.request('GET', '/api/auth/session', { token: other });
      expect(revoked.status).toBe(401);
      expect(revoked.body).toEqual(UNAUTHORIZED);
      expect((await attempt('newuser', 'Newuser@12345')).status).toBe(401);
      const again = await t.loginInfo('newuser', 'Fresh@2026pw');
      expect(again.resetPassword).toBe(false);
      // Nothing is pending any more.
      const twice = await t.request('POST', '/api/auth/reset-password', {
        token,
        body: { password: 'Other@2026pw', confirmPassword: 'Other@2026pw' },
      });
      expect(twice.status).toBe(422);
      expect(twice.body).toEqual({ message: MESSAGES.resetNotRequired });
    });

    it('tells a user without a pending reset that none is required', async () => {
      const res = await t.request('POST', '/api/auth/reset-password', {
        token: await t.login('admin'),
        body: { password: 'Other@2026pw', confirmPassword: 'Other@2026pw' },
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: MESSAGES.resetNotRequired });
      expect((await attempt('admin', 'Admin@12345')).status).toBe(200);
    });
  });

  describe('scope', () => {
    it('moves the admin to a faculty, with the path from the own scope', async () => {
      const token = await t.login('admin');
      const res = await t.request('PUT', '/api/auth/scope', { token, body: { scopeId: ids.ENG } });
      expect(res.status).toBe(200);
      expect(res.headers.get(TOKEN_HEADER)).toBeTruthy();
      expect(res.body.scope).toEqual({
        selectedScopeId: ids.ENG,
        name: { ar: 'كلية الهندسة', en: 'Faculty of Engineering' },
        childCount: 3,
        path: [
          { id: ids.UNI, name: { ar: 'جامعة ميزان التجريبية', en: 'Mizan Demo University' } },
          { id: ids.ENG, name: { ar: 'كلية الهندسة', en: 'Faculty of Engineering' } },
        ],
        startLevel: 1,
        level: 2,
        isLastLevel: false,
        isDepartmentLevel: false,
      });
      // It sticks: the next session and the next login see it.
      expect((await t.request('GET', '/api/auth/session', { token })).body.scope.selectedScopeId).toBe(
        ids.ENG,
      );
      expect((await t.loginInfo('admin')).scope.selectedScopeId).toBe(ids.ENG);
      const back = await t.request('PUT', '/api/auth/scope', { token, body: { scopeId: ids.UNI } });
      expect(back.body.scope.selectedScopeId).toBe(ids.UNI);
    });

    it('moves the creator to a department of the own faculty', async () => {
      const token = await t.login('creator');
      const res = await t.request('PUT', '/api/auth/scope', { token, body: { scopeId: ids['ENG-CIV'] } });
      expect(res.status).toBe(200);
      expect(res.body.scope).toMatchObject({
        selectedScopeId: ids['ENG-CIV'],
        path: [
          { id: ids.ENG, name: { ar: 'كلية الهندسة', en: 'Faculty of Engineering' } },
          { id: ids['ENG-CIV'], name: { ar: 'قسم الهندسة المدنية', en: 'Civil Engineering' } },
        ],
        startLevel: 2,
        level: 3,
        childCount: 0,
        isLastLevel: true,
        isDepartmentLevel: true,
      });
      await t.request('PUT', '/api/auth/scope', { token, body: { scopeId: ids.ENG } });
    });

    it('answers 404 for a scope outside the own one, or none at all', async () => {
      const token = await t.login('creator');
      for (const scopeId of [ids['SCI-MTH'], ids.SCI, ids.UNI, 999_999]) {
        const res = await t.request('PUT', '/api/auth/scope', { token, body: { scopeId } });
        expect({ scopeId, status: res.status, body: res.body }).toEqual({
          scopeId,
          status: 404,
          body: { message: MESSAGES.scopeOutside },
        });
      }
      expect((await t.loginInfo('creator')).scope.selectedScopeId).toBe(ids.ENG);
    });

    it('answers 422 for a body that is not a scope id', async () => {
      const token = await t.login('creator');
      const cases: [unknown, Record<string, unknown>][] = [
        [{}, { scopeId: MESSAGES.required }],
        [{ scopeId: 'ENG' }, { scopeId: expect.anything() }],
        [{ scopeId: 1.5 }, { scopeId: expect.anything() }],
        [{ scopeId: -3 }, { scopeId: expect.anything() }],
        [{ scopeId: ids.ENG, extra: true }, { extra: MESSAGES.unknownField }],
      ];
      for (const [body, fields] of cases) {
        const res = await t.request('PUT', '/api/auth/scope', { token, body });
        expect({ body, status: res.status }).toEqual({ body, status: 422 });
        expect(res.body).toEqual({ message: MESSAGES.invalidData, fields });
      }
    });
  });

  // libs/domain validate() reads issue.input, which zod 4 only reports with { reportInput: true }:
  // every wrong type is reported as "required" until that is fixed; then drop `.failing`.
  it('names a wrong type as such, not as missing', async () => {
    const token = await t.login('creator');
    const res = await t.request('PUT', '/api/auth/scope', { token, body: { scopeId: 'ENG' } });
    expect(res.body).toEqual({ message: MESSAGES.invalidData, fields: { scopeId: MESSAGES.wrongType } });
  });

  describe('stage', () => {
    it('switches to a held stage', async () => {
      const token = await t.login('reviewer');
      const res = await t.request('PUT', '/api/auth/stage', { token, body: { stageId: '33.2.' } });
      expect(res.status).toBe(200);
      expect(res.body.stages.activeStageId).toBe('33.2.');
      expect((await t.request('GET', '/api/auth/session', { token })).body.stages.activeStageId).toBe(
        '33.2.',
      );
      await t.request('PUT', '/api/auth/stage', { token, body: { stageId: '33.1.' } });
    });

    it('refuses a stage the user does not hold', async () => {
      const token = await t.login('creator');
      const res = await t.request('PUT', '/api/auth/stage', { token, body: { stageId: '33.2.' } });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: MESSAGES.stageNotHeld,
        fields: { stageId: MESSAGES.stageNotHeld },
      });
      expect((await t.request('GET', '/api/auth/session', { token })).body.stages.activeStageId).toBe(
        '33.1.',
      );
    });

    it('refuses a value that is no stage', async () => {
      const token = await t.login('creator');
      for (const stageId of ['33.3.', '', 33, null]) {
        const res = await t.request('PUT', '/api/auth/stage', { token, body: { stageId } });
        expect({ stageId, status: res.status }).toEqual({ stageId, status: 422 });
        expect(res.body.message).toEqual(MESSAGES.invalidData);
        expect(Object.keys(res.body.fields)).toEqual(['stageId']);
      }
    });
  });

  describe('scope tree', () => {
    it('gives the admin the whole university: 2 faculties of 3 departments', async () => {
      const res = await t.request('GET', '/api/scopes/tree', { token: await t.login('admin') });
      expect(res.status).toBe(200);
      const { root } = res.body;
      expect(root).toMatchObject({
        id: ids.UNI,
        name: { en: 'Mizan Demo University' },
        level: 1,
        childCount: 2,
        isLastLevel: false,
        isDepartmentLevel: false,
      });
      expect(root.children.map((f: { id: number }) => f.id)).toEqual([ids.ENG, ids.SCI]);
      for (const faculty of root.children) {
        expect(faculty).toMatchObject({
          level: 2,
          childCount: 3,
          isLastLevel: false,
          isDepartmentLevel: false,
        });
        expect(faculty.children).toHaveLength(3);
        for (const dep of faculty.children)
          expect(dep).toMatchObject({
            level: 3,
            childCount: 0,
            isLastLevel: true,
            isDepartmentLevel: true,
            children: [],
          });
      }
      expect(root.children[1].children.map((d: { name: { en: string } }) => d.name.en)).toEqual([
        'Mathematics',
        'Physics',
        'Chemistry',
      ]);
    });

    it('gives the creator only the engineering subtree', async () => {
      const res = await t.request('GET', '/api/scopes/tree', { token: await t.login('creator') });
      expect(res.status).toBe(200);
      expect(res.body.root).toMatchObject({ id: ids.ENG, level: 2, childCount: 3 });
      expect(res.body.root.children.map((d: { id: number }) => d.id)).toEqual([
        ids['ENG-CIV'],
        ids['ENG-ELC'],
        ids['ENG-CSE'],
      ]);
      expect(JSON.stringify(res.body)).not.toContain('Science');
    });

    it('needs a session', async () => {
      const res = await t.request('GET', '/api/scopes/tree');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });
  });

  describe('portal login without a configured secret', () => {
    it('refuses every portal token', async () => {
      const token = issuePortalToken('any-secret', {
        username: 'admin',
        exp: Math.floor(Date.now() / 1000) + 30,
        nonce: randomUUID(),
      });
      const res = await t.request('POST', '/api/auth/portal', { body: { token } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: MESSAGES.portalTokenInvalid });
    });
  });
});

describe('auth with a portal secret and one-second sessions', () => {
  const secret = 'portal-test-secret';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ portalSecret: secret, sessionDuration: 1 });
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  const now = () => Math.floor(Date.now() / 1000);
  const portal = (token: string) => t.request('POST', '/api/auth/portal', { body: { token } });
  const claims = (over: Partial<{ username: string; exp: number; nonce: string }> = {}) => ({
    username: 'creator',
    exp: now() + 50,
    nonce: randomUUID(),
    ...over,
  });
  const REFUSED = { message: MESSAGES.portalTokenInvalid };

  it('logs in once with a valid portal token', async () => {
    const token = issuePortalToken(secret, claims());
    const res = await portal(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'creator', resetPassword: false, sessionDuration: 1 });
    expect(res.body.apps.map((a: { appId: string }) => a.appId)).toEqual([
      '165.1.1.',
      '165.1.2.',
      '165.1.3.',
      '165.2.1.',
    ]);
    const session = await t.request('GET', '/api/auth/session', { token: res.body.token });
    expect(session.status).toBe(200);

    const reused = await portal(token);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(REFUSED);
  });

  it('refuses expired, far-future, forged and unknown-user tokens', async () => {
    const good = issuePortalToken(secret, claims());
    const [payload, sig] = good.split('.');
    const cases: [string, string][] = [
      ['expired', issuePortalToken(secret, claims({ exp: now() - 5 }))],
      ['valid for an hour', issuePortalToken(secret, claims({ exp: now() + 3600 }))],
      ['signed with another secret', issuePortalToken('not-the-secret', claims())],
      ['changed signature', `${payload}.${sig.slice(0, -2)}xx`],
      [
        'changed payload',
        `${Buffer.from(JSON.stringify(claims({ username: 'admin' }))).toString('base64url')}.${sig}`,
      ],
      ['unknown user', issuePortalToken(secret, claims({ username: 'ghost' }))],
      ['no signature', `${payload}.`],
      ['garbage', 'not-a-portal-token-at-all'],
    ];
    for (const [label, token] of cases) {
      const res = await portal(token);
      expect({ label, status: res.status, body: res.body }).toEqual({ label, status: 401, body: REFUSED });
    }
    // None of them spent the good token's nonce.
    expect((await portal(good)).status).toBe(200);
  });

  it('ends a session that saw no request for longer than its duration', async () => {
    const token = await t.login('viewer');
    expect((await t.request('GET', '/api/auth/session', { token })).status).toBe(200);
    await sleep(2100);
    const res = await t.request('GET', '/api/auth/session', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
    expect(res.headers.get(TOKEN_HEADER)).toBeNull();
  });
});
