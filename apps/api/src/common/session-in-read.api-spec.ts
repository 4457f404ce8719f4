import { TOKEN_HEADER } from '@mizan/domain/auth';
import { MESSAGES } from '@mizan/domain/messages';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { until } from '../../test/until.js';

/**
 * The four lists check the session inside their page's statement once this process has seen it
 * (session-in-read.ts). What changes between two reads, written to the database as
 * another process or an administrator would, is honoured by the very next read.
 */
describe('lists check the session in their own statement', () => {
  let t: TestApp;
  let lists: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    const [{ course_id }] = await t.sql<{ course_id: number }>(
      'select course_id from question group by course_id order by count(*) desc limit 1',
    );
    lists = {
      courses: '/api/courses/165.1.1./getList?limit=10&page=1',
      subjects: `/api/subjects/165.1.2.?courseId=${course_id}`,
      questions: `/api/questions/165.2.1./getList?courseId=${course_id}&limit=10&page=1`,
      review: `/api/review-questions/165.2.2./getList?courseId=${course_id}&limit=10&page=1`,
    };
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  /** A session that has read the lists once (so each next read checks it in its statement). */
  async function seenSession(
    username = 'admin',
    paths = Object.values(lists),
  ): Promise<{ token: string; id: string }> {
    const token = await t.login(username);
    for (const path of paths) expect((await t.request('GET', path, { token })).status).toBe(200);
    const [{ id }] = await t.sql<{ id: string }>(
      'select id from user_session where user_id = (select id from app_user where username = ?) order by created_at desc limit 1',
      [username],
    );
    return { token, id };
  }

  it("answers the same page again, with a fresh token, and slides the session's expiry", async () => {
    const { token, id } = await seenSession();
    for (const path of Object.values(lists)) {
      const first = await t.request('GET', path, { token });
      await t.sql("update user_session set expires_at = now() + interval '60 seconds' where id = ?", [id]);
      const again = await t.request('GET', path, { token });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      // The rider's marks on the page's rows stay out of the answer.
      expect(JSON.stringify(again.body)).not.toContain('_rider');
      expect(again.headers.get(TOKEN_HEADER)).toBeTruthy();
      // The slide is written beside the answer, not before it.
      await until(async () => {
        const [row] = await t.sql<{ left_s: number }>(
          'select extract(epoch from expires_at - now())::int as left_s from user_session where id = ?',
          [id],
        );
        return row.left_s > t.config.sessionDuration - 30;
      }, 5000);
    }
  });

  it('refuses every list with 401 and no token once the session is revoked or expired elsewhere', async () => {
    for (const end of ['revoked_at = now()', "expires_at = now() - interval '1 second'"]) {
      const { token, id } = await seenSession();
      await t.sql(`update user_session set ${end} where id = ?`, [id]);
      for (const path of Object.values(lists)) {
        const res = await t.request('GET', path, { token });
        expect([path, res.status]).toEqual([path, 401]);
        expect(res.body).toEqual({ message: MESSAGES.unauthorized });
        expect(res.headers.get(TOKEN_HEADER)).toBeNull();
      }
      // Bad input is no way around it: the session is checked before a refusal of the query is given.
      const bad = await t.request('GET', `${lists.questions}&limit=abc`, { token });
      expect(bad.status).toBe(401);
      expect(bad.headers.get(TOKEN_HEADER)).toBeNull();
    }
    // A live session's bad query gets the query's own refusal, with a fresh token.
    const { token } = await seenSession();
    const bad = await t.request('GET', `${lists.questions}&limit=abc`, { token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields)).toEqual(['limit']);
    expect(bad.headers.get(TOKEN_HEADER)).toBeTruthy();
  });

  it('follows a right taken away and a forced reset set between two reads', async () => {
    const { token } = await seenSession('admin', [lists.review]);
    const [{ rights }] = await t.sql<{ rights: string }>(
      `select rights::text as rights from app_user where username = 'admin'`,
    );
    await t.sql(`update app_user set rights = rights - '165.2.2.' where username = 'admin'`);
    try {
      const res = await t.request('GET', lists.review, { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MESSAGES.forbidden });
    } finally {
      await t.sql(`update app_user set rights = ?::jsonb where username = 'admin'`, [rights]);
    }
    expect((await t.request('GET', lists.review, { token })).status).toBe(200);
    // Rights changed but the list's own still held: the page is read again on the rights as they are now.
    const before = (await t.request('GET', lists.review, { token })).body;
    expect(before.rights).toContain('9.15.');
    await t.sql(
      `update app_user set rights = jsonb_set(rights, '{165.2.2.}', (rights->'165.2.2.') - '9.15.') where username = 'admin'`,
    );
    try {
      const res = await t.request('GET', lists.review, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...before, rights: before.rights.filter((r: string) => r !== '9.15.') });
    } finally {
      await t.sql(`update app_user set rights = ?::jsonb where username = 'admin'`, [rights]);
    }
    const { token: admin } = await seenSession();
    await t.sql(`update app_user set reset_password = true where username = 'admin'`);
    try {
      const res = await t.request('GET', lists.courses, { token: admin });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MESSAGES.forcedReset });
    } finally {
      await t.sql(`update app_user set reset_password = false where username = 'admin'`);
    }
  });

  it('reads the page of the scope selected since the last read (in another process), not the one before', async () => {
    const ids = await t.scopeIds();
    const { token } = await seenSession();
    const whole = (await t.request('GET', lists.courses, { token })).body.totalItems;
    await t.sql(`update app_user set selected_scope_id = ? where username = 'admin'`, [ids['SCI-MTH']]);
    try {
      const narrowed = await t.request('GET', lists.courses, { token });
      expect(narrowed.status).toBe(200);
      const fresh = await t.request('GET', lists.courses, { token: await t.login('admin') });
      expect(narrowed.body).toEqual(fresh.body);
      expect(narrowed.body.totalItems).toBeLessThan(whole);
    } finally {
      await t.sql(`update app_user set selected_scope_id = scope_id where username = 'admin'`);
    }
  });
});
