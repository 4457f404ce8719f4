import { COURSE_ILO_MESSAGES } from '@mizan/domain/course-ilos';
import { COURSE_MESSAGES } from '@mizan/domain/courses';
import { SUBJECT_MESSAGES } from '@mizan/domain/subjects';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { CourseHooks } from './course-hooks.js';

/** The questions and exams areas plug in through CourseHooks: these tests register stand-ins. */
describe('165.1.1. course hooks for the questions and exams areas', () => {
  let t: TestApp;
  let admin: string;
  let hooks: CourseHooks;
  const course = async (code: string) =>
    (await t.sql<{ id: number }>('select id from course where course_code = ?', [code]))[0].id;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    hooks = t.running.app.get(CourseHooks);
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('flags ILOs that questions use as unRemovable, and refuses to untick them', async () => {
    const courseId = await course('PHY101');
    const [subject] = await t.sql<{ id: number }>(
      'select id from subject where course_id = ? order by id limit 1',
      [courseId],
    );
    const picked = await t.sql<{ ilo_id: number; parent_id: number | null }>(
      'select si.ilo_id, i.parent_id from subject_ilo si join course_ilo i on i.id = si.ilo_id where si.subject_id = ? order by si.ilo_id',
      [subject.id],
    );
    const used = picked.find((p) => p.parent_id === null)!.ilo_id;
    hooks.subjectIloUsage.push(async (subjectId) => (subjectId === subject.id ? [used] : []));
    const detail = await t.request('GET', `/api/subjects/165.1.2./${subject.id}?courseId=${courseId}`, {
      token: admin,
    });
    const flagged = detail.body.courseIlos.flatMap(
      (h: { ilos: { iloID: number; unRemovable: boolean }[] }) => h.ilos,
    );
    expect(flagged.find((i: { iloID: number }) => i.iloID === used).unRemovable).toBe(true);
    const untick = await t.request('PUT', `/api/subjects/165.1.2./${subject.id}`, {
      token: admin,
      body: { courseId, subject: { txtSubjectName: 'Untick' } },
    });
    expect(untick.status).toBe(422);
    expect(untick.body.message).toEqual(SUBJECT_MESSAGES.iloUnremovable);
    hooks.subjectIloUsage.length = 0;
  });

  it('refuses to delete a course with questions or exams, and a subject with questions', async () => {
    const [plan] = await t.sql<{ id: number }>('select id from study_plan limit 1');
    const [scope] = await t.sql<{ scope_id: number }>('select scope_id from study_plan where id = ?', [
      plan.id,
    ]);
    const add = await t.request('POST', '/api/courses/165.1.1./add', {
      token: admin,
      body: {
        scopeId: scope.scope_id,
        name: { ar: 'مقرر', en: 'Course' },
        courseType: '15.1.',
        studyPlanId: plan.id,
      },
    });
    hooks.courseContent.push(async (id) => id === add.body.courseId);
    const res = await t.request('DELETE', `/api/courses/165.1.1./${add.body.courseId}`, { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual(COURSE_MESSAGES.cannotDeleteCourse);
    hooks.courseContent.length = 0;

    const courseId = await course('PHY201');
    const [subject] = await t.sql<{ id: number }>('select id from subject where course_id = ? limit 1', [
      courseId,
    ]);
    hooks.subjectContent.push(async () => true);
    const del = await t.request('DELETE', `/api/subjects/165.1.2./${subject.id}?courseId=${courseId}`, {
      token: admin,
    });
    expect(del.status).toBe(422);
    expect(del.body.message).toEqual(SUBJECT_MESSAGES.cannotDeleteSubject);
    hooks.subjectContent.length = 0;
  });

  it('runs the reset listeners inside the reset transaction (a failing one undoes the reset)', async () => {
    const courseId = await course('PHY301');
    await t.sql('delete from subject_ilo where subject_id in (select id from subject where course_id = ?)', [
      courseId,
    ]);
    const seen: number[] = [];
    hooks.iloReset.push(async (id) => {
      seen.push(id);
      throw new Error('questions could not be updated');
    });
    const failed = await t.request('DELETE', `/api/courses/165.1.3./${courseId}/courseResetIlos`, {
      token: admin,
    });
    expect(failed.status).toBe(500);
    expect(seen).toEqual([courseId]);
    const [left] = await t.sql<{ n: number }>(
      'select count(*)::int as n from course_ilo where course_id = ?',
      [courseId],
    );
    expect(left.n).toBeGreaterThan(0);
    hooks.iloReset.length = 0;
    hooks.iloReset.push(async (id) => {
      seen.push(id);
    });
    const ok = await t.request('DELETE', `/api/courses/165.1.3./${courseId}/courseResetIlos`, {
      token: admin,
    });
    expect(ok.body).toEqual({ message: COURSE_ILO_MESSAGES.ilosReset });
    expect(seen).toEqual([courseId, courseId]);
    hooks.iloReset.length = 0;
  });

  it('answers electronic exams and the exam redirect from the exams area', async () => {
    const courseId = await course('PHY101');
    hooks.electronicExams = async () => [{ examId: 7, name: { ar: 'امتحان', en: 'Exam' } }];
    hooks.examRedirect = async (_c, examId) => (examId === 7 ? `/exam-generation/${courseId}/7` : null);
    const list = await t.request('GET', `/api/courses/165.1.1./${courseId}/getCourseElectronicExams`, {
      token: admin,
    });
    expect(list.body).toEqual({ exams: [{ examId: 7, name: { ar: 'امتحان', en: 'Exam' } }] });
    const go = await t.request('GET', `/api/courses/165.1.1./${courseId}/getExamRedirect/7`, {
      token: admin,
    });
    expect(go.body).toEqual({ redirect: `/exam-generation/${courseId}/7` });
    expect(
      (await t.request('GET', `/api/courses/165.1.1./${courseId}/getExamRedirect/8`, { token: admin }))
        .status,
    ).toBe(404);
    hooks.electronicExams = undefined;
    hooks.examRedirect = undefined;
  });
});
