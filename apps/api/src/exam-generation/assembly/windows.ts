import type { SpecificationRow } from '@mizan/domain/exam-generation';
import type { Entry } from './candidates.js';
import type { Window } from './mip-builder.js';

/**
 * The windows each model is held to, tightest first: mean difficulty within ±w of the target and
 * expected time within ±t of the duration. When a level cannot be met the next is tried and the
 * result says how far it went; the last level drops both (the specification alone).
 */
export const WINDOW_LEVELS: readonly { difficulty: number | null; time: number | null }[] = [
  { difficulty: 0.02, time: 0.05 },
  { difficulty: 0.04, time: 0.1 },
  { difficulty: 0.08, time: 0.2 },
  { difficulty: 0.16, time: null },
  { difficulty: null, time: null },
];

/** Per-unit values of the entries of each row, sorted: the cheap bounds of a model's sums. */
function sumRange(entries: readonly Entry[], rows: readonly SpecificationRow[], value: (e: Entry) => number) {
  let lo = 0;
  let hi = 0;
  rows.forEach((row, r) => {
    const units = entries
      .filter((e) => e.row === r)
      .flatMap((e) => Array.from({ length: e.units }, () => value(e) / e.units))
      .sort((a, b) => a - b);
    for (let i = 0; i < row.count; i++) {
      lo += units[i] ?? 0;
      hi += units[units.length - 1 - i] ?? 0;
    }
  });
  return { lo, hi };
}

/**
 * A model's windows at one level, in the MIP's units (difficulty as the sum of units x difficulty),
 * or null when a relaxation already shows the level cannot be met (no solve needed to know).
 */
export function windowsAt(
  level: (typeof WINDOW_LEVELS)[number],
  entries: readonly Entry[],
  rows: readonly SpecificationRow[],
  target: number,
  durationMinutes: number | null,
): { difficulty: Window | null; time: Window | null } | null {
  const n = rows.reduce((sum, r) => sum + r.count, 0);
  const difficulty =
    level.difficulty === null
      ? null
      : { lo: n * (target - level.difficulty), hi: n * (target + level.difficulty) };
  const time =
    level.time === null || !durationMinutes
      ? null
      : { lo: durationMinutes * (1 - level.time), hi: durationMinutes * (1 + level.time) };
  const fits = (w: Window | null, value: (e: Entry) => number) => {
    if (!w) return true;
    const range = sumRange(entries, rows, value);
    return range.hi >= w.lo && range.lo <= w.hi;
  };
  if (!fits(difficulty, (e) => e.units * e.q.difficulty) || !fits(time, (e) => e.q.expectedTime)) return null;
  return { difficulty, time };
}

/** Without a target: the mean difficulty of what each row can draw from, weighted by its count. */
export function supplyDifficulty(eligible: readonly Entry[][], rows: readonly SpecificationRow[]): number {
  let sum = 0;
  let n = 0;
  rows.forEach((row, r) => {
    const units = eligible[r].reduce((u, e) => u + e.units, 0);
    if (!units || !row.count) return;
    sum += (row.count * eligible[r].reduce((s, e) => s + e.units * e.q.difficulty, 0)) / units;
    n += row.count;
  });
  return n ? Math.round((sum / n) * 1000) / 1000 : 0.5;
}
