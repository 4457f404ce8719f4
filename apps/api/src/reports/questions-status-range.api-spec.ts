import { type CourseTypeCode, QUESTION_STATUSES } from '@mizan/domain/codes';
import {
  reportPaths,
  type StatusStatsCoursesResponse,
  type StatusStatsResponse,
} from '@mizan/domain/reports';
import { seedBenchQuestions } from '../../test/bench-questions.js';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { type CourseStatusCounts, QuestionStatsReader } from '../questions/question-stats.reader.js';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The status statistics with a date range read the counts the triggers keep per creation day and
 * month (Migration20261125600000); these tests hold them to the exact count of the question rows
 * after inserts, status changes, moved creation dates and deletes, for ranges inside a month,
 * across months, month-aligned, open at either end and random ones; and every number of the
 * report to the courses its drill-down lists.
 */
describe('165.4.1. status counts by creation day: the same as counting the questions', () => {
  let t: TestApp;
  let reader: QuestionStatsReader;
  let uni: string;
  let admin: string;
  let scopes: Record<string, number>;

  /** The exact count: question rows per course and status created on the range's UTC days. */
  const exact = async (
    path: string,
    from?: string,
    to?: string,
    courseTypes?: string[],
    questionType?: string,
  ) => {
    const rows = await t.sql<{ course_id: number; status: string; n: number }>(
      `select q.course_id, q.status, count(*)::int as n
       from question q join course c on c.id = q.course_id join scope s on s.id = c.scope_id
       where s.path like ? and (q.created_at at time zone 'UTC')::date between ?::date and ?::date
         ${courseTypes ? `and c.course_type in (${courseTypes.map(() => '?').join(', ')})` : ''}
         ${questionType ? 'and q.question_type = ?' : ''}
       group by q.course_id, q.status`,
      [
        `${path}%`,
        from ?? '-infinity',
        to ?? 'infinity',
        ...(courseTypes ?? []),
        ...(questionType ? [questionType] : []),
      ],
    );
    return Object.fromEntries(rows.map((r) => [`${r.course_id} ${r.status}`, r.n]));
  };
  const flat = (courses: CourseStatusCounts[]) =>
    Object.fromEntries(
      courses.flatMap((c) => Object.entries(c.counts).map(([s, n]) => [`${c.courseId} ${s}`, n])),
    );

  beforeAll(async () => {
    t = await startTestApp();
    reader = t.running.app.get(QuestionStatsReader, { strict: false });
    [{ path: uni }] = await t.sql<{ path: string }>("select path from scope where code = 'UNI'");
    admin = await t.login('admin');
    scopes = await t.scopeIds();
    const courseIds = (await t.sql<{ id: number }>('select id from course order by id')).map((r) => r.id);
    // Inserted in one statement, created over the past 375 days (the bench seeder).
    await seedBenchQuestions(t.running.database.orm, 3000, courseIds, { plantEvery: 100 });
    // Status changes, creation dates moved across days and months, both at once, and deletes.
    await t.sql("update question set status = '5.3.' where id % 7 = 1 and status <> '5.3.'");
    await t.sql("update question set created_at = created_at - interval '17 days' where id % 5 = 2");
    await t.sql(
      "update question set created_at = created_at + interval '40 days', status = '5.2.' where id % 11 = 3",
    );
    await t.sql('delete from question where id % 13 = 4 and id > (select max(id) - 3000 from question)');
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('every range answers as the count of the questions: months, days and open ends', async () => {
    const today = Date.now();
    const month = (back: number, day: number) => {
      const d = new Date(today);
      return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, day));
    };
    const ranges: [string | undefined, string | undefined][] = [
      [iso(today - 400 * DAY_MS), iso(today + DAY_MS)],
      [month(3, 3), month(3, 20)], // inside one month
      [month(7, 1), month(3, 0)], // whole months: the 1st to the last day of a later month
      [month(7, 1), month(3, 12)],
      [month(7, 18), month(3, 0)],
      [month(5, 28), month(4, 2)], // across one month boundary, no whole month
      [month(6, 1), month(6, 1)], // one day
      [month(2, 10), undefined],
      [undefined, month(2, 10)],
      [month(2, 1), undefined],
      [undefined, month(2, 0)],
      ['2024-02-01', '2024-02-29'],
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 20; i++) {
      const a = today - Math.floor(random() * 420) * DAY_MS;
      ranges.push([iso(a), iso(a + Math.floor(random() * 200) * DAY_MS)]);
    }
    for (const [from, to] of ranges) {
      const got = flat(await reader.statusByCourse({ scopePath: uni, from, to }));
      expect({ from, to, counts: got }).toEqual({ from, to, counts: await exact(uni, from, to) });
    }
    expect(Object.keys(await exact(uni, ranges[0][0], ranges[0][1])).length).toBeGreaterThan(20);
  });

  it('a stage (course types), a scope under the university and a question type narrow both alike', async () => {
    const [{ path }] = await t.sql<{ path: string }>("select path from scope where code = 'ENG'");
    const from = iso(Date.now() - 200 * DAY_MS);
    const to = iso(Date.now() - 20 * DAY_MS);
    const types: CourseTypeCode[] = ['15.1.', '15.2.', '15.3.'];
    expect(flat(await reader.statusByCourse({ scopePath: path, courseTypes: types, from, to }))).toEqual(
      await exact(path, from, to, types),
    );
    // A type with a range counts the questions (type is not in the day tables' key): the same days.
    expect(flat(await reader.statusByCourse({ scopePath: path, questionType: '3.2.', from, to }))).toEqual(
      await exact(path, from, to, undefined, '3.2.'),
    );
  });

  it('every number of the report is what its drill-down lists, with a type and a date range', async () => {
    const query = `scopeId=${scopes.UNI}&distribution=2&questionType=3.2.&from=${iso(Date.now() - 300 * DAY_MS)}`;
    const stats = (await t.request('GET', `${reportPaths.statusStats}?${query}`, { token: admin }))
      .body as StatusStatsResponse;
    expect(stats.rows.length).toBeGreaterThan(1);
    for (const row of stats.rows)
      for (const status of [null, ...Object.keys(QUESTION_STATUSES)] as (keyof typeof row.counts | null)[]) {
        const res = await t.request(
          'GET',
          `${reportPaths.statusStatsCourses}?${query}&rowId=${row.id}${status ? `&status=${status}` : ''}&limit=100`,
          { token: admin },
        );
        const behind = res.body as StatusStatsCoursesResponse;
        const sum = behind.courses.reduce((n, c) => n + (status ? c.counts[status] : c.total), 0);
        expect({ row: row.id, status, sum }).toEqual({
          row: row.id,
          status,
          sum: status ? row.counts[status] : row.total,
        });
      }
  });
});
