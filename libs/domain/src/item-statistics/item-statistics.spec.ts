import { ITEM_STATISTICS_REASONS, itemStatistics } from './index.js';

/**
 * LSAT section 6: 1,000 examinees x 5 right/wrong items, as response-pattern frequencies
 * (Bock, R. D. & Lieberman, M. (1970), "Fitting a response model for n dichotomously scored
 * items", Psychometrika 35, 179-197; distributed as the `LSAT` data set of the R package ltm).
 * The reference figures are those of ltm's `descript(LSAT)`: proportions correct .924 .709 .553
 * .763 .870, Cronbach's alpha (= KR-20 here) 0.2950, point-biserial correlation with the total
 * score "included" 0.3620 0.5668 0.6184 0.5344 0.4354 and "excluded" (item-rest) 0.1128 0.1532
 * 0.1728 0.1444 0.1216.
 */
const LSAT_FREQUENCIES = [
  3, 6, 2, 11, 1, 1, 3, 4, 1, 8, 0, 16, 0, 3, 2, 15, 10, 29, 14, 81, 3, 28, 15, 80, 16, 56, 21, 173, 11, 61,
  28, 298,
];
const lsat = LSAT_FREQUENCIES.flatMap((count, pattern) =>
  Array.from({ length: count }, () => [...pattern.toString(2).padStart(5, '0')].map(Number)),
);

describe('item statistics: LSAT section 6 (Bock & Lieberman 1970, ltm descript)', () => {
  const stats = itemStatistics({ marks: lsat, maxMarks: [1, 1, 1, 1, 1] });

  it('reads 1,000 students', () => expect(stats.test.students).toBe(1000));

  it.each([
    [0, 0.924, 0.362, 11.28],
    [1, 0.709, 0.5668, 15.32],
    [2, 0.553, 0.6184, 17.28],
    [3, 0.763, 0.5344, 14.44],
    [4, 0.87, 0.4354, 12.16],
  ])('item %i: facility %d, point-biserial %d, discrimination (item-rest x 100) %d', (j, p, rpb, di) => {
    const q = stats.questions[j];
    expect(q.facility).toBeCloseTo(p, 4);
    expect(q.pointBiserial).toBeCloseTo(rpb, 4);
    expect(q.discrimination).toBeCloseTo(di, 2);
  });

  it('KR-20 / alpha 0.2950', () => expect(stats.test.alpha).toBeCloseTo(0.295, 4));

  it('discriminative efficiency is the same for whole marks (counted) and half marks (compared)', () => {
    const halves = itemStatistics({
      marks: lsat.map((row) => row.map((m) => m / 2)),
      maxMarks: [0.5, 0.5, 0.5, 0.5, 0.5],
    });
    const efficiency = stats.questions.map((q) => q.discriminativeEfficiency ?? NaN);
    expect(efficiency.every((e) => e > 0 && e < 100)).toBe(true);
    for (const [j, q] of halves.questions.entries())
      expect(q.discriminativeEfficiency).toBeCloseTo(efficiency[j], 10);
  });
});

describe('item statistics: a hand-computed 4 x 3 exam with partial credit and an omission', () => {
  // Totals 4, 2, 1, 0; question 3 is out of 2 and student 3 left it unanswered.
  const stats = itemStatistics({
    marks: [
      [1, 1, 2],
      [1, 0, 1],
      [0, 1, null],
      [0, 0, 0],
    ],
    maxMarks: [1, 1, 2],
    histogramBins: 4,
  });
  const [q1, , q3] = stats.questions;

  it('facility is the mean mark over the maximum, omissions counted as 0', () => {
    expect(q1.facility).toBe(0.5);
    expect(q3.facility).toBe(0.375);
    expect(q3.omitted).toBe(0.25);
    expect(q1.omitted).toBe(0);
  });

  it('question 1: sd sqrt(1/3), discrimination 100 x 1.5 / sqrt(4.75), efficiency 100, r_pb 2.5 / sqrt(8.75)', () => {
    expect(q1.sd).toBeCloseTo(Math.sqrt(1 / 3), 10);
    expect(q1.discrimination).toBeCloseTo((100 * 1.5) / Math.sqrt(4.75), 10);
    expect(q1.discriminativeEfficiency).toBeCloseTo(100, 10);
    expect(q1.pointBiserial).toBeCloseTo(2.5 / Math.sqrt(8.75), 10);
  });

  it('upper and lower 27% of 4 students are one each: D = 1 for questions 1 and 3', () => {
    expect(q1.upperLowerD).toBe(1);
    expect(q3.upperLowerD).toBe(1);
  });

  it('test: mean 1.75, sd sqrt(8.75 / 3), alpha 1.5 x (1 - 4.75 / 8.75), histogram one per bin', () => {
    expect(stats.test.mean).toBe(1.75);
    expect(stats.test.sd).toBeCloseTo(Math.sqrt(8.75 / 3), 10);
    expect(stats.test.alpha).toBeCloseTo(1.5 * (1 - 4.75 / 8.75), 10);
    expect(stats.test.maxScore).toBe(4);
    expect(stats.test.histogram.map((b) => [b.from, b.to, b.count])).toEqual([
      [0, 1, 1],
      [1, 2, 1],
      [2, 3, 1],
      [3, 4, 1],
    ]);
  });
});

describe('item statistics: distractors and times', () => {
  const stats = itemStatistics({
    marks: [[1], [0], [0], [null]],
    maxMarks: [1],
    choices: [[0], [2], [2], [null]],
    choiceCounts: [4],
    times: [[30], [50], [null], [40]],
  });

  it('counts each choice, never-chosen ones as 0', () =>
    expect(stats.questions[0].distractors).toEqual([1, 0, 2, 0]));
  it('averages the times it has', () => expect(stats.questions[0].meanTime).toBe(40));
  it('says why a paper exam has no time', () => {
    const paper = itemStatistics({ marks: [[1], [0]], maxMarks: [1] });
    expect(paper.questions[0].meanTime).toBeNull();
    expect(paper.questions[0].reasons.meanTime).toBe('noTimes');
    expect(paper.questions[0].distractors).toBeNull();
  });
});

describe('item statistics: never NaN', () => {
  /** Every number finite, and every null figure of a question or the test given a reason. */
  const noNaN = (s: ReturnType<typeof itemStatistics>) => {
    for (const part of [...s.questions, s.test] as unknown as Record<string, unknown>[]) {
      const reasons = part.reasons as Record<string, string>;
      for (const [key, value] of Object.entries(part)) {
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
        if (value === null && key !== 'distractors')
          expect(ITEM_STATISTICS_REASONS).toHaveProperty(reasons[key]);
      }
    }
  };

  it('no students: every figure null with noStudents', () => {
    const s = itemStatistics({ marks: [], maxMarks: [1, 2] });
    noNaN(s);
    expect(s.questions[0].facility).toBeNull();
    expect(s.questions[0].reasons.facility).toBe('noStudents');
    expect(s.test).toMatchObject({ mean: null, sd: null, alpha: null, reasons: { alpha: 'noStudents' } });
  });

  it('one student: facility and mean only, the rest null with oneStudent', () => {
    const s = itemStatistics({ marks: [[1, 0]], maxMarks: [1, 1] });
    noNaN(s);
    expect(s.questions[0]).toMatchObject({ facility: 1, sd: null, discrimination: null, upperLowerD: null });
    expect(s.questions[0].reasons).toMatchObject({ sd: 'oneStudent', discrimination: 'oneStudent' });
    expect(s.test).toMatchObject({ mean: 1, sd: null, alpha: null, reasons: { alpha: 'oneStudent' } });
  });

  it('a question everyone got right: no discrimination (zeroVariance), sd 0', () => {
    const s = itemStatistics({
      marks: [
        [1, 1],
        [1, 0],
        [1, 1],
      ],
      maxMarks: [1, 1],
    });
    noNaN(s);
    expect(s.questions[0]).toMatchObject({ facility: 1, sd: 0, discrimination: null, pointBiserial: null });
    expect(s.questions[0].reasons.discrimination).toBe('zeroVariance');
  });

  it('the rest of the test without spread: zeroRestVariance; everyone equal: no alpha', () => {
    const s = itemStatistics({
      marks: [
        [1, 1],
        [0, 1],
        [1, 1],
      ],
      maxMarks: [1, 1],
    });
    expect(s.questions[0].reasons.discrimination).toBe('zeroRestVariance');
    expect(s.questions[0].pointBiserial).toBeCloseTo(1, 10);
    const flat = itemStatistics({
      marks: [
        [1, 0],
        [1, 0],
      ],
      maxMarks: [1, 1],
    });
    noNaN(flat);
    expect(flat.test.alpha).toBeNull();
    expect(flat.test.reasons.alpha).toBe('zeroVariance');
  });

  it('every reason has an Arabic and an English text', () => {
    for (const text of Object.values(ITEM_STATISTICS_REASONS)) {
      expect(text.ar).toMatch(/[\u0600-\u06FF]/);
      expect(text.en).toMatch(/[a-z]/);
    }
  });

  it('refuses a bad matrix instead of guessing', () => {
    expect(() => itemStatistics({ marks: [[1]], maxMarks: [0] })).toThrow(RangeError);
    expect(() => itemStatistics({ marks: [[1, 2]], maxMarks: [1] })).toThrow(RangeError);
    expect(() => itemStatistics({ marks: [[Number.NaN]], maxMarks: [1] })).toThrow(RangeError);
  });
});
