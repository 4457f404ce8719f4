import { examPaths } from '@mizan/domain/exam-generation';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import { type DashboardFigures, type ReportChangedEvent, reportPaths } from '@mizan/domain/reports';
import { reserveExamPaths } from '@mizan/domain/reserve-exam';
import { io, type Socket } from 'socket.io-client';
import { examBody } from '../../test/exams.js';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { userWith } from '../../test/questions.js';

const DAY_MS = 86_400_000;

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

  it('is live: an exam and a reservation request made by another user move the figures of an open dashboard', async () => {
    const admin = await t.login('admin');
    const committee = await t.login('examcreator');
    const scopes = await t.scopeIds();
    // A course of the exam committee's faculty with approved questions (an exam needs some).
    const [course] = await t.sql<{ id: number }>(
      `select c.id from course c join scope s on s.id = c.scope_id join scope f on f.code = 'SCI'
       where s.path like f.path || '%' and exists (select 1 from question q where q.course_id = c.id and q.status = '5.3.')
       order by c.id limit 1`,
    );
    const [hall] = await t.sql<{ id: number }>(
      `select h.id from exam_hall h join exam_centre c on c.id = h.centre_id join scope s on s.id = c.scope_id
       where s.code = 'SCI' and h.active order by h.seats desc limit 1`,
    );
    const socket: Socket = io(t.url, {
      path: SOCKET_PATH,
      auth: { token: admin },
      transports: ['websocket'],
      forceNew: true,
    });
    const heard = (app: string) =>
      new Promise<ReportChangedEvent>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no 'report:changed' for ${app} within 5 s`)), 5000);
        const listener = (e: ReportChangedEvent) => {
          if (!e.apps.includes(app as never)) return;
          clearTimeout(timer);
          socket.off('report:changed', listener);
          resolve(e);
        };
        socket.on('report:changed', listener);
      });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(await socket.emitWithAck('report:watch', { scopeId: scopes.UNI })).toEqual({ ok: true });
      const before = await get(admin);

      // An exam of next month (its creation tells no room: nobody has it open), then moved into this week.
      const later = examBody(course.id, { startsAt: new Date(Date.now() + 30 * DAY_MS).toISOString() });
      const added = await t.request('POST', examPaths.add('165.7.1.'), { token: committee, body: later });
      expect(added.status === 200 ? 'added' : added.text).toBe('added');
      const exam = heard('165.7.1.');
      const moved = await t.request('PUT', examPaths.view('165.7.1.', added.body.examId), {
        token: committee,
        body: {
          ...later,
          courseId: undefined,
          startsAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
          version: 0,
        },
      });
      expect(moved.status === 200 ? 'moved' : moved.text).toBe('moved');
      expect(await exam).toMatchObject({ scopeId: scopes.UNI, courseIds: [course.id] });
      expect((await get(admin)).examsThisWeek).toBe((before.examsThisWeek ?? 0) + 1);

      const reservation = heard('165.7.2.');
      const start = new Date(Date.now() + 30 * DAY_MS);
      start.setUTCHours(8, 0, 0, 0);
      const requested = await t.request('POST', reserveExamPaths.add, {
        token: committee,
        body: {
          courseId: course.id,
          students: 10,
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
          hallIds: [hall.id],
        },
      });
      expect(requested.status === 201 ? 'requested' : requested.text).toBe('requested');
      expect(await reservation).toMatchObject({ scopeId: scopes.UNI, courseIds: [course.id] });
      expect((await get(admin)).reservationsWaiting).toBe((before.reservationsWaiting ?? 0) + 1);
    } finally {
      socket.disconnect();
    }
  });

  it("counts in the courses of the user's stage, as the reports", async () => {
    const rights = { '165.2.2.': ['9.2.'], '165.4.1.': ['9.2.'], '165.7.1.': ['9.2.'], '165.7.2.': ['9.2.'] };
    const { userId } = await userWith(t, 'dash-stage', 'UNI', rights as never);
    const types = { '33.1.': "('15.1.', '15.2.', '15.3.')", '33.2.': "('15.4.', '15.5.', '15.6.')" };
    for (const [stage, inTypes] of Object.entries(types)) {
      await t.sql('update app_user set active_stage = ? where id = ?', [stage, userId]);
      const f = await get(await t.login('dash-stage', 'Tester@12345'));
      const count = async (sql: string) => (await t.sql<{ n: number }>(sql))[0].n;
      expect({ stage, ...f }).toEqual({
        stage,
        pendingReview: await questions('UNI', `q.status = '5.2.' and c.course_type in ${inTypes}`),
        questions: await questions('UNI', `q.status <> '5.5.' and c.course_type in ${inTypes}`),
        examsThisWeek: await count(
          `select count(*)::int as n from exam e join course c on c.id = e.course_id
           where c.course_type in ${inTypes} and e.starts_at >= now() and e.starts_at < now() + interval '7 days'`,
        ),
        reservationsWaiting: await count(
          `select count(*)::int as n from reserve_exam r join course c on c.id = r.course_id
           where c.course_type in ${inTypes} and r.status = '34.1.' and r.withdrawn_at is null`,
        ),
      });
    }
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
