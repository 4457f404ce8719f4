/**
 * Classical item analysis over a students x questions mark matrix (research/exams.md e.3 goal 3;
 * decision g.3: classical test theory only). One pure function for paper and electronic exams.
 *
 * Conventions (chosen to match Moodle's quiz statistics where it defines one):
 * - an omitted answer (null mark) counts as 0 in every score and is also counted as omitted;
 * - standard deviations are sample SDs (n - 1), as Moodle reports them;
 * - discrimination index is Moodle's: 100 x the correlation of the question's mark with the rest of
 *   the test (the total without this question), so a question does not correlate with itself;
 * - discriminative efficiency is Moodle's: 100 x that covariance over the largest covariance the
 *   two mark distributions allow (both sorted the same way);
 * - point-biserial is the textbook item-total correlation (the question included), which for a
 *   right/wrong question is r_pb = (M1 - M0) / s_n x sqrt(p q);
 * - upper/lower D: students ranked by total score, the top and bottom 27% (at least one each);
 *   D = facility in the upper group - facility in the lower group.
 * A figure the data cannot give (one student, no spread) is null with its reason, never NaN.
 */

/** Why a figure is null. */
export type NullReason = 'noStudents' | 'oneStudent' | 'zeroVariance' | 'zeroRestVariance' | 'noTimes';

export interface ItemStatisticsInput {
  /** marks[student][question]; null = omitted. */
  marks: ReadonlyArray<ReadonlyArray<number | null>>;
  /** Each question's maximum mark (> 0). */
  maxMarks: readonly number[];
  /** Seconds each student spent on each question, where known (electronic exams). */
  times?: ReadonlyArray<ReadonlyArray<number | null>>;
  /** Index of the choice each student picked (null: none), for questions with choices. */
  choices?: ReadonlyArray<ReadonlyArray<number | null>>;
  /** Choices per question (0 for a question without choices); needed with `choices`. */
  choiceCounts?: readonly number[];
  /** Bins of the score histogram (default 10). */
  histogramBins?: number;
}

export interface QuestionStatistics {
  /** Mean mark over maximum (proportion right for right/wrong questions). */
  facility: number | null;
  /** Sample SD of the mark over maximum. */
  sd: number | null;
  /** Moodle's discrimination index, -100 to 100. */
  discrimination: number | null;
  /** Moodle's discriminative efficiency, percent. */
  discriminativeEfficiency: number | null;
  /** Item-total correlation. */
  pointBiserial: number | null;
  /** Upper 27% facility - lower 27% facility. */
  upperLowerD: number | null;
  /** Students who picked each choice (null when the question has no choices or none were given). */
  distractors: number[] | null;
  /** Share of students who left it unanswered. */
  omitted: number | null;
  /** Mean seconds over the students with a time. */
  meanTime: number | null;
  /** Why each null figure is null. */
  reasons: Partial<Record<Exclude<keyof QuestionStatistics, 'reasons'>, NullReason>>;
}

export interface TestStatistics {
  students: number;
  questions: number;
  maxScore: number;
  mean: number | null;
  sd: number | null;
  /** Cronbach's alpha; equals KR-20 when every question is right/wrong. */
  alpha: number | null;
  /** Equal-width bins over 0..maxScore; the last bin includes maxScore. */
  histogram: { from: number; to: number; count: number }[];
  reasons: Partial<Record<'mean' | 'sd' | 'alpha', NullReason>>;
}

export interface ItemStatistics {
  questions: QuestionStatistics[];
  test: TestStatistics;
}

/** Share of students in each of the upper and lower groups (Kelley's 27%). */
export const UPPER_LOWER_SHARE = 0.27;

const sumOf = (a: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i];
  return s;
};

/** Sum of squared deviations and of cross products about the means. */
function moments(x: Float64Array, y: Float64Array): { sxx: number; syy: number; sxy: number } {
  const n = x.length;
  const mx = sumOf(x) / n;
  const my = sumOf(y) / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i] - mx;
    const dy = y[i] - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  return { sxx, syy, sxy };
}

/** Rounding noise of a sum of squares that is really 0 (all marks equal). */
const isZero = (v: number, scale: number) => Math.abs(v) <= 1e-12 * Math.max(1, scale);

export function itemStatistics(input: ItemStatisticsInput): ItemStatistics {
  const { marks, maxMarks } = input;
  const n = marks.length;
  const k = maxMarks.length;
  maxMarks.forEach((m, j) => {
    if (!(m > 0)) throw new RangeError(`question ${j}: maximum mark must be > 0`);
  });
  // Column-major copy: each question's marks are read several times.
  const columns = Array.from({ length: k }, () => new Float64Array(n));
  const omittedCounts = new Uint32Array(k);
  const totals = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const row = marks[i];
    if (row.length !== k) throw new RangeError(`student ${i}: ${row.length} marks for ${k} questions`);
    let total = 0;
    for (let j = 0; j < k; j++) {
      const v = row[j];
      if (v === null || v === undefined) omittedCounts[j]++;
      else {
        if (!Number.isFinite(v)) throw new RangeError(`student ${i}, question ${j}: mark is not a number`);
        columns[j][i] = v;
        total += v;
      }
    }
    totals[i] = total;
  }
  const ranked = rankGroups(totals);
  const questions = columns.map((col, j) =>
    questionStatistics(input, j, col, totals, ranked, omittedCounts[j]),
  );
  return { questions, test: testStatistics(input, columns, totals) };
}

/** Students of the upper and lower 27% by total score (ties keep the input order). */
function rankGroups(totals: Float64Array): { upper: Uint32Array; lower: Uint32Array } | null {
  const n = totals.length;
  if (n < 2) return null;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => totals[b] - totals[a] || a - b);
  const g = Math.min(Math.floor(n / 2), Math.max(1, Math.round(n * UPPER_LOWER_SHARE)));
  return { upper: Uint32Array.from(order.slice(0, g)), lower: Uint32Array.from(order.slice(n - g)) };
}

function questionStatistics(
  input: ItemStatisticsInput,
  j: number,
  col: Float64Array,
  totals: Float64Array,
  ranked: { upper: Uint32Array; lower: Uint32Array } | null,
  omittedCount: number,
): QuestionStatistics {
  const n = col.length;
  const max = input.maxMarks[j];
  const reasons: QuestionStatistics['reasons'] = {};
  const out: QuestionStatistics = {
    facility: null,
    sd: null,
    discrimination: null,
    discriminativeEfficiency: null,
    pointBiserial: null,
    upperLowerD: null,
    distractors: distractorCounts(input, j),
    omitted: n ? omittedCount / n : null,
    meanTime: meanTime(input, j),
    reasons,
  };
  if (out.meanTime === null) reasons.meanTime = 'noTimes';
  if (n === 0) {
    for (const key of [
      'facility',
      'sd',
      'discrimination',
      'discriminativeEfficiency',
      'pointBiserial',
      'upperLowerD',
      'omitted',
    ] as const)
      reasons[key] = 'noStudents';
    return out;
  }
  out.facility = sumOf(col) / n / max;
  if (n === 1) {
    for (const key of [
      'sd',
      'discrimination',
      'discriminativeEfficiency',
      'pointBiserial',
      'upperLowerD',
    ] as const)
      reasons[key] = 'oneStudent';
    return out;
  }
  const rest = new Float64Array(n);
  for (let i = 0; i < n; i++) rest[i] = totals[i] - col[i];
  const withRest = moments(col, rest);
  const withTotal = moments(col, totals);
  out.sd = Math.sqrt(withRest.sxx / (n - 1)) / max;
  if (ranked) {
    const mean = (g: Uint32Array) => {
      let s = 0;
      for (const i of g) s += col[i];
      return s / g.length / max;
    };
    out.upperLowerD = mean(ranked.upper) - mean(ranked.lower);
  }
  if (isZero(withRest.sxx, max * max)) {
    for (const key of ['discrimination', 'discriminativeEfficiency', 'pointBiserial'] as const)
      reasons[key] = 'zeroVariance';
    return out;
  }
  if (!isZero(withTotal.syy, 1)) out.pointBiserial = withTotal.sxy / Math.sqrt(withTotal.sxx * withTotal.syy);
  else reasons.pointBiserial = 'zeroVariance';
  if (isZero(withRest.syy, 1)) {
    reasons.discrimination = 'zeroRestVariance';
    reasons.discriminativeEfficiency = 'zeroRestVariance';
    return out;
  }
  out.discrimination = (100 * withRest.sxy) / Math.sqrt(withRest.sxx * withRest.syy);
  const maxCov = sortedCovariance(col, rest);
  if (isZero(maxCov, 1)) reasons.discriminativeEfficiency = 'zeroVariance';
  else out.discriminativeEfficiency = (100 * withRest.sxy) / maxCov;
  return out;
}

/** Sum of cross products with both columns sorted ascending: the largest the pairing allows. */
function sortedCovariance(x: Float64Array, y: Float64Array): number {
  return moments(ascending(x), ascending(y)).sxy;
}

/**
 * An ascending copy. Marks and totals are mostly whole numbers in a short range: those are counted
 * rather than compared (two sorts per question were three quarters of the whole computation).
 */
function ascending(x: Float64Array): Float64Array {
  const n = x.length;
  if (n === 0) return new Float64Array(0);
  let lo = x[0];
  let hi = x[0];
  for (let i = 0; i < n; i++) {
    const v = x[i];
    if (Math.floor(v) !== v) return Float64Array.from(x).sort();
    if (v < lo) lo = v;
    else if (v > hi) hi = v;
  }
  if (hi - lo > 4 * n) return Float64Array.from(x).sort();
  const counts = new Uint32Array(hi - lo + 1);
  for (let i = 0; i < n; i++) counts[x[i] - lo]++;
  const out = new Float64Array(n);
  let at = 0;
  for (let c = 0; c < counts.length; c++) {
    out.fill(lo + c, at, at + counts[c]);
    at += counts[c];
  }
  return out;
}

function distractorCounts(input: ItemStatisticsInput, j: number): number[] | null {
  const count = input.choiceCounts?.[j] ?? 0;
  if (!input.choices || count <= 0) return null;
  const counts = new Array<number>(count).fill(0);
  for (const row of input.choices) {
    const c = row[j];
    if (c !== null && c !== undefined && c >= 0 && c < count) counts[c]++;
  }
  return counts;
}

function meanTime(input: ItemStatisticsInput, j: number): number | null {
  if (!input.times) return null;
  let sum = 0;
  let m = 0;
  for (const row of input.times) {
    const t = row[j];
    if (t !== null && t !== undefined && Number.isFinite(t)) {
      sum += t;
      m++;
    }
  }
  return m ? sum / m : null;
}

function testStatistics(
  input: ItemStatisticsInput,
  columns: Float64Array[],
  totals: Float64Array,
): TestStatistics {
  const n = totals.length;
  const k = columns.length;
  const maxScore = sumOf(input.maxMarks);
  const reasons: TestStatistics['reasons'] = {};
  const test: TestStatistics = {
    students: n,
    questions: k,
    maxScore,
    mean: null,
    sd: null,
    alpha: null,
    histogram: histogram(totals, maxScore, input.histogramBins ?? 10),
    reasons,
  };
  if (n === 0) {
    reasons.mean = reasons.sd = reasons.alpha = 'noStudents';
    return test;
  }
  test.mean = sumOf(totals) / n;
  if (n === 1) {
    reasons.sd = reasons.alpha = 'oneStudent';
    return test;
  }
  const totalSs = moments(totals, totals).sxx;
  test.sd = Math.sqrt(totalSs / (n - 1));
  if (k < 2 || isZero(totalSs, maxScore * maxScore)) {
    reasons.alpha = 'zeroVariance';
    return test;
  }
  let itemSs = 0;
  for (const col of columns) itemSs += moments(col, col).sxx;
  // alpha = k/(k-1) x (1 - sum of item variances / total variance); the n - 1 cancels.
  test.alpha = (k / (k - 1)) * (1 - itemSs / totalSs);
  return test;
}

function histogram(totals: Float64Array, maxScore: number, bins: number): TestStatistics['histogram'] {
  const b = Math.max(1, Math.floor(bins));
  const width = maxScore / b;
  const out = Array.from({ length: b }, (_, i) => ({ from: i * width, to: (i + 1) * width, count: 0 }));
  for (const t of totals) out[Math.min(b - 1, Math.max(0, Math.floor(t / width)))].count++;
  return out;
}
