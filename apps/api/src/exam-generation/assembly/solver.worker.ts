// The HiGHS solver in a worker thread: a solve is synchronous and would block the API's event loop.
// HiGHS is loaded once per worker. This file imports only node: and highs (and types), so that Node
// runs it directly from source (type stripping) in tests as well as compiled in dist.
import { parentPort } from 'node:worker_threads';
import highsModule from 'highs';
import type { SolveJob, SolveReply } from './solver.js';

// highs types both of its builds with one CommonJS .d.ts; the ES build imported here default-exports the loader.
const loadHighs = highsModule as unknown as typeof highsModule.default;
const highs = await loadHighs();
const STATUS = highs.constants.modelStatus;
/** HiGHS 'primal_solution_status' 2: a feasible solution is at hand (also after a time limit). */
const FEASIBLE_SOLUTION = 2;

function solve(job: SolveJob): SolveReply {
  const started = performance.now();
  const model = highs.createModel();
  try {
    model.options.set({
      output_flag: false,
      time_limit: job.timeLimitSeconds,
      mip_rel_gap: job.relativeGap,
      random_seed: job.seed,
    });
    model.readModel({ format: 'lp', data: job.lp });
    model.run();
    const status = model.getModelStatus();
    const found = Number(model.info.get('primal_solution_status')) === FEASIBLE_SOLUTION;
    const chosen: string[] = [];
    if (found) {
      const values = model.getSolution().colValue;
      for (let i = 0; i < values.length; i++) if (values[i] > 0.5) chosen.push(model.getColName(i));
    }
    return {
      id: job.id,
      outcome: found ? 'solved' : status === STATUS.infeasible ? 'infeasible' : 'noSolution',
      timedOut: status === STATUS.timeLimit,
      chosen,
      gap: found ? Number(model.info.get('mip_gap')) : null,
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      id: job.id,
      outcome: 'error',
      error: String(error),
      timedOut: false,
      chosen: [],
      gap: null,
      ms: 0,
    };
  } finally {
    model.dispose();
  }
}

parentPort?.on('message', (job: SolveJob) => parentPort?.postMessage(solve(job)));
