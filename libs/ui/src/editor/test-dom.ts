import type { ChildNode, Element as HElement } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * For unit tests under node (no jsdom in this repository): a `DOMParser` good enough for
 * ProseMirror's DOMParser to read the editor's HTML, on htmlparser2 (already installed for the
 * server's sanitiser). It covers what the schema's parse rules use: tag names, attributes, the
 * selectors `tag`, `[attr]`, `[attr="v"]`, `[attr^="v"]` and `:not(...)`, and an empty style.
 */

const wrappers = new WeakMap<object, unknown>();
const wrap = (n: ChildNode | null | undefined): TestNode | null => {
  if (!n) return null;
  let w = wrappers.get(n) as TestNode | undefined;
  if (!w) {
    const element = n.type === 'tag' || n.type === 'script' || n.type === 'style';
    w = element ? new TestElement(n as HElement) : new TestNode(n);
    wrappers.set(n, w);
  }
  return w;
};

class TestNode {
  constructor(readonly raw: ChildNode) {}
  get nodeType() {
    return this.raw.type === 'text' ? 3 : this.raw.type === 'comment' ? 8 : 1;
  }
  get nodeName(): string {
    return this.raw.type === 'text' ? '#text' : '#comment';
  }
  get nodeValue() {
    return 'data' in this.raw ? this.raw.data : null;
  }
  get textContent(): string {
    return this.nodeValue ?? '';
  }
  get parentNode(): TestNode | null {
    return this.raw.parent ? wrap(this.raw.parent as ChildNode) : null;
  }
  get nextSibling() {
    return wrap(this.raw.next);
  }
  get previousSibling() {
    return wrap(this.raw.prev);
  }
  get firstChild(): TestNode | null {
    return null;
  }
  get childNodes(): TestNode[] {
    return [];
  }
}

const STYLE = new Proxy({ getPropertyValue: () => '' } as Record<string, unknown>, {
  get: (target, key) => (key in target ? target[key as string] : ''),
});

class TestElement extends TestNode {
  constructor(readonly el: HElement) {
    super(el);
  }
  override get nodeName(): string {
    return this.el.name.toUpperCase();
  }
  get tagName() {
    return this.nodeName;
  }
  override get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }
  override get firstChild() {
    return wrap(this.el.children[0]);
  }
  override get childNodes() {
    return this.el.children.map((c) => wrap(c) as TestNode);
  }
  /** Element children only, as the DOM's `children`. */
  get children() {
    return this.childNodes.filter((c) => c.nodeType === 1);
  }
  get style() {
    return STYLE;
  }
  getAttribute(name: string): string | null {
    return this.el.attribs[name] ?? null;
  }
  hasAttribute(name: string) {
    return name in this.el.attribs;
  }
  matches(selector: string): boolean {
    return selector.split(',').some((s) => matchCompound(this, s.trim()));
  }
  querySelector() {
    return null;
  }
  /** Column widths come from a table's <col width>: the editor writes none, so none is found. */
  closest() {
    return null;
  }
}

/** One compound selector: tag? ([attr] | [attr="v"] | [attr^="v"] | :not(compound))*. */
function matchCompound(el: TestElement, sel: string): boolean {
  const tag = /^[a-z][a-z0-9-]*/i.exec(sel)?.[0];
  if (tag && tag.toLowerCase() !== el.el.name) return false;
  let rest = sel.slice(tag?.length ?? 0);
  while (rest) {
    const attr = /^\[([\w-]+)(?:(\^?=)"([^"]*)")?\]/.exec(rest);
    if (attr) {
      const value = el.getAttribute(attr[1]);
      if (value === null) return false;
      if (attr[2] === '=' && value !== attr[3]) return false;
      if (attr[2] === '^=' && !value.startsWith(attr[3])) return false;
      rest = rest.slice(attr[0].length);
      continue;
    }
    const not = /^:not\(([^()]*)\)/.exec(rest);
    if (not) {
      if (matchCompound(el, not[1])) return false;
      rest = rest.slice(not[0].length);
      continue;
    }
    throw new Error(`test DOM: unsupported selector ${sel}`);
  }
  return true;
}

export class TestDOMParser {
  parseFromString(html: string) {
    const doc = parseDocument(html);
    const find = (nodes: ChildNode[]): HElement | null => {
      for (const n of nodes) {
        if (n.type === 'tag' && n.name === 'body') return n;
        const inner = 'children' in n ? find(n.children as ChildNode[]) : null;
        if (inner) return inner;
      }
      return null;
    };
    const body = find(doc.children as ChildNode[]);
    if (!body) throw new Error('test DOM: no body');
    return { body: wrap(body) };
  }
}

/** Installs the parser as the global DOMParser (htmlToDoc reads that). */
export function installTestDom(): void {
  (globalThis as { DOMParser?: unknown }).DOMParser = TestDOMParser;
}
