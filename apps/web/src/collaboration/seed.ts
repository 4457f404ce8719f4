import { COLLAB_FORM_MAP, type QuestionContent } from '@mizan/domain/questions';
import { fragmentToHtml, htmlToFragment } from '@mizan/ui/editor/documents';
import * as Y from 'yjs';
import { bodyWithoutRichTexts, richParts, withRichTexts } from './fields';

/**
 * A question's co-edited document, from the stored question and back.
 *
 * Form map (COLLAB_FORM_MAP): one key per top-level field of QuestionContent except the rich texts
 * (stem, feedback), each value the field's JSON; `body` is the body without its rich texts (those
 * are fragments). A key is written whole, so the last writer wins per key: two users changing the
 * body at once (one ticks a correct option, the other adds one) keep only one of the two changes,
 * while text typed in the parts always merges.
 */
export const FORM_KEYS = [
  'questionType',
  'subjectId',
  'ilos',
  'language',
  'body',
  'difficulty',
  'expectedTime',
  'degree',
  'exposureLimit',
  'modelCode',
] as const satisfies readonly (keyof QuestionContent)[];
export type FormKey = (typeof FORM_KEYS)[number];
export type FormValues = Pick<QuestionContent, FormKey>;

/** The map holding whether the document was seeded from the stored question. */
export const META_MAP = 'meta';
const SEEDED = 'seeded';

/**
 * The client id of seeding. Every client builds the same update from the same stored question with
 * this same id, so two clients seeding an empty document at once send identical updates, and Yjs
 * keeps one copy (an update it already holds is skipped by its ids). A random id would insert the
 * content twice.
 */
const SEED_CLIENT_ID = 0;

/** The value stored for a form key: the body without its rich texts. */
export const formValue = <K extends FormKey>(key: K, value: FormValues[K]): FormValues[K] =>
  (key === 'body' ? bodyWithoutRichTexts(value as QuestionContent['body']) : value) as FormValues[K];

/** The seeding update of a stored question, built the same way by every client. */
export function seedUpdate(content: QuestionContent): Uint8Array {
  const tmp = new Y.Doc();
  tmp.clientID = SEED_CLIENT_ID;
  tmp.transact(() => {
    const form = tmp.getMap(COLLAB_FORM_MAP);
    for (const key of FORM_KEYS) form.set(key, formValue(key, content[key]));
    for (const part of richParts(content))
      if (part.html) htmlToFragment(part.html, tmp.getXmlFragment(part.field));
    tmp.getMap(META_MAP).set(SEEDED, true);
  });
  const update = Y.encodeStateAsUpdate(tmp);
  tmp.destroy();
  return update;
}

export const isSeeded = (doc: Y.Doc): boolean => doc.getMap(META_MAP).get(SEEDED) === true;

/**
 * Seeds the document from the stored question unless it already was (by this or another client).
 * Call it only once the document holds the server's state (after the provider's first sync).
 */
export function seedOnce(doc: Y.Doc, content: QuestionContent): boolean {
  if (isSeeded(doc)) return false;
  Y.applyUpdate(doc, seedUpdate(content), 'seed');
  return true;
}

/** The form values in the document, each falling back to `fallback`'s when absent. */
export function readForm(doc: Y.Doc, fallback: QuestionContent): FormValues {
  const form = doc.getMap(COLLAB_FORM_MAP);
  const out = {} as Record<FormKey, unknown>;
  for (const key of FORM_KEYS) out[key] = form.has(key) ? form.get(key) : fallback[key];
  return out as FormValues;
}

/** The whole question as the document holds it: form values, and each rich part's HTML. */
export function docContent(doc: Y.Doc, fallback: QuestionContent): QuestionContent {
  const values = readForm(doc, fallback);
  const base: QuestionContent = { ...fallback, ...values, stem: '', feedback: '' };
  return withRichTexts(base, (field) => fragmentToHtml(doc.getXmlFragment(field)));
}
