import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { seedBenchCourses } from '../../test/bench-courses.js';

describe('165.1.1. bench data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('adds courses with ILOs and subjects that the list finds and filters', async () => {
    await seedBenchCourses(t.running.database.orm, 600);
    await seedBenchCourses(t.running.database.orm, 60);
    const [row] = await t.sql<{ courses: number; ilos: number; subjects: number; links: number }>(
      `select count(*)::int as courses, (select count(*)::int from course_ilo i join course c on c.id = i.course_id where c.course_code like 'BN%') as ilos,
         (select count(*)::int from subject s join course c on c.id = s.course_id where c.course_code like 'BN%') as subjects,
         (select count(*)::int from subject_ilo) as links
       from course where course_code like 'BN%'`,
    );
    expect(row).toMatchObject({ courses: 660, ilos: 2640, subjects: 1980 });
    const admin = await t.login('admin');
    const all = await t.request('GET', '/api/courses/165.1.1./getList', { token: admin });
    expect(all.body.totalItems).toBe(720);
    const named = await t.request(
      'GET',
      '/api/courses/165.1.1./getList?courseName=Applied%20Design&activeStatus=1',
      {
        token: admin,
      },
    );
    expect(named.status).toBe(200);
    expect(named.body.totalItems).toBeGreaterThan(0);
  });
});
