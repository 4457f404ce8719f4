import type { QuestionContent } from '@mizan/domain/questions';
import * as Y from 'yjs';
import { richParts, withRichTexts } from '../../collaboration/fields';
import { docContent, type FormValues, seedUpdate } from '../../collaboration/seed';

/**
 * What the form shows: the document's form values as they are now (a ticked option or a new row
 * must not wait) with each rich part's HTML from the document's debounced content. A part that is
 * not in the content yet (just added) is empty.
 */
export function liveContent(content: QuestionContent, values: FormValues): QuestionContent {
  const html = new Map(richParts(content).map((p) => [p.field, p.html]));
  return withRichTexts({ ...content, ...values }, (field) => html.get(field) ?? '');
}

/**
 * The stored question as the editor writes it back (the same HTML shapes), so an untouched form
 * compares equal to it and the leave guard only asks when something really changed.
 */
export function asEdited(content: QuestionContent): QuestionContent {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, seedUpdate(content));
  const out = docContent(doc, content);
  doc.destroy();
  return out;
}
