import {
  type DOMOutputSpec,
  DOMParser as PMDOMParser,
  type Mark,
  type Node as PMNode,
  type Schema,
} from '@tiptap/pm/model';
import { editorSchema } from './model.js';

/**
 * Rich text between the HTML the API stores and the ProseMirror document an editor shows. Every
 * editor and every conversion writes HTML through docToHtml, so a mounted editor, a co-edited part
 * read from its fragment and the server's checks see the same text.
 *
 * The HTML written (what the server's allow-list keeps: html-shape.ts derives it from this):
 *   <p dir?>, <h2|h3|h4 dir?>, <ul>/<ol start?> with <li dir?><p>…</p></li>, <blockquote><p>…</p></blockquote>,
 *   <strong> <em> <u> <s> <code> <sub> <sup> <br>,
 *   <table><colgroup><col>…</colgroup><tbody><tr><th|td colspan="1" rowspan="1"><p>…</p></th|td></tr></tbody></table>,
 *   <img src="/api/question-images/<uuid>"> (inline, inside a paragraph),
 *   <span data-blank="{id}"></span>,
 *   <span data-latex="…" data-type="inline-math"></span>, <div data-latex="…" data-type="block-math"></div>.
 * No class and no style attribute is written; an empty document is ''.
 */

const VOID = new Set(['br', 'img', 'col', 'hr', 'wbr']);
/** Presentation only: the server drops them anyway, and they would make equal texts differ. */
const SKIP_ATTRS = new Set(['style', 'class', 'contenteditable']);

const escText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function attrsHtml(attrs: Record<string, unknown>): string {
  let out = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false || SKIP_ATTRS.has(k)) continue;
    out += ` ${k}="${escAttr(String(v))}"`;
  }
  return out;
}

/** A DOMOutputSpec (ProseMirror's toDOM answer) as HTML, with `hole` put where its 0 is. */
function specHtml(spec: DOMOutputSpec, hole: () => string): string {
  if (typeof spec === 'string') return escText(spec);
  if (!Array.isArray(spec)) throw new Error('docToHtml: DOM nodes in toDOM are not supported');
  const [tagSpec, ...rest] = spec as unknown as [string, ...unknown[]];
  const tag = tagSpec.includes(' ') ? tagSpec.split(' ')[1] : tagSpec;
  let attrs: Record<string, unknown> = {};
  let children = rest;
  const first = rest[0];
  if (first && typeof first === 'object' && !Array.isArray(first)) {
    attrs = first as Record<string, unknown>;
    children = rest.slice(1);
  }
  let inner = '';
  for (const child of children) inner += child === 0 ? hole() : specHtml(child as DOMOutputSpec, hole);
  return VOID.has(tag) ? `<${tag}${attrsHtml(attrs)}>` : `<${tag}${attrsHtml(attrs)}>${inner}</${tag}>`;
}

function markOpenClose(mark: Mark): [string, string] {
  const toDOM = mark.type.spec.toDOM;
  if (!toDOM) return ['', ''];
  const marker = '\u0000';
  const html = specHtml(toDOM(mark, true), () => marker);
  const at = html.indexOf(marker);
  return [html.slice(0, at), html.slice(at + 1)];
}

/** Inline content with marks opened and closed as ProseMirror's serializer nests them. */
function inlineHtml(node: PMNode): string {
  let out = '';
  const open: { mark: Mark; close: string }[] = [];
  node.forEach((child) => {
    const marks = child.marks;
    let keep = 0;
    while (keep < open.length && keep < marks.length && open[keep].mark.eq(marks[keep])) keep++;
    while (open.length > keep) out += open.pop()?.close;
    for (let i = keep; i < marks.length; i++) {
      const [o, c] = markOpenClose(marks[i]);
      out += o;
      open.push({ mark: marks[i], close: c });
    }
    out += nodeHtml(child);
  });
  while (open.length) out += open.pop()?.close;
  return out;
}

function nodeHtml(node: PMNode): string {
  if (node.isText) return escText(node.text ?? '');
  const toDOM = node.type.spec.toDOM;
  if (!toDOM) return '';
  return specHtml(toDOM(node), () => (node.inlineContent ? inlineHtml(node) : childrenHtml(node)));
}

function childrenHtml(node: PMNode): string {
  let out = '';
  node.forEach((child) => {
    out += nodeHtml(child);
  });
  return out;
}

/** Whether a document holds nothing: one empty paragraph without a direction. */
const isEmptyDoc = (doc: PMNode) =>
  doc.childCount === 0 ||
  (doc.childCount === 1 &&
    doc.firstChild?.type.name === 'paragraph' &&
    doc.firstChild.childCount === 0 &&
    !doc.firstChild.attrs.dir);

/** A ProseMirror document as the stored HTML (no DOM needed: the same on the server and in tests). */
export function docToHtml(doc: PMNode): string {
  return isEmptyDoc(doc) ? '' : childrenHtml(doc);
}

/** Stored HTML as a document of the editor's schema (needs a DOMParser: the browser's, or a test's). */
export function htmlToDoc(html: string, schema: Schema = editorSchema()): PMNode {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return PMDOMParser.fromSchema(schema).parse(body);
}

/** Plain-text length as the editor's counter shows it (a formula, a blank or an image counts one). */
export const textLength = (doc: PMNode): number => doc.textBetween(0, doc.content.size, '', ' ').length;

/** Ids of the blanks in document order. */
export function blankIdsOf(doc: PMNode): string[] {
  const ids: string[] = [];
  doc.descendants((node) => {
    if (node.type.name === 'blank') ids.push(String(node.attrs.id));
    return !node.isLeaf;
  });
  return ids;
}
