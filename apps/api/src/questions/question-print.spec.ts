import { QUESTION_TYPES, type QuestionTypeCode } from '@mizan/domain/codes';
import { type QuestionContent, sampleContent } from '@mizan/domain/questions';
import { printQuestion } from './question-print.js';

const IMG = '/api/question-images/0b6f3c1e-2a4d-4e8f-9a1b-3c5d7e9f1a2b';
const math = (latex: string) => `<span data-latex="${latex}" data-type="inline-math"></span>`;

/** An Arabic question with Latin mathematics in its stem and an English option. */
function arabicMcq(): QuestionContent {
  const c = sampleContent('3.2.');
  c.language = '4.1.';
  c.stem = `<p>إذا كانت ${math('x^2 = 4')} فإن قيمة <strong>x</strong> الموجبة هي:</p><p><img src="${IMG}" alt="شكل ١"></p>`;
  c.body = {
    type: '3.2.',
    options: [
      { id: 'o1', text: `<p>${math('2')}</p>`, correct: true },
      { id: 'o2', text: '<p>Four (in English)</p>', correct: false },
      { id: 'o3', text: '<p dir="rtl">لا توجد قيمة</p>', correct: false },
    ],
  };
  return c;
}

/** Every element opened is closed, in order (void elements aside). */
function balanced(html: string): boolean {
  const open: string[] = [];
  for (const [, close, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g)) {
    if (['br', 'img', 'col'].includes(name)) continue;
    if (!close) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe('165.2.1. question print renderer', () => {
  it('prints an Arabic stem with Latin mathematics right to left, the formula isolated left to right', () => {
    const html = printQuestion(arabicMcq(), { number: 3 });
    expect(html).toMatch(/^<article class="question" data-type="3.2." lang="ar" dir="rtl">/);
    expect(html).toContain('<span class="question-number">٣.</span>');
    // KaTeX renders the formula (HTML and MathML), in its own left-to-right run.
    expect(html).toContain('<span class="math" dir="ltr"><span class="katex">');
    expect(html).toContain('<annotation encoding="application/x-tex">x^2 = 4</annotation>');
    expect(html).not.toContain('data-latex');
    // The stored image reference, as the editor wrote it.
    expect(html).toContain(`<img src="${IMG}" alt="شكل ١">`);
    expect(html).toContain('<strong>x</strong>');
  });

  it('lets each option read its own direction (an English option in an Arabic question runs left to right)', () => {
    const html = printQuestion(arabicMcq());
    expect(html).toContain(
      '<span class="letter">ب)</span><div class="option-text"><p dir="auto">Four (in English)</p>',
    );
    // A direction the author chose stays.
    expect(html).toContain('<p dir="rtl">لا توجد قيمة</p>');
    expect(html).not.toContain('data-correct');
  });

  it('marks the correct choice in the answer key only', () => {
    const html = printQuestion(arabicMcq(), { answers: true });
    expect(html).toContain(
      '<li class="option" data-correct="true"><span class="key" title="الإجابة الصحيحة">✓</span><span class="letter">أ)</span>',
    );
    expect(html.match(/data-correct/g)).toHaveLength(1);
  });

  it('loads images from where the caller says (the PDF browser needs an absolute URL)', () => {
    const html = printQuestion(arabicMcq(), { imageSrc: (src) => `http://127.0.0.1:3000${src}` });
    expect(html).toContain(`<img src="http://127.0.0.1:3000${IMG}"`);
  });

  it.each(Object.keys(QUESTION_TYPES) as QuestionTypeCode[])(
    'prints type %s in English, with and without the key',
    (type) => {
      const c = sampleContent(type);
      for (const answers of [false, true]) {
        const html = printQuestion(c, { answers });
        expect(html).toMatch(
          new RegExp(`^<article class="question" data-type="${type}" lang="en" dir="ltr">`),
        );
        expect(balanced(html)).toBe(true);
        expect(html).not.toMatch(/data-(latex|blank)=/);
      }
    },
  );

  it('prints each type’s own parts', () => {
    const p = (type: QuestionTypeCode, answers = false) => printQuestion(sampleContent(type), { answers });
    // 3.1. essay: answer lines; the key shows the model answer and the rubric with weights.
    expect(p('3.1.').match(/class="answer-line"/g)).toHaveLength(5);
    expect(p('3.1.', true)).toContain('<h4 class="label">Model answer</h4><p>A model answer</p>');
    expect(p('3.1.', true)).toContain('<span class="weight">40%</span>');
    // 3.3. several correct choices.
    expect(p('3.3.', true).match(/data-correct="true"/g)).toHaveLength(2);
    // 3.4. true/false in the question's language.
    expect(p('3.4.', true)).toContain(
      'data-correct="true"><span class="key" title="Correct answer">✓</span><span class="letter">a)</span><div class="option-text"><p dir="auto">True</p>',
    );
    // 3.5. case study: each sub-question printed as its own type.
    expect(p('3.5.')).toContain(
      '<ol class="sub-questions"><li><section class="sub-question" data-type="3.2.">',
    );
    expect(p('3.5.')).toContain('<section class="sub-question" data-type="3.4.">');
    // 3.6. matching: premises numbered, answers and distractors lettered; the key pairs them.
    expect(p('3.6.')).toContain(
      '<td class="premise"><span class="number">1.</span><p dir="auto">Water</p></td><td class="answer"><span class="letter">a)</span><p dir="auto">H2O</p></td>',
    );
    expect(p('3.6.')).toContain(
      '<tr><td></td><td class="answer"><span class="letter">c)</span><p dir="auto">CO2</p></td></tr>',
    );
    expect(p('3.6.', true)).toContain('<td class="key">b</td>');
    // 3.7. blanks numbered in the stem; the key fills them; a sorted word bank with the distractor.
    expect(p('3.7.')).toContain(
      '<span class="blank" data-n="1"><span class="number">(1)</span><span class="line"></span></span>',
    );
    expect(p('3.7.', true)).toContain('<span class="line"><bdi>Cairo / القاهرة</bdi></span>');
    expect(p('3.7.')).toContain('<bdi>Cairo</bdi>, <bdi>Giza</bdi>, <bdi>Nile</bdi>');
  });

  it('writes Arabic numbers and letters in an Arabic question', () => {
    const c = sampleContent('3.7.');
    c.language = '4.1.';
    expect(printQuestion(c)).toContain('<span class="number">(٢)</span>');
    c.body = sampleContent('3.6.').body;
    expect(printQuestion(c)).toContain('<span class="letter">ب)</span>');
    expect(printQuestion(c)).toContain('<th>العمود (أ)</th>');
  });

  it('never hands KaTeX a command outside the allow-list, nor the page anything outside the model', () => {
    const c = sampleContent('3.2.');
    c.stem =
      `<p onclick="x()">a ${math('\\href{javascript:alert(1)}{y}')}<script>alert(1)</script>` +
      `<img src="https://evil.example/x.png"><a href="javascript:x">l</a></p>`;
    const html = printQuestion(c);
    expect(html).toContain('<div class="stem"><p>a l</p></div>');
    expect(html).not.toMatch(/href|script|evil|onclick/);
  });
});
