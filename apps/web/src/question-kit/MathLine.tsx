import 'katex/dist/katex.min.css';
import katex from 'katex';
import { useMemo } from 'react';
import { mathPieces, textDir } from './math-line';

export interface MathLineProps {
  text: string;
  /** The text's language (a question's), when known; the direction comes from its letters either way. */
  lang?: string;
  className?: string;
}

/**
 * A clamped line (`line-clamp-*` in className) is clamped here, in the text's own direction, so its
 * ellipsis falls at the text's end and not over its first letters.
 *
 * A question's plain text where it shows on one line (lists, notifications, titles): user content
 * isolated in its own direction (`<bdi>`, textDir), each formula rendered by KaTeX and kept left
 * to right, so TeX never shows raw and an Arabic stem's formula does not scramble the line.
 */
export function MathLine({ text, lang, className }: MathLineProps) {
  const pieces = useMemo(() => mathPieces(text), [text]);
  return (
    <bdi dir={textDir(pieces)} lang={lang} className={className} data-user-content="">
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
