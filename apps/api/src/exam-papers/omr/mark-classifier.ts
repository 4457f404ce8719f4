/**
 * Deciding what a row of bubbles says from each bubble's darkness (0 paper .. 1 ink). Thresholds
 * are relative to the sheet's own empty level (the median bubble: most bubbles are empty), so a
 * darker scanner or greyer paper moves them together (open-mcr #5: a fixed threshold breaks).
 * Anything between clearly empty and clearly filled is a person's decision, never the reader's:
 * nothing is scored from a doubtful reading (issue 15 part 5).
 */

/** Above the empty level: a pen or pencil fill (research: measured fills 0.45-0.8, empties < 0.1). */
export const STRONG = 0.33;
/** Above the empty level and below STRONG: a faint mark, a cross, an erasure's residue: review. */
export const WEAK = 0.14;

export type Doubt = 'multipleMarks' | 'faintMark' | 'erasure';

export interface RowReading {
  /** Choices read as marked (0-based); with a doubt, the reader's best candidates. */
  marked: number[];
  doubt: Doubt | null;
}

/** One row (a question's choices, or a digit column's ten). */
export function classifyRow(darkness: readonly number[], empty: number, multiAnswer: boolean): RowReading {
  const strong: number[] = [];
  const weak: number[] = [];
  darkness.forEach((d, i) => {
    if (d >= empty + STRONG) strong.push(i);
    else if (d >= empty + WEAK) weak.push(i);
  });
  if (strong.length === 0) {
    return weak.length === 0 ? { marked: [], doubt: null } : { marked: weak, doubt: 'faintMark' };
  }
  // A weak mark beside a fill is an erasure or a light second answer: the two look alike, so a person decides.
  if (weak.length > 0) return { marked: strong, doubt: 'erasure' };
  if (strong.length > 1 && !multiAnswer) return { marked: strong, doubt: 'multipleMarks' };
  return { marked: strong, doubt: null };
}
