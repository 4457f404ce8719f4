import { countedQuestions, EXAM_MESSAGES, type SpecificationRow } from '@mizan/domain/exam-generation';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import type {
  AssembledModel,
  AssembledQuestion,
  AssemblyRequest,
  AssemblyResult,
  AssemblyStats,
  AssemblyWindows,
  RowShortage,
} from './assembly.types.js';
import { countSupply, type Entry, rowSupplies, sampleCandidates, sharedCap } from './candidates.js';
import { buildMip, type Window } from './mip-builder.js';
import { deriveSeed, seededRandom, shuffled } from '@mizan/domain/random';
import { solverThread } from './solver.js';
import { supplyDifficulty, WINDOW_LEVELS, windowsAt } from './windows.js';

/** Stop at a 2% relative gap: the windows are hard constraints, the objective only ranks good models. */
const RELATIVE_GAP = 0.02;
const DEFAULT_TIME_LIMIT_SECONDS = 10;
/** Candidates per row and model, as a multiple of the row's count (see sampleCandidates). */
const SAMPLE_FACTOR = 4;
/** Objective: a unit costs 1, plus this per earlier published use (capped), plus seeded jitter below 0.3. */
const EXPOSURE_COST = 0.5;
const EXPOSURE_COST_CAP = 10;
const JITTER = 0.3;
const UNCOVERED_ILO_COST = 3;
/** Per unit of a model's difficulty sum off target: 0.01 of mean difficulty over 60 questions costs 2.4. */
const DEVIATION_COST = 4;
/** A model's mean difficulty this close to the target costs nothing (see MipInput.deviationCost). */
const FREE_DEVIATION = 0.005;

type Windows = { difficulty: Window | null; time: Window | null };
type Level = (typeof WINDOW_LEVELS)[number];
type Solved = { modelNo: number; entries: Entry[] }[];
/** One MIP: the models it assembles, and the models (question-id sets) each may share at most `cap` with. */
interface Plan {
  modelNos: readonly number[];
  kept: readonly ReadonlySet<number>[];
  cap: number | null;
  enemies: AssemblyRequest['enemies'];
}

/**
 * Assembles exam models from a bank (issue 14 part 4). First the plain supply count per row: most
 * impossible specifications end there, explained row by row, before any solve. Then, at the tightest
 * windows first, one small MIP per model over a seeded sample of candidates (the whole remaining bank
 * when the sample is too thin), each model sharing at most the cap with the kept and earlier ones;
 * when that greedy order fails, all models in one MIP over the whole bank; then wider windows. When
 * nothing fits, the answer names the rule in the way. The same request (seed included) gives the same
 * models. 22.1.: one model is assembled and every model is a shuffle of it.
 */
export async function assemble(given: AssemblyRequest): Promise<AssemblyResult> {
  const started = performance.now();
  // An exam is asked in one language: a question in another is neither picked nor counted as supply.
  const request = { ...given, pool: given.pool.filter((q) => q.language === given.language) };
  const stats: AssemblyStats = { solveMs: 0, solves: 0, gap: 0, candidates: 0, columns: 0, rows: 0 };
  const deadline = started + (request.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS) * 1000;
  const { rows } = request;
  const perfect = request.modelsMatch === '22.1.';
  const questionCount = rows.reduce((n, r) => n + r.count, 0);
  const cap = sharedCap(request, questionCount);
  const generating = request.modelNos ?? Array.from({ length: request.modelsCount }, (_, m) => m);
  const keep = (request.keep ?? []).filter((k) => !generating.includes(k.modelNo));
  const supply = countSupply(request, perfect ? 1 : request.modelsCount, cap);
  if (supply.shortages.length) return refuse(EXAM_MESSAGES.bankLacks, supply.shortages);

  const keptSets = keep.map((k) => new Set(k.questions.map((q) => q.questionId)));
  if (perfect && keep.length) {
    const same = keptEntries(keep[0]);
    if (same)
      return done([{ modelNo: keep[0].modelNo, entries: same }], {
        targetDifficulty: request.targetDifficulty ?? 0,
        difficulty: 0,
        time: null,
        widened: false,
      });
  }
  const target = request.targetDifficulty ?? supplyDifficulty(supply.eligible, rows);
  const whole = supply.eligible.flat();

  for (const [index, level] of WINDOW_LEVELS.entries()) {
    let solved = await oneByOne(level);
    if (solved === null && !perfect && generating.length > 1 && cap !== null) {
      const windows = windowsAt(level, whole, rows, target, request.durationMinutes ?? null);
      if (windows)
        solved = await solve(
          { modelNos: generating, kept: keptSets, cap, enemies: request.enemies },
          whole,
          windows,
        );
    }
    if (solved === 'timeout') return refuse(EXAM_MESSAGES.solverTimedOut, rowSupplies(request, supply));
    if (solved === null) continue;
    return done(solved, {
      targetDifficulty: target,
      difficulty: level.difficulty ?? 1,
      time: request.durationMinutes ? level.time : null,
      widened: index > 0,
    });
  }
  return refuse(await diagnose(), rowSupplies(request, supply));

  /** Each model in turn, against the kept models and the ones made before it. */
  async function oneByOne(level: Level): Promise<Solved | null | 'timeout'> {
    const out: Solved = [];
    for (const modelNo of perfect ? generating.slice(0, 1) : generating) {
      const earlier = [...keptSets, ...out.map((m) => new Set(m.entries.map((e) => e.q.id)))];
      // Sharing nothing is cheaper as fewer candidates than as a constraint per earlier model.
      const taken = cap === 0 ? new Set(earlier.flatMap((ids) => [...ids])) : null;
      const eligible = taken
        ? supply.eligible.map((list) => list.filter((e) => !taken.has(e.q.id)))
        : supply.eligible;
      const sample = sampleCandidates(
        eligible,
        rows,
        SAMPLE_FACTOR,
        seededRandom(deriveSeed(request.seed, 5000 + modelNo)),
      );
      const all = eligible.flat();
      const plan: Plan = {
        modelNos: [modelNo],
        kept: cap ? earlier : [],
        cap: cap ? cap : null,
        enemies: request.enemies,
      };
      let model: Solved | null = null;
      for (const entries of sample.length < all.length ? [sample, all] : [all]) {
        const windows = windowsAt(level, entries, rows, target, request.durationMinutes ?? null);
        if (!windows) continue;
        const result = await solve(plan, entries, windows);
        if (result === 'timeout') return result;
        if (result) {
          model = result;
          break;
        }
      }
      if (!model) return null;
      out.push(...model);
    }
    return out;
  }

  async function solve(
    plan: Plan,
    entries: readonly Entry[],
    windows: Windows,
  ): Promise<Solved | null | 'timeout'> {
    const left = (deadline - performance.now()) / 1000;
    if (left <= 0.05) return 'timeout';
    const random = seededRandom(deriveSeed(request.seed, plan.modelNos[0] + 1));
    const cost = plan.modelNos.map(() =>
      entries.map(
        (e) =>
          e.units * (1 + EXPOSURE_COST * Math.min(e.q.exposureCount, EXPOSURE_COST_CAP) + JITTER * random()),
      ),
    );
    const mip = buildMip({
      entries,
      rows,
      models: plan.modelNos.length,
      cap: plan.cap,
      kept: plan.kept,
      enemies: plan.enemies,
      ...windows,
      cost,
      uncoveredIloCost: UNCOVERED_ILO_COST,
      deviationCost: DEVIATION_COST,
      difficultyTarget: {
        lo: (target - FREE_DEVIATION) * questionCount,
        hi: (target + FREE_DEVIATION) * questionCount,
      },
    });
    const reply = await solverThread.solve({
      lp: mip.lp,
      timeLimitSeconds: left,
      relativeGap: RELATIVE_GAP,
      seed: request.seed % 2147483647,
    });
    stats.solves++;
    stats.gap = Math.max(stats.gap, reply.gap ?? 0);
    stats.candidates = Math.max(stats.candidates, entries.length);
    stats.columns = Math.max(stats.columns, mip.columns);
    stats.rows = Math.max(stats.rows, mip.rows);
    if (reply.outcome === 'error') throw new Error(`HiGHS failed: ${reply.error}`);
    if (reply.outcome !== 'solved') return reply.timedOut ? 'timeout' : null;
    return mip
      .decode(reply.chosen)
      .map((picked, m) => ({ modelNo: plan.modelNos[m], entries: picked.map((e) => entries[e]) }));
  }

  /** Which rule stands in the way: all models in one MIP over the whole bank, without windows, less one rule. */
  async function diagnose(): Promise<Bilingual> {
    const plan: Plan = {
      modelNos: perfect ? [generating[0]] : generating,
      kept: keptSets,
      cap,
      enemies: request.enemies,
    };
    const open = { difficulty: null, time: null };
    const fits = async (change: Partial<Plan>) =>
      Array.isArray(await solve({ ...plan, ...change }, whole, open));
    if (request.enemies.length && (await fits({ enemies: [] }))) return EXAM_MESSAGES.enemiesBlock;
    if (cap !== null && !perfect && (await fits({ cap: null }))) return EXAM_MESSAGES.overlapBlocks;
    return EXAM_MESSAGES.rowsCompete;
  }

  /** A kept 22.1. model's questions as entries, when they are all still in the pool. */
  function keptEntries(model: AssembledModel): Entry[] | null {
    const byId = new Map(request.pool.map((q) => [q.id, q]));
    const entries = model.questions.map((aq) => {
      const q = byId.get(aq.questionId);
      return q ? { q, row: aq.row, units: countedQuestions(q) } : null;
    });
    return entries.every((e) => e !== null) ? entries : null;
  }

  function done(solved: Solved, windows: AssemblyWindows): AssemblyResult {
    const models = perfect
      ? generating.map((modelNo) => arrange(solved[0].entries, modelNo, request))
      : solved.map((m) => arrange(m.entries, m.modelNo, request));
    const notes = windows.widened
      ? [
          fill(EXAM_MESSAGES.windowWidened, {
            difficulty: windows.difficulty,
            time: Math.round((windows.time ?? 1) * 100),
          }),
        ]
      : [];
    stats.solveMs = Math.round(performance.now() - started);
    return { ok: true, models, windows, notes, stats };
  }

  function refuse(message: Bilingual, shortages: RowShortage[]): AssemblyResult {
    stats.solveMs = Math.round(performance.now() - started);
    return { ok: false, message, shortages, stats };
  }
}

/** A model in print order: rows in specification order, questions shuffled within a row, choices shuffled. */
function arrange(entries: readonly Entry[], modelNo: number, request: AssemblyRequest): AssembledModel {
  const random = seededRandom(deriveSeed(request.seed, 1000 + modelNo));
  const byRow = request.rows.map((_, r) =>
    entries.filter((e) => e.row === r).sort((a, b) => a.q.id - b.q.id),
  );
  const questions = byRow.flatMap((list) =>
    shuffled(list, random).map((e): AssembledQuestion => {
      const row: SpecificationRow = request.rows[e.row];
      const question: AssembledQuestion = {
        questionId: e.q.id,
        version: e.q.version,
        questionType: e.q.questionType,
        row: e.row,
        degree: Math.round(row.degree * e.units * 100) / 100,
      };
      if (e.q.choiceCount > 1)
        question.choiceOrder = shuffled(
          Array.from({ length: e.q.choiceCount }, (_, i) => i),
          random,
        );
      return question;
    }),
  );
  return { modelNo, questions };
}
