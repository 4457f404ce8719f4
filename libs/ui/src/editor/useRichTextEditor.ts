import { blankIdsOf, contentExtensions, docToHtml } from '@mizan/domain/editor';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { Placeholder } from '@tiptap/extensions';
import { useEditor } from '@tiptap/react';
import { type RefObject, useEffect, useRef } from 'react';
import { blankNumbers, maxLengthExtension, renderCaret, shortcuts } from './extensions';
import type { MathEdit } from './MathDialog';
import type { RichTextEditorProps } from './types';

const ONCHANGE_DEBOUNCE_MS = 200;

/** The editing area's attributes: its name, state and direction for assistive technology and tests. */
const areaAttributes = (p: RichTextEditorProps) => ({
  dir: p.dir,
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-label': p.label,
  ...(p.describedBy ? { 'aria-describedby': p.describedBy } : {}),
  ...(p.invalid ? { 'aria-invalid': 'true' } : {}),
  ...(p.readOnly ? { 'aria-readonly': 'true' } : {}),
  'data-testid': `${p['data-testid'] ?? 'rich-text'}-input`,
});

/**
 * The editor's setup: the document model plus the editor's own extensions, co-editing when given
 * a fragment, attributes kept current, and the debounced onChange / onBlanksChange. Callbacks and
 * texts change every render, so the extensions read them through `live`.
 */
export function useRichTextEditor(
  props: RichTextEditorProps,
  live: RefObject<RichTextEditorProps>,
  openMath: RefObject<(edit: MathEdit) => void>,
) {
  const { fragment, awareness, user, value, placeholder, maxLength, readOnly = false } = props;
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
        shortcuts(
          (edit) => openMath.current(edit),
          () => !!live.current.blanks,
        ),
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
      // Its base style is in tiptap-base.css: the page's CSP refuses an injected <style> element.
      injectCSS: false,
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: areaAttributes(props) },
    },
    [fragment, awareness],
  );

  // A screen that reads the selection or adds decorations gets the editor once it is made.
  useEffect(() => {
    if (!editor) return;
    live.current.onEditor?.(editor);
    return () => live.current.onEditor?.(null);
  }, [editor, live]);

  // The attributes above are read once; keep them current (compared by value: props is new each render).
  const attributes = JSON.stringify(areaAttributes(props));
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributes) } });
    editor.setEditable(!readOnly, false);
  }, [editor, attributes, readOnly]);

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
  }, [editor, live]);

  // Local mode: a value set from outside (a reset, a reload) replaces the content.
  useEffect(() => {
    if (!editor || fragment || value === undefined || value === emitted.current) return;
    editor.commands.setContent(value || '', { emitUpdate: false });
    emitted.current = docToHtml(editor.state.doc);
  }, [editor, fragment, value]);

  return editor;
}
