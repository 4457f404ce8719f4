import {
  type Extensions,
  getSchema,
  Mark,
  mergeAttributes,
  Extension as TiptapExtension,
  Node,
} from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { BlockMath, InlineMath } from '@tiptap/extension-mathematics';
import { TableKit } from '@tiptap/extension-table';
import type { Schema } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';

/**
 * The document model every rich-text part of a question shares (no React): the mounted editor
 * (libs/ui), the HTML conversions of parts whose editor is not mounted, the seeding of a co-edited
 * document, the server's sanitiser (its allow-list is what this model writes, see html-shape.ts)
 * and the print renderer all build on this one list, so the HTML they read and write is the same.
 *
 * No links, code blocks or rules, no h1 (the page's title), and images only by URL.
 */

export type BlockDir = 'rtl' | 'ltr' | 'auto';
export const BLOCK_DIRS: readonly BlockDir[] = ['rtl', 'ltr', 'auto'];

/** The nodes a paragraph direction applies to (the server keeps `dir` on these). */
export const DIR_TYPES = ['paragraph', 'heading', 'listItem'] as const;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    blockDirection: {
      /** Sets `dir` on the paragraphs, headings and list items of the selection. */
      setBlockDirection: (dir: BlockDir) => ReturnType;
    };
    blank: {
      /** Inserts a blank (fill-in-the-blanks) with a new id at the selection. */
      insertBlank: (id: string) => ReturnType;
    };
    subSup: {
      toggleSubscript: () => ReturnType;
      toggleSuperscript: () => ReturnType;
    };
  }
}

const isDir = (v: string | null): v is BlockDir =>
  v !== null && (BLOCK_DIRS as readonly string[]).includes(v);

/** A per-block `dir` (no default: a block without one follows the editor's, i.e. the question's language). */
const BlockDirection = TiptapExtension.create({
  name: 'blockDirection',
  addGlobalAttributes() {
    return [
      {
        types: [...DIR_TYPES],
        attributes: {
          dir: {
            default: null,
            parseHTML: (el) => {
              const v = el.getAttribute('dir');
              return isDir(v) ? v : null;
            },
            renderHTML: (attrs) => (attrs.dir ? { dir: attrs.dir } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setBlockDirection:
        (dir) =>
        ({ tr, state, dispatch }) => {
          const { from, to } = state.selection;
          let changed = false;
          state.doc.nodesBetween(from, to, (node, pos) => {
            if (!(DIR_TYPES as readonly string[]).includes(node.type.name)) return;
            changed = true;
            if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, dir });
          });
          return changed;
        },
    };
  },
});

/**
 * A blank of a fill-in-the-blanks stem: an inline atom written `<span data-blank="{id}"></span>`.
 * Its number is its place among the blanks (a decoration in the editor, in print a numbered line).
 */
export const Blank = Node.create({
  name: 'blank',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      id: {
        default: '',
        parseHTML: (el) => el.getAttribute('data-blank') ?? '',
        renderHTML: (attrs) => ({ 'data-blank': attrs.id }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-blank]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes)];
  },
  renderText() {
    return '____';
  },
  addCommands() {
    return {
      insertBlank:
        (id) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { id } }),
    };
  },
  addKeyboardShortcuts() {
    // Chromium's own deletion skips an empty inline atom next to right-to-left text: the blank
    // beside the caret is deleted here instead.
    const remove = (side: 'before' | 'after') => () => {
      const { selection } = this.editor.state;
      if (!selection.empty) return false;
      const { $from } = selection;
      const node = side === 'before' ? $from.nodeBefore : $from.nodeAfter;
      if (node?.type.name !== this.name) return false;
      const from = side === 'before' ? $from.pos - node.nodeSize : $from.pos;
      return this.editor.commands.deleteRange({ from, to: from + node.nodeSize });
    };
    return { Backspace: remove('before'), Delete: remove('after') };
  },
});

const Subscript = Mark.create({
  name: 'subscript',
  excludes: 'superscript',
  parseHTML: () => [{ tag: 'sub' }],
  renderHTML: () => ['sub', 0],
  addCommands() {
    return {
      toggleSubscript:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-,': () => this.editor.commands.toggleSubscript() };
  },
});

const Superscript = Mark.create({
  name: 'superscript',
  excludes: 'subscript',
  parseHTML: () => [{ tag: 'sup' }],
  renderHTML: () => ['sup', 0],
  addCommands() {
    return {
      toggleSuperscript:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-.': () => this.editor.commands.toggleSuperscript() };
  },
});

/** Heading levels the editor offers (h1 is the page's title). */
export const HEADING_LEVELS = [2, 3, 4] as const;

export interface ContentOptions {
  /** Co-edited: the Yjs undo manager replaces ProseMirror's history. */
  collaborative?: boolean;
  /** Called when a formula is clicked in an editable editor (to edit it). */
  onMathClick?: (kind: 'inline' | 'block', latex: string, pos: number) => void;
}

/** The content extensions (nodes and marks and their commands); the editor adds its UI ones. */
export function contentExtensions(opts: ContentOptions = {}): Extensions {
  const click = (kind: 'inline' | 'block') =>
    opts.onMathClick
      ? (node: { attrs: Record<string, unknown> }, pos: number) =>
          opts.onMathClick?.(kind, String(node.attrs.latex ?? ''), pos)
      : undefined;
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      link: false,
      codeBlock: false,
      horizontalRule: false,
      undoRedo: opts.collaborative ? false : undefined,
    }),
    Subscript,
    Superscript,
    BlockDirection,
    Blank,
    // Configured one by one: a formula on its own line renders in KaTeX's display mode (centred, larger).
    InlineMath.configure({ katexOptions: { throwOnError: false }, onClick: click('inline') }),
    BlockMath.configure({
      katexOptions: { throwOnError: false, displayMode: true },
      onClick: click('block'),
    }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ inline: true }),
  ];
}

let cached: Schema | null = null;
/** The schema of contentExtensions(), for conversions without an editor. */
export function editorSchema(): Schema {
  cached ??= getSchema(contentExtensions());
  return cached;
}
