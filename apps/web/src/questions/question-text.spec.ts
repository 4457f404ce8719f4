import { describe, expect, it } from '@jest/globals';
import { plainText } from './question-text';

describe('165.2.1. plain text of a stored part', () => {
  it('keeps formulas as LaTeX, numbers blanks and breaks lines at blocks', () => {
    const html =
      '<p dir="rtl">احسب <span data-type="inline-math" data-latex="x &lt; \\frac{1}{2}"></span> ثم أكمل <span data-blank="b2"></span></p>' +
      '<div data-type="block-math" data-latex="a^2+b^2"></div><p>A&amp;B&nbsp;&#1575;</p>';
    expect(plainText(html, (id) => (id === 'b2' ? 2 : 0))).toBe(
      'احسب $x < \\frac{1}{2}$ ثم أكمل [2]\n$a^2+b^2$\nA&B ا',
    );
  });

  it("drops every tag and attribute, including an image's source", () => {
    expect(plainText('<p><strong>bold</strong> <img src="/api/question-images/1" alt="graph"> end</p>')).toBe(
      'bold [graph] end',
    );
    expect(plainText('')).toBe('');
  });
});
