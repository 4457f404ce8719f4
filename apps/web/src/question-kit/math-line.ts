import { MATH_CLOSE, MATH_OPEN } from '@mizan/domain/questions';

/** Text and formula pieces of a plain text (formulas between `\(` and `\)`, as plainText writes them). */
export function mathPieces(text: string): { tex: boolean; value: string }[] {
  const out: { tex: boolean; value: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf(MATH_OPEN, at);
    const close = open < 0 ? -1 : text.indexOf(MATH_CLOSE, open + MATH_OPEN.length);
    if (close < 0) {
      out.push({ tex: false, value: text.slice(at) });
      break;
    }
    if (open > at) out.push({ tex: false, value: text.slice(at, open) });
    out.push({ tex: true, value: text.slice(open + MATH_OPEN.length, close) });
    at = close + MATH_CLOSE.length;
  }
  return out;
}

/**
 * The text's direction from its first letter outside the formulas: `dir="auto"` would read a
 * formula's Latin letters first and lay an Arabic stem that opens with one out left to right.
 */
export function textDir(pieces: { tex: boolean; value: string }[]): 'rtl' | 'ltr' {
  const first = /[A-Za-z\u0590-\u08ff]/.exec(
    pieces
      .filter((p) => !p.tex)
      .map((p) => p.value)
      .join(' '),
  )?.[0];
  return first && /[\u0590-\u08ff]/.test(first) ? 'rtl' : 'ltr';
}
