import type { CandidateQuestion } from './assembly.types.js';
import type { Entry } from './candidates.js';
import { buildMip, type MipInput } from './mip-builder.js';
import { syntheticBank } from './synthetic-bank.js';

const bank = syntheticBank({ size: 400, subjects: 1, seed: 3 });
const mcq = bank.filter((q) => q.questionType === '3.2.').slice(0, 60);
const caseStudy: CandidateQuestion = { ...mcq[0], id: 9999, questionType: '3.5.', subQuestionCount: 3 };
const entries: Entry[] = [...mcq.map((q) => ({ q, row: 0, units: 1 })), { q: caseStudy, row: 1, units: 3 }];
const input: MipInput = {
  entries,
  rows: [
    { subjectId: 1, questionType: '3.2.', count: 5, degree: 1 },
    { subjectId: 1, questionType: '3.5.', count: 3, degree: 1 },
  ],
  models: 2,
  cap: 0,
  kept: [new Set([mcq[1].id])],
  enemies: [[mcq[2].id, mcq[3].id]],
  difficulty: { lo: 3.8, hi: 4.2 },
  time: { lo: 20, hi: 25 },
  cost: [entries.map(() => 1.25), entries.map(() => 1)],
  uncoveredIloCost: 3,
  deviationCost: 4,
  difficultyTarget: { lo: 3.96, hi: 4.04 },
};

describe('buildMip', () => {
  const mip = buildMip(input);
  const lines = mip.lp.split('\n');

  it('keeps every line under the LP reader limit of 560 characters', () => {
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(560);
    expect(lines[0]).toBe('Minimize');
    expect(lines.at(-1)).toBe('End');
  });

  it('fills each row in counted questions: a case study counts as its sub-questions', () => {
    expect(mip.lp).toMatch(/ row1_0: 3 x60_0 = 3/);
    expect(mip.lp).toMatch(/ row0_1: x0_1 \+ x1_1 \+/);
  });

  it('keeps enemies apart, models apart under a cap, and at most `cap` shared with a kept model', () => {
    expect(mip.lp).toContain(' enemy0_0: x2_0 + x3_0 <= 1');
    expect(mip.lp).toContain(` apart${mcq[0].id}: x0_0 + x0_1 <= 1`);
    expect(mip.lp).toContain(' kept0_1: x1_1 <= 0');
  });

  it('declares every x binary and decodes the columns at 1 per model', () => {
    expect(mip.columns).toBeGreaterThan(2 * entries.length);
    expect(mip.decode(['x5_1', 'x60_0', 'u10_0', 'x2_1', 'above1'])).toEqual([[60], [2, 5]]);
  });
});
