import { type BlockDir, textLength } from '@mizan/domain/editor';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';

/** What the toolbar shows as pressed or enabled, read from the editor on each transaction. */
export function useToolbarState(editor: Editor | null, dir: BlockDir, maxLength: number | undefined) {
  return useEditorState({
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
}

export type ToolbarState = NonNullable<ReturnType<typeof useToolbarState>>;
