// The document model's rules without Tiptap (the editor's schema is @mizan/domain/editor): what the
// server checks, cleans and prints, loadable at its start without ProseMirror.
export * from '../editor/messages.js';
export * from '../editor/model-html.js';
export * from '../editor/tex.js';
