import { textLength } from '@mizan/domain/editor';
import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import type { MathEdit } from './MathDialog';

/** The editor's own extensions on top of the document model: numbering, length, shortcuts, carets. */

/** A short random id (the question model's ids are made by the client). */
export const newBlankId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/** Numbers the blanks 1, 2, 3 in document order, as `data-n` on each blank (see editor.css). */
export const blankNumbers = (format: () => (n: number) => string) =>
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
export const maxLengthExtension = (max: number) =>
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

/** Keyboard shortcuts of the toolbar's own tools (formula, blank, paragraph direction). */
export const shortcuts = (openMath: (edit: MathEdit) => void, blanks: () => boolean) =>
  Extension.create({
    name: 'mizanShortcuts',
    addKeyboardShortcuts() {
      return {
        'Mod-Alt-m': () => {
          openMath({ kind: 'inline', latex: '', pos: null });
          return true;
        },
        'Mod-Alt-b': () => {
          if (!blanks()) return false;
          return this.editor.commands.insertBlank(newBlankId());
        },
        'Mod-Alt-r': () => this.editor.commands.setBlockDirection('rtl'),
        'Mod-Alt-l': () => this.editor.commands.setBlockDirection('ltr'),
      };
    },
  });

/** A co-editor's caret: a bar in their colour with their name (CollaborationCaret's render). */
export function renderCaret(user: Record<string, unknown>): HTMLElement {
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
