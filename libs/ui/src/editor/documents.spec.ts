import { describe, expect, it } from '@jest/globals';
import * as Y from 'yjs';
import { blankIdsOf, docToHtml, fragmentToHtml, htmlToDoc, htmlToFragment, textLength } from './documents';
import { installTestDom } from './test-dom';

installTestDom();

const IMG = '/api/question-images/0b6f1c2e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';

/** Through a Y.XmlFragment and back, as a co-edited part is stored and read. */
function viaFragment(html: string): string {
  const doc = new Y.Doc();
  htmlToFragment(html, doc.getXmlFragment('stem'));
  // A second document receiving the update, as another editor or the server would.
  const other = new Y.Doc();
  Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
  return fragmentToHtml(other.getXmlFragment('stem'));
}

describe('rich text: editor HTML <-> Yjs fragment', () => {
  it.each([
    [
      'paragraphs and marks',
      '<p>Hello <strong>bold <em>both</em></strong> <u>u</u> <s>s</s> <code>c</code></p>',
    ],
    ['sub and sup', '<p>H<sub>2</sub>O and x<sup>2</sup></p>'],
    ['inline math', '<p>Area <span data-latex="\\pi r^2" data-type="inline-math"></span> m²</p>'],
    ['block math', '<div data-latex="\\int_0^1 x\\,dx = \\frac{1}{2}" data-type="block-math"></div>'],
    ['a blank', '<p>The capital of Egypt is <span data-blank="b1x"></span>.</p>'],
    ['paragraph direction', '<p dir="rtl">عربي</p><p dir="ltr">English</p><p dir="auto">x</p>'],
    ['headings with direction', '<h2 dir="ltr">Two</h2><h3>Three</h3><h4>Four</h4>'],
    [
      'lists and quotes',
      '<ul><li dir="rtl"><p>أ</p></li><li><p>b</p></li></ul><ol><li><p>1</p></li></ol><blockquote><p>q</p></blockquote>',
    ],
    [
      'a table with a header row and a merged cell',
      '<table><colgroup><col><col></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>h1</p></th><th colspan="1" rowspan="1"><p>h2</p></th></tr><tr><td colspan="2" rowspan="1"><p>both</p></td></tr></tbody></table>',
    ],
    ['an image', `<p>see <img src="${IMG}"></p>`],
    ['a line break and escaped text', '<p>a &lt; b &amp;&amp; c<br>"next"</p>'],
  ])('%s keeps its HTML', (_name, html) => {
    expect(viaFragment(html)).toBe(html);
    expect(docToHtml(htmlToDoc(html))).toBe(html);
  });

  it('drops what the server would drop (links, scripts, styles, classes, h1)', () => {
    const html =
      '<h1>Title</h1><p class="x" style="color:red" onclick="alert(1)">a <a href="javascript:alert(1)">link</a></p><script>alert(1)</script>';
    expect(viaFragment(html)).toBe('<p>Title</p><p>a link</p>');
  });

  it('writes an empty document as an empty text', () => {
    expect(viaFragment('')).toBe('');
    expect(viaFragment('<p></p>')).toBe('');
    expect(fragmentToHtml(new Y.Doc().getXmlFragment('none'))).toBe('');
  });

  it('finds the blanks in document order and counts plain text', () => {
    const doc = htmlToDoc(
      '<p><span data-blank="b"></span> and <span data-blank="a"></span></p><p><span data-latex="x" data-type="inline-math"></span>yz</p>',
    );
    expect(blankIdsOf(doc)).toEqual(['b', 'a']);
    // Each atom (blank, formula) counts as one character: ' and ' is 5, 'yz' 2.
    expect(textLength(doc)).toBe(1 + 5 + 1 + 1 + 2);
  });
});
