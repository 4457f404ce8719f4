import {
  type CandidatesResult,
  EXAM_MESSAGES as M,
  examPaths,
  type ExamView,
  type ModelDetails,
  type ModelView,
  type QuestionDetails,
} from '@mizan/domain/exam-generation';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { until } from '../../test/until.js';

const A = '165.7.1.';

/** The details screens' reading of the demo exams of MTH601 (demo-exams.ts: 22.2., share cap 0.3, 3 models). */
describe('165.7.1. model and question details over HTTP', () => {
  let t: TestApp;
  let token: string;
  let published: number;
  let complete: number;
  const get = (path: string, as = token) => t.request('GET', path, { token: as });
  const model = async (examId: number, modelNo: number) =>
    (await get(examPaths.model(A, examId, modelNo))).body as ModelView;
  const modelDetails = async (examId: number, modelNo: number) => {
    const r = await get(examPaths.modelDetails(A, examId, modelNo));
    expect(r.status).toBe(200);
    return r.body as ModelDetails;
  };
  const questionDetails = async (examId: number, questionId: number) => {
    const r = await get(examPaths.questionDetails(A, examId, questionId));
    expect(r.status).toBe(200);
    return r.body as QuestionDetails;
  };

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('examcreator');
    const id = async (name: string) =>
      (await t.sql<{ id: number }>('select id from exam where name = ? order by id limit 1', [name]))[0].id;
    published = await id('Final (published)');
    complete = await id('Midterm (models complete)');
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it("states a complete model's composition: every row filled, the rules met, the overlap within the cap", async () => {
    const view = (await get(examPaths.view(A, published))).body as ExamView;
    const d = await modelDetails(published, 1);
    expect(d).toMatchObject({ modelNo: 1, code: '01', complete: true, issues: [], nearDuplicates: [] });
    expect(d.rows).toHaveLength(view.specification.length);
    for (const r of d.rows) {
      const spec = view.specification[r.row];
      expect(r).toMatchObject({ needed: spec.count, placed: spec.count, degree: spec.degree });
      expect(r.degreesPlaced).toBeCloseTo(spec.count * spec.degree, 2);
      expect(r.label.en).toMatch(/^Subject .+, .+, difficulty /);
    }
    expect(d.totals).toEqual({
      questions: view.exam.questionCount,
      questionsNeeded: view.exam.questionCount,
      degrees: view.exam.totalDegree,
      degreesNeeded: view.exam.totalDegree,
    });
    // Subjects and ILOs count the same counted questions the rows do.
    expect(d.subjects.reduce((n, s) => n + s.count, 0)).toBe(view.exam.questionCount);
    expect(d.ilos.length).toBeGreaterThan(0);

    // The mean difficulty and the time, recomputed from the versions the model froze.
    const m = await model(published, 1);
    const versions = await t.sql<{ difficulty: number; expected_time: number }>(
      `select distinct on (v.question_id) (v.content ->> 'difficulty')::float8 as difficulty,
         (v.content ->> 'expectedTime')::float8 as expected_time
       from question_version v join unnest(?::int[], ?::int[]) u(id, version) on u.id = v.question_id and u.version = v.version
       order by v.question_id, v.revision desc`,
      [`{${m.questions.map((q) => q.questionId)}}`, `{${m.questions.map((q) => q.version)}}`],
    );
    const units = d.questions.reduce((n, q) => n + q.units, 0);
    const weighted = d.questions.reduce((s, q) => s + q.units * (q.difficulty ?? 0), 0);
    expect(d.difficulty.mean).toBeCloseTo(weighted / units, 3);
    expect(d.difficulty).toMatchObject({ target: view.exam.targetDifficulty, window: 0.02 });
    expect(d.time.expected).toBeCloseTo(
      versions.reduce((s, v) => s + v.expected_time, 0),
      2,
    );
    expect(d.time).toMatchObject({ duration: view.exam.durationMinutes, window: 0.05 });
    expect(d.questions.map((q) => [q.position, q.questionId, q.version])).toEqual(
      m.questions.map((q) => [q.position, q.questionId, q.version]),
    );

    // Overlap with each other model: what the two models' questions share, within the 22.2. cap.
    expect(d.overlap).toMatchObject({ match: '22.2.', maxSharedShare: 0.3 });
    expect(d.overlap.allowedShared).toBe(Math.floor(0.3 * view.exam.questionCount));
    expect(d.overlap.models.map((o) => o.modelNo)).toEqual([0, 2]);
    for (const o of d.overlap.models) {
      const other = new Set((await model(published, o.modelNo)).questions.map((q) => q.questionId));
      const shared = d.questions.filter((q) => other.has(q.questionId)).reduce((n, q) => n + q.units, 0);
      expect(o).toMatchObject({ shared, ok: true });
      expect(o.share).toBeCloseTo(shared / view.exam.questionCount, 3);
    }
  });

  it('says what an incomplete model lacks: the row short, the rules unmet, a pair over the cap', async () => {
    const view = (await get(examPaths.view(A, complete))).body as ExamView;
    const m0 = await model(complete, 0);
    const m1 = await model(complete, 1);
    // Model 1 without its first question and with all of model 0's others (over the 30% cap).
    const dropped = m1.questions[0];
    const taken = new Set(m1.questions.slice(1).map((q) => q.questionId));
    const body = {
      code: '01',
      complete: false,
      questions: [
        ...m1.questions.slice(1).map((q) => ({ questionId: q.questionId, degree: q.degree })),
        ...m0.questions
          .filter((q) => !taken.has(q.questionId))
          .slice(0, 4)
          .map((q) => ({ questionId: q.questionId, degree: q.degree })),
      ],
      version: view.lockVersion,
    };
    const saved = await t.request('PUT', examPaths.model(A, complete, 1), { token, body });
    expect(saved.status).toBe(200);
    const d = await modelDetails(complete, 1);
    expect(d.complete).toBe(false);
    expect(d.totals.questions).toBe(view.exam.questionCount - 1 + 4);
    expect(d.issues.map((i) => i.message.en)).toContain(
      `The model has ${view.exam.questionCount + 3} questions; the exam has ${view.exam.questionCount}`,
    );
    const droppedRow = (await questionDetails(published, dropped.questionId)).row;
    expect(droppedRow === null || d.rows.some((r) => r.placed !== r.needed)).toBe(true);
    const with0 = d.overlap.models.find((o) => o.modelNo === 0)!;
    expect(with0.shared).toBeGreaterThanOrEqual(4);
    expect(with0.ok).toBe(with0.shared <= (d.overlap.allowedShared ?? Number.POSITIVE_INFINITY));
    expect(with0.ok).toBe(false);
  });

  it('tells how the exam uses a question: models and positions, exposure, measured figures, enemies, its row', async () => {
    const m1 = await model(published, 1);
    const q = m1.questions[2];
    let d = await questionDetails(published, q.questionId);
    expect(d.uses).toContainEqual({
      modelNo: 1,
      code: '01',
      position: q.position,
      degree: q.degree,
      version: q.version,
      row: expect.any(Number),
    });
    expect(d).toMatchObject({ questionId: q.questionId, version: q.version, questionType: q.questionType });
    expect(d.rowLabel?.en).toMatch(/^Subject /);
    expect(d.html).toMatch(/^<article class="question"/);
    expect(d.html).not.toContain('data-correct');
    // The demo's published exams used it: at least this one, by name.
    expect(d.exposure.count).toBeGreaterThanOrEqual(1);
    expect(d.exposure.exams.map((e) => e.name)).toContain('Final (published)');
    const [stated] = await t.sql<{ difficulty: string; exposure_limit: number | null }>(
      'select difficulty, exposure_limit from question where id = ?',
      [q.questionId],
    );
    expect(d.stated.difficulty).toBeCloseTo(Number(stated.difficulty), 2);
    expect(d.exposure.limit).toBe(stated.exposure_limit);
    expect(d.measured).toBeNull();

    // Figures the reports area wrote back to the version, and a near duplicate kept out of its models.
    // The item statistics sweep first measures the demo's published results (it writes its own
    // figures, null below its minimum of answers, to the questions they used): after it, not before.
    await until(
      async () =>
        !(
          await t.sql(
            `select 1 from exam_result_publication p left join exam_item_run r on r.exam_id = p.exam_id
             where r.exam_id is null or r.published_at < p.published_at`,
          )
        ).length,
    );
    await t.sql(
      'update question set measured_difficulty = 0.71, measured_time = 2.5, measured_answers = 40 where id = ?',
      [q.questionId],
    );
    const cands = (await get(examPaths.candidates(A, published, 1, q.position))).body as CandidatesResult;
    const twin = cands.candidates[0].questionId;
    await t.sql(
      'update question set text_bands = (select text_bands from question where id = ?) where id = ?',
      [q.questionId, twin],
    );
    d = await questionDetails(published, q.questionId);
    expect(d.measured).toEqual({ version: q.version, difficulty: 0.71, expectedTime: 2.5, answers: 40 });
    // Kept apart: no model holds both (the models are read back to tell).
    const holding = async (id: number) => {
      const codes: string[] = [];
      for (const m of ((await get(examPaths.view(A, published))).body as ExamView).models)
        if ((await model(published, m.modelNo)).questions.some((x) => x.questionId === id))
          codes.push(m.code);
      return codes;
    };
    const [theirs, ours] = [await holding(twin), await holding(q.questionId)];
    expect(d.enemies).toContainEqual({
      questionId: twin,
      questionType: q.questionType,
      models: theirs,
      apart: !theirs.some((c) => ours.includes(c)),
    });
    // It may still replace the question it duplicates (the editor's ranking keeps it apart from the others only).
    const again = (await get(examPaths.candidates(A, published, 1, q.position))).body as CandidatesResult;
    expect(again.candidates.map((c) => c.questionId)).toContain(twin);

    // The twin as the exam uses it (in other models, or none): the same row, the pair seen from its side.
    const other = await questionDetails(published, twin);
    expect(other.uses.map((u) => u.code)).toEqual(theirs);
    expect(other.row).toBe(d.row);
    expect(other.enemies.map((e) => [e.questionId, e.models])).toContainEqual([q.questionId, ours]);
  });

  it('answers 404 outside the course, the exam or the scope, 403 without the right', async () => {
    const [foreign] = await t.sql<{ id: number }>(
      "select q.id from question q join course c on c.id = q.course_id where c.course_code = 'CIV101' limit 1",
    );
    expect((await get(examPaths.questionDetails(A, published, foreign.id))).status).toBe(404);
    expect((await get(`/api/exams/${A}/${published}/questions/x/details`)).status).toBe(404);
    expect((await get(examPaths.modelDetails(A, published, 7))).body).toEqual({ message: M.modelNotFound });
    expect((await get(`/api/exams/${A}/${published}/models/100/details`)).status).toBe(404);
    const [civ] = await t.sql<{ id: number }>("select id from course where course_code = 'CIV101'");
    const [{ id: outside }] = await t.sql<{ id: number }>(
      `insert into exam (course_id, name, delivery_mode, starts_at, duration_minutes, total_degree, question_count,
         language, models_count, models_match) values (?, 'x', '20.2.', now(), 60, 10, 10, '4.1.', 1, '22.1.') returning id`,
      [civ.id],
    );
    expect((await get(examPaths.modelDetails(A, outside, 0))).status).toBe(404);
    expect((await get(examPaths.questionDetails(A, outside, foreign.id))).status).toBe(404);
    const creator = await t.login('creator');
    expect((await get(examPaths.modelDetails(A, published, 1), creator)).status).toBe(403);
    expect((await get(examPaths.questionDetails(A, published, foreign.id), creator)).status).toBe(403);
  });
});
