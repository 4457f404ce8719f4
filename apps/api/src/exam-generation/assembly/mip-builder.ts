import type { SpecificationRow } from '@mizan/domain/exam-generation';
import type { Entry } from './candidates.js';

/** A window on a model-level sum, in the sum's own units (lo <= sum <= hi). */
export interface Window {
  lo: number;
  hi: number;
}

export interface MipInput {
  entries: readonly Entry[];
  rows: readonly SpecificationRow[];
  /** Models assembled by this MIP. */
  models: number;
  /** Counted questions any two models may share, or null for no cap. */
  cap: number | null;
  /** Question ids of models kept as they are; each new model shares at most `cap` with each. */
  kept: readonly ReadonlySet<number>[];
  /** Question-id pairs never in one model. */
  enemies: readonly (readonly [number, number])[];
  /** Per model: sum of units x difficulty, and sum of expected minutes. */
  difficulty: Window | null;
  time: Window | null;
  /** cost[m][e]: the objective coefficient of entry e in model m. */
  cost: readonly (readonly number[])[];
  /** Objective weight of each ILO a model leaves uncovered (the ILO-spread term). */
  uncoveredIloCost: number;
  /**
   * Objective weight of each unit a model's difficulty sum lies outside `difficultyTarget` (its count x
   * target, ± a free tolerance: an exact target is a subset-sum the solver would branch long to prove).
   */
  deviationCost: number;
  difficultyTarget: Window;
}

export interface Mip {
  lp: string;
  columns: number;
  rows: number;
  /** Entry indexes chosen per model, from the names of the columns at 1. */
  decode(chosen: readonly string[]): number[][];
}

/** HiGHS's LP reader refuses lines over 560 characters (highs-js PR #50): write terms a few per line. */
const TERMS_PER_LINE = 12;

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(6).replace(/0+$/, ''));
const xName = (e: number, m: number) => `x${e}_${m}`;

/** `name: t1 + t2 + ...`, wrapped. Coefficients are positive here (costs, units, minutes). */
function expression(name: string, terms: readonly string[]): string {
  const lines: string[] = [];
  for (let i = 0; i < terms.length; i += TERMS_PER_LINE)
    lines.push(terms.slice(i, i + TERMS_PER_LINE).join(' + '));
  return ` ${name}: ${lines.join('\n  + ')}`;
}
const constraint = (name: string, terms: readonly string[], op: string, rhs: number) =>
  `${expression(name, terms)} ${op} ${num(rhs)}`;

const term = (coef: number, name: string) => (coef === 1 ? name : `${num(coef)} ${name}`);

/**
 * The blueprint as a MIP in CPLEX LP format. x[e,m] = 1 puts entry e (a question in a row) in model m.
 * Hard: each row's counted questions exactly; a question once per model; enemies apart; difficulty
 * and time windows per model; between models, either none shared (when assembling several at once
 * under a cap) or at most `cap` shared with each kept model. Objective (cheap, never a min-max): the
 * entries' costs (least-used first, seeded jitter), a cost per ILO a model leaves uncovered, and each
 * model's distance from the target difficulty (a sum of per-model terms, not the largest of them).
 */
export function buildMip(input: MipInput): Mip {
  const { entries, models } = input;
  const byQuestion = new Map<number, number[]>();
  entries.forEach((e, i) => {
    const list = byQuestion.get(e.q.id);
    if (list) list.push(i);
    else byQuestion.set(e.q.id, [i]);
  });
  const ilos = new Map<number, number[]>();
  entries.forEach((e, i) => {
    for (const ilo of e.q.iloIds) {
      const list = ilos.get(ilo);
      if (list) list.push(i);
      else ilos.set(ilo, [i]);
    }
  });

  const objective: string[] = [];
  const st: string[] = [];
  const bounds: string[] = [];
  const binaries: string[] = [];
  for (let m = 0; m < models; m++) {
    entries.forEach((_, e) => {
      objective.push(term(input.cost[m][e], xName(e, m)));
      binaries.push(xName(e, m));
    });
    for (const ilo of ilos.keys()) {
      objective.push(term(input.uncoveredIloCost, `u${ilo}_${m}`));
      bounds.push(` 0 <= u${ilo}_${m} <= 1`);
    }
    objective.push(term(input.deviationCost, `above${m}`), term(input.deviationCost, `below${m}`));
  }

  const rowEntries = input.rows.map(() => [] as number[]);
  entries.forEach((e, i) => {
    rowEntries[e.row].push(i);
  });
  for (let m = 0; m < models; m++) {
    input.rows.forEach((row, r) => {
      if (row.count === 0) return;
      // The supply count runs first, so a row that asks for questions always has candidates.
      if (!rowEntries[r].length) throw new Error(`specification row ${r} has no candidates`);
      const terms = rowEntries[r].map((e) => term(entries[e].units, xName(e, m)));
      st.push(constraint(`row${r}_${m}`, terms, '=', row.count));
    });
    for (const [qid, list] of byQuestion)
      if (list.length > 1)
        st.push(
          constraint(
            `once${qid}_${m}`,
            list.map((e) => xName(e, m)),
            '<=',
            1,
          ),
        );
    input.enemies.forEach(([a, b], k) => {
      const list = [...(byQuestion.get(a) ?? []), ...(byQuestion.get(b) ?? [])];
      if (list.length > 1)
        st.push(
          constraint(
            `enemy${k}_${m}`,
            list.map((e) => xName(e, m)),
            '<=',
            1,
          ),
        );
    });
    for (const [ilo, list] of ilos)
      st.push(constraint(`ilo${ilo}_${m}`, [`u${ilo}_${m}`, ...list.map((e) => xName(e, m))], '>=', 1));
    const window = (name: string, w: Window | null, coef: (e: Entry) => number) => {
      if (!w) return;
      const terms = entries.flatMap((e, i) => (coef(e) > 0 ? [term(coef(e), xName(i, m))] : []));
      if (!terms.length) return; // all zero: windowReachable has already judged the window
      st.push(
        constraint(`${name}lo_${m}`, terms, '>=', w.lo),
        constraint(`${name}hi_${m}`, terms, '<=', w.hi),
      );
    };
    window('diff', input.difficulty, (e) => e.units * e.q.difficulty);
    // The difficulty sum + below - above lies in the target band; both >= 0 and costed: the distance outside it.
    const sum = entries.flatMap((e, i) =>
      e.q.difficulty > 0 ? [term(e.units * e.q.difficulty, xName(i, m))] : [],
    );
    const deviation = `${expression(`devlo_${m}`, [...sum, `below${m}`])} - above${m}`;
    st.push(`${deviation} >= ${num(input.difficultyTarget.lo)}`);
    st.push(`${deviation.replace(`devlo_${m}:`, `devhi_${m}:`)} <= ${num(input.difficultyTarget.hi)}`);
    window('time', input.time, (e) => e.q.expectedTime);
    if (input.cap !== null)
      input.kept.forEach((ids, k) => {
        const terms = entries.flatMap((e, i) => (ids.has(e.q.id) ? [term(e.units, xName(i, m))] : []));
        if (terms.length) st.push(constraint(`kept${k}_${m}`, terms, '<=', input.cap as number));
      });
  }
  if (input.cap !== null && models > 1)
    for (const [qid, list] of byQuestion) {
      const terms = list.flatMap((e) => Array.from({ length: models }, (_, m) => xName(e, m)));
      st.push(constraint(`apart${qid}`, terms, '<=', 1));
    }

  const lp = [
    'Minimize',
    expression('obj', objective),
    'Subject To',
    ...st,
    'Bounds',
    ...bounds,
    'Binary',
    ...chunk(binaries),
    'End',
  ].join('\n');

  return {
    lp,
    columns: binaries.length + bounds.length + 2 * models,
    rows: st.length,
    decode(chosen) {
      const picked = Array.from({ length: models }, () => [] as number[]);
      for (const name of chosen) {
        const match = /^x(\d+)_(\d+)$/.exec(name);
        if (match) picked[Number(match[2])].push(Number(match[1]));
      }
      return picked.map((list) => list.sort((a, b) => a - b));
    },
  };
}

function chunk(names: readonly string[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < names.length; i += TERMS_PER_LINE)
    lines.push(` ${names.slice(i, i + TERMS_PER_LINE).join(' ')}`);
  return lines;
}
