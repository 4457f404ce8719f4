// Exam assembly (issue 14 figures), on the compiled assembler (apps/api/dist), no database: a synthetic
// course of 10,000 approved questions, a 12-row specification, near-duplicate enemies from the bands.
// - 10 not-matching models (apart) x 60 questions, each model's mean difficulty within 0.02 of the target
//   and its expected time within 5% of the duration: p50/p95 over several seeds, spread of mean
//   difficulty across models, the objective's gap, and the event loop's longest stall while solving;
// - an infeasible specification explained row by row before the solver runs: p95;
// - all 100 model codes of 50 questions each from the same bank (22.2., any two models sharing at most
//   a fifth), once: time against the 60 s goal, and how many distinct questions the models use.
// Then the same through the API (POST .../generate on PostgreSQL, BENCH_EXAM_DATABASE_URL): the demo
// university plus a course of 10,000 approved questions (25,000 bench questions, 40% approved), a 12-row
// specification (2 subjects x 3 types x 2 difficulty bands, 5 each), 10 not-matching models of 60.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  importApiTestModule,
  log,
  login,
  percentile,
  ROOT,
  resetDatabase,
  round,
  runAlone,
  startApi,
  withPg,
} from './lib.mjs';

const POOL = Number(process.env.BENCH_EXAM_POOL || 10_000);
const MODELS = 10;
const SUBJECTS = 4;
const PER_ROW = 5; // 4 subjects x 3 types x 5 = 60 questions per model
const RUNS = Number(process.env.BENCH_EXAM_RUNS || 8);
const TARGET = 0.5;
const GOALS = { p95Ms: 2000, infeasibleP95Ms: 1000, loopStallMs: 50, hundredModelsMs: 60_000 };

const load = (file) =>
  import(pathToFileURL(path.join(ROOT, 'apps/api/dist/exam-generation/assembly', file)).href);

export default async function examAssembly() {
  const { assemble } = await load('assembler.js');
  const { solverThread } = await load('solver.js');
  const { bandEnemies } = await load('candidates.js');
  const { syntheticBank, syntheticSpecification } = await load('synthetic-bank.js');
  const { countedQuestions } = await import('@mizan/domain/exam-generation');
  const pool = syntheticBank({ size: POOL, subjects: SUBJECTS, seed: 2026 });
  const enemies = bandEnemies(pool);
  const spec = syntheticSpecification(SUBJECTS, PER_ROW);
  const request = {
    pool,
    language: '4.1.',
    rows: spec.rows,
    rowLabels: spec.rowLabels,
    enemies,
    modelsCount: MODELS,
    modelsMatch: '22.2.',
    maxSharedShare: 0,
    targetDifficulty: TARGET,
    durationMinutes: spec.minutes,
  };
  const byId = new Map(pool.map((q) => [q.id, q]));
  try {
    // Warm-up: starts the worker and loads HiGHS (32 ms measured alone), as a running API would have.
    await assemble({ ...request, seed: 0 });
    const ms = [];
    const gaps = [];
    const spreads = [];
    const stalls = [];
    let widened = 0;
    for (let seed = 1; seed <= RUNS; seed++) {
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const started = performance.now();
      const result = await assemble({ ...request, seed });
      ms.push(performance.now() - started);
      loop.disable();
      stalls.push(loop.max / 1e6);
      if (!result.ok) throw new Error(`seed ${seed}: ${result.message.en}`);
      if (result.windows.widened) widened++;
      gaps.push(result.stats.gap);
      const means = result.models.map((m) => {
        const qs = m.questions.map((q) => byId.get(q.questionId));
        return qs.reduce((s, q) => s + countedQuestions(q) * q.difficulty, 0) / (SUBJECTS * 3 * PER_ROW);
      });
      spreads.push(Math.max(...means) - Math.min(...means));
      log(`exam-assembly: seed ${seed} ${Math.round(ms.at(-1))} ms, gap ${round(result.stats.gap, 4)}`);
    }

    // Infeasible: twice the essays the bank has for subject 1 (explained before any solve).
    const essays = pool.filter((q) => q.subjectId === 1 && q.questionType === '3.1.').length;
    const short = request.rows.map((r) =>
      r.subjectId === 1 && r.questionType === '3.1.' ? { ...r, count: essays } : r,
    );
    const infeasibleMs = [];
    let explained = 0;
    for (let seed = 1; seed <= RUNS; seed++) {
      const started = performance.now();
      const result = await assemble({ ...request, rows: short, seed });
      infeasibleMs.push(performance.now() - started);
      if (!result.ok && result.shortages.length && result.stats.solves === 0) explained++;
    }

    const figures = {
      pool: POOL,
      models: MODELS,
      questionsPerModel: SUBJECTS * 3 * PER_ROW,
      specificationRows: spec.rows.length,
      enemyPairs: enemies.length,
      runs: RUNS,
      assemblyMs: {
        p50: round(percentile(ms, 50)),
        p95: round(percentile(ms, 95)),
        max: round(Math.max(...ms)),
      },
      meanDifficultySpread: { max: round(Math.max(...spreads), 4), p50: round(percentile(spreads, 50), 4) },
      objectiveGap: { max: round(Math.max(...gaps), 4), p50: round(percentile(gaps, 50), 4) },
      runsWidened: widened,
      eventLoopMaxStallMs: round(Math.max(...stalls)),
      infeasible: {
        explainedBeforeSolve: `${explained}/${RUNS}`,
        p95Ms: round(percentile(infeasibleMs, 95)),
      },
      goals: GOALS,
    };
    figures.hundredModels = await hundredModels(assemble, request, byId);
    figures.goalsMet = {
      hundredModels: figures.hundredModels.ok && figures.hundredModels.ms < GOALS.hundredModelsMs,
      p95: figures.assemblyMs.p95 < GOALS.p95Ms && widened === 0,
      infeasible: figures.infeasible.p95Ms < GOALS.infeasibleP95Ms && explained === RUNS,
      eventLoop: figures.eventLoopMaxStallMs < GOALS.loopStallMs,
    };
    figures.throughApi = await throughApi();
    figures.goalsMet.throughApiP95 = figures.throughApi.requestMs.p95 < GOALS.p95Ms;
    return figures;
  } finally {
    await solverThread.close();
  }
}

/** 100 models of 50: the 12 rows at 4 questions each, one more MCQ in two rows, the duration to match. */
async function hundredModels(assemble, request, byId) {
  const rows = request.rows.map((r) => ({ ...r, count: 4 }));
  const mcq = rows.filter((r) => r.questionType === '3.2.');
  for (const r of mcq.slice(0, 2)) r.count += 1;
  const questions = rows.reduce((n, r) => n + r.count, 0);
  const started = performance.now();
  const result = await assemble({
    ...request,
    rows,
    modelsCount: 100,
    maxSharedShare: 0.2,
    durationMinutes: Math.round((request.durationMinutes * questions) / (SUBJECTS * 3 * PER_ROW)),
    seed: 100,
    timeLimitSeconds: 120,
  });
  const ms = performance.now() - started;
  log(
    `exam-assembly: 100 models of ${questions} in ${Math.round(ms)} ms (${result.ok ? 'ok' : result.message.en})`,
  );
  if (!result.ok) return { ok: false, ms: round(ms), message: result.message.en };
  const used = new Set(result.models.flatMap((m) => m.questions.map((q) => q.questionId)));
  const means = result.models.map(
    (m) => m.questions.reduce((s, q) => s + byId.get(q.questionId).difficulty, 0) / m.questions.length,
  );
  return {
    ok: true,
    ms: round(ms),
    questionsPerModel: questions,
    distinctQuestions: used.size,
    meanDifficultySpread: round(Math.max(...means) - Math.min(...means), 4),
    widened: result.windows.widened,
    solves: result.stats.solves,
  };
}

const API_DATABASE_URL =
  process.env.BENCH_EXAM_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mizan_bench_exams';
const API_RUNS = Number(process.env.BENCH_EXAM_API_RUNS || 8);
const BANDS = [
  [0.1, 0.49],
  [0.5, 0.9],
];

/**
 * The demo university plus `pool / 0.4` bench questions in MTH101 (40% approved), and a specification
 * over them: 2 subjects x 3 types x 2 difficulty bands, 5 each (60 questions), with the minutes its
 * questions take at their expected times. What the API figures generate from (here and bench/papers.mjs).
 */
export async function benchExamBank(databaseUrl, pool = POOL) {
  await resetDatabase(databaseUrl);
  const dist = path.join(ROOT, 'apps/api/dist');
  const { openDatabase, migrate } = await import(path.join(dist, 'database/database.js'));
  const { seedDemo } = await import(path.join(dist, 'database/seed/demo-seed.js'));
  const { seedBenchQuestions } = await importApiTestModule('apps/api/test/bench-questions.ts');
  const database = await openDatabase({ databaseUrl });
  try {
    await migrate(database.orm);
    await seedDemo(database.orm);
    const [course] = await database.orm.em.execute("select id from course where course_code = 'MTH101'");
    await seedBenchQuestions(database.orm, Math.round(pool / 0.4), [course.id]);
  } finally {
    await database.orm.close();
  }
  return withPg(databaseUrl, async (pg) => {
    const courseId = (await pg.query("select id from course where course_code = 'MTH101'")).rows[0].id;
    const subjects = (
      await pg.query('select id from subject where course_id = $1 and active order by id limit 2', [courseId])
    ).rows.map((r) => r.id);
    const approved = (
      await pg.query("select count(*)::int as n from question where course_id = $1 and status = '5.3.'", [
        courseId,
      ])
    ).rows[0].n;
    const rows = [];
    let minutes = 0;
    for (const subjectId of subjects)
      for (const questionType of ['3.1.', '3.2.', '3.4.'])
        for (const [difficultyMin, difficultyMax] of BANDS) {
          rows.push({ subjectId, questionType, difficultyMin, difficultyMax, count: 5, degree: 1 });
          const { t } = (
            await pg.query(
              `select avg(expected_time)::float as t from question where course_id = $1 and status = '5.3.'
               and subject_id = $2 and question_type = $3 and difficulty between $4 and $5`,
              [courseId, subjectId, questionType, difficultyMin, difficultyMax],
            )
          ).rows[0];
          minutes += 5 * t;
        }
    return { courseId, subjects, approved, rows, minutes: Math.round(minutes) };
  });
}

/** A caller of the exams API (165.7.1.) as the signed-in user: the JSON answer, or throws on any other status. */
export function examsApi(url, token) {
  return async (method, route, body) => {
    const res = await fetch(`${url}/api/exams/165.7.1./${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status !== 200)
      throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
    return json;
  };
}

/** POST add of a 60-question paper exam of MODELS not-matching models over the bank, then its specification. */
export async function addBenchExam(call, bank, { name, language }) {
  const { examId } = await call('POST', 'add', {
    courseId: bank.courseId,
    name,
    deliveryMode: '20.2.',
    startsAt: '2027-06-01T09:00:00+02:00',
    durationMinutes: bank.minutes,
    totalDegree: 60,
    questionCount: 60,
    language,
    modelsCount: MODELS,
    modelsMatch: '22.2.',
    maxSharedShare: 0,
    targetDifficulty: TARGET,
  });
  const version = (await call('PUT', `${examId}/specification`, { rows: bank.rows, version: 0 })).lockVersion;
  return { examId, version };
}

/** Seeds the bench course, then times POST generate (a fresh seed each run) with the exam's lock version. */
async function throughApi() {
  const bank = await benchExamBank(API_DATABASE_URL);
  const { courseId, subjects, approved, rows, minutes } = bank;
  log(`exam-assembly api: course ${courseId}, ${approved} approved questions, ${subjects.length} subjects`);
  const api = await startApi({ DATABASE_URL: API_DATABASE_URL });
  try {
    const token = await login(api.url);
    const call = examsApi(api.url, token);
    let { examId, version } = await addBenchExam(call, bank, { name: 'Bench exam', language: '4.2.' });
    // Warm-up: the API's solver worker starts and loads HiGHS on its first solve.
    version = (await call('POST', `${examId}/generate`, { seed: 0, version })).lockVersion;
    const ms = [];
    const solveMs = [];
    let widened = 0;
    for (let seed = 1; seed <= API_RUNS; seed++) {
      const started = performance.now();
      const result = await call('POST', `${examId}/generate`, { seed, version });
      ms.push(performance.now() - started);
      solveMs.push(result.solveMs);
      if (result.notes.length) widened++;
      version = result.lockVersion;
      log(`exam-assembly api: seed ${seed} ${Math.round(ms.at(-1))} ms (solve ${result.solveMs} ms)`);
    }
    // The last generation's models, checked against the bank: mean difficulty per model, nothing shared.
    const models = await Promise.all(
      Array.from({ length: MODELS }, (_, n) => call('GET', `${examId}/models/${n}`)),
    );
    const ids = models.flatMap((m) => m.questions.map((q) => q.questionId));
    const difficulty = await withPg(
      API_DATABASE_URL,
      async (pg) =>
        new Map(
          (
            await pg.query('select id, difficulty::float as d from question where id = any($1)', [ids])
          ).rows.map((r) => [r.id, r.d]),
        ),
    );
    const means = models.map((m) => m.questions.reduce((s, q) => s + difficulty.get(q.questionId), 0) / 60);
    return {
      approvedQuestions: approved,
      specificationRows: rows.length,
      models: MODELS,
      questionsPerModel: 60,
      durationMinutes: minutes,
      runs: API_RUNS,
      requestMs: {
        p50: round(percentile(ms, 50)),
        p95: round(percentile(ms, 95)),
        max: round(Math.max(...ms)),
      },
      solveMs: { p50: round(percentile(solveMs, 50)), p95: round(percentile(solveMs, 95)) },
      runsWidened: widened,
      meanDifficulty: { min: round(Math.min(...means), 4), max: round(Math.max(...means), 4) },
      distinctQuestions: `${new Set(ids).size}/${ids.length}`,
    };
  } finally {
    await api.stop();
  }
}

if (import.meta.main) await runAlone('examAssembly', examAssembly, ['api']);
