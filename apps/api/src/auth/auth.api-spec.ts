import { MESSAGES } from '@mizan/domain/messages';
import { startTestApp, type TestApp } from '../../test/harness.js';

describe('auth: login and session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('logs in with the demo admin and returns the session contract', async () => {
    const res = await t.request('POST', '/api/auth/login', {
      body: { username: 'admin', password: 'Admin@12345' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'admin', resetPassword: false, sessionDuration: 1800 });
    expect(res.body.apps).toContainEqual({ appId: '165.1.1.', rights: expect.arrayContaining(['9.3.']) });
  });

  it('answers a wrong password with one message that does not say which part was wrong', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'nope' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MESSAGES.invalidCredentials });
  });
});
