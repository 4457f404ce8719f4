import type { Editor } from '@tiptap/core';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';

/** Every word the editor shows, in the screen's language (the web passes editor.json). */
export interface RichTextEditorTexts {
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  strike: string;
  code: string;
  subscript: string;
  superscript: string;
  blockType: string;
  paragraph: string;
  heading2: string;
  heading3: string;
  heading4: string;
  bulletList: string;
  orderedList: string;
  blockquote: string;
  dirRtl: string;
  dirLtr: string;
  dirAuto: string;
  inlineMath: string;
  blockMath: string;
  insertTable: string;
  tableTools: string;
  addRowBefore: string;
  addRowAfter: string;
  deleteRow: string;
  addColumnBefore: string;
  addColumnAfter: string;
  deleteColumn: string;
  toggleHeaderRow: string;
  deleteTable: string;
  image: string;
  /** '{percent}' is replaced. */
  imageUploading: string;
  imageType: string;
  /** '{max}' (megabytes) is replaced. */
  imageSize: string;
  imageFailed: string;
  blank: string;
  undo: string;
  redo: string;
  /** '{count}' and '{max}' are replaced. */
  counter: string;
  math: {
    titleInline: string;
    titleBlock: string;
    latex: string;
    preview: string;
    empty: string;
    insert: string;
    save: string;
    remove: string;
    cancel: string;
  };
}

/** The co-editor shown on this user's caret (awareness state `user`). */
export interface CollabUser {
  name: string;
  /** '#rrggbb' */
  color: string;
  /** The name by language ({ar, en}); the caret shows the one of the viewer's screen. */
  names?: { ar: string; en: string };
}

export interface RichTextEditorProps {
  texts: RichTextEditorTexts;
  /** Accessible name of the editing area (the field's label). */
  label: string;
  /** The paragraph direction of blocks without their own (the question's language: ar rtl, en ltr). */
  dir: 'rtl' | 'ltr';
  /** Local mode (no fragment): the HTML shown; a new value from outside replaces the content. */
  value?: string;
  /** The HTML (docToHtml's shapes), debounced, in both modes; not called for the initial content. */
  onChange?: (html: string) => void;
  /** Co-edited mode: the part's Y.XmlFragment (the shared document is then the source of truth). */
  fragment?: Y.XmlFragment;
  /** With a fragment: the provider's awareness, for carets. */
  awareness?: Awareness | null;
  /** With awareness: this user's caret name and colour. */
  user?: CollabUser;
  /** Uploads an image and answers its URL; without it there is no image button. */
  onUploadImage?: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** Fill-in-the-blanks: the blank button and shortcut. */
  blanks?: boolean;
  /** The blanks' ids in document order, whenever they change (insert, delete, move). */
  onBlanksChange?: (ids: string[]) => void;
  placeholder?: string;
  /** Plain-text characters (an atom counts one); shown as a counter, typing past it is refused. */
  maxLength?: number;
  readOnly?: boolean;
  /** One-line parts (options, matching premises): a shorter area and toolbar. */
  compact?: boolean;
  invalid?: boolean;
  /** Numbers in the screen's digits (counter, blank numbers, upload percent); default Western digits. */
  formatNumber?: (n: number) => string;
  /** id of an element describing the field (its error), for aria-describedby. */
  describedBy?: string;
  /** The mounted Tiptap editor (null once it goes), for a screen that reads or decorates it (review anchors). */
  onEditor?: (editor: Editor | null) => void;
  'data-testid'?: string;
}

/** Puts values into a text's '{name}' placeholders. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
