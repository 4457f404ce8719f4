import {
  countedQuestions,
  EXAM_MESSAGES,
  fillEach,
  type SpecificationRow,
} from '@mizan/domain/exam-generation';
import type { AssemblyRequest, CandidateQuestion, RowShortage } from './assembly.types.js';
import { shuffled } from '@mizan/domain/random';

/** One way a question can be used: in one specification row, worth `units` counted questions. */
export interface Entry {
  q: CandidateQuestion;
  row: number;
  units: number;
}

/** Difficulty bounds are inclusive; stored difficulties have two decimals, so allow float noise. */
const EPS = 1e-9;

export const matchesRow = (q: CandidateQuestion, row: SpecificationRow) =>
  q.subjectId === row.subjectId &&
  q.questionType === row.questionType &&
  (row.iloId === undefined || q.iloIds.includes(row.iloId)) &&
  q.difficulty >= (row.difficultyMin ?? 0) - EPS &&
  q.difficulty <= (row.difficultyMax ?? 1) + EPS;

export const atExposureLimit = (q: CandidateQuestion) =>
  q.exposureLimit !== null && q.exposureCount >= q.exposureLimit;

/** Counted questions two models may share (22.2.); null when any overlap is allowed. */
export function sharedCap(
  request: Pick<AssemblyRequest, 'modelsMatch' | 'maxSharedShare'>,
  questionCount: number,
): number | null {
  if (request.modelsMatch === '22.1.' || request.maxSharedShare == null) return 0;
  const cap = Math.floor(request.maxSharedShare * questionCount + EPS);
  return cap >= questionCount ? null : cap;
}

/**
 * Distinct counted questions a row needs across all models at the least: every model takes `count`,
 * and by inclusion-exclusion the union of G such sets is at least G*count minus what each pair may share.
 * A lower bound only, so a specification that passes may still fail in the solver (then explained there).
 */
export function distinctNeeded(count: number, models: number, cap: number | null) {
  if (models === 1 || cap === null) return count;
  const pairs = (models * (models - 1)) / 2;
  return Math.max(count, models * count - pairs * Math.min(cap, count));
}

export interface Supply {
  /** Per row, the entries the row may use (matching and under their exposure limit). */
  eligible: Entry[][];
  /** Per row, what it needs across models (distinctNeeded). */
  needed: number[];
  shortages: RowShortage[];
}

/** The plain supply count that catches most impossible specifications before the solver runs. */
export function countSupply(request: AssemblyRequest, models: number, cap: number | null): Supply {
  const eligible: Entry[][] = request.rows.map(() => []);
  const approved = request.rows.map(() => 0);
  const atLimit = request.rows.map(() => 0);
  for (const q of request.pool) {
    const units = countedQuestions(q);
    request.rows.forEach((row, r) => {
      if (!matchesRow(q, row)) return;
      approved[r] += units;
      if (atExposureLimit(q)) atLimit[r] += units;
      else eligible[r].push({ q, row: r, units });
    });
  }
  const needed = request.rows.map((row) => distinctNeeded(row.count, models, cap));
  const shortages: RowShortage[] = [];
  request.rows.forEach((_, r) => {
    const available = approved[r] - atLimit[r];
    if (available >= needed[r]) return;
    const row = request.rowLabels[r];
    const message = fillEach(EXAM_MESSAGES.rowShortage, (l) => ({
      row: row[l],
      needed: needed[r],
      approved: approved[r],
      atLimit: atLimit[r],
    }));
    shortages.push({ row: r, needed: needed[r], available, message });
  });
  return { eligible, needed, shortages };
}

/** Every row with what it needs and has, for an explanation when the rows only fail together. */
export function rowSupplies(request: AssemblyRequest, supply: Supply): RowShortage[] {
  return request.rows.map((_, r) => {
    const available = supply.eligible[r].reduce((n, e) => n + e.units, 0);
    const row = request.rowLabels[r];
    const message = fillEach(EXAM_MESSAGES.rowSupply, (l) => ({
      row: row[l],
      needed: supply.needed[r],
      available,
    }));
    return { row: r, needed: supply.needed[r], available, message };
  });
}

/**
 * The candidates one model's MIP chooses from: per row, the least-used questions first (ties in
 * seeded random order), `factor` times the row's count. A random sample keeps the row's spread of
 * difficulty and time, and a MIP over a few hundred candidates solves in milliseconds where one
 * over the whole bank takes seconds.
 */
export function sampleCandidates(
  eligible: readonly Entry[][],
  rows: readonly SpecificationRow[],
  factor: number,
  random: () => number,
): Entry[] {
  return eligible.flatMap((entries, r) => {
    const keep = Math.max(Math.ceil(rows[r].count * factor), rows[r].count + 20);
    if (entries.length <= keep) return entries;
    return shuffled(entries, random)
      .sort((a, b) => a.q.exposureCount - b.q.exposureCount)
      .slice(0, keep);
  });
}

/**
 * Question-id pairs sharing a near-duplicate band (MinHash LSH at the 70% threshold): kept apart
 * as enemies. Unconfirmed by an exact similarity, so a rare false pair is only kept apart needlessly.
 */
export function bandEnemies(pool: readonly CandidateQuestion[]): [number, number][] {
  const byBand = new Map<number, number[]>();
  for (const q of pool)
    for (const band of q.textBands) {
      const list = byBand.get(band);
      if (list) list.push(q.id);
      else byBand.set(band, [q.id]);
    }
  const pairs: [number, number][] = [];
  for (const ids of byBand.values())
    for (let a = 0; a < ids.length; a++)
      for (let b = a + 1; b < ids.length; b++) pairs.push([ids[a], ids[b]]);
  return pairs;
}
