import { attrOf, decodeEntities, TAG_ATTRS } from '@mizan/domain/questions';

// Quoted attribute values are taken whole: a formula's `data-latex="x > 1"` does not end its tag.
const MATH_NODE = new RegExp(
  `<(span|div)\\b${TAG_ATTRS}?\\sdata-latex\\s*=${TAG_ATTRS}>[\\s\\S]*?<\\/\\1>`,
  'gi',
);
const BLANK_NODE = new RegExp(
  `<span\\b${TAG_ATTRS}?\\sdata-blank\\s*=${TAG_ATTRS}>[\\s\\S]*?<\\/span>`,
  'gi',
);

/**
 * Plain text of a stored rich-text part for the version diff. Unlike the shared plainText (one
 * line, blanks as '____'), it keeps line breaks at block ends, writes formulas as $LaTeX$ and a
 * blank as its number, so a diff reads like the question.
 */
export function plainText(html: string, blankNumber: (id: string) => number = () => 0): string {
  return decodeEntities(
    html
      // Math and blank nodes are atoms: their content (if any) is a rendering, the attribute is the value.
      .replace(MATH_NODE, (tag, name: string) => {
        // Escaped so the tag stripping below leaves a '<' of the formula alone; decoded at the end.
        const latex = (attrOf(tag, 'data-latex') ?? '').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
        return name.toLowerCase() === 'div' ? `\n$${latex}$\n` : ` $${latex}$ `;
      })
      .replace(BLANK_NODE, (tag) => {
        const n = blankNumber(attrOf(tag, 'data-blank') ?? '');
        return ` [${n || '…'}] `;
      })
      .replace(/<img\b[^>]*>/gi, (tag) => ` [${attrOf(tag, 'alt') || '🖼'}] `)
      .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6]|\/blockquote)\b[^>]*>/gi, '\n')
      .replace(/<\/t[dh]>/gi, ' ')
      .replace(new RegExp(`<\\/?[a-z!]${TAG_ATTRS}>`, 'gi'), ''),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
