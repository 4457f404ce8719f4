import { REPORT_MESSAGES, reportPaths, type ExamsCreatorsResponse } from '@mizan/domain/reports';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';

describe('165.4.3. exams creators API', () => {
  let t: TestApp;
  let admin: string;
  let courseId: number;
  let creatorId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    [{ courseId, creatorId }] = await t.sql<{ courseId: number; creatorId: number }>(
      'select course_id as "courseId", created_by as "creatorId" from exam where created_by is not null limit 1',
    );
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it("lists each creator's exams, models and states of the course, as stored (demo exams)", async () => {
    const res = await t.request('GET', `${reportPaths.examsCreators}?courseId=${courseId}`, { token: admin });
    expect(res.status).toBe(200);
    const body = res.body as ExamsCreatorsResponse;
    const [{ exams, models }] = await t.sql<{ exams: number; models: number }>(
      `select count(distinct e.id)::int as exams, count(m.id)::int as models from exam e
       left join exam_model m on m.exam_id = e.id where e.course_id = ? and e.created_by = ?`,
      [courseId, creatorId],
    );
    const row = body.creators.find((c) => c.creatorId === creatorId)!;
    expect(row).toMatchObject({ exams, models });
    expect(Object.values(row.states).reduce((a, b) => a + b, 0)).toBe(exams);
    const one = await t.request('GET', reportPaths.examsCreator(courseId, creatorId), { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.exams).toHaveLength(exams);
    expect(one.body.exams.reduce((n: number, e: { models: number }) => n + e.models, 0)).toBe(models);
  });

  it('says why when there is nothing, refuses bad input and other scopes', async () => {
    const [{ empty }] = await t.sql<{ empty: number }>(
      'select id as empty from course c where not exists (select 1 from exam e where e.course_id = c.id) limit 1',
    );
    const none = await t.request('GET', `${reportPaths.examsCreators}?courseId=${empty}`, { token: admin });
    expect(none.status).toBe(404);
    expect(none.body.message).toEqual(REPORT_MESSAGES.courseNoExams);
    const nobody = await t.request('GET', reportPaths.examsCreator(courseId, 999999), { token: admin });
    expect(nobody.body.message).toEqual(REPORT_MESSAGES.creatorNoExams);
    expect((await t.request('GET', reportPaths.examsCreators, { token: admin })).status).toBe(422);
    expect(
      (await t.request('GET', `/api/reports/165.4.3./exams-creators/${courseId}/abc`, { token: admin }))
        .status,
    ).toBe(404);
    const creator = await t.login('creator');
    expect(
      (await t.request('GET', `${reportPaths.examsCreators}?courseId=${courseId}`, { token: creator }))
        .status,
    ).toBe(403);
  });

  it('exports to Excel', async () => {
    const res = await t.request('GET', `${reportPaths.examsCreators}?courseId=${courseId}&format=xlsx`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
  });
});
