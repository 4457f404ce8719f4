import { normaliseArabic } from '../codes/arabic-normalise.js';

/**
 * Rich text (the sanitised HTML the editor writes) to plain text, without a DOM so the API, the
 * web and unit tests share it: the stored text_plain, the list's text column and the similarity
 * check read this. Formulas become their LaTeX between `\(` and `\)` (one-line places render them:
 * apps/web MathLine), a blank '____', an image nothing; block ends and line breaks become one
 * space-separated line.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export const decodeEntities = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] === '#') {
      const hex = e[1] === 'x' || e[1] === 'X';
      const code = hex ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[e.toLowerCase()] ?? all;
  });

/**
 * A tag's attributes: quoted values are taken whole, so a `>` inside one (a formula's
 * `data-latex="x > 1"`, which serialisers leave unescaped) does not end the tag.
 */
export const TAG_ATTRS = `(?:[^>"']|"[^"]*"|'[^']*')*`;
const MATH_NODE = new RegExp(
  `<(span|div)\\b${TAG_ATTRS}?\\sdata-latex\\s*=${TAG_ATTRS}>[\\s\\S]*?<\\/\\1>`,
  'gi',
);
const BLANK_NODE = new RegExp(
  `<span\\b${TAG_ATTRS}?\\sdata-blank\\s*=${TAG_ATTRS}>[\\s\\S]*?<\\/span>`,
  'gi',
);
const BLANK_START = new RegExp(`<span\\b${TAG_ATTRS}?\\sdata-blank\\s*=${TAG_ATTRS}>`, 'gi');
const ANY_TAG = new RegExp(`<\\/?[a-z!]${TAG_ATTRS}>`, 'gi');

/** Opening and closing marks of a formula in plain text (TeX's inline math delimiters). */
export const MATH_OPEN = '\\(';
export const MATH_CLOSE = '\\)';

// The formula goes back in escaped: the tag stripping after it must not read its `<` as a tag.
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The value of an attribute in one start tag (quoted either way), decoded; null when absent. */
export const attrOf = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>"']+))`, 'i').exec(tag);
  return m ? decodeEntities(m[2] ?? m[3] ?? m[4] ?? '') : null;
};

export const BLANK_PLACEHOLDER = '____';

export function plainText(html: string): string {
  return decodeEntities(
    html
      // Math and blank nodes are atoms: the attribute is the value, any content a rendering.
      .replace(MATH_NODE, (tag) => {
        const tex = (attrOf(tag, 'data-latex') ?? '').trim();
        return tex ? ` ${MATH_OPEN}${escapeHtml(tex)}${MATH_CLOSE} ` : ' ';
      })
      .replace(BLANK_NODE, ` ${BLANK_PLACEHOLDER} `)
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(ANY_TAG, ' '),
  )
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** Plain text as the search and similarity columns hold it (text_norm): Arabic folded, lower case. */
export const normText = (plain: string): string => normaliseArabic(plain).toLowerCase();

/** Whether a rich text has any content a student would see (text, a formula, an image or a blank). */
export const hasContent = (html: string): boolean =>
  plainText(html) !== '' || /<img\b|data-latex\s*=|data-blank\s*=/i.test(html);

/** Ids of the blank markers `<span data-blank="id">` in a stem, in order (repeats kept). */
export const blankIds = (html: string): string[] =>
  [...html.matchAll(BLANK_START)].map((m) => attrOf(m[0], 'data-blank') ?? '');

/**
 * Equations written in a format the editor no longer reads: TeX between `$$`, `\(`…`\)` or
 * `\[`…`\]` typed as text, or MathML. SPEC 8: the save goes through with a warning asking the
 * author to enter them again with the formula tool.
 */
export function hasDeprecatedEquation(html: string): boolean {
  if (/<math\b/i.test(html)) return true;
  // Only the text: a formula node's data-latex holds TeX legitimately.
  const text = plainText(html.replace(MATH_NODE, ' '));
  return /\$\$[\s\S]+?\$\$|\\\([\s\S]+?\\\)|\\\[[\s\S]+?\\\]/.test(text);
}
