import { sampleContent } from '@mizan/domain/questions';
import { sanitiseContent, sanitiseHtml } from './html-sanitiser.js';

const IMG = '/api/question-images/0b6f3c1e-2a4d-4e8f-9a1b-3c5d7e9f1a2b';

describe('165.2.1. rich-text sanitiser', () => {
  it.each([
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">hi</p>', '<p>hi</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img src="https://evil.example/a.png">', ''],
    ['<img src="//evil.example/a.png">', ''],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<p style="color:red" class="x">t</p>', '<p>t</p>'],
    ['<iframe src="https://x"></iframe><object data="x"></object>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p>x</p><style>p{}</style>', '<p>x</p>'],
    ['<math><mi>x</mi></math>', 'x'],
    ['<span data-type="evil" data-latex="x" onclick="y">z</span>', '<span data-latex="x">z</span>'],
    ['<p dir="rtl">ن</p><p dir="javascript">x</p>', '<p dir="rtl">ن</p><p>x</p>'],
  ])('%s -> %s', (html, clean) => {
    expect(sanitiseHtml(html)).toBe(clean);
  });

  it('keeps what the editor writes', () => {
    const html = [
      '<h2 dir="rtl">عنوان</h2>',
      '<p dir="ltr"><strong>b</strong><em>i</em><u>u</u><s>s</s><sub>2</sub><sup>3</sup><code>c</code><br></p>',
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>two</p></li></ol>',
      '<blockquote><p>q</p></blockquote>',
      '<table><colgroup><col></colgroup><tbody><tr><th colspan="2" rowspan="1">h</th></tr><tr><td colspan="1" rowspan="2" data-colwidth="120">d</td></tr></tbody></table>',
      `<p><img src="${IMG}" alt="figure"></p>`,
      '<p>The <span data-blank="b1"></span> is <span data-type="inline-math" data-latex="\\frac{1}{2}"></span></p>',
      '<div data-type="block-math" data-latex="E=mc^2"></div>',
    ].join('');
    // Void elements come back self-closed (<br />), which HTML reads the same.
    expect(sanitiseHtml(html).replaceAll(' />', '>')).toBe(html);
  });

  it('sanitises every rich-text part of a question, sub-questions included', () => {
    const c = sampleContent('3.5.');
    c.stem = '<p onclick="x">s</p>';
    c.feedback = '<script>x</script>';
    if (c.body.type === '3.5.') c.body.subQuestions[0].stem = '<p><img src=x onerror=alert(1)>t</p>';
    const clean = sanitiseContent(c);
    expect(clean.stem).toBe('<p>s</p>');
    expect(clean.feedback).toBe('');
    expect(clean.body.type === '3.5.' && clean.body.subQuestions[0].stem).toBe('<p>t</p>');
  });
});
