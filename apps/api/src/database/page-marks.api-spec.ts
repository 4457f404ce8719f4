import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { seedBenchQuestions } from '../../test/bench-questions.js';
import { SEEK_FROM } from './page-marks.js';

/**
 * Far pages of the course and question lists (database/page-marks.ts): read from a mark, the page
 * is the one offset paging gives; a write clears the marks; null sort values at the end still show.
 */
describe('far pages through page marks', () => {
  let t: TestApp;
  let admin: string;
  const ids = (body: { courses?: { courseId: number }[]; questions?: { questionId: number }[] }) =>
    (body.courses ?? []).map((c) => c.courseId).concat((body.questions ?? []).map((q) => q.questionId));

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  describe('course list', () => {
    const ADDED = 300;
    const courses = (query: string) =>
      t.request('GET', `/api/courses/165.1.1./getList?limit=10&clientLang=en${query}`, { token: admin });
    /** The added courses in the list's order by English name: they sort after every demo course. */
    let added: number[];
    let before: number;

    beforeAll(async () => {
      // Beside a demo course the admin lists, before any list is read (and counted).
      const [seen] = await t.sql<{ scope_id: number; course_type: string }>(
        `select scope_id, course_type from course where course_code = 'CSE101'`,
      );
      added = (
        await t.sql<{ id: number }>(
          `insert into course (scope_id, name, course_type, course_code)
           select ?, jsonb_build_object('ar', 'مقرر ' || n, 'en', 'zz course ' || lpad(n::text, 3, '0')), ?,
             case when n > ? then null else 'ZZ' || lpad(n::text, 3, '0') end
           from generate_series(1, ?) n order by n returning id`,
          [seen.scope_id, seen.course_type, ADDED - 5, ADDED],
        )
      ).map((r) => r.id);
      before = (await courses('&page=1&orderBy=courseName')).body.totalItems - ADDED;
    });

    /** Page `page` of the list by name, as the added courses' positions say it must be. */
    const expected = (page: number, shift = 0) =>
      Array.from({ length: 10 }, (_, i) => (page - 1) * 10 + i - before - shift).map((k) =>
        k < 0 ? undefined : added[k],
      );

    it('answers a far page the same read by offset, again from its mark, and its next page from its last row', async () => {
      const page = Math.ceil((before + 200) / 10);
      expect((page - 1) * 10).toBeGreaterThanOrEqual(SEEK_FROM);
      const first = await courses(`&page=${page}&orderBy=courseName`);
      expect(first.status).toBe(200);
      expect(ids(first.body)).toEqual(expected(page));
      expect(first.body.courses[0].index).toBe((page - 1) * 10 + 1);
      const again = await courses(`&page=${page}&orderBy=courseName`);
      expect(again.body).toEqual(first.body);
      for (const p of [page + 1, page + 4, page - 1])
        expect(ids((await courses(`&page=${p}&orderBy=courseName`)).body)).toEqual(expected(p));
      const desc = await courses(`&page=${page}&orderBy=courseName&desc=true`);
      const all = before + ADDED;
      expect(ids(desc.body)).toEqual(
        Array.from({ length: 10 }, (_, i) => added[all - (page - 1) * 10 - i - 1 - before]),
      );
    });

    it('forgets its marks on a write: a course added before them moves the far page by one', async () => {
      const page = Math.ceil((before + 250) / 10);
      expect(ids((await courses(`&page=${page}&orderBy=courseName`)).body)).toEqual(expected(page));
      await courses(`&page=${page + 1}&orderBy=courseName`);
      const [seen] = (await courses('&page=1')).body.courses as {
        scopeId: number;
        baID: string;
        studyPlanId: number;
      }[];
      const add = await t.request('POST', '/api/courses/165.1.1./add', {
        token: admin,
        body: {
          scopeId: seen.scopeId,
          name: { ar: 'مقرر أول', en: 'zz course 000' },
          courseType: seen.baID,
          studyPlanId: seen.studyPlanId,
          courseCode: 'ZZ000',
          flexibleIlos: false,
        },
      });
      expect([add.status, add.body.fields]).toEqual([200, undefined]);
      const moved = (await courses(`&page=${page}&orderBy=courseName`)).body;
      expect(ids(moved).slice(1)).toEqual(expected(page).slice(0, 9));
      added.unshift(add.body.courseId);
    });

    it('shows the courses without a code, which an ascending order puts last, on the last pages', async () => {
      const total = (await courses('&page=1&orderBy=courseCode')).body.totalItems;
      const last = Math.ceil(total / 10);
      const lastIds = [];
      // The pages before the last are read first, so the last ones are read from marks.
      for (const p of [last - 2, last - 1, last])
        lastIds.push(...ids((await courses(`&page=${p}&orderBy=courseCode`)).body));
      expect(lastIds.slice(-5)).toEqual(added.slice(-5));
      expect(lastIds.slice(-15, -5)).toEqual(added.slice(-15, -5));
    });
  });

  describe('question list', () => {
    let courseId: number;
    let truth: (order: string) => Promise<number[]>;
    const questions = (query: string) =>
      t.request('GET', `/api/questions/165.2.1./getList?courseId=${courseId}&limit=10${query}`, {
        token: admin,
      });

    beforeAll(async () => {
      [{ id: courseId }] = await t.sql<{ id: number }>(`select id from course where course_code = 'MTH501'`);
      await seedBenchQuestions(t.running.database.orm, 400, [courseId], { plantEvery: 1000 });
      // The highest ids have no difficulty: ascending, they come last.
      await t.sql(
        `update question set difficulty = case when id > (select max(id) - 7 from question where course_id = ?)
           then null else (id % 97) / 100.0 end where course_id = ?`,
        [courseId, courseId],
      );
      truth = async (order) =>
        (
          await t.sql<{ id: number }>(
            `select id from question where course_id = ? and status <> '5.5.' order by ${order}`,
            [courseId],
          )
        ).map((r) => r.id);
    });

    it('answers far pages from marks as offset paging does, newest first', async () => {
      const all = await truth('updated_at desc, id desc');
      expect(all.length).toBeGreaterThan(SEEK_FROM + 100);
      for (const page of [25, 25, 26, 30, 24])
        expect(ids((await questions(`&page=${page}`)).body)).toEqual(all.slice((page - 1) * 10, page * 10));
    });

    it('reaches the questions without a difficulty at the end of an ascending order', async () => {
      const all = await truth('difficulty asc, id asc');
      const last = Math.ceil(all.length / 10);
      for (const page of [last - 2, last - 1, last, last - 1])
        expect(ids((await questions(`&page=${page}&orderBy=difficulty&desc=false`)).body)).toEqual(
          all.slice((page - 1) * 10, page * 10),
        );
    });
  });
});
