import { LIMITS } from '@mizan/domain/limits';

/**
 * A cell's text as it may be quoted back in a row report or message: cut to a fixed length, so a
 * report's size follows the number of rows, never the size of what the rows hold.
 */
export function quoteCell(text: string, max: number = LIMITS.reportCellCharsMax): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
