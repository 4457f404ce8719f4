import { COURSE_ILO_MESSAGES } from '@mizan/domain/course-ilos';
import { COURSE_MESSAGES } from '@mizan/domain/courses';
import { SUBJECT_MESSAGES } from '@mizan/domain/subjects';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { addQuestion, content, courseFixture } from '../../test/questions.js';
import { CourseHooks } from './course-hooks.js';

/**
 * The questions and exams areas plug in through CourseHooks at start-up; these tests run with their
 * real probes, listeners and sources, on questions saved through the questions API and exam rows.
 * A stand-in added for one test is removed after it (only it: the real ones stay registered).
 */
describe('165.1.1. course hooks for the questions and exams areas', () => {
  let t: TestApp;
  let admin: string;
  let hooks: CourseHooks;
  let registered: {
    courseContent: number;
    subjectContent: number;
    subjectIloUsage: number;
    iloReset: number;
  };
  const course = async (code: string) =>
    (await t.sql<{ id: number }>('select id from course where course_code = ?', [code]))[0].id;
  /** `item` is in `list` while `run` runs. */
  const during = async <T>(list: T[], item: T, run: () => Promise<void>) => {
    list.push(item);
    try {
      await run();
    } finally {
      list.splice(list.indexOf(item), 1);
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    hooks = t.running.app.get(CourseHooks);
    registered = {
      courseContent: hooks.courseContent.length,
      subjectContent: hooks.subjectContent.length,
      subjectIloUsage: hooks.subjectIloUsage.length,
      iloReset: hooks.iloReset.length,
    };
  }, BOOT_TIMEOUT);
  afterEach(() => {
    // No test leaves a stand-in behind or takes a real probe away.
    expect({
      courseContent: hooks.courseContent.length,
      subjectContent: hooks.subjectContent.length,
      subjectIloUsage: hooks.subjectIloUsage.length,
      iloReset: hooks.iloReset.length,
    }).toEqual(registered);
  });
  afterAll(() => t.close());

  it('the questions and exams areas have registered their probes and listeners', () => {
    expect(registered).toEqual({ courseContent: 2, subjectContent: 1, subjectIloUsage: 1, iloReset: 1 });
    expect([typeof hooks.electronicExams, typeof hooks.examRedirect]).toEqual(['function', 'function']);
  });
  /** An exam row of the course (the exams area's own API needs approved questions first). */
  const examOf = async (courseId: number, name: string, deliveryMode: '20.2.' | '20.3.') =>
    (
      await t.sql<{ id: number }>(
        `insert into exam (course_id, name, delivery_mode, starts_at, duration_minutes, total_degree, question_count,
           language, models_count, models_match) values (?, ?, ?, now(), 60, 10, 10, '4.2.', 1, '22.1.') returning id`,
        [courseId, name, deliveryMode],
      )
    )[0].id;

  it('flags ILOs that questions use as unRemovable, and refuses to untick them', async () => {
    const f = await courseFixture(t, 'PHY101');
    await addQuestion(t, admin, f, content(f, '3.4.', '<p>Uses the first ILO of its subject</p>'));
    const used = f.iloIds[0];
    const detail = await t.request('GET', `/api/subjects/165.1.2./${f.subjectId}?courseId=${f.courseId}`, {
      token: admin,
    });
    const flagged = detail.body.courseIlos.flatMap(
      (h: {
        ilos: {
          iloID: number;
          unRemovable: boolean;
          subIlos: { subIloID: number; unRemovable: boolean }[];
        }[];
      }) =>
        h.ilos.flatMap((i) => [
          { id: i.iloID, unRemovable: i.unRemovable },
          ...i.subIlos.map((s) => ({ id: s.subIloID, unRemovable: s.unRemovable })),
        ]),
    );
    expect(flagged.find((i: { id: number }) => i.id === used)?.unRemovable).toBe(true);
    const untick = await t.request('PUT', `/api/subjects/165.1.2./${f.subjectId}`, {
      token: admin,
      body: { courseId: f.courseId, subject: { txtSubjectName: 'Untick' } },
    });
    expect(untick.status).toBe(422);
    expect(untick.body.message).toEqual(SUBJECT_MESSAGES.iloUnremovable);
  });

  it('refuses to delete a subject with questions, and a course with exams', async () => {
    const f = await courseFixture(t, 'PHY201');
    await addQuestion(t, admin, f, content(f, '3.4.', '<p>Keeps its subject</p>'));
    const del = await t.request('DELETE', `/api/subjects/165.1.2./${f.subjectId}?courseId=${f.courseId}`, {
      token: admin,
    });
    expect(del.status).toBe(422);
    expect(del.body.message).toEqual(SUBJECT_MESSAGES.cannotDeleteSubject);

    // A new course has no subjects, ILOs or questions: only its exam holds it.
    const [plan] = await t.sql<{ id: number; scope_id: number }>(
      'select id, scope_id from study_plan limit 1',
    );
    const add = await t.request('POST', '/api/courses/165.1.1./add', {
      token: admin,
      body: {
        scopeId: plan.scope_id,
        name: { ar: 'مقرر', en: 'Course' },
        courseType: '15.1.',
        studyPlanId: plan.id,
      },
    });
    expect(add.status).toBe(200);
    const examId = await examOf(add.body.courseId, 'Final', '20.2.');
    const res = await t.request('DELETE', `/api/courses/165.1.1./${add.body.courseId}`, { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual(COURSE_MESSAGES.cannotDeleteCourse);
    await t.sql('delete from exam where id = ?', [examId]);
    const gone = await t.request('DELETE', `/api/courses/165.1.1./${add.body.courseId}`, { token: admin });
    expect(gone.status).toBe(200);
  });

  it('runs the reset listeners inside the reset transaction (a failing one undoes the reset)', async () => {
    const courseId = await course('PHY301');
    // The reset is refused while subjects use the ILOs: untick them as the subject form does.
    const subjects = await t.request('GET', `/api/subjects/165.1.2.?courseId=${courseId}`, { token: admin });
    for (const s of subjects.body.subjects as { subjectId: number; subjectName: string }[]) {
      const res = await t.request('PUT', `/api/subjects/165.1.2./${s.subjectId}`, {
        token: admin,
        body: { courseId, subject: { txtSubjectName: s.subjectName } },
      });
      expect(res.status).toBe(200);
    }
    const ilos = async () =>
      (
        await t.sql<{ n: number }>('select count(*)::int as n from course_ilo where course_id = ?', [
          courseId,
        ])
      )[0].n;
    const before = await ilos();
    expect(before).toBeGreaterThan(0);
    const seen: number[] = [];
    const failing = async (id: number) => {
      seen.push(id);
      throw new Error('questions could not be updated');
    };
    await during(hooks.iloReset, failing, async () => {
      const failed = await t.request('DELETE', `/api/courses/165.1.3./${courseId}/courseResetIlos`, {
        token: admin,
      });
      expect(failed.status).toBe(500);
    });
    expect(seen).toEqual([courseId]);
    expect(await ilos()).toBe(before);
    // Again with only the real listeners.
    const ok = await t.request('DELETE', `/api/courses/165.1.3./${courseId}/courseResetIlos`, {
      token: admin,
    });
    expect(ok.body).toEqual({ message: COURSE_ILO_MESSAGES.ilosReset });
    expect(await ilos()).toBe(0);
  });

  it('answers electronic exams and the exam redirect from the exams area', async () => {
    const courseId = await course('PHY101');
    const online = await examOf(courseId, 'Online quiz', '20.3.');
    await examOf(courseId, 'Paper final', '20.2.');
    const list = await t.request('GET', `/api/courses/165.1.1./${courseId}/getCourseElectronicExams`, {
      token: admin,
    });
    expect(list.body).toEqual({
      exams: [{ examId: online, name: { ar: 'Online quiz', en: 'Online quiz' } }],
    });
    const go = await t.request('GET', `/api/courses/165.1.1./${courseId}/getExamRedirect/${online}`, {
      token: admin,
    });
    expect(go.body).toEqual({ redirect: `/exam-generation/${courseId}/${online}` });
    const elsewhere = await course('PHY201');
    expect(
      (
        await t.request('GET', `/api/courses/165.1.1./${elsewhere}/getExamRedirect/${online}`, {
          token: admin,
        })
      ).status,
    ).toBe(404);
  });
});
