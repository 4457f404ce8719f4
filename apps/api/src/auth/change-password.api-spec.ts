import { LOGIN_MAX_FAILURES, TOKEN_HEADER } from '@mizan/domain/auth';
import { MESSAGES } from '@mizan/domain/messages';
import { BOOT_TIMEOUT, DEMO_PASSWORDS, startTestApp, type TestApp } from '../../test/harness.js';

const PATH = '/api/auth/change-password';

describe('auth: a user changes their own password (POST /api/auth/change-password)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  const change = (token: string | undefined, body: Record<string, string>) =>
    t.request('POST', PATH, { token, body });
  const login = (username: string, password: string) =>
    t.request('POST', '/api/auth/login', { body: { username, password } });

  it('needs a session', async () => {
    const res = await change(undefined, { currentPassword: 'x', password: 'y', confirmPassword: 'y' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MESSAGES.unauthorized });
  });

  it('refuses a wrong current password on its field, and keeps the old one', async () => {
    const token = await t.login('creator');
    const res = await change(token, {
      currentPassword: 'Wrong@12345',
      password: 'Fresh@2026pw',
      confirmPassword: 'Fresh@2026pw',
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: MESSAGES.currentPasswordWrong,
      fields: { currentPassword: MESSAGES.currentPasswordWrong },
    });
    expect((await login('creator', DEMO_PASSWORDS.creator)).status).toBe(200);
  });

  it.each([
    ['a weak new password', 'weak1!', 'weak1!', { password: MESSAGES.weakPassword }],
    [
      'passwords that do not match',
      'Fresh@2026pw',
      'Fresh@2026pX',
      { confirmPassword: MESSAGES.passwordsNotMatched },
    ],
    [
      'the current password again',
      DEMO_PASSWORDS.creator,
      DEMO_PASSWORDS.creator,
      { password: MESSAGES.samePassword },
    ],
  ])(
    'refuses %s with the policy messages of the forced reset',
    async (_, password, confirmPassword, fields) => {
      const token = await t.login('creator');
      const res = await change(token, { currentPassword: DEMO_PASSWORDS.creator, password, confirmPassword });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: MESSAGES.invalidData, fields });
    },
  );

  it("sets the new password and ends the user's other sessions, keeping this one", async () => {
    const token = await t.login('reviewer');
    const other = await t.login('reviewer');
    const res = await change(token, {
      currentPassword: DEMO_PASSWORDS.reviewer,
      password: 'Fresh@2026pw',
      confirmPassword: 'Fresh@2026pw',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'reviewer', resetPassword: false });
    expect(res.headers.get(TOKEN_HEADER)).toBeTruthy();
    expect((await t.request('GET', '/api/auth/session', { token })).status).toBe(200);
    expect((await t.request('GET', '/api/auth/session', { token: other })).status).toBe(401);
    expect((await login('reviewer', DEMO_PASSWORDS.reviewer)).status).toBe(401);
    expect((await login('reviewer', 'Fresh@2026pw')).status).toBe(200);
  });

  it(`counts wrong current passwords like failed logins: after ${LOGIN_MAX_FAILURES} the right one gets 429`, async () => {
    const token = await t.login('viewer');
    const body = (currentPassword: string) => ({
      currentPassword,
      password: 'Fresh@2026pw',
      confirmPassword: 'Fresh@2026pw',
    });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await change(token, body('Wrong@12345'))).status).toBe(422);
    const locked = await change(token, body(DEMO_PASSWORDS.viewer));
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});
