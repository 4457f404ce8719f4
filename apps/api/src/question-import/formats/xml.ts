import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import { fill } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { turns } from '../../common/turns.js';
import { escapeHtml } from './html.js';
import { UnreadableFile } from './parsed.js';

/** An element of a parsed XML document: its name (namespace prefix removed), attributes and children in order. */
export interface XNode {
  name: string;
  attrs: Record<string, string>;
  children: XChild[];
}
export type XChild = XNode | string;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: '#cdata',
  // Only the five predefined entities and character references: a document declaring its own is refused first.
  processEntities: {
    enabled: true,
    maxEntityCount: 0,
    maxTotalExpansions: 10_000_000,
    maxExpandedLength: 50_000_000,
  },
  htmlEntities: false,
  maxNestedTags: 200,
});

/**
 * Parses XML safely: a DOCTYPE that declares entities or points outside the file (entity expansion,
 * external entities) is refused before parsing, and so is a document that is not well-formed.
 */
export function parseXml(text: string): XNode {
  checkXml(text);
  let parsed: unknown[];
  try {
    parsed = parser.parse(text) as unknown[];
  } catch (error) {
    throw new UnreadableFile(fill(M.xmlMalformed, { line: '?', detail: (error as Error).message }));
  }
  return { name: '#document', attrs: {}, children: convert(parsed) };
}

/** Refuses what parseXml refuses: entity declarations, external DTDs, a document that is not well-formed. */
function checkXml(text: string): void {
  refuseEntities(text);
  checkWellFormed(text);
}

function refuseEntities(text: string): void {
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>[]*\b(SYSTEM|PUBLIC)\b/i.test(text))
    throw new UnreadableFile(M.xmlEntities);
}

function checkWellFormed(text: string): void {
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: true });
  if (valid !== true)
    throw new UnreadableFile(fill(M.xmlMalformed, { line: valid.err.line, detail: valid.err.msg }));
}

/**
 * Reads a document as parseXml does (same checks, same nodes), but hands over one element at a
 * time: each element `wanted` picks (by its name and its ancestors' names) is built whole, given
 * to `each`, and dropped. Nothing else is kept, so a large file never becomes one tree in memory.
 * Answers the root element's name. saxes checks well-formedness as it reads (a second pass of the
 * validator cost a large file a tenth of its preview); only a document it refuses goes through
 * the validator too, whose message (line, the tag expected) is the one shown. The document is fed
 * to saxes in slices, taking turns with the rest of the API (turns.ts).
 */
export async function streamXml(
  source: string,
  wanted: (name: string, ancestors: readonly string[]) => boolean,
  each: (node: XNode) => void,
): Promise<string | undefined> {
  refuseEntities(source);
  const open: string[] = [];
  // The element being built and its open descendants, outermost first (empty: none wanted here).
  const building: XNode[] = [];
  let root: string | undefined;
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    root ??= name;
    if (building.length || wanted(name, open)) {
      const node: XNode = { name, attrs: localAttrs(tag.attributes as Record<string, string>), children: [] };
      building.at(-1)?.children.push(node);
      building.push(node);
    }
    open.push(name);
  });
  const text = (value: string) => {
    const parent = building.at(-1);
    if (!parent) return;
    const last = parent.children.length - 1;
    if (typeof parent.children[last] === 'string') parent.children[last] += value;
    else parent.children.push(value);
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('closetag', () => {
    open.pop();
    const node = building.pop();
    if (node && !building.length) each(node);
  });
  let malformed: Error | undefined;
  parser.on('error', (error) => {
    malformed = error;
    throw error;
  });
  const turn = turns();
  try {
    for (let at = 0; at < source.length; at += XML_SLICE_CHARS) {
      await turn();
      parser.write(source.slice(at, at + XML_SLICE_CHARS));
    }
    parser.close();
  } catch (error) {
    if (!malformed || error !== malformed) throw error;
    checkWellFormed(source);
    throw new UnreadableFile(fill(M.xmlMalformed, { line: parser.line, detail: malformed.message }));
  }
  return root;
}

/** What saxes reads between two looks at the clock: about a dozen Moodle questions. */
const XML_SLICE_CHARS = 16_384;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const localAttrs = (attrs: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(attrs)) if (!k.startsWith('xmlns')) out[localName(k)] = v;
  return out;
};

function convert(list: unknown[]): XChild[] {
  const out: XChild[] = [];
  for (const item of list as Record<string, unknown>[]) {
    for (const [key, value] of Object.entries(item)) {
      if (key === ':@') continue;
      if (key === '#text') out.push(String(value));
      else if (key === '#cdata')
        out.push(...convert(value as unknown[]).map((c) => (typeof c === 'string' ? c : textOf(c))));
      else if (key === '#comment' || key.startsWith('?') || key.startsWith('!')) continue;
      else {
        const attrs = (item[':@'] as Record<string, unknown> | undefined) ?? {};
        out.push({
          name: key,
          attrs: Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, String(v)])),
          children: convert(value as unknown[]),
        });
      }
    }
  }
  return out;
}

export const isNode = (c: XChild | undefined): c is XNode => typeof c === 'object' && c !== null;
export const kids = (n: XNode | undefined, name?: string): XNode[] =>
  (n?.children ?? []).filter((c): c is XNode => isNode(c) && (name === undefined || c.name === name));
export const kid = (n: XNode | undefined, name: string): XNode | undefined => kids(n, name)[0];

/** All text below a node, in order. */
export function textOf(n: XNode | undefined): string {
  if (!n) return '';
  return n.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

/** Depth-first search for elements by name. */
export function findAll(n: XNode, test: (n: XNode) => boolean, out: XNode[] = []): XNode[] {
  for (const c of n.children) {
    if (!isNode(c)) continue;
    if (test(c)) out.push(c);
    findAll(c, test, out);
  }
  return out;
}

/**
 * Serialises XHTML children back to HTML text; `special` may render an element its own way
 * (a QTI interaction becomes a blank, a MathML formula becomes the math node).
 */
export function toHtml(children: XChild[], special?: (n: XNode) => string | undefined): string {
  return children
    .map((c) => {
      if (typeof c === 'string') return escapeHtml(c);
      const own = special?.(c);
      if (own !== undefined) return own;
      const attrs = Object.entries(c.attrs)
        .filter(([k]) => !k.startsWith('xmlns'))
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('');
      const inner = toHtml(c.children, special);
      return VOID.has(c.name) ? `<${c.name}${attrs}>` : `<${c.name}${attrs}>${inner}</${c.name}>`;
    })
    .join('');
}
const VOID = new Set(['br', 'img', 'hr', 'col', 'input']);

/** The document's root element (the first element child of #document). */
export const rootOf = (doc: XNode) => kids(doc)[0];
