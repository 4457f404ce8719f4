import type SanitizeHtml from 'sanitize-html';
import { htmlCleaner } from '../../questions/html-cleaner.js';

/**
 * Rich text coming from a file is cleaned here before anyone sees it (the preview renders it);
 * the questions API sanitises again against its own allow-list when it stores a question.
 * Images may point only at data URIs, the file's own images (import-image:{n}) or http(s).
 */
const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'img',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'hr',
  ],
  allowedAttributes: {
    '*': ['dir', 'lang'],
    span: ['data-blank', 'data-type', 'data-latex', 'dir', 'lang'],
    img: ['src', 'alt', 'width', 'height'],
    a: ['href'],
    td: ['colspan', 'rowspan', 'dir'],
    th: ['colspan', 'rowspan', 'dir'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data', 'http', 'https', 'import-image'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with their content: these never hold question text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'iframe', 'object'],
  transformTags: { b: 'strong', i: 'em' },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export const cleanHtml = htmlCleaner(OPTIONS, (html) => html.trim());

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};
export const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });

/** Plain text of rich text: tags removed, blocks and breaks as spaces, white space folded. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<span data-blank="[^"]*"><\/span>/g, ' ____ ')
    .replace(/<span[^>]*data-latex="([^"]*)"[^>]*>.*?<\/span>/g, (_m, l: string) => ` ${decodeEntities(l)} `)
    .replace(/<(br|\/p|\/div|\/li|\/h\d|\/tr|\/td|\/th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Rich text that shows something: text, an image or a formula. */
export const hasContent = (html: string) => htmlToText(html) !== '' || /<img\b/i.test(html);

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as rich text: escaped, one paragraph per blank-line block, line breaks kept. */
export function textToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return blocks.map((b) => `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`).join('');
}

const BLOCK_START = /^<(p|div|ul|ol|table|h\d|blockquote|pre)\b/i;

/** A part of a question (option, premise, answer) as the editor stores it: block content, a paragraph at least. */
export function asBlock(html: string): string {
  const h = html.trim();
  return !h || BLOCK_START.test(h) ? h : `<p>${h}</p>`;
}

/**
 * TeX written between \( \), \[ \] or $$ $$ becomes the editor's math node (the mathematics
 * extension's inline-math span), so formulas from Moodle and GIFT render.
 */
export function texToMath(html: string): string {
  return html.replace(
    /\\\((.+?)\\\)|\\\[(.+?)\\\]|\$\$(.+?)\$\$/gs,
    (_m, a?: string, b?: string, c?: string) => {
      const latex = decodeEntities((a ?? b ?? c ?? '').trim());
      return `<span data-type="inline-math" data-latex="${escapeHtml(latex)}"></span>`;
    },
  );
}
