import { normaliseArabic } from '../codes/arabic-normalise.js';
import { blankIds, hasContent, normText, plainText } from './plain-text.js';

describe('165.2.1. plain text of rich text (text_plain, text_norm)', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p><p>again</p>', 'Hello world again'],
    ['<p>a &lt; b &amp;&amp; c&nbsp;d &#1576;</p>', 'a < b && c d ب'],
    ['<p>x <span data-type="inline-math" data-latex="\\frac{1}{2}"></span> y</p>', 'x \\(\\frac{1}{2}\\) y'],
    ['<div data-type="block-math" data-latex="E=mc^2"><span>rendered</span></div>', '\\(E=mc^2\\)'],
    // A '>' or '<' inside the attribute (serialisers leave them unescaped) neither ends the tag nor is read as one.
    ['<p>if <span data-type="inline-math" data-latex="x > 1"></span> then</p>', 'if \\(x > 1\\) then'],
    ['<p><span data-latex=\'a<b\' data-type="inline-math"></span> and <b>c</b></p>', '\\(a<b\\) and c'],
    ['<p><span data-type="inline-math" data-latex="a &amp; b"></span></p>', '\\(a & b\\)'],
    ['<p><span data-blank="x>1" class="b">1</span> z</p>', '____ z'],
    ['<p>The <span data-blank="b1"></span> is</p>', 'The ____ is'],
    ['<table><tr><td>1</td><td>2</td></tr></table>', '1 2'],
    ['<p><img src="/api/question-images/1"></p>', ''],
  ])('%s -> %s', (html, text) => {
    expect(plainText(html)).toBe(text);
  });

  it('folds Arabic spelling, diacritics and tatweel, and lower-cases Latin', () => {
    expect(normText('أَحْمَدُ إلى مدرسةٍ آمنة ـــ Water')).toBe('احمد الي مدرسه امنه  water');
    expect(normaliseArabic('كِتَابٌ')).toBe('كتاب');
    expect(normaliseArabic('الـــعـلـم')).toBe('العلم');
  });

  it('finds blank markers and content', () => {
    expect(blankIds('<p><span data-blank="a"></span> <span class="x" data-blank=\'b\'>1</span></p>')).toEqual(
      ['a', 'b'],
    );
    expect(hasContent('<p></p><p> </p>')).toBe(false);
    expect(hasContent('<p>x</p>')).toBe(true);
    expect(blankIds('<p><span title="a>b" data-blank="c"></span></p>')).toEqual(['c']);
  });
});
