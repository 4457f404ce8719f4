import { describe, expect, it } from '@jest/globals';
import { fill } from '../i18n/index.js';
import { sampleContent, validateQuestionContent } from '../questions/index.js';
import { EDITOR_MESSAGES } from './messages.js';
import { disallowedTex, disallowedTexIn, formulasOf } from './tex.js';

describe('editor model: TeX allow-list', () => {
  it.each([
    '\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}',
    '\\int_0^1 x\\,dx = \\frac{1}{2}',
    '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}',
    '\\lim_{x \\to \\infty} \\left( 1 + \\frac{1}{x} \\right)^x = e',
    '\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}',
    'f(x) = \\begin{cases} x & x \\ge 0 \\\\ -x & x < 0 \\end{cases}',
    '\\vec{F} = m\\vec{a},\\; \\text{H}_2\\text{O},\\ \\alpha\\beta\\Gamma \\% \\{x\\}',
    '\\mathbb{R} \\subseteq \\mathbb{C}, \\overline{AB} \\parallel \\overline{CD}',
  ])('allows %s', (latex) => {
    expect(disallowedTex(latex)).toEqual([]);
  });

  it.each([
    ['\\href{javascript:alert(1)}{x}', ['\\href']],
    ['\\url{https://evil.example}', ['\\url']],
    [
      '\\htmlData{foo=bar}{x} \\htmlId{i}{x} \\htmlClass{c}{x} \\htmlStyle{color:red}{x}',
      ['\\htmlData', '\\htmlId', '\\htmlClass', '\\htmlStyle'],
    ],
    ['\\includegraphics{/etc/passwd}', ['\\includegraphics']],
    // Macros could assemble a refused command from allowed parts.
    [
      '\\def\\x{\\h ref}\\newcommand{\\y}{z}\\let\\a\\b',
      ['\\def', '\\x', '\\h', '\\newcommand', '\\y', '\\let', '\\a', '\\b'],
    ],
    // KaTeX reads @ as a letter: \@ifnextchar is one (unknown) word, not \@ then text.
    ['\\@ifnextchar', ['\\@ifnextchar']],
    ['\\begin{tikzpicture}\\end{tikzpicture}', ['\\begin{tikzpicture}', '\\end{tikzpicture}']],
    ['\\frac12 \\href{a}{b} \\href{c}{d}', ['\\href']],
    ["\\'e \\verb|x|", ["\\'", '\\verb']],
  ])('refuses %s', (latex, bad) => {
    expect(disallowedTex(latex)).toEqual(bad);
  });

  it('reads every formula of a rich text, however its attribute is quoted and escaped', () => {
    const html = [
      '<p>a <span data-type="inline-math" data-latex="x &gt; 1 \\href{u}{v}"></span>',
      "<span data-latex='\\url{x}'></span>",
      '<span data-latex=\\htmlId></span></p>',
      '<div data-latex="a > b \\includegraphics{x}" data-type="block-math"></div>',
      '<p>data-latex="\\href{text, not an attribute}"</p>',
    ].join('');
    expect(formulasOf(html)).toEqual([
      'x > 1 \\href{u}{v}',
      '\\url{x}',
      '\\htmlId',
      'a > b \\includegraphics{x}',
    ]);
    expect(disallowedTexIn(html)).toEqual(['\\href', '\\url', '\\htmlId', '\\includegraphics']);
    expect(disallowedTexIn('<p><span data-latex="\\frac{1}{2}"></span></p>')).toEqual([]);
  });
});

describe('editor model: a save with disallowed TeX', () => {
  it('is refused with the field named and the commands listed, in Arabic and English', () => {
    const content = sampleContent('3.2.');
    content.stem = '<p>x <span data-type="inline-math" data-latex="\\url{u} \\frac{1}{2}"></span></p>';
    if (content.body.type === '3.2.')
      content.body.options[1].text = '<p><span data-latex="\\htmlData{a=b}{c}"></span></p>';
    const result = validateQuestionContent(content);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fields.stem).toEqual(fill(EDITOR_MESSAGES.texNotAllowed, { commands: '\\url' }));
    expect(result.fields['body.options.1.text'].en).toBe(
      'The formula uses commands that are not allowed: \\htmlData',
    );
    expect(result.fields['body.options.1.text'].ar).toContain('\\htmlData');
  });
});
