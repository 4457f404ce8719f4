import { docToHtml } from './html.js';
import { BLOCK_DIRS, editorSchema, HEADING_LEVELS } from './model.js';
import type { HtmlShape } from './model-html.js';

/**
 * The HTML the document model writes, derived from the model itself: a document that uses every
 * node, mark and attribute of the schema (html-shape.spec.ts fails when an extension adds one the
 * sample lacks) written through docToHtml, then read back as tags and attributes. The server's
 * sanitiser allows exactly this shape, kept as data in model-html.ts (MODEL_HTML_SHAPE) so that it
 * loads no Tiptap; html-shape.spec.ts checks the copy against this derivation, so the allow-list and
 * the editor cannot drift apart.
 */

const text = (t: string, mark?: string) => ({
  type: 'text',
  text: t,
  ...(mark ? { marks: [{ type: mark }] } : {}),
});
const para = (t: string, attrs?: Record<string, unknown>) => ({
  type: 'paragraph',
  ...(attrs ? { attrs } : {}),
  content: [text(t)],
});

/** A ProseMirror document (JSON) with every node, mark and attribute of the model set. */
export const MODEL_SAMPLE = {
  type: 'doc',
  content: [
    ...HEADING_LEVELS.map((level) => ({
      type: 'heading',
      attrs: { level, dir: 'rtl' },
      content: [text(`h${level}`)],
    })),
    {
      type: 'paragraph',
      attrs: { dir: 'ltr' },
      content: [
        ...['bold', 'italic', 'underline', 'strike', 'code', 'subscript', 'superscript'].map((m) =>
          text(m, m),
        ),
        { type: 'hardBreak' },
        { type: 'blank', attrs: { id: 'b1' } },
        { type: 'inlineMath', attrs: { latex: '\\frac{1}{2}' } },
        {
          type: 'image',
          attrs: {
            src: '/api/question-images/0b6f3c1e-2a4d-4e8f-9a1b-3c5d7e9f1a2b',
            alt: 'a',
            title: 't',
            width: 120,
            height: 80,
          },
        },
      ],
    },
    { type: 'bulletList', content: [{ type: 'listItem', attrs: { dir: 'auto' }, content: [para('u')] }] },
    {
      type: 'orderedList',
      attrs: { start: 3, type: 'a' },
      content: [{ type: 'listItem', content: [para('o')] }],
    },
    { type: 'blockquote', content: [para('q')] },
    { type: 'blockMath', attrs: { latex: 'E=mc^2' } },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableHeader',
              attrs: { colspan: 2, rowspan: 2, colwidth: [60, 60], align: 'center' },
              content: [para('h')],
            },
          ],
        },
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableCell',
              attrs: { colspan: 2, rowspan: 2, colwidth: [120], align: 'right' },
              content: [para('d')],
            },
          ],
        },
      ],
    },
  ],
};

/** Attributes whose values the model fixes: `dir` by BLOCK_DIRS, `data-type` by what the nodes write. */
const CLOSED = new Set(['dir', 'data-type']);

let cached: HtmlShape | null = null;

/** The tags, attributes and closed attribute values of the model's HTML. */
export function modelHtmlShape(): HtmlShape {
  if (cached) return cached;
  const html = docToHtml(editorSchema().nodeFromJSON(MODEL_SAMPLE));
  const tags: Record<string, Set<string>> = {};
  const values: Record<string, Record<string, Set<string>>> = {};
  // docToHtml's own output: lower-case tags, double-quoted attribute values with `"` escaped.
  for (const [, tag, attrs] of html.matchAll(/<([a-z][a-z0-9]*)((?:\s[a-z-]+="[^"]*")*)>/g)) {
    tags[tag] ??= new Set();
    for (const [, name, value] of attrs.matchAll(/\s([a-z-]+)="([^"]*)"/g)) {
      tags[tag].add(name);
      if (!CLOSED.has(name)) continue;
      values[tag] ??= {};
      values[tag][name] ??= new Set(name === 'dir' ? BLOCK_DIRS : []);
      values[tag][name].add(value);
    }
  }
  cached = {
    tags: Object.fromEntries(Object.entries(tags).map(([t, a]) => [t, [...a].sort()])),
    values: Object.fromEntries(
      Object.entries(values).map(([t, byAttr]) => [
        t,
        Object.fromEntries(Object.entries(byAttr).map(([a, v]) => [a, [...v].sort()])),
      ]),
    ),
  };
  return cached;
}
