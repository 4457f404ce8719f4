import { type DashboardFigures, reportPaths } from '@mizan/domain/reports';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { userWith } from '../../test/questions.js';

/** The dashboard's live figures (issue 18 part 6): each for an app the user views, in the user's scope. */
describe('dashboard figures API', () => {
  let t: TestApp;
  const get = async (token: string) => {
    const res = await t.request('GET', reportPaths.dashboard, { token });
    expect(res.status).toBe(200);
    return res.body as DashboardFigures;
  };
  /** The independent counts at or under a scope (by its code). */
  const questions = async (code: string, where: string) =>
    (
      await t.sql<{ n: number }>(
        `select count(*)::int as n from question q join course c on c.id = q.course_id join scope s on s.id = c.scope_id
         where s.path like (select path from scope where code = ?) || '%' and ${where}`,
        [code],
      )
    )[0].n;

  beforeAll(async () => {
    t = await startTestApp();
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('gives the admin every figure over the university, counted as the tables say', async () => {
    const admin = await t.login('admin');
    const f = await get(admin);
    expect(f.pendingReview).toBe(await questions('UNI', "q.status = '5.2.'"));
    expect(f.questions).toBe(await questions('UNI', "q.status <> '5.5.'"));
    expect(f.needToFix).toBe(0);
    expect(typeof f.examsThisWeek).toBe('number');
    const [{ n }] = await t.sql<{ n: number }>(
      "select count(*)::int as n from reserve_exam where status = '34.1.' and withdrawn_at is null",
    );
    expect(f.reservationsWaiting).toBe(n);
  });

  it('counts only in the user scope and only for the apps the user views', async () => {
    const { token } = await userWith(t, 'dash-eng', 'ENG', { '165.2.2.': ['9.2.'] });
    expect(await get(token)).toEqual({ pendingReview: await questions('ENG', "q.status = '5.2.'") });
    const { token: none } = await userWith(t, 'dash-none', 'ENG', {});
    expect(await get(none)).toEqual({});
    expect((await t.request('GET', reportPaths.dashboard)).status).toBe(401);
  });

  it('moves with the bank: a measured question off its estimate needs fixing', async () => {
    const admin = await t.login('admin');
    const [q] = await t.sql<{ id: number }>(
      "select id from question where status = '5.3.' and difficulty is not null order by id limit 1",
    );
    await t.sql(
      'update question set measured_difficulty = least(1, difficulty + 0.3), measured_answers = 40 where id = ?',
      [q.id],
    );
    expect((await get(admin)).needToFix).toBe(1);
  });

  it('keeps the counts with the bank when a course goes with its deleted questions', async () => {
    const admin = await t.login('admin');
    const [course] = await t.sql<{ id: number }>(
      `insert into course (scope_id, name, course_type, course_code, active)
       select scope_id, '{"ar": "مقرر للحذف", "en": "Course to delete"}'::jsonb, course_type, 'DEL101', true
       from course order by id limit 1 returning id`,
    );
    await t.sql(
      `insert into question (course_id, question_type, status, language, content, text_plain, text_norm, creator_id, updated_by)
       select ?, '3.4.', '5.5.', '4.1.', '{}', 'x', 'x', id, id from app_user where username = 'admin'`,
      [course.id],
    );
    const counted = () =>
      t.sql<{ n: number }>('select n from question_status_count where course_id = ?', [course.id]);
    expect(await counted()).toEqual([{ n: 1 }]);
    const res = await t.request('DELETE', `/api/courses/165.1.1./${course.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(await counted()).toEqual([]);
    const [{ off }] = await t.sql<{ off: number }>(
      `select count(*)::int as off from (select course_id, status, question_type, language, count(*)::int as n
         from question group by 1, 2, 3, 4) q
       full join question_status_count c using (course_id, status, question_type, language)
       where coalesce(q.n, 0) <> coalesce(c.n, 0)`,
    );
    expect(off).toBe(0);
    const [{ offTotal }] = await t.sql<{ offTotal: number }>(
      `select count(*)::int as "offTotal" from (select course_id, status, count(*)::int as n from question group by 1, 2) q
       full join question_status_total c using (course_id, status)
       where coalesce(q.n, 0) <> coalesce(c.n, 0)`,
    );
    expect(offTotal).toBe(0);
  });
});
