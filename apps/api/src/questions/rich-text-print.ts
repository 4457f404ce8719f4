import { decodeEntities, type RichText } from '@mizan/domain/questions';
import katex from 'katex';
import { sanitiseHtml } from './html-sanitiser.js';

/**
 * One rich-text part (the document model's HTML, as stored) as print HTML: formulas rendered by
 * KaTeX (HTML for the eye, MathML for copying and screen readers), blanks as numbered lines,
 * images by their stored reference. Blocks keep the direction the editor gave them; a block
 * without one follows its container (the question's language), or reads its own first strong
 * character where the caller asks for `autoDir` (one-line parts such as options).
 */

export interface RichTextPrint {
  /** Each blank in turn (its id): the print HTML that stands for it. */
  blank?: (id: string) => string;
  /** The URL an image is loaded from in print (e.g. absolute for the PDF browser); default as stored. */
  imageSrc?: (src: string) => string;
  /** dir="auto" on blocks without their own direction. */
  autoDir?: boolean;
}

const VOID = new Set(['br', 'img', 'col']);
/** Attributes of the model that say what a node is, not how it prints. */
const MODEL_ONLY = new Set(['data-type', 'data-latex', 'data-blank', 'colwidth']);
const DIR_BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'li']);

export const escText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escAttr = (s: string) => escText(s).replace(/"/g, '&quot;');

/**
 * KaTeX with the TeX the sanitiser let through; trust off (no links, classes or ids even if the
 * allow-list ever missed one), bounded sizes and macro expansion, errors shown in place.
 */
export const renderTex = (latex: string, display: boolean): string =>
  katex.renderToString(latex, {
    displayMode: display,
    output: 'htmlAndMathml',
    throwOnError: false,
    strict: 'ignore',
    trust: false,
    maxSize: 20,
    maxExpand: 200,
  });

/** One start tag's attributes (the sanitiser writes them double-quoted, escaped), decoded. */
const attrsOf = (s: string): Record<string, string> =>
  Object.fromEntries([...s.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map(([, k, v]) => [k, decodeEntities(v)]));

/** A start tag as print HTML, or what replaces the whole node (a formula, a blank). */
function start(
  name: string,
  attrs: Record<string, string>,
  opts: RichTextPrint,
): { html: string; atom: boolean } {
  const latex = attrs['data-latex'];
  if (latex !== undefined) {
    const display = name === 'div';
    const math = renderTex(latex, display);
    // dir="ltr" isolates the formula: inside right-to-left text KaTeX would otherwise mirror.
    const html = display
      ? `<div class="math" dir="ltr">${math}</div>`
      : `<span class="math" dir="ltr">${math}</span>`;
    return { html, atom: true };
  }
  const blank = attrs['data-blank'];
  if (blank !== undefined) return { html: opts.blank?.(blank) ?? '<span class="blank"></span>', atom: true };
  const src = name === 'img' ? opts.imageSrc : undefined;
  const kept = Object.entries(attrs)
    .filter(([k]) => !MODEL_ONLY.has(k))
    .map(([k, v]): [string, string] => [k, src && k === 'src' ? src(v) : v]);
  if (opts.autoDir && DIR_BLOCKS.has(name) && !attrs.dir) kept.push(['dir', 'auto']);
  return { html: `<${name}${kept.map(([k, v]) => ` ${k}="${escAttr(v)}"`).join('')}>`, atom: false };
}

/**
 * A stored rich text as print HTML. It is sanitised again first (print never trusts what it
 * reads), and the sanitiser's output is regular: escaped text, closed elements, double-quoted
 * attributes, void elements self-closed. So one pass over its tags suffices, no second parser.
 */
export function printRichText(html: RichText, opts: RichTextPrint = {}): string {
  let out = '';
  /** Inside an atom (formula, blank): its tag name and depth; what it holds is not printed. */
  let atom: { name: string; depth: number } | null = null;
  const TOKEN = /<\/([a-z0-9]+)>|<([a-z0-9]+)((?:\s[a-z-]+="[^"]*")*)\s*(\/?)>|[^<]+/g;
  for (const [token, close, open, attrs, selfClosed] of sanitiseHtml(html).matchAll(TOKEN)) {
    if (atom) {
      if (open === atom.name && !selfClosed) atom.depth += 1;
      if (close === atom.name && --atom.depth === 0) atom = null;
      continue;
    }
    if (close) out += `</${close}>`;
    else if (open) {
      const s = start(open, attrsOf(attrs), opts);
      out += s.html;
      if (s.atom && !selfClosed && !VOID.has(open)) atom = { name: open, depth: 1 };
    } else out += token;
  }
  return out;
}
