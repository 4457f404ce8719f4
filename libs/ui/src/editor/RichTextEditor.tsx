import 'katex/dist/katex.min.css';
import './editor.css';
import { type Editor, Extension } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { Placeholder } from '@tiptap/extensions';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import { LIMITS } from '@mizan/domain/limits';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { cx } from '../cx';
import { ProgressBar } from '../ProgressBar';
import { blankIdsOf, docToHtml, textLength } from './documents';
import { MathDialog, type MathEdit } from './MathDialog';
import { type BlockDir, contentExtensions } from '@mizan/domain/editor';

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

const ONCHANGE_DEBOUNCE_MS = 200;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** A short random id (the question model's ids are made by the client). */
const newBlankId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/** Numbers the blanks 1, 2, 3 in document order, as `data-n` on each blank (see editor.css). */
const blankNumbers = (format: () => (n: number) => string) =>
  Extension.create({
    name: 'blankNumbers',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: new PluginKey('blankNumbers'),
          props: {
            decorations(state) {
              const decos: Decoration[] = [];
              let n = 0;
              state.doc.descendants((node, pos) => {
                if (node.type.name === 'blank') {
                  n += 1;
                  decos.push(Decoration.node(pos, pos + node.nodeSize, { 'data-n': format()(n) }));
                }
                return !node.isLeaf;
              });
              return DecorationSet.create(state.doc, decos);
            },
          },
        }),
      ];
    },
  });

/**
 * Refuses a local change that makes the text longer than max. Changes from co-editors (the Yjs
 * binding) always pass, or the documents would diverge.
 */
const maxLengthExtension = (max: number) =>
  Extension.create({
    name: 'maxLength',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: new PluginKey('maxLength'),
          filterTransaction(tr, state) {
            if (!tr.docChanged || tr.getMeta(ySyncPluginKey)) return true;
            const next = textLength(tr.doc);
            return next <= max || next <= textLength(state.doc);
          },
        }),
      ];
    },
  });

/** A co-editor's caret: a bar in their colour with their name (CollaborationCaret's render). */
function renderCaret(user: Record<string, unknown>): HTMLElement {
  const color = typeof user.color === 'string' ? user.color : '#888888';
  const caret = document.createElement('span');
  caret.className = 'collab-caret';
  caret.style.borderColor = color;
  caret.dataset.testid = 'collab-caret';
  const label = document.createElement('span');
  label.className = 'collab-caret-label';
  label.style.backgroundColor = color;
  // A co-editor may publish their name in both languages: show it in this screen's.
  const names = user.names as Record<string, string> | undefined;
  label.textContent = names?.[document.documentElement.lang] || String(user.name ?? '');
  caret.append(label);
  return caret;
}

/**
 * The question editor: Tiptap with formulas (KaTeX), tables, images, per-paragraph direction,
 * fill-in-the-blanks blanks, a length counter, and live co-editing when given a Y.XmlFragment.
 * Import it lazily (React.lazy(() => import('@mizan/ui/editor/RichTextEditor'))): Tiptap, KaTeX
 * and Yjs stay out of the first screen's bundle.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const {
    texts,
    label,
    dir,
    value,
    fragment,
    awareness,
    user,
    blanks,
    placeholder,
    maxLength,
    readOnly = false,
    compact = false,
    invalid,
    describedBy,
  } = props;
  const [math, setMath] = useState<MathEdit | null>(null);
  const [upload, setUpload] = useState<{ progress: number } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();

  // Callbacks and texts change every render; the editor's extensions read them through refs.
  const live = useRef(props);
  live.current = props;
  const openMath = useRef<(edit: MathEdit) => void>(() => undefined);
  openMath.current = (edit) => !live.current.readOnly && setMath(edit);

  const editor = useEditor(
    {
      extensions: [
        ...contentExtensions({
          collaborative: !!fragment,
          onMathClick: (kind, latex, pos) => openMath.current({ kind, latex, pos }),
        }),
        blankNumbers(() => live.current.formatNumber ?? String),
        Placeholder.configure({ placeholder: placeholder ?? '' }),
        ...(maxLength ? [maxLengthExtension(maxLength)] : []),
        Extension.create({
          name: 'mizanShortcuts',
          addKeyboardShortcuts() {
            return {
              'Mod-Alt-m': () => {
                openMath.current({ kind: 'inline', latex: '', pos: null });
                return true;
              },
              'Mod-Alt-b': () => {
                if (!live.current.blanks) return false;
                return this.editor.commands.insertBlank(newBlankId());
              },
              'Mod-Alt-r': () => this.editor.commands.setBlockDirection('rtl'),
              'Mod-Alt-l': () => this.editor.commands.setBlockDirection('ltr'),
            };
          },
        }),
        ...(fragment
          ? [
              Collaboration.configure({ fragment }),
              ...(awareness && user
                ? [CollaborationCaret.configure({ provider: { awareness }, user, render: renderCaret })]
                : []),
            ]
          : []),
      ],
      content: fragment ? undefined : value || '',
      editable: !readOnly,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: {
          dir,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(readOnly ? { 'aria-readonly': 'true' } : {}),
          'data-testid': `${props['data-testid'] ?? 'rich-text'}-input`,
        },
      },
    },
    [fragment, awareness],
  );

  // A screen that reads the selection or adds decorations gets the editor once it is made.
  useEffect(() => {
    if (!editor) return;
    live.current.onEditor?.(editor);
    return () => live.current.onEditor?.(null);
  }, [editor]);

  // The attributes above are read once; keep them current.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          dir,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(readOnly ? { 'aria-readonly': 'true' } : {}),
          'data-testid': `${props['data-testid'] ?? 'rich-text'}-input`,
        },
      },
    });
    editor.setEditable(!readOnly, false);
  }, [editor, dir, label, describedBy, invalid, readOnly, props['data-testid']]);

  // onChange / onBlanksChange: debounced, only for a real change of the HTML.
  const emitted = useRef<string | null>(null);
  const blankIds = useRef<string>('');
  useEffect(() => {
    if (!editor) return;
    emitted.current = docToHtml(editor.state.doc);
    blankIds.current = JSON.stringify(blankIdsOf(editor.state.doc));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      if (editor.isDestroyed) return;
      const ids = blankIdsOf(editor.state.doc);
      const idsKey = JSON.stringify(ids);
      if (idsKey !== blankIds.current) {
        blankIds.current = idsKey;
        live.current.onBlanksChange?.(ids);
      }
      const html = docToHtml(editor.state.doc);
      if (html === emitted.current) return;
      emitted.current = html;
      live.current.onChange?.(html);
    };
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (!transaction.docChanged) return;
      clearTimeout(timer);
      timer = setTimeout(flush, ONCHANGE_DEBOUNCE_MS);
    };
    editor.on('transaction', onTransaction);
    editor.on('blur', flush);
    return () => {
      editor.off('transaction', onTransaction);
      editor.off('blur', flush);
      if (timer) flush();
    };
  }, [editor]);

  // Local mode: a value set from outside (a reset, a reload) replaces the content.
  useEffect(() => {
    if (!editor || fragment || value === undefined || value === emitted.current) return;
    editor.commands.setContent(value || '', { emitUpdate: false });
    emitted.current = docToHtml(editor.state.doc);
  }, [editor, fragment, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      if (!e) return null;
      const block = e.isActive('heading', { level: 2 })
        ? 'h2'
        : e.isActive('heading', { level: 3 })
          ? 'h3'
          : e.isActive('heading', { level: 4 })
            ? 'h4'
            : 'p';
      const { $from } = e.state.selection;
      let blockDir: BlockDir | null = null;
      for (let d = $from.depth; d > 0 && !blockDir; d--) blockDir = $from.node(d).attrs.dir ?? null;
      return {
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        underline: e.isActive('underline'),
        strike: e.isActive('strike'),
        code: e.isActive('code'),
        subscript: e.isActive('subscript'),
        superscript: e.isActive('superscript'),
        bulletList: e.isActive('bulletList'),
        orderedList: e.isActive('orderedList'),
        blockquote: e.isActive('blockquote'),
        inTable: e.isActive('table'),
        block,
        dir: blockDir ?? dir,
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
        length: maxLength ? textLength(e.state.doc) : 0,
      };
    },
  });

  if (!editor || !state) return null;

  const run = (fn: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    fn(editor.chain().focus()).run();

  const pickImage = (file: File | undefined) => {
    setImageError(null);
    if (!file || !props.onUploadImage) return;
    if (!IMAGE_TYPES.includes(file.type)) return setImageError(texts.imageType);
    if (file.size > LIMITS.richTextUploadMaxBytes)
      return setImageError(
        fill(texts.imageSize, {
          max: (props.formatNumber ?? String)(LIMITS.richTextUploadMaxBytes / 1024 / 1024),
        }),
      );
    setUpload({ progress: 0 });
    props
      .onUploadImage(file, (progress) => setUpload({ progress }))
      .then(
        (src) => {
          setUpload(null);
          if (!editor.isDestroyed) run((c) => c.setImage({ src }));
        },
        () => {
          setUpload(null);
          setImageError(texts.imageFailed);
        },
      );
  };

  const over = maxLength ? state.length > maxLength : false;
  const num = props.formatNumber ?? String;
  const percent = upload ? num(Math.round(upload.progress * 100)) : '';
  const testId = props['data-testid'] ?? 'rich-text';

  return (
    <div
      className={cx(
        'mizan-editor rounded-md border bg-panel text-ink',
        invalid || over ? 'border-danger-600' : 'border-line',
        !readOnly && 'focus-within:ring-2 focus-within:ring-primary-500/40',
      )}
      data-compact={compact}
      data-testid={testId}
    >
      {!readOnly && (
        <div
          role="toolbar"
          aria-label={texts.toolbar}
          aria-controls={undefined}
          className="flex flex-wrap items-center gap-0.5 border-b border-line px-1.5 py-1"
          data-testid={`${testId}-toolbar`}
        >
          <Tool
            label={texts.undo}
            keys="Mod+Z"
            disabled={!state.canUndo}
            onClick={() => run((c) => c.undo())}
          >
            <span className="inline-block rtl:-scale-x-100">↶</span>
          </Tool>
          <Tool
            label={texts.redo}
            keys="Mod+Shift+Z"
            disabled={!state.canRedo}
            onClick={() => run((c) => c.redo())}
          >
            <span className="inline-block rtl:-scale-x-100">↷</span>
          </Tool>
          <Separator />
          {!compact && (
            <select
              aria-label={texts.blockType}
              value={state.block}
              onChange={(e) => {
                const v = e.target.value;
                if (v === 'p') run((c) => c.setParagraph());
                else run((c) => c.setHeading({ level: Number(v.slice(1)) as 2 | 3 | 4 }));
              }}
              className="h-8 rounded-md border border-line bg-panel px-1 text-sm text-ink"
              data-testid={`${testId}-block-type`}
            >
              <option value="p">{texts.paragraph}</option>
              <option value="h2">{texts.heading2}</option>
              <option value="h3">{texts.heading3}</option>
              <option value="h4">{texts.heading4}</option>
            </select>
          )}
          <Tool
            label={texts.bold}
            keys="Mod+B"
            active={state.bold}
            onClick={() => run((c) => c.toggleBold())}
          >
            <b>B</b>
          </Tool>
          <Tool
            label={texts.italic}
            keys="Mod+I"
            active={state.italic}
            onClick={() => run((c) => c.toggleItalic())}
          >
            <i className="font-serif">I</i>
          </Tool>
          <Tool
            label={texts.underline}
            keys="Mod+U"
            active={state.underline}
            onClick={() => run((c) => c.toggleUnderline())}
          >
            <u>U</u>
          </Tool>
          <Tool
            label={texts.strike}
            keys="Mod+Shift+S"
            active={state.strike}
            onClick={() => run((c) => c.toggleStrike())}
          >
            <s>S</s>
          </Tool>
          <Tool
            label={texts.subscript}
            keys="Mod+,"
            active={state.subscript}
            onClick={() => run((c) => c.toggleSubscript())}
          >
            <span dir="ltr">
              x<sub>2</sub>
            </span>
          </Tool>
          <Tool
            label={texts.superscript}
            keys="Mod+."
            active={state.superscript}
            onClick={() => run((c) => c.toggleSuperscript())}
          >
            <span dir="ltr">
              x<sup>2</sup>
            </span>
          </Tool>
          {!compact && (
            <Tool
              label={texts.code}
              keys="Mod+E"
              active={state.code}
              onClick={() => run((c) => c.toggleCode())}
            >
              <span dir="ltr" className="font-mono text-xs">
                {'</>'}
              </span>
            </Tool>
          )}
          <Separator />
          <Tool
            label={texts.bulletList}
            keys="Mod+Shift+8"
            active={state.bulletList}
            onClick={() => run((c) => c.toggleBulletList())}
          >
            <ListIcon ordered={false} />
          </Tool>
          <Tool
            label={texts.orderedList}
            keys="Mod+Shift+7"
            active={state.orderedList}
            onClick={() => run((c) => c.toggleOrderedList())}
          >
            <ListIcon ordered />
          </Tool>
          {!compact && (
            <Tool
              label={texts.blockquote}
              keys="Mod+Shift+B"
              active={state.blockquote}
              onClick={() => run((c) => c.toggleBlockquote())}
            >
              ❝
            </Tool>
          )}
          <Separator />
          <Tool
            label={texts.dirRtl}
            keys="Mod+Alt+R"
            active={state.dir === 'rtl'}
            onClick={() => run((c) => c.setBlockDirection('rtl'))}
            testId={`${testId}-dir-rtl`}
          >
            <DirIcon dir="rtl" />
          </Tool>
          <Tool
            label={texts.dirLtr}
            keys="Mod+Alt+L"
            active={state.dir === 'ltr'}
            onClick={() => run((c) => c.setBlockDirection('ltr'))}
            testId={`${testId}-dir-ltr`}
          >
            <DirIcon dir="ltr" />
          </Tool>
          <Tool
            label={texts.dirAuto}
            active={state.dir === 'auto'}
            onClick={() => run((c) => c.setBlockDirection('auto'))}
            testId={`${testId}-dir-auto`}
          >
            <DirIcon dir="auto" />
          </Tool>
          <Separator />
          <Tool
            label={texts.inlineMath}
            keys="Mod+Alt+M"
            onClick={() => setMath({ kind: 'inline', latex: '', pos: null })}
            testId={`${testId}-math`}
          >
            <span dir="ltr" className="font-serif italic">
              √x
            </span>
          </Tool>
          {!compact && (
            <Tool
              label={texts.blockMath}
              onClick={() => setMath({ kind: 'block', latex: '', pos: null })}
              testId={`${testId}-block-math`}
            >
              <span className="font-serif">∑</span>
            </Tool>
          )}
          {!compact && (
            <Tool
              label={texts.insertTable}
              onClick={() => run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))}
              testId={`${testId}-table`}
            >
              <TableIcon />
            </Tool>
          )}
          {props.onUploadImage && (
            <>
              <Tool
                label={texts.image}
                disabled={!!upload}
                onClick={() => fileInput.current?.click()}
                testId={`${testId}-image`}
              >
                <ImageIcon />
              </Tool>
              <input
                ref={fileInput}
                type="file"
                accept={IMAGE_TYPES.join(',')}
                className="hidden"
                data-testid={`${testId}-image-file`}
                onChange={(e) => {
                  pickImage(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </>
          )}
          {blanks && (
            <Tool
              label={texts.blank}
              keys="Mod+Alt+B"
              onClick={() => run((c) => c.insertBlank(newBlankId()))}
              testId={`${testId}-blank`}
            >
              <span className="inline-block rounded-sm border border-dashed border-current px-1 text-[10px] leading-3">
                ▁
              </span>
            </Tool>
          )}
        </div>
      )}
      {!readOnly && state.inTable && (
        <div
          role="toolbar"
          aria-label={texts.tableTools}
          className="flex flex-wrap gap-1 border-b border-line bg-surface px-1.5 py-1 text-xs"
          data-testid={`${testId}-table-tools`}
        >
          {(
            [
              ['addRowBefore', texts.addRowBefore],
              ['addRowAfter', texts.addRowAfter],
              ['deleteRow', texts.deleteRow],
              ['addColumnBefore', texts.addColumnBefore],
              ['addColumnAfter', texts.addColumnAfter],
              ['deleteColumn', texts.deleteColumn],
              ['toggleHeaderRow', texts.toggleHeaderRow],
              ['deleteTable', texts.deleteTable],
            ] as const
          ).map(([command, text]) => (
            <button
              key={command}
              type="button"
              onClick={() => run((c) => c[command]())}
              className="rounded border border-line bg-panel px-2 py-1 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-primary-950"
              data-testid={`${testId}-${command}`}
            >
              {text}
            </button>
          ))}
        </div>
      )}
      <EditorContent editor={editor} />
      {(upload || imageError || maxLength) && (
        <div className="flex flex-wrap items-center gap-3 border-t border-line px-3 py-1.5 text-xs">
          {upload && (
            <div className="flex min-w-40 flex-1 items-center gap-2" data-testid={`${testId}-upload`}>
              <ProgressBar value={upload.progress} label={fill(texts.imageUploading, { percent })} />
              <span className="shrink-0 text-muted">{fill(texts.imageUploading, { percent })}</span>
            </div>
          )}
          {imageError && (
            <p
              id={errorId}
              role="alert"
              className="text-danger-600 dark:text-danger-500"
              data-testid={`${testId}-image-error`}
            >
              {imageError}
            </p>
          )}
          {maxLength ? (
            <span
              className={cx('ms-auto tabular-nums', over ? 'font-semibold text-danger-600' : 'text-muted')}
              aria-live="polite"
              data-testid={`${testId}-counter`}
            >
              {fill(texts.counter, { count: num(state.length), max: num(maxLength) })}
            </span>
          ) : null}
        </div>
      )}
      <MathDialog
        edit={math}
        texts={texts.math}
        onClose={() => {
          setMath(null);
          editor.commands.focus();
        }}
        onSave={(latex) => {
          const m = math;
          setMath(null);
          if (!m) return;
          if (m.pos !== null) {
            const node = editor.state.doc.nodeAt(m.pos);
            const name = m.kind === 'inline' ? 'inlineMath' : 'blockMath';
            if (node?.type.name === name) {
              if (m.kind === 'inline') run((c) => c.updateInlineMath({ latex, pos: m.pos ?? undefined }));
              else run((c) => c.updateBlockMath({ latex, pos: m.pos ?? undefined }));
              return;
            }
          }
          if (m.kind === 'inline') run((c) => c.insertInlineMath({ latex }));
          else run((c) => c.insertBlockMath({ latex }));
        }}
        onRemove={() => {
          const m = math;
          setMath(null);
          if (m?.pos == null) return;
          if (m.kind === 'inline') run((c) => c.deleteInlineMath({ pos: m.pos ?? undefined }));
          else run((c) => c.deleteBlockMath({ pos: m.pos ?? undefined }));
        }}
      />
    </div>
  );
}

export default RichTextEditor;

function Tool({
  label,
  keys,
  active,
  disabled,
  onClick,
  children,
  testId,
}: {
  label: string;
  keys?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      aria-keyshortcuts={keys?.replace('Mod', 'Control')}
      disabled={disabled}
      // Keep the editor's selection: a toolbar click must not blur the text.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      data-testid={testId}
      className={cx(
        'inline-flex size-8 items-center justify-center rounded-md text-sm',
        'focus-visible:outline-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-40',
        active
          ? 'bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-100'
          : 'text-ink hover:bg-primary-50 dark:hover:bg-primary-950',
      )}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

const Separator = () => <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-line" />;

const svg = 'size-4 fill-none stroke-current stroke-2';

function ListIcon({ ordered }: { ordered: boolean }) {
  return (
    <svg viewBox="0 0 16 16" className={cx(svg, 'rtl:-scale-x-100')} aria-hidden="true">
      <path d="M6 3h8M6 8h8M6 13h8" />
      {ordered ? (
        <path d="M2 2v3M1.5 7.5h1.5l-1.5 2h1.5M1.5 12h1.5v2.5h-1.5" strokeWidth="1" />
      ) : (
        <path d="M2 3h.01M2 8h.01M2 13h.01" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** A paragraph mark with an arrow showing where lines start: ← right-to-left, → left-to-right. */
function DirIcon({ dir }: { dir: BlockDir }) {
  return (
    <svg viewBox="0 0 16 16" className={svg} aria-hidden="true">
      <path d="M7 2v9M10 2v9M10 2H6.5a2.5 2.5 0 0 0 0 5H7" strokeWidth="1.5" />
      {dir === 'rtl' && <path d="M14 14H2m2-2-2 2 2 2" strokeWidth="1.5" />}
      {dir === 'ltr' && <path d="M2 14h12m-2-2 2 2-2 2" strokeWidth="1.5" />}
      {dir === 'auto' && <path d="M4 14h8M4 12l-2 2 2 2M12 12l2 2-2 2" strokeWidth="1.5" />}
    </svg>
  );
}

function TableIcon() {
  return (
    <svg viewBox="0 0 16 16" className={svg} aria-hidden="true">
      <rect x="1.5" y="2.5" width="13" height="11" rx="1" strokeWidth="1.5" />
      <path d="M1.5 6.5h13M1.5 10h13M6 2.5v11M10.5 2.5v11" strokeWidth="1" />
    </svg>
  );
}

function ImageIcon() {
  return (
    <svg viewBox="0 0 16 16" className={svg} aria-hidden="true">
      <rect x="1.5" y="2.5" width="13" height="11" rx="1" strokeWidth="1.5" />
      <path d="m2 12 4-4 3 3 2-2 3 3" strokeWidth="1.5" />
      <circle cx="11" cy="5.5" r="1" strokeWidth="1" />
    </svg>
  );
}
