import { describe, expect, it } from '@jest/globals';
import { REVIEW_LIMITS } from '@mizan/domain/review';
import { editorSchema, htmlToFragment } from '@mizan/ui/editor/documents';
import { initProseMirrorDoc } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
// No jsdom here: the editor library's test DOMParser reads HTML under node.
import { installTestDom } from '../../../../libs/ui/src/editor/test-dom';
import { type AnchorRange, anchorFor, type BoundPart, resolveAnchor } from './anchors';

installTestDom();
const schema = editorSchema();

/** The part as an editor bound to it sees it now: its document and the binding's mapping. */
function bound(fragment: Y.XmlFragment): BoundPart {
  const { doc, mapping } = initProseMirrorDoc(fragment, schema);
  return { field: 'stem', fragment, doc, mapping };
}

function stem(html: string) {
  const ydoc = new Y.Doc();
  const fragment = ydoc.getXmlFragment('stem');
  htmlToFragment(html, fragment);
  return { ydoc, fragment };
}

/** The editor range of the first occurrence of `text` (within one text node). */
function rangeOf(part: BoundPart, text: string): AnchorRange {
  let found: AnchorRange | null = null;
  part.doc.descendants((node, pos) => {
    if (found || !node.isText) return !found;
    const at = node.text?.indexOf(text) ?? -1;
    if (at >= 0) found = { from: pos + at, to: pos + at + text.length };
    return false;
  });
  if (!found) throw new Error(`no "${text}" in the stem`);
  return found;
}

const textAt = (part: BoundPart, r: AnchorRange | null) =>
  r ? part.doc.textBetween(r.from, r.to, ' ', ' ') : null;

/** The first paragraph's text (Y.XmlText) of the fragment. */
const firstText = (fragment: Y.XmlFragment, paragraph = 0) =>
  (fragment.get(paragraph) as Y.XmlElement).get(0) as Y.XmlText;

describe('review anchors: comments on a range of the stem (Yjs relative positions)', () => {
  it('quotes the selected text and finds the same range again', () => {
    const { fragment } = stem('<p>What is the sum of 2 and 3?</p>');
    const part = bound(fragment);
    const anchor = anchorFor(part, rangeOf(part, 'sum of 2'));
    expect(anchor).toMatchObject({ field: 'stem', quote: 'sum of 2' });
    expect(anchor?.start).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(anchor?.start.length).toBeLessThanOrEqual(REVIEW_LIMITS.anchorPositionMax);
    expect(textAt(part, resolveAnchor(part, anchor!))).toBe('sum of 2');
  });

  it('follows the text when it is edited before the range, and in another peer', () => {
    const { ydoc, fragment } = stem('<p>ما ناتج جمع ٢ و٣؟</p>');
    const before = bound(fragment);
    const anchor = anchorFor(before, rangeOf(before, 'جمع'))!;
    expect(anchor.quote).toBe('جمع');
    firstText(fragment).insert(0, 'سؤال: ');
    const after = bound(fragment);
    const range = resolveAnchor(after, anchor);
    expect(range?.from).toBe(rangeOf(before, 'جمع').from + 'سؤال: '.length);
    expect(textAt(after, range)).toBe('جمع');

    // Another browser holding the same document resolves it to the same text.
    const peer = new Y.Doc();
    Y.applyUpdate(peer, Y.encodeStateAsUpdate(ydoc));
    const theirs = bound(peer.getXmlFragment('stem'));
    expect(textAt(theirs, resolveAnchor(theirs, anchor))).toBe('جمع');
  });

  it('grows with text typed inside the range, not with text typed right before or after it', () => {
    const { fragment } = stem('<p>one two three</p>');
    const part = bound(fragment);
    const anchor = anchorFor(part, rangeOf(part, 'two'))!;
    const text = firstText(fragment);
    text.insert(text.toString().indexOf('two') + 1, 'X'); // inside: tXwo
    text.insert(text.toString().indexOf('tXwo'), '['); // just before
    text.insert(text.toString().indexOf('tXwo') + 4, ']'); // just after
    expect(text.toString()).toBe('one [tXwo] three');
    const now = bound(fragment);
    expect(textAt(now, resolveAnchor(now, anchor))).toBe('tXwo');
  });

  it('spans paragraphs and keeps the part after its first paragraph is changed', () => {
    const { fragment } = stem('<p>First line</p><p>Second <strong>bold</strong> line</p>');
    const part = bound(fragment);
    const from = rangeOf(part, 'line').from;
    const to = rangeOf(part, 'bold').to;
    const anchor = anchorFor(part, { from, to })!;
    expect(anchor.quote).toBe('line Second bold');
    firstText(fragment).insert(0, 'The ');
    const now = bound(fragment);
    expect(textAt(now, resolveAnchor(now, anchor))).toBe('line Second bold');
  });

  it('no longer resolves when the quoted text is deleted, or its paragraph is', () => {
    const { fragment } = stem('<p>Keep this. Remove me.</p><p>Whole paragraph</p>');
    const part = bound(fragment);
    const inText = anchorFor(part, rangeOf(part, 'Remove me'))!;
    const inParagraph = anchorFor(part, rangeOf(part, 'paragraph'))!;
    const text = firstText(fragment);
    text.delete(text.toString().indexOf('Remove me'), 'Remove me'.length);
    const afterText = bound(fragment);
    expect(resolveAnchor(afterText, inText)).toBeNull();
    expect(textAt(afterText, resolveAnchor(afterText, inParagraph))).toBe('paragraph');
    fragment.delete(1, 1);
    const afterParagraph = bound(fragment);
    expect(resolveAnchor(afterParagraph, inParagraph)).toBeNull();
    // Deleting part of the range leaves the rest of it.
    const partial = anchorFor(afterParagraph, rangeOf(afterParagraph, 'Keep this'))!;
    const t = firstText(fragment);
    t.delete(t.toString().indexOf('this'), 4);
    const now = bound(fragment);
    expect(textAt(now, resolveAnchor(now, partial))?.trim()).toBe('Keep');
  });

  it('makes no anchor of an empty or blank selection; cuts a long quote', () => {
    const { fragment } = stem(`<p>a b</p><p>c</p><p>${'x'.repeat(600)}</p>`);
    const part = bound(fragment);
    const ab = rangeOf(part, 'a b');
    expect(anchorFor(part, { from: ab.from + 1, to: ab.from + 1 })).toBeNull();
    expect(anchorFor(part, { from: ab.from + 1, to: ab.from + 2 })).toBeNull();
    // Backwards (the selection's focus before its anchor) is the same range; paragraphs, one line.
    expect(anchorFor(part, { from: rangeOf(part, 'c').to, to: ab.from })?.quote).toBe('a b c');
    const long = anchorFor(part, { from: ab.from, to: part.doc.content.size })!;
    expect(long.quote).toHaveLength(REVIEW_LIMITS.quoteMax);
    expect(long.quote.endsWith('…')).toBe(true);
    expect(resolveAnchor(part, long)).not.toBeNull();
  });

  it('refuses an anchor of another part or with positions that do not decode', () => {
    const { fragment } = stem('<p>Some text</p>');
    const part = bound(fragment);
    const anchor = anchorFor(part, rangeOf(part, 'text'))!;
    expect(resolveAnchor(part, { ...anchor, field: 'feedback' })).toBeNull();
    expect(resolveAnchor(part, { ...anchor, start: '%%%' })).toBeNull();
    expect(resolveAnchor(part, { ...anchor, end: 'AAAA' })).toBeNull();
    // A position in another document (another question) points nowhere here.
    const other = stem('<p>Some text</p>');
    const otherPart = bound(other.fragment);
    expect(resolveAnchor(otherPart, anchor)).toBeNull();
  });
});
