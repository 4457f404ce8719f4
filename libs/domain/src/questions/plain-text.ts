import { normaliseArabic } from '../codes/arabic-normalise.js';

/**
 * Rich text (the sanitised HTML the editor writes) to plain text, without a DOM so the API, the
 * web and unit tests share it: the stored text_plain, the list's text column and the similarity
 * check read this. Formulas become their LaTeX, a blank '____', an image nothing; block ends and
 * line breaks become one space-separated line.
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
      .replace(
        /<(span|div)\b[^>]*\sdata-latex\s*=[^>]*>[\s\S]*?<\/\1>/gi,
        (tag) => ` ${attrOf(tag, 'data-latex') ?? ''} `,
      )
      .replace(/<span\b[^>]*\sdata-blank\s*=[^>]*>[\s\S]*?<\/span>/gi, ` ${BLANK_PLACEHOLDER} `)
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
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
  [...html.matchAll(/<span\b[^>]*\sdata-blank\s*=[^>]*>/gi)].map((m) => attrOf(m[0], 'data-blank') ?? '');

/**
 * Equations written in a format the editor no longer reads: TeX between `$$`, `\(`…`\)` or
 * `\[`…`\]` typed as text, or MathML. SPEC 8: the save goes through with a warning asking the
 * author to enter them again with the formula tool.
 */
export function hasDeprecatedEquation(html: string): boolean {
  if (/<math\b/i.test(html)) return true;
  // Only the text: a formula node's data-latex holds TeX legitimately.
  const text = plainText(html.replace(/<(span|div)\b[^>]*\sdata-latex\s*=[^>]*>[\s\S]*?<\/\1>/gi, ' '));
  return /\$\$[\s\S]+?\$\$|\\\([\s\S]+?\\\)|\\\[[\s\S]+?\\\]/.test(text);
}
