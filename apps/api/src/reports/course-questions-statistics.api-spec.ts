import { REPORT_MESSAGES, reportPaths, type CourseStatsResponse } from '@mizan/domain/reports';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { userWith } from '../../test/questions.js';

describe('165.4.2. course questions statistics API', () => {
  let t: TestApp;
  let admin: string;
  let courseId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    [{ courseId }] = await t.sql<{ courseId: number }>(
      'select course_id as "courseId" from question group by course_id order by count(*) desc limit 1',
    );
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('counts the course bank by subject x type x status, difficulty, ILO and people, as stored', async () => {
    const res = await t.request('GET', reportPaths.courseStats(courseId), { token: admin });
    expect(res.status).toBe(200);
    const body = res.body as CourseStatsResponse;
    const [{ n, live, approvedLinks }] = await t.sql<{ n: number; live: number; approvedLinks: number }>(
      `select count(*)::int as n, (count(*) filter (where status <> '5.5.'))::int as live,
         (select count(*)::int from question_ilo qi join question q2 on q2.id = qi.question_id
          where q2.course_id = ? and q2.status = '5.3.') as "approvedLinks"
       from question where course_id = ?`,
      [courseId, courseId],
    );
    expect(body.cells.reduce((s, c) => s + c.count, 0)).toBe(n);
    expect(body.difficulty.bins.reduce((s, b) => s + b.count, 0) + body.difficulty.none).toBe(live);
    expect(body.difficulty.bins.map((b) => [b.from, b.to])).toEqual([
      [0, 0.2],
      [0.2, 0.4],
      [0.4, 0.6],
      [0.6, 0.8],
      [0.8, 1],
    ]);
    expect(body.iloCoverage.reduce((s, i) => s + i.approved, 0)).toBe(approvedLinks);
    const [{ created }] = await t.sql<{ created: number }>(
      "select count(*)::int as created from question_event where course_id = ? and kind = 'created'",
      [courseId],
    );
    expect(body.activity.reduce((s, a) => s + a.created, 0)).toBe(created);
    expect(body.subjects.length).toBeGreaterThan(0);
  });

  it('says so for a course without questions, 404 outside the scope, 403 without the right', async () => {
    const [{ empty }] = await t.sql<{ empty: number }>(
      'select id as empty from course c where not exists (select 1 from question q where q.course_id = c.id) limit 1',
    );
    const none = await t.request('GET', reportPaths.courseStats(empty), { token: admin });
    expect(none.status).toBe(404);
    expect(none.body.message).toEqual(REPORT_MESSAGES.courseNoQuestions);
    const [{ scope }] = await t.sql<{ scope: string }>(
      `select s2.code as scope from course c join scope s on s.id = c.scope_id
       join scope s2 on s2.level = 2 and s.path like s2.path || '%' where c.id = ?`,
      [courseId],
    );
    const other = (await userWith(t, 'hod-other', scope === 'ENG' ? 'SCI' : 'ENG', { '165.4.2.': ['9.2.'] }))
      .token;
    expect((await t.request('GET', reportPaths.courseStats(courseId), { token: other })).status).toBe(404);
    const creator = await t.login('creator');
    expect((await t.request('GET', reportPaths.courseStats(courseId), { token: creator })).status).toBe(403);
    expect(
      (await t.request('GET', `${reportPaths.courseStats(courseId)}?format=doc`, { token: admin })).status,
    ).toBe(422);
  });

  it('exports every part as its own sheet', async () => {
    const res = await t.request('GET', `${reportPaths.courseStats(courseId)}?format=xlsx&lang=en`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/course-questions-statistics-\d+-en\.xlsx/);
  });

  it('the courses-list screen reads the shared course list for 165.4.2.', async () => {
    const res = await t.request('GET', `${reportPaths.coursesList}?limit=5`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.courses.length).toBe(5);
  });
});
