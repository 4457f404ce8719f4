import { QUESTION_TYPES } from '@mizan/domain/codes';
import {
  type ExamListResult,
  type ExamSectorsResult,
  type ExamStudentsResult,
  type ExamView,
  examPaths,
  examStudentPaths,
  type GenerateResult,
  type ModelView,
  NATIONAL_ID,
} from '@mizan/domain/exam-generation';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemo } from './demo-seed.js';

const A = '165.7.1.';

/** The examcreator's demo course (demo-exam-bank.ts, demo-exams.ts) over HTTP. */
describe('165.7.1. demo exams and the exam committee bank', () => {
  let t: TestApp;
  let token: string;
  let courseId: number;
  let subjects: number[];
  const req = (method: string, path: string, body?: unknown) => t.request(method, path, { token, body });
  const get = async <T>(path: string) => {
    const res = await req('GET', path);
    expect(res.status).toBe(200);
    return res.body as T;
  };

  /** The models of an exam: complete, the exam's totals, at most the share cap two by two. */
  async function checkModels(examId: number) {
    const { exam, models, specification } = await get<ExamView>(examPaths.view(A, examId));
    expect(exam.modelsMatch).toBe('22.2.');
    expect(models).toHaveLength(exam.modelsCount);
    const sets: Set<number>[] = [];
    for (const m of models) {
      expect(m).toMatchObject({
        complete: true,
        questionCount: exam.questionCount,
        degreeTotal: exam.totalDegree,
      });
      const full = await get<ModelView>(examPaths.model(A, examId, m.modelNo));
      const ids = full.questions.map((q) => q.questionId);
      expect(new Set(ids).size).toBe(ids.length);
      const rows = await t.sql<{
        subject_id: number;
        question_type: string;
        status: string;
        difficulty: string;
      }>(
        `select subject_id, question_type, status, difficulty from question
         where id = any(?::int[]) and course_id = ?`,
        [`{${ids.join(',')}}`, courseId],
      );
      expect(rows).toHaveLength(ids.length);
      expect(rows.every((r) => r.status === '5.3.')).toBe(true);
      for (const row of specification)
        expect(
          rows.filter((r) => r.subject_id === row.subjectId && r.question_type === row.questionType).length,
        ).toBe(row.questionType === '3.5.' ? 1 : row.count);
      sets.push(new Set(ids));
    }
    const cap = Math.floor((exam.maxSharedShare ?? 0) * exam.questionCount);
    for (let a = 0; a < sets.length; a++)
      for (let b = a + 1; b < sets.length; b++)
        expect([...sets[a]].filter((id) => sets[b].has(id)).length).toBeLessThanOrEqual(cap);
    // Not a shuffle of one model: 22.2. models differ.
    expect(sets[0]).not.toEqual(sets[1]);
    // At the tightest windows: mean difficulty within 0.02 of the target, expected time within 5% of the duration.
    const held = await t.sql<{ difficulty: string; minutes: string }>(
      `select sum(mq.units * q.difficulty) / sum(mq.units) as difficulty, sum(q.expected_time) as minutes
       from exam_model m join exam_model_question mq on mq.model_id = m.id join question q on q.id = mq.question_id
       where m.exam_id = ? group by m.id`,
      [examId],
    );
    for (const h of held) {
      expect(Math.abs(Number(h.difficulty) - (exam.targetDifficulty ?? 0))).toBeLessThanOrEqual(0.0201);
      expect(Math.abs(Number(h.minutes) / exam.durationMinutes - 1)).toBeLessThanOrEqual(0.05);
    }
  }

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('examcreator');
    [{ courseId }] = await t.sql<{ courseId: number }>(
      `select c.id as "courseId" from course c join scope s on s.id = c.scope_id
       where c.course_code = 'MTH601' and s.code = 'SCI-MTH'`,
    );
    subjects = (
      await t.sql<{ id: number }>('select id from subject where course_id = ? and active order by id', [
        courseId,
      ])
    ).map((s) => s.id);
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('holds approved questions of all seven types in four subjects, difficulties 0.2 to 0.8, ILOs linked', async () => {
    expect(subjects).toHaveLength(4);
    const rows = await t.sql<{
      subject_id: number;
      question_type: string;
      n: number;
      lo: string;
      hi: string;
    }>(
      `select subject_id, question_type, count(*)::int as n, min(difficulty) as lo, max(difficulty) as hi
       from question q where course_id = ? and status = '5.3.'
         and exists (select 1 from question_ilo qi where qi.question_id = q.id)
       group by subject_id, question_type`,
      [courseId],
    );
    expect(rows.reduce((n, r) => n + r.n, 0)).toBeGreaterThanOrEqual(80);
    expect(new Set(rows.map((r) => r.question_type))).toEqual(new Set(Object.keys(QUESTION_TYPES)));
    expect(new Set(rows.map((r) => r.subject_id))).toEqual(new Set(subjects));
    expect(Math.min(...rows.map((r) => Number(r.lo)))).toBeLessThanOrEqual(0.2);
    expect(Math.max(...rows.map((r) => Number(r.hi)))).toBeGreaterThanOrEqual(0.8);
  });

  it('lists one demo exam in each state, each (but the draft) with three solver-built 22.2. models', async () => {
    const list = await get<ExamListResult>(`${examPaths.list(A)}?courseId=${courseId}&limit=50`);
    const byName = new Map(list.exams.map((e) => [e.name, e]));
    expect(byName.get('Quiz 1 (draft)')?.status).toBe('draft');
    expect(byName.get('Midterm (models complete)')?.status).toBe('modelsComplete');
    expect(byName.get('Final (published)')?.status).toBe('published');
    expect(byName.get('Makeup (distribution approved)')?.status).toBe('distributionApproved');
    const draft = await get<ExamView>(examPaths.view(A, byName.get('Quiz 1 (draft)')?.examId ?? 0));
    expect(draft.models).toHaveLength(0);
    expect(new Set(draft.specification.map((r) => r.questionType))).toEqual(
      new Set(Object.keys(QUESTION_TYPES)),
    );
    for (const name of ['Midterm (models complete)', 'Final (published)', 'Makeup (distribution approved)'])
      await checkModels(byName.get(name)?.examId ?? 0);
  });

  it('records the published exams’ exposure; gives them students with valid national ids and sectors, the approved one seated', async () => {
    const exposed = await t.sql<{ name: string; n: number }>(
      `select e.name, count(x.question_id)::int as n from exam e left join exam_exposure x on x.exam_id = e.id
       where e.course_id = ? group by e.name`,
      [courseId],
    );
    const exposure = new Map(exposed.map((r) => [r.name, r.n]));
    expect(exposure.get('Midterm (models complete)')).toBe(0);
    expect(exposure.get('Final (published)')).toBeGreaterThan(20);
    const list = await get<ExamListResult>(`${examPaths.list(A)}?courseId=${courseId}&limit=50`);
    for (const name of ['Final (published)', 'Makeup (distribution approved)']) {
      const examId = list.exams.find((e) => e.name === name)?.examId ?? 0;
      const { students } = await get<ExamStudentsResult>(`${examStudentPaths.students(A, examId)}?limit=50`);
      expect(students).toHaveLength(12);
      for (const s of students) expect(s.nationalId).toMatch(NATIONAL_ID);
      const { sectors } = await get<ExamSectorsResult>(examStudentPaths.sectors(A, examId));
      expect(sectors.length).toBe(2);
      const seated = students.filter((s) => s.seatNo !== null);
      if (name === 'Final (published)') expect(seated).toHaveLength(0);
      else {
        expect(seated).toHaveLength(12);
        // Neighbours in a sector hold different models.
        for (const a of seated)
          for (const b of seated)
            if (a.sectorId === b.sectorId && b.seatNo === (a.seatNo ?? 0) + 1)
              expect(b.modelNo).not.toBe(a.modelNo);
      }
    }
  });

  it('lets the examcreator make a 3-model not-matching exam over the course: add, specification, generate', async () => {
    const add = await req('POST', examPaths.add(A), {
      courseId,
      name: 'Committee exam',
      deliveryMode: '20.2.',
      startsAt: new Date(Date.now() + 30 * 864e5).toISOString(),
      durationMinutes: 70,
      totalDegree: 40,
      questionCount: 20,
      language: '4.1.',
      modelsCount: 3,
      modelsMatch: '22.2.',
      maxSharedShare: 0.3,
      targetDifficulty: 0.5,
    });
    expect(add.status).toBe(200);
    const { examId } = add.body as { examId: number };
    const [s0, s1, s2, s3] = subjects;
    const rows = [
      { subjectId: s0, questionType: '3.2.', count: 3, degree: 2 },
      { subjectId: s0, questionType: '3.4.', count: 2, degree: 1 },
      { subjectId: s1, questionType: '3.2.', difficultyMin: 0.3, difficultyMax: 0.7, count: 3, degree: 2 },
      { subjectId: s1, questionType: '3.7.', count: 2, degree: 1 },
      { subjectId: s1, questionType: '3.3.', count: 1, degree: 2 },
      { subjectId: s2, questionType: '3.2.', count: 2, degree: 2 },
      { subjectId: s2, questionType: '3.6.', count: 1, degree: 4 },
      { subjectId: s2, questionType: '3.1.', count: 1, degree: 6 },
      { subjectId: s3, questionType: '3.4.', count: 2, degree: 1 },
      { subjectId: s3, questionType: '3.5.', count: 3, degree: 2 },
    ];
    const spec = await req('PUT', examPaths.specification(A, examId), { rows, version: 0 });
    expect(spec.status).toBe(200);
    const gen = await req('POST', examPaths.generate(A, examId), { version: spec.body.lockVersion, seed: 7 });
    expect(gen.status).toBe(200);
    const result = gen.body as GenerateResult;
    expect(result.models).toHaveLength(3);
    expect(result.models.every((m) => m.complete)).toBe(true);
    expect(result.notes).toEqual([]);
    await checkModels(examId);
  });

  it('runs again without adding anything', async () => {
    const count = async () =>
      (
        await t.sql<{ q: number; e: number; s: number }>(
          `select (select count(*)::int from question) as q, (select count(*)::int from exam) as e,
             (select count(*)::int from exam_student) as s`,
        )
      )[0];
    const before = await count();
    await seedDemo(t.running.database.orm);
    expect(await count()).toEqual(before);
  });
});
