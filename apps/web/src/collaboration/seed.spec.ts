import { describe, expect, it } from '@jest/globals';
import type { QuestionTypeCode } from '@mizan/domain/codes';
import { COLLAB_FORM_MAP, type QuestionContent, sampleContent } from '@mizan/domain/questions';
import { fragmentToHtml } from '@mizan/ui/editor/documents';
import * as Y from 'yjs';
// No jsdom here: the editor library's test DOMParser reads HTML under node.
import { installTestDom } from '../../../../libs/ui/src/editor/test-dom';
import { richField } from './fields';
import { docContent, isSeeded, readForm, seedOnce } from './seed';

installTestDom();

/** Two peers exchanging every update, as two browsers through the server. */
function connect(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'peer' && Y.applyUpdate(b, u, 'peer'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'peer' && Y.applyUpdate(a, u, 'peer'));
}

const rich: QuestionContent = {
  ...sampleContent('3.7.'),
  language: '4.1.',
  stem: '<p dir="rtl">عاصمة مصر هي <span data-blank="b1"></span> ونهرها <span data-blank="b2"></span></p><div data-latex="\\frac{a}{b}" data-type="block-math"></div><table><colgroup><col></colgroup><tbody><tr><td colspan="1" rowspan="1"><p>x <span data-latex="x^2" data-type="inline-math"></span></p></td></tr></tbody></table>',
  feedback: '<p dir="ltr">See the map.</p>',
};

describe('165.2.1. co-edited question document: seeding from the stored question', () => {
  it('two editors opening an empty document at once hold the question once, not twice', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    // Both synced with an empty server document, both see no seed and seed concurrently.
    expect(seedOnce(a, rich)).toBe(true);
    expect(seedOnce(b, rich)).toBe(true);
    connect(a, b);
    for (const doc of [a, b]) {
      expect(fragmentToHtml(doc.getXmlFragment(richField.stem()))).toBe(rich.stem);
      expect(docContent(doc, sampleContent('3.2.'))).toEqual(rich);
    }
    // Both typed in the stem meanwhile: each keystroke once, both documents equal.
    a.getXmlFragment('stem').insert(0, [new Y.XmlElement('paragraph')]);
    expect(fragmentToHtml(b.getXmlFragment('stem'))).toBe(`<p></p>${rich.stem}`);
    expect(Y.encodeStateVector(a)).toEqual(Y.encodeStateVector(b));
  });

  it('an editor joining a seeded document does not seed it again', () => {
    const server = new Y.Doc();
    seedOnce(server, rich);
    const later = new Y.Doc();
    Y.applyUpdate(later, Y.encodeStateAsUpdate(server));
    expect(isSeeded(later)).toBe(true);
    // A stored question saved since then does not overwrite what is being co-edited.
    expect(seedOnce(later, { ...rich, stem: '<p>other</p>' })).toBe(false);
    expect(docContent(later, rich).stem).toBe(rich.stem);
  });

  it('edits made before a late seed are kept with the seeded content', () => {
    const a = new Y.Doc();
    seedOnce(a, rich);
    a.getMap(COLLAB_FORM_MAP).set('degree', 7);
    const b = new Y.Doc();
    seedOnce(b, rich);
    connect(a, b);
    expect(readForm(b, rich).degree).toBe(7);
    expect(docContent(b, rich).stem).toBe(rich.stem);
  });

  it.each<QuestionTypeCode>(['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.'])(
    'a %s question reads back as it was stored (every rich part in its fragment)',
    (type) => {
      const content = sampleContent(type);
      const doc = new Y.Doc();
      seedOnce(doc, content);
      expect(docContent(doc, sampleContent('3.4.'))).toEqual(content);
      // The form map holds the structure only: the texts are in the fragments.
      expect(JSON.stringify(doc.getMap(COLLAB_FORM_MAP).get('body'))).not.toContain('<p>');
    },
  );
});
