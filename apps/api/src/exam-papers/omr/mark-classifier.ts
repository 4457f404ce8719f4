import type { Bubble } from '@mizan/domain/exam-papers';
import { type GreyImage, sample } from './grey-image.js';
import { type Homography, project } from './homography.js';

/**
 * Deciding what a row of bubbles says from each bubble's ink. Thresholds are relative to the
 * sheet's own empty level (the median bubble: most bubbles are empty), so a darker scanner or
 * greyer paper moves them together (open-mcr #5: a fixed threshold breaks). A mark that could be
 * read two ways goes to a person, never scored by the reader (issue 15 part 5); what only one
 * reading fits (a lone light pencil mark, a tick, a cross, an erasure's residue beside a fill) is
 * read, as AMC and the research's reader do (../shared/research/exams.md b.3), so that the
 * review queue holds the doubtful marks and not every hard one.
 */

/** A bubble's ink: the darkness of its inner disc (0 paper .. 1 ink), and of the disc's darkest quarter. */
export interface Ink {
  mean: number;
  peak: number;
}

/** Mean above the empty level: a pen or pencil fill (research: measured fills 0.45-0.8, empties < 0.1). */
export const STRONG = 0.33;
/**
 * Peak above the empty level: a pen's stroke crosses the disc (a tick or a cross: their strokes
 * cover a third of it, so their mean can be weak, but where the pen went it is as dark as a fill;
 * measured on the synthetic scans: ticks' peaks 0.42 and up, light pencil's 0.35 at most, an
 * erasure's residue 0.23 at most: residue and pencil are grey all over).
 */
export const PEN = 0.36;
/** Mean above the empty level that light pencil reaches (measured 0.245 and up) and an erasure's residue does not (0.22 at most). */
export const LIGHT = 0.23;
/** Mean above the empty level: something is there (residue, a hesitation, a stray touch). */
export const WEAK = 0.14;
/** A lone mark lighter than a fill is read only when it stands this far above the row's next darkest bubble. */
export const MARGIN = 0.12;

export type Doubt = 'multipleMarks' | 'faintMark' | 'erasure';

export interface RowReading {
  /** Choices read as marked (0-based); with a doubt, the reader's best candidates. */
  marked: number[];
  doubt: Doubt | null;
}

/** A fill; a pen's stroke (tick, cross); light pencil; a trace too light to be an answer. */
type Level = 'fill' | 'stroke' | 'light' | 'trace' | 'empty';

function level(ink: Ink, empty: Ink): Level {
  const mean = ink.mean - empty.mean;
  if (mean >= STRONG) return 'fill';
  if (mean < WEAK) return 'empty';
  if (ink.peak - empty.peak >= PEN) return 'stroke';
  return mean >= LIGHT ? 'light' : 'trace';
}

const sorted = (...lists: number[][]) => lists.flat().sort((a, b) => a - b);

/** One row (a question's choices, or a digit column's ten). */
export function classifyRow(inks: readonly Ink[], empty: Ink, multiAnswer: boolean): RowReading {
  const at: Record<Level, number[]> = { fill: [], stroke: [], light: [], trace: [], empty: [] };
  for (const [i, ink] of inks.entries()) at[level(ink, empty)].push(i);
  const { fill, stroke, light, trace } = at;
  const marks = sorted(fill, stroke);
  if (fill.length === 0) {
    const lone = sorted(stroke, light);
    if (lone.length === 0)
      return trace.length ? { marked: trace, doubt: 'faintMark' } : { marked: [], doubt: null };
    if (trace.length > 0) return { marked: sorted(lone, trace), doubt: 'faintMark' };
    if (multiAnswer) return { marked: lone, doubt: null };
    if (lone.length > 1) return { marked: lone, doubt: 'multipleMarks' };
    // A tick, a cross or light pencil alone, clearly darker than the rest of its row: the answer.
    const [first, second = 0] = inks.map((i) => i.mean).sort((a, b) => b - a);
    return first - second >= MARGIN ? { marked: lone, doubt: null } : { marked: lone, doubt: 'faintMark' };
  }
  // Beside a fill, a trace is what an eraser left (lighter than any mark read alone): not an answer.
  // A light mark is that or a second answer in pencil: the two look alike, so a person decides.
  if (light.length > 0) return { marked: marks, doubt: 'erasure' };
  if (marks.length > 1 && !multiAnswer) return { marked: marks, doubt: 'multipleMarks' };
  return { marked: marks, doubt: null };
}

/** Where a bubble is sampled, in radii from its centre: a 7x7 lattice, the points inside the disc. */
const LATTICE = Array.from({ length: 49 }, (_, k) => [(k % 7) - 3, Math.floor(k / 7) - 3])
  .filter(([i, j]) => i * i + j * j <= 9)
  .map(([i, j]) => [i / 3, j / 3] as const);

/**
 * A bubble's ink from the scan, through the homography: the lattice inside 60% of its radius
 * (the printed ring stays out); `peak` is the mean of the darkest quarter of those samples.
 */
export function bubbleInk(img: GreyImage, h: Homography, b: Bubble, white: number): Ink {
  const r = b.r * 0.6;
  const samples = LATTICE.map(([u, v]) => {
    const p = project(h, b.x + u * r, b.y + v * r);
    return sample(img, p.x, p.y);
  });
  const darkness = (sum: number, n: number) => Math.max(0, 1 - sum / n / white);
  const sum = samples.reduce((a, v) => a + v, 0);
  samples.sort((a, b) => a - b);
  const quarter = Math.floor(samples.length / 4);
  const darkest = samples.slice(0, quarter).reduce((a, v) => a + v, 0);
  return { mean: darkness(sum, samples.length), peak: darkness(darkest, quarter) };
}
