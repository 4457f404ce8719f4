import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '@mizan/domain/auth';
import { fill } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { SLOWDOWN_STEP_MS } from './login-throttle.js';

describe('login throttle: per user name and address, a slowdown (not a lock) for the name', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so each test client can come from an address of its own.
    t = await startTestApp({ trustProxy: true });
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());
  beforeEach(() => t.sql('delete from login_failure'));

  const attempt = (username: string, password: string, ip: string) =>
    t.request('POST', '/api/auth/login', {
      body: { username, password },
      headers: { 'X-Forwarded-For': ip },
    });

  it('locks out the guessing address, and lets the user in with the right password from their own', async () => {
    for (let i = 1; i <= LOGIN_MAX_FAILURES; i++)
      expect((await attempt('creator', `Wrong@${i}xx`, '203.0.113.7')).status).toBe(401);
    const locked = await attempt('creator', 'Creator@12345', '203.0.113.7');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(locked.body).toEqual({
      message: fill(MESSAGES.tooManyAttempts, { minutes: LOGIN_WINDOW_MINUTES }),
    });
    // The real user, elsewhere: slowed down, not locked out.
    const own = await attempt('creator', 'Creator@12345', '198.51.100.20');
    expect(own.status).toBe(200);
    // Their success does not unlock the guesser.
    expect((await attempt('creator', 'Creator@12345', '203.0.113.7')).status).toBe(429);
    // Another user name from the guessing address is not locked either.
    expect((await attempt('viewer', 'Viewer@12345', '203.0.113.7')).status).toBe(200);
  });

  it('slows every attempt at a user name failing from many addresses, and never locks it', async () => {
    // One failure from each of many addresses: no address reaches the lock.
    const failures = LOGIN_MAX_FAILURES * 2;
    for (let i = 0; i < failures; i++)
      expect((await attempt('reviewer', 'Wrong@1xx', `192.0.2.${i + 1}`)).status).toBe(401);
    const expected = (failures - LOGIN_MAX_FAILURES + 1) * SLOWDOWN_STEP_MS;
    let started = Date.now();
    expect((await attempt('reviewer', 'Wrong@1xx', '192.0.2.200')).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(expected - 50);
    // The right password from a new address gets in, after the wait.
    started = Date.now();
    expect((await attempt('reviewer', 'Reviewer@12345', '198.51.100.30')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(expected - 50);
    // Parallel guesses at a slowed name are taken one at a time: three take three waits.
    started = Date.now();
    const parallel = await Promise.all(
      [1, 2, 3].map((i) => attempt('reviewer', 'Wrong@2xx', `192.0.2.${100 + i}`)),
    );
    expect(parallel.map((r) => r.status)).toEqual([401, 401, 401]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * expected - 50);
    // Another user name is not slowed: asked beside one more guess at the slowed name, it is answered
    // while that guess still waits out its delay. Compared with the guess rather than a clock, as a
    // loaded machine can take more than a step to hash one password.
    const delay = (failures + 1 + 3 - LOGIN_MAX_FAILURES + 1) * SLOWDOWN_STEP_MS;
    let guessedAt = 0;
    const guess = attempt('reviewer', 'Wrong@3xx', '192.0.2.150').then((r) => {
      guessedAt = Date.now();
      return r;
    });
    expect((await attempt('viewer', 'Viewer@12345', '192.0.2.1')).status).toBe(200);
    const viewerAt = Date.now();
    expect((await guess).status).toBe(401);
    expect(guessedAt - viewerAt).toBeGreaterThan(delay / 2);
  }, 60_000);
});
