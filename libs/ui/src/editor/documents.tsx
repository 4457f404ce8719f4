// (A .tsx module without JSX: @mizan/ui exports its subpaths as './src/*.tsx'.)
import { docToHtml, editorSchema, htmlToDoc } from '@mizan/domain/editor';
import type { Schema } from '@tiptap/pm/model';
import { prosemirrorToYXmlFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import type * as Y from 'yjs';

/**
 * A co-edited part's Y.XmlFragment to and from the stored HTML. The document model and the HTML
 * conversions live in @mizan/domain/editor (the server shares them); this adds Yjs.
 */

/** The HTML of a co-edited part, whether or not an editor shows it. */
export function fragmentToHtml(fragment: Y.XmlFragment, schema: Schema = editorSchema()): string {
  return docToHtml(yXmlFragmentToProseMirrorRootNode(fragment, schema));
}

/**
 * Writes stored HTML into an empty fragment (seeding a co-edited document). The fragment must be
 * empty: this appends, it does not merge.
 */
export function htmlToFragment(html: string, fragment: Y.XmlFragment, schema: Schema = editorSchema()): void {
  prosemirrorToYXmlFragment(htmlToDoc(html, schema), fragment);
}

export { blankIdsOf, docToHtml, editorSchema, htmlToDoc, textLength } from '@mizan/domain/editor';
