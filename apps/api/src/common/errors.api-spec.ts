import { MESSAGES } from '@mizan/domain/messages';
import { SECRET_DETAIL, startFixtureApp } from '../../test/fixture-app.js';
import { BOOT_TIMEOUT, httpRequest, startTestApp, type TestApp } from '../../test/harness.js';

const INJECTIONS = [
  "' or 1=1 --",
  "admin'--",
  '"; drop table app_user; --',
  '1); delete from user_session where (1=1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}} $' + '{7*7}',
];

describe('bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  const alive = async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
  };

  describe('request shape', () => {
    it('answers malformed JSON with 400 invalidJson', async () => {
      for (const body of ['{"username": "admin", ', '{username: admin}', "{'a': 1}", 'null x', '[1,]']) {
        const res = await t.request('POST', '/api/auth/login', {
          raw: { body, contentType: 'application/json' },
        });
        expect({ body, status: res.status, message: res.body?.message }).toEqual({
          body,
          status: 400,
          message: MESSAGES.invalidJson,
        });
      }
      await alive();
    });

    it('answers a JSON body that is not an object: a bare value is no JSON body, an array breaks the schema', async () => {
      for (const body of ['"admin"', '42', 'null', 'true']) {
        const res = await t.request('POST', '/api/auth/login', {
          raw: { body, contentType: 'application/json' },
        });
        expect({ body, status: res.status, body_: res.body }).toEqual({
          body,
          status: 400,
          body_: { message: MESSAGES.invalidJson },
        });
      }
      const array = await t.request('POST', '/api/auth/login', {
        raw: { body: '[]', contentType: 'application/json' },
      });
      expect(array.status).toBe(422);
      expect(array.body.message).toEqual(MESSAGES.invalidData);
      expect(Object.keys(array.body.fields)).toEqual(['_']);
    });

    it('answers a body over 1 MB with 413 payloadTooLarge', async () => {
      const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024) });
      const res = await t.request('POST', '/api/auth/login', {
        raw: { body, contentType: 'application/json' },
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: MESSAGES.payloadTooLarge });
      await alive();
    });

    it('answers a body of another content type with 415', async () => {
      const body = JSON.stringify({ username: 'admin', password: 'Admin@12345' });
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const res = await t.request('POST', '/api/auth/login', { raw: { body, contentType } });
        expect({ contentType, status: res.status, body: res.body }).toEqual({
          contentType,
          status: 415,
          body: { message: MESSAGES.unsupportedMediaType },
        });
      }
    });

    it('answers a JSON body in an unknown charset with 415', async () => {
      const res = await t.request('POST', '/api/auth/login', {
        raw: { body: '{"username":"a","password":"b"}', contentType: 'application/json; charset=ebcdic' },
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: MESSAGES.unsupportedMediaType });
    });

    it('answers a missing body with 422 required on every field', async () => {
      const res = await t.request('POST', '/api/auth/login');
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: MESSAGES.invalidData,
        fields: { username: MESSAGES.required, password: MESSAGES.required },
      });
    });

    it('answers missing and blank fields with 422 required', async () => {
      const cases: [unknown, Record<string, unknown>][] = [
        [{}, { username: MESSAGES.required, password: MESSAGES.required }],
        [{ username: 'admin' }, { password: MESSAGES.required }],
        [{ username: '   ', password: 'x' }, { username: MESSAGES.required }],
        [{ username: 'admin', password: '' }, { password: MESSAGES.required }],
      ];
      for (const [body, fields] of cases) {
        const res = await t.request('POST', '/api/auth/login', { body });
        expect({ body, status: res.status, body_: res.body }).toEqual({
          body,
          status: 422,
          body_: { message: MESSAGES.invalidData, fields },
        });
      }
    });

    it('answers unknown fields with 422 unknownField on each', async () => {
      const res = await t.request('POST', '/api/auth/login', {
        body: { username: 'admin', password: 'Admin@12345', role: 'admin', isAdmin: true },
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: MESSAGES.invalidData,
        fields: { role: MESSAGES.unknownField, isAdmin: MESSAGES.unknownField },
      });
      expect(res.headers.get('X-Auth-Token')).toBeNull();
    });

    it('answers wrong types with 422 on the field', async () => {
      for (const body of [
        { username: 5, password: 'Admin@12345' },
        { username: ['admin'], password: 'Admin@12345' },
        { username: 'admin', password: { $ne: '' } },
        { username: 'admin', password: true },
      ]) {
        const res = await t.request('POST', '/api/auth/login', { body });
        expect(res.status).toBe(422);
        expect(res.body.message).toEqual(MESSAGES.invalidData);
        const field = typeof body.username === 'string' ? 'password' : 'username';
        expect(Object.keys(res.body.fields)).toEqual([field]);
        expect(res.body.fields[field]).toEqual({ ar: expect.any(String), en: expect.any(String) });
      }
    });

    it('answers over-long fields with 422 maxLength', async () => {
      const res = await t.request('POST', '/api/auth/login', {
        body: { username: 'a'.repeat(101), password: 'x' },
      });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({
        username: { ar: 'الحد الأقصى ١٠٠ حرف', en: 'Max length 100 characters' },
      });
    });
  });

  describe('SQL and HTML in string fields', () => {
    it('treats them as wrong credentials at login, never as SQL', async () => {
      for (const s of INJECTIONS) {
        for (const body of [
          { username: s, password: 'Admin@12345' },
          { username: 'admin', password: s },
        ]) {
          await t.sql('delete from login_failure'); // the lock-out is tested in auth
          const res = await t.request('POST', '/api/auth/login', { body });
          expect({ body, status: res.status, body_: res.body }).toEqual({
            body,
            status: 401,
            body_: { message: MESSAGES.invalidCredentials },
          });
        }
      }
      // The injections locked out nobody real: admin still logs in and the sessions still exist.
      await t.login('admin');
      const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from app_user');
      expect(n).toBe(6);
      await alive();
    });

    it('stores names verbatim and refuses them where the format is checked', async () => {
      const token = await t.login('viewer');
      for (const s of INJECTIONS) {
        const ok = await t.request('PUT', '/api/users/viewer/profile', {
          token,
          body: { nameAr: s, nameEn: s },
        });
        expect(ok.status).toBe(200);
        expect(ok.headers.get('content-type')).toMatch(/^application\/json/);
        expect(ok.body.name).toEqual({ ar: s, en: s });
        const read = await t.request('GET', '/api/users/viewer/profile', { token });
        expect(read.body.name).toEqual({ ar: s, en: s });

        const bad = await t.request('PUT', '/api/users/viewer/profile', {
          token,
          body: { nameAr: 'x', nameEn: 'x', email: s, phone: s, nationalId: s },
        });
        expect(bad.status).toBe(422);
        expect(bad.body).toEqual({
          message: MESSAGES.invalidData,
          fields: {
            email: MESSAGES.invalidEmail,
            phone: expect.objectContaining({ en: expect.any(String) }),
            nationalId: MESSAGES.nationalId,
          },
        });
      }
      // Nothing else was touched.
      const admin = await t.request('GET', '/api/users/admin/profile', { token: await t.login('admin') });
      expect(admin.body.name).toEqual({ ar: 'مدير النظام', en: 'System Administrator' });
      await alive();
    });

    it('refuses them as passwords and portal tokens with the clear message', async () => {
      const token = await t.login('newuser');
      for (const s of INJECTIONS) {
        const reset = await t.request('POST', '/api/auth/reset-password', {
          token,
          body: { password: s, confirmPassword: s },
        });
        expect({ s, status: reset.status, body: reset.body }).toEqual({
          s,
          status: 422,
          body: { message: MESSAGES.invalidData, fields: { password: MESSAGES.weakPassword } },
        });
        const portal = await t.request('POST', '/api/auth/portal', { body: { token: `${s}.${s}` } });
        expect({ s, status: portal.status, body: portal.body }).toEqual({
          s,
          status: 401,
          body: { message: MESSAGES.portalTokenInvalid },
        });
      }
      expect((await t.request('GET', '/api/auth/session', { token })).body.resetPassword).toBe(true);
    });

    it('treats them as an unknown user in paths', async () => {
      const token = await t.login('viewer');
      for (const s of INJECTIONS) {
        for (const path of [
          `/api/users/${encodeURIComponent(s)}/profile`,
          `/api/users/${encodeURIComponent(s)}/image`,
        ]) {
          const res = await t.request('GET', path, { token });
          expect({ path, status: res.status, body: res.body }).toEqual({
            path,
            status: 404,
            body: { message: MESSAGES.notFound },
          });
        }
      }
      await alive();
    });

    it('answers control characters with a clear status, not a crash', async () => {
      const token = await t.login('viewer');
      const nul = 'a\u0000b';
      const login = await t.request('POST', '/api/auth/login', { body: { username: nul, password: nul } });
      expect(login.status).toBe(422);
      expect(login.body).toEqual({
        message: MESSAGES.invalidData,
        fields: { username: MESSAGES.invalidData, password: MESSAGES.invalidData },
      });
      const profile = await t.request('PUT', '/api/users/viewer/profile', {
        token,
        body: { nameAr: nul, nameEn: 'x', phone: '\u0000' },
      });
      expect(profile.status).toBe(422);
      expect(profile.body.message).toEqual(MESSAGES.invalidData);
      expect(Object.keys(profile.body.fields).sort()).toEqual(['nameAr', 'phone']);
      for (const path of ['/api/users/a%00b/profile', '/api/users/a%00b/image']) {
        const res = await t.request('GET', path, { token });
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 404,
          body: { message: MESSAGES.notFound },
        });
      }
      const badUri = await t.request('GET', '/api/users/%E0%A4%A/profile', { token });
      // Not "the body is not valid JSON": there is no body.
      expect({ status: badUri.status, body: badUri.body }).toEqual({
        status: 400,
        body: { message: MESSAGES.invalidData },
      });
      await alive();
    });
  });

  describe('unknown routes and methods', () => {
    it('answers an unknown /api path with 404 notFound in the contract shape', async () => {
      for (const [method, path] of [
        ['GET', '/api/nothing-here'],
        ['POST', '/api/auth/nothing'],
        ['DELETE', '/api/auth/login'],
        ['GET', '/api'],
      ]) {
        const res = await t.request(method, path);
        expect({ path, method, status: res.status, body: res.body }).toEqual({
          path,
          method,
          status: 404,
          body: { message: MESSAGES.notFound },
        });
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      }
    });

    it('sends the security headers on every answer', async () => {
      for (const res of [await t.request('GET', '/api/health'), await t.request('GET', '/api/nothing')]) {
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('x-powered-by')).toBeNull();
      }
    });
  });

  // No route of the foundation fails unexpectedly on any input found here, so a fixture route that
  // throws runs behind the API's real guard and error filter.
  describe('an unexpected error', () => {
    let fixture: Awaited<ReturnType<typeof startFixtureApp>>;
    beforeAll(async () => {
      fixture = await startFixtureApp(t);
    }, BOOT_TIMEOUT);
    afterAll(() => fixture.app.close());

    it('answers 500 with the generic text and none of the details', async () => {
      const token = await t.login('viewer');
      const res = await httpRequest(fixture.url, 'GET', '/api/fixture/courses/crash', { token });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: MESSAGES.generic });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.text).not.toContain(SECRET_DETAIL.slice(0, 14));
      expect((await httpRequest(fixture.url, 'GET', '/api/fixture/courses/crash', { token })).status).toBe(
        500,
      );
      await alive();
    });
  });
});
