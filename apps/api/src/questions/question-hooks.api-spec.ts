import { COURSE_ILO_MESSAGES } from '@mizan/domain/course-ilos';
import { COURSE_MESSAGES } from '@mizan/domain/courses';
import { questionPaths as P } from '@mizan/domain/questions';
import { SUBJECT_MESSAGES } from '@mizan/domain/subjects';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { addQuestion, content, courseFixture } from '../../test/questions.js';

describe('165.2.1. questions in the course, subject and ILO rules', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('resetting the course ILOs drops the links and sets every question INCOMPLETE, approved included', async () => {
    const f = await courseFixture(t, 'CIV401');
    await t.sql('delete from question where course_id = ?', [f.courseId]);
    const approved = await addQuestion(t, admin, f, content(f, '3.4.', '<p>An approved statement</p>'));
    await t.sql("update question set status = '5.3.' where id = ?", [approved]);
    const complete = await addQuestion(t, admin, f, content(f, '3.2.', '<p>A complete choice question</p>'));
    const draft = await addQuestion(t, admin, f, { ...content(f, '3.4.', '<p>A draft</p>'), degree: null });
    // The reset is refused while subjects use the ILOs (course-ilos): unlink them first.
    await t.sql('delete from subject_ilo where subject_id in (select id from subject where course_id = ?)', [
      f.courseId,
    ]);
    const reset = await t.request('DELETE', `/api/courses/165.1.3./${f.courseId}/courseResetIlos`, {
      token: admin,
    });
    expect(reset.body).toEqual({ message: COURSE_ILO_MESSAGES.ilosReset });

    const rows = await t.sql<{ id: number; status: string; ilos: unknown[] }>(
      "select id, status, content->'ilos' as ilos from question where course_id = ? order by id",
      [f.courseId],
    );
    expect(rows).toEqual([approved, complete, draft].map((id) => ({ id, status: '5.1.', ilos: [] })));
    const [links] = await t.sql<{ n: number }>(
      'select count(*)::int as n from question_ilo qi join question q on q.id = qi.question_id where q.course_id = ?',
      [f.courseId],
    );
    expect(links.n).toBe(0);
    const timeline = await t.request('GET', P.timeline('165.2.1.', approved), { token: admin });
    expect(timeline.body.timeline[0]).toMatchObject({
      kind: 'status',
      from: '5.3.',
      to: '5.1.',
      by: { username: 'admin' },
    });
    const detail = await t.request('GET', P.one('165.2.1.', complete), { token: admin });
    expect(detail.body.missing.map((m: { field: string }) => m.field)).toEqual(['ilos']);
    // The draft was incomplete already: no status entry for it.
    const draftTimeline = await t.request('GET', P.timeline('165.2.1.', draft), { token: admin });
    expect(draftTimeline.body.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created']);
  });

  it('keeps a course and a subject with live questions, and the ILOs they use, from going', async () => {
    const f = await courseFixture(t, 'CIV501');
    await t.sql('delete from question where course_id = ?', [f.courseId]);
    const id = await addQuestion(t, admin, f, content(f, '3.4.', '<p>Keeps its subject</p>'));
    const del = await t.request('DELETE', `/api/subjects/165.1.2./${f.subjectId}?courseId=${f.courseId}`, {
      token: admin,
    });
    expect(del.status).toBe(422);
    expect(del.body.message).toEqual(SUBJECT_MESSAGES.cannotDeleteSubject);
    const detail = await t.request('GET', `/api/subjects/165.1.2./${f.subjectId}?courseId=${f.courseId}`, {
      token: admin,
    });
    const flagged = detail.body.courseIlos
      .flatMap(
        (h: {
          ilos: {
            iloID: number;
            unRemovable: boolean;
            subIlos: { subIloID: number; unRemovable: boolean }[];
          }[];
        }) =>
          h.ilos.flatMap((i) => [
            { id: i.iloID, u: i.unRemovable },
            ...i.subIlos.map((s) => ({ id: s.subIloID, u: s.unRemovable })),
          ]),
      )
      .filter((x: { u: boolean }) => x.u)
      .map((x: { id: number }) => x.id);
    expect(flagged).toContain(f.iloIds[0]);
    const course = await t.request('DELETE', `/api/courses/165.1.1./${f.courseId}`, { token: admin });
    expect(course.status).toBe(422);
    expect(course.body.message).toEqual(COURSE_MESSAGES.cannotDeleteCourse);

    // Once deleted (softly), the question no longer holds the subject.
    await t.request('DELETE', P.remove(id), { token: admin });
    const after = await t.request('DELETE', `/api/subjects/165.1.2./${f.subjectId}?courseId=${f.courseId}`, {
      token: admin,
    });
    expect(after.status).toBe(200);
  });

  it('deleting an ILO takes it out of the questions that link it (links and content)', async () => {
    const f = await courseFixture(t, 'CIV601');
    await t.sql('delete from question where course_id = ?', [f.courseId]);
    // A top-level ILO without sub-ILOs that no subject uses: only subject-less questions can link it.
    const [free] = await t.sql<{ id: number }>(
      `select i.id from course_ilo i where i.course_id = ? and i.parent_id is null
         and not exists (select 1 from course_ilo c where c.parent_id = i.id)
         and not exists (select 1 from subject_ilo si where si.ilo_id = i.id) order by i.id limit 1`,
      [f.courseId],
    );
    const [kept] = await t.sql<{ id: number }>(
      'select id from course_ilo where course_id = ? and id <> ? order by id limit 1',
      [f.courseId, free.id],
    );
    const loose = { ...content(f, '3.4.', '<p>Filed under no subject</p>'), subjectId: null };
    const only = await addQuestion(t, admin, f, { ...loose, ilos: [{ iloId: free.id, weight: 1 }] });
    const both = await addQuestion(t, admin, f, {
      ...loose,
      stem: '<p>Two outcomes, no subject</p>',
      ilos: [
        { iloId: free.id, weight: 0.5 },
        { iloId: kept.id, weight: 0.5 },
      ],
    });
    const del = await t.request('DELETE', `/api/courses/165.1.3./${f.courseId}/deleteIlo/${free.id}`, {
      token: admin,
    });
    expect(del.status).toBe(200);
    const rows = await t.sql<{ id: number; status: string; ilos: { iloId: number }[] }>(
      "select id, status, content->'ilos' as ilos from question where id in (?, ?) order by id",
      [only, both],
    );
    expect(rows).toEqual([
      { id: only, status: '5.1.', ilos: [] },
      { id: both, status: '5.1.', ilos: [{ iloId: kept.id, weight: 0.5 }] },
    ]);
    const links = await t.sql<{ ilo_id: number }>(
      'select ilo_id from question_ilo where question_id in (?, ?)',
      [only, both],
    );
    expect(links).toEqual([{ ilo_id: kept.id }]);
  });
});
