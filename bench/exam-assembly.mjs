// Exam assembly (issue 14 figures), on the compiled assembler (apps/api/dist), no database: a synthetic
// course of 10,000 approved questions, a 12-row specification, near-duplicate enemies from the bands.
// - 10 not-matching models (apart) x 60 questions, each model's mean difficulty within 0.02 of the target
//   and its expected time within 5% of the duration: p50/p95 over several seeds, spread of mean
//   difficulty across models, the objective's gap, and the event loop's longest stall while solving;
// - an infeasible specification explained row by row before the solver runs: p95.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log, percentile, ROOT, round, runAlone } from './lib.mjs';

const POOL = Number(process.env.BENCH_EXAM_POOL || 10_000);
const MODELS = 10;
const SUBJECTS = 4;
const PER_ROW = 5; // 4 subjects x 3 types x 5 = 60 questions per model
const RUNS = Number(process.env.BENCH_EXAM_RUNS || 8);
const TARGET = 0.5;
const GOALS = { p95Ms: 2000, infeasibleP95Ms: 1000, loopStallMs: 50 };

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
    figures.goalsMet = {
      p95: figures.assemblyMs.p95 < GOALS.p95Ms && widened === 0,
      infeasible: figures.infeasible.p95Ms < GOALS.infeasibleP95Ms && explained === RUNS,
      eventLoop: figures.eventLoopMaxStallMs < GOALS.loopStallMs,
    };
    return figures;
  } finally {
    await solverThread.close();
  }
}

if (import.meta.main) await runAlone('examAssembly', examAssembly, ['api']);
