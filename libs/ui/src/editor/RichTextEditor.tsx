import 'katex/dist/katex.min.css';
import './tiptap-base.css';
import './editor.css';
import { EditorContent } from '@tiptap/react';
import { useRef, useState } from 'react';
import { cx } from '../cx';
import { EditorFooter } from './EditorFooter';
import { MathDialog, type MathEdit } from './MathDialog';
import { removeMath, saveMath } from './math-commands';
import { TableTools } from './TableTools';
import { type Chain, Toolbar } from './Toolbar';
import { useToolbarState } from './toolbar-state';
import type { RichTextEditorProps } from './types';
import { useImageUpload } from './useImageUpload';
import { useRichTextEditor } from './useRichTextEditor';

export type { CollabUser, RichTextEditorProps, RichTextEditorTexts } from './types';

/**
 * The question editor: Tiptap with formulas (KaTeX), tables, images, per-paragraph direction,
 * fill-in-the-blanks blanks, a length counter, and live co-editing when given a Y.XmlFragment.
 * Import it lazily (React.lazy(() => import('@mizan/ui/editor/RichTextEditor'))): Tiptap, KaTeX
 * and Yjs stay out of the first screen's bundle.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { texts, dir, blanks, maxLength, readOnly = false, compact = false, invalid } = props;
  const [math, setMath] = useState<MathEdit | null>(null);

  // Callbacks and texts change every render; the editor's extensions read them through refs.
  const live = useRef(props);
  live.current = props;
  const openMath = useRef<(edit: MathEdit) => void>(() => undefined);
  openMath.current = (edit) => !live.current.readOnly && setMath(edit);

  const editor = useRichTextEditor(props, live, openMath);
  const state = useToolbarState(editor, dir, maxLength);
  const image = useImageUpload(editor, props);

  if (!editor || !state) return null;

  const run = (fn: (c: Chain) => Chain) => fn(editor.chain().focus()).run();
  const over = maxLength ? state.length > maxLength : false;
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
        <Toolbar
          texts={texts}
          state={state}
          run={run}
          testId={testId}
          compact={compact}
          blanks={blanks}
          onMath={setMath}
          image={props.onUploadImage ? { uploading: !!image.upload, pick: image.pick } : null}
        />
      )}
      {!readOnly && state.inTable && <TableTools texts={texts} run={run} testId={testId} />}
      <EditorContent editor={editor} />
      <EditorFooter
        texts={texts}
        testId={testId}
        upload={image.upload}
        imageError={image.error}
        length={state.length}
        maxLength={maxLength}
        num={props.formatNumber ?? String}
      />
      <MathDialog
        edit={math}
        texts={texts.math}
        onClose={() => {
          setMath(null);
          editor.commands.focus();
        }}
        onSave={(latex) => {
          setMath(null);
          if (math) saveMath(editor, run, math, latex);
        }}
        onRemove={() => {
          setMath(null);
          if (math) removeMath(run, math);
        }}
      />
    </div>
  );
}

export default RichTextEditor;
