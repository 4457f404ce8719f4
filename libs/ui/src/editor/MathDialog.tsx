import katex from 'katex';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import type { RichTextEditorTexts } from './types';

/** A formula being inserted (pos null) or edited (the position of its node). */
export interface MathEdit {
  kind: 'inline' | 'block';
  latex: string;
  pos: number | null;
}

/** The LaTeX of a formula with its rendering as typed (KaTeX; an error shows in the preview). */
export function MathDialog({
  edit,
  texts,
  onSave,
  onRemove,
  onClose,
}: {
  edit: MathEdit | null;
  texts: RichTextEditorTexts['math'];
  onSave: (latex: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [latex, setLatex] = useState('');
  const inputId = useId();
  useEffect(() => {
    if (edit) setLatex(edit.latex);
  }, [edit]);
  const preview = useMemo(
    () =>
      latex.trim()
        ? katex.renderToString(latex, {
            displayMode: edit?.kind === 'block',
            throwOnError: false,
            output: 'htmlAndMathml',
          })
        : '',
    [latex, edit?.kind],
  );
  const editing = edit?.pos != null;
  const save = () => latex.trim() && onSave(latex.trim());
  return (
    <Dialog
      open={edit !== null}
      onClose={onClose}
      title={edit?.kind === 'block' ? texts.titleBlock : texts.titleInline}
      data-testid="math-dialog"
      footer={
        <>
          {editing && (
            <Button variant="danger" onClick={onRemove} data-testid="math-remove">
              {texts.remove}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose} data-testid="math-cancel">
            {texts.cancel}
          </Button>
          <Button onClick={save} disabled={!latex.trim()} data-testid="math-save">
            {editing ? texts.save : texts.insert}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <label htmlFor={inputId} className="font-medium">
          {texts.latex}
        </label>
        <textarea
          id={inputId}
          dir="ltr"
          rows={3}
          value={latex}
          onChange={(e) => setLatex(e.target.value)}
          onKeyDown={(e) => {
            // Enter inserts; Shift+Enter is a new line of LaTeX.
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              save();
            }
          }}
          spellCheck={false}
          autoComplete="off"
          className="w-full rounded-md border border-line bg-panel px-3 py-2 font-mono text-sm text-ink focus:outline-2 focus:outline-primary-500"
          data-testid="math-latex"
        />
        <div className="flex flex-col gap-1">
          <span className="font-medium">{texts.preview}</span>
          <div
            className="min-h-12 overflow-x-auto rounded-md border border-dashed border-line bg-surface px-3 py-2 text-lg"
            aria-live="polite"
            data-testid="math-preview"
          >
            {preview ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX's own rendering of the typed LaTeX (it escapes text, trust is off)
              <div dir="ltr" dangerouslySetInnerHTML={{ __html: preview }} />
            ) : (
              <span className="text-sm text-muted">{texts.empty}</span>
            )}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
