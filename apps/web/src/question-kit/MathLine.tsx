import 'katex/dist/katex.min.css';
import { MATH_CLOSE, MATH_OPEN } from '@mizan/domain/questions';
import katex from 'katex';
import { useMemo } from 'react';

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

export interface MathLineProps {
  text: string;
  /** The text's language (a question's), when known; its direction is then found from its letters. */
  lang?: string;
  className?: string;
}

/**
 * A question's plain text where it shows on one line (lists, notifications, titles): user content
 * isolated in its own direction (`<bdi dir="auto">`), each formula rendered by KaTeX and kept left
 * to right, so TeX never shows raw and an Arabic stem's formula does not scramble the line.
 */
export function MathLine({ text, lang, className }: MathLineProps) {
  const pieces = useMemo(() => mathPieces(text), [text]);
  return (
    <bdi dir="auto" lang={lang} className={className} data-user-content="">
      {pieces.map((p, i) =>
        p.tex ? (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order
            key={i}
            dir="ltr"
            className="[unicode-bidi:isolate]"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX's own markup of the formula (trust off, no HTML commands)
            dangerouslySetInnerHTML={{
              __html: katex.renderToString(p.value, { throwOnError: false, output: 'htmlAndMathml' }),
            }}
          />
        ) : (
          p.value
        ),
      )}
    </bdi>
  );
}
