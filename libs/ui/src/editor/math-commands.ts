import type { Editor } from '@tiptap/core';
import type { MathEdit } from './MathDialog';
import type { Chain } from './Toolbar';

type Run = (fn: (c: Chain) => Chain) => void;

/**
 * Saves a formula from the math dialog: updates the node it was opened on when that is still a
 * formula of the same kind at that place (a co-editor may have moved it), inserts one otherwise.
 */
export function saveMath(editor: Editor, run: Run, m: MathEdit, latex: string): void {
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
}

/** Removes the formula the dialog was opened on. */
export function removeMath(run: Run, m: MathEdit): void {
  if (m.pos == null) return;
  if (m.kind === 'inline') run((c) => c.deleteInlineMath({ pos: m.pos ?? undefined }));
  else run((c) => c.deleteBlockMath({ pos: m.pos ?? undefined }));
}
