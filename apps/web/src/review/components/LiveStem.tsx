import type { CommentAnchor, ReviewComment } from '@mizan/domain/review';
import type { Editor } from '@tiptap/core';
import { type EditorState, Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dirOf } from '@mizan/domain/i18n';
import { useLang } from '../../app/useLang';
import type * as Y from 'yjs';
import { richField } from '../../collaboration/fields';
import { QuestionRichText } from '../../collaboration/QuestionRichText';

import type { QuestionDoc } from '../../collaboration/useQuestionDoc';
import { type AnchorMapping, anchorFor, type BoundPart, resolveAnchor } from '../anchors';
import { CommentForm } from '../../collaboration/feed/CommentsPanel';
import { StoredStem } from './StoredStem';
import '../../i18n/texts/review';

export interface LiveStemProps {
  qdoc: QuestionDoc;
  /** The stored stem: shown until the live one is there (connecting, or no connection at all). */
  storedHtml: string;
  /** The question's direction (its language). */
  dir: 'rtl' | 'ltr';
  label: string;
  /** The reviewer co-edits it (toolbar, typing); otherwise it is read, selected and highlighted. */
  editing: boolean;
  /** The question's comments (those anchored in the stem are resolved against it). */
  comments: ReviewComment[] | null;
  /** The comment whose range is highlighted. */
  activeId: number | null;
  /** Whether the user may comment (the selection's affordance). */
  canComment: boolean;
  /** Posts a comment on the range; true once saved. */
  onComment: (anchor: CommentAnchor, body: string) => Promise<boolean>;
  /** Which anchored comments point at text that is still there (commentId -> found). */
  onResolved: (found: Record<number, boolean>) => void;
}

const FIELD = richField.stem();
const highlightKey = new PluginKey('reviewAnchor');
const HIGHLIGHT =
  'review-anchor rounded-sm bg-accent-500/35 underline decoration-accent-500 decoration-2 underline-offset-4 dark:bg-accent-500/30';
const RESOLVE_DEBOUNCE_MS = 150;

/** The stem as the editor holds it, bound to its fragment (null until the binding exists). */
function boundPart(state: EditorState, fragment: Y.XmlFragment): BoundPart | null {
  const sync = ySyncPluginKey.getState(state) as { binding?: { mapping: AnchorMapping } } | undefined;
  if (!sync?.binding) return null;
  return { field: FIELD, fragment, mapping: sync.binding.mapping, doc: state.doc };
}

interface Pending {
  anchor: CommentAnchor;
  /** Where the affordance goes, in the wrapper's coordinates. */
  top: number;
  left: number;
  /** It grows towards the middle of the stem, so it is never cut at an edge. */
  growStart: boolean;
}

/**
 * The review screen's stem, live from the question's co-edited document: read (select a range to
 * comment on it; a comment's range is highlighted, found again through its Yjs relative positions
 * whatever was edited since) or co-edited with the creator, carets and all.
 */
export default function LiveStem(props: LiveStemProps) {
  const uiLang = useLang();
  const { qdoc, storedHtml, dir, label, editing, comments, activeId, canComment, onComment, onResolved } =
    props;
  const { t } = useTranslation('review');
  const [editor, setEditor] = useState<Editor | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [composing, setComposing] = useState<CommentAnchor | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const fragment = qdoc.fragment(FIELD);

  // The highlighted anchor, read by the decoration plugin.
  const active = comments?.find((c) => c.commentId === activeId)?.anchor ?? null;
  const activeRef = useRef<CommentAnchor | null>(active);
  activeRef.current = composing ?? active;

  // Decorations: the highlighted range, resolved against the document as it is now.
  useEffect(() => {
    if (!editor) return;
    const plugin = new Plugin({
      key: highlightKey,
      props: {
        decorations: (state) => {
          const anchor = activeRef.current;
          const part = anchor && boundPart(state, fragment);
          const range = part && anchor ? resolveAnchor(part, anchor) : null;
          if (!range) return null;
          return DecorationSet.create(state.doc, [
            Decoration.inline(range.from, range.to, { class: HIGHLIGHT, 'data-testid': 'stem-anchor' }),
          ]);
        },
      },
    });
    editor.registerPlugin(plugin);
    return () => {
      if (!editor.isDestroyed) editor.unregisterPlugin(highlightKey);
    };
  }, [editor, fragment]);

  // A new highlight: redraw, and bring it into view.
  const highlighted = composing ? `c:${composing.start}:${composing.end}` : `a:${activeId ?? ''}`;
  useEffect(() => {
    if (!editor || editor.isDestroyed || !highlighted) return;
    editor.view.dispatch(editor.state.tr.setMeta(highlightKey, highlighted));
    if (highlighted.startsWith('a:') && highlighted !== 'a:')
      editor.view.dom
        .querySelector('[data-testid="stem-anchor"]')
        ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [editor, highlighted]);

  // Which anchored comments still find their text: at once, then as anyone edits (debounced).
  const resolvedRef = useRef(onResolved);
  resolvedRef.current = onResolved;
  const lastFound = useRef('');
  const resolveAll = useCallback(() => {
    if (!editor || editor.isDestroyed || !qdoc.ready) return;
    const part = boundPart(editor.state, fragment);
    if (!part) return;
    const found: Record<number, boolean> = {};
    for (const c of comments ?? [])
      if (c.anchor?.field === FIELD) found[c.commentId] = resolveAnchor(part, c.anchor) !== null;
    const key = JSON.stringify(found);
    if (key === lastFound.current) return;
    lastFound.current = key;
    resolvedRef.current(found);
  }, [editor, fragment, qdoc.ready, comments]);
  useEffect(() => {
    resolveAll();
  }, [resolveAll]);
  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (!transaction.docChanged) return;
      clearTimeout(timer);
      timer = setTimeout(resolveAll, RESOLVE_DEBOUNCE_MS);
    };
    editor.on('transaction', onTransaction);
    return () => {
      clearTimeout(timer);
      editor.off('transaction', onTransaction);
    };
  }, [editor, resolveAll]);

  // A selection in the stem: the anchor it would have, and where its affordance goes.
  useEffect(() => {
    if (!editor || !canComment) return;
    const read = () => {
      const box = wrap.current;
      const sel = window.getSelection();
      if (!box || editor.isDestroyed || !sel || sel.isCollapsed || sel.rangeCount === 0) {
        setPending(null);
        return;
      }
      const range = sel.getRangeAt(0);
      const dom = editor.view.dom;
      if (!dom.contains(range.startContainer) || !dom.contains(range.endContainer)) {
        setPending(null);
        return;
      }
      const part = boundPart(editor.state, fragment);
      let anchor: CommentAnchor | null = null;
      try {
        const from = editor.view.posAtDOM(range.startContainer, range.startOffset);
        const to = editor.view.posAtDOM(range.endContainer, range.endOffset);
        anchor = part ? anchorFor(part, { from, to }) : null;
      } catch {
        anchor = null;
      }
      if (!anchor) {
        setPending(null);
        return;
      }
      const rects = range.getClientRects();
      const last = rects[rects.length - 1] ?? range.getBoundingClientRect();
      const outer = box.getBoundingClientRect();
      // The end of the selection: after it in the question's direction, kept inside the stem.
      const x = (dir === 'rtl' ? last.left : last.right) - outer.left;
      const left = Math.min(Math.max(x, 8), Math.max(outer.width - 8, 8));
      setPending({ anchor, top: last.bottom - outer.top + 6, left, growStart: left > outer.width / 2 });
    };
    let frame = 0;
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    document.addEventListener('selectionchange', onChange);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('selectionchange', onChange);
    };
  }, [editor, canComment, fragment, dir]);

  const startComment = () => {
    if (!pending) return;
    setComposing(pending.anchor);
    setPending(null);
    window.getSelection()?.removeAllRanges();
  };

  // Inside the question (its language and direction) this panel's own words are the interface's.
  return (
    <div className="flex flex-col gap-3" lang={uiLang} dir={dirOf(uiLang)}>
      <div
        ref={wrap}
        // Read, the stem is as tall as its text; edited, it gets the editor's room to type.
        className={`relative ${editing ? '' : '[&_.ProseMirror]:min-h-0'}`}
        data-editing={editing}
        data-ready={qdoc.ready && !!editor}
        data-testid="review-stem"
      >
        {qdoc.ready && (
          <div className={editor ? '' : 'hidden'}>
            <QuestionRichText
              qdoc={qdoc}
              field={FIELD}
              label={label}
              dir={dir}
              readOnly={!editing}
              onEditor={setEditor}
              testId="review-stem-editor"
            />
          </div>
        )}
        {!(qdoc.ready && editor) && (
          <div dir={dir}>
            <StoredStem html={storedHtml} />
          </div>
        )}
        {pending && !composing && (
          <button
            type="button"
            // Keep the selection: the anchor is already taken, but the reader still sees what they chose.
            onMouseDown={(e) => e.preventDefault()}
            onClick={startComment}
            style={{ top: pending.top, left: pending.left }}
            className={`absolute z-10 whitespace-nowrap rounded-full bg-primary-600 px-3 py-1 text-xs font-medium text-white shadow-md hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 ${pending.growStart ? '-translate-x-full' : ''}`}
            data-testid="stem-comment-selection"
          >
            {t('anchors.comment')}
          </button>
        )}
      </div>
      {composing && (
        <div
          className="flex flex-col gap-2 rounded-md border border-primary-200 bg-surface p-3 dark:border-primary-800"
          data-testid="stem-comment-composer"
        >
          <p className="text-xs text-muted">{t('anchors.quoteLabel')}</p>
          <blockquote
            dir="auto"
            className="border-s-4 border-accent-500 ps-3 text-sm text-ink"
            data-testid="stem-comment-quote"
          >
            {composing.quote}
          </blockquote>
          <CommentForm
            label={t('anchors.composeLabel')}
            submitLabel={t('comments.add')}
            onSubmit={async (body) => {
              const ok = await onComment(composing, body);
              if (ok) setComposing(null);
              return ok;
            }}
            onCancel={() => setComposing(null)}
            testId="stem-comment-form"
            autoFocus
          />
        </div>
      )}
      {editing && (
        <p className="text-xs text-muted" data-testid="review-stem-hint">
          {t('stemEdit.hint')}
        </p>
      )}
      {!editing && canComment && !composing && <p className="text-xs text-muted">{t('anchors.hint')}</p>}
    </div>
  );
}
