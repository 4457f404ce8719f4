import { describe, expect, it } from '@jest/globals';
import { planDistribution } from './exam-distribution.rules.js';

describe('165.7.1. distribution plan', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => 100 + i);

  it('fills sectors in order up to capacity, seats from 1, neighbours on different models', () => {
    const plan = planDistribution(
      ids(7),
      [
        { sectorId: 1, capacity: 4 },
        { sectorId: 2, capacity: 5 },
      ],
      [0, 1, 2],
    );
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.seats.map((s) => [s.sectorId, s.seatNo])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 1],
      [2, 2],
      [2, 3],
    ]);
    for (let i = 1; i < plan.seats.length; i++)
      if (plan.seats[i].sectorId === plan.seats[i - 1].sectorId)
        expect(plan.seats[i].modelNo).not.toBe(plan.seats[i - 1].modelNo);
    expect(new Set(plan.seats.map((s) => s.studentId)).size).toBe(7);
  });

  it('says why it cannot seat everyone', () => {
    expect(planDistribution(ids(5), [{ sectorId: 1, capacity: 4 }], [0, 1])).toEqual({
      ok: false,
      reason: 'capacity',
      capacity: 4,
      students: 5,
    });
    expect(planDistribution([], [{ sectorId: 1, capacity: 4 }], [0])).toMatchObject({ reason: 'noStudents' });
    expect(planDistribution(ids(1), [], [0])).toMatchObject({ reason: 'noSectors' });
    expect(planDistribution(ids(1), [{ sectorId: 1, capacity: 4 }], [])).toMatchObject({
      reason: 'noModels',
    });
  });
});
