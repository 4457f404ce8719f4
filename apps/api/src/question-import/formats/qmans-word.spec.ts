import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { parseQmansWord } from './qmans-word.js';

const parse = (text: string) => parseQmansWord(Buffer.from(text, 'utf8'));
const correct = (q: { content: { body: unknown } | null }) =>
  ((q.content as { body: unknown }).body as { options: { correct: boolean }[] }).options.map(
    (o) => o.correct,
  );

describe('165.2.1. import: Qmans Word text layout', () => {
  test('the variants a teacher types: A) A. a: Arabic letters, Answer:/الإجابة:, CRLF, BOM, RTL marks, smart dashes', async () => {
    const text =
      '\ufeff———————\r\nWhich is even?\r\nA) 1\r\nB) 2\r\nC) 3\r\nAnswer: B\r\n' +
      '-----\n\u200fما عاصمة مصر؟\n\u200fأ- القاهرة\n\u200fب- الجيزة\nالإجابة: ا\n' +
      '-----\nWhich are prime?\na: 2\nb: 3\nc: 4\nanswers: a، b\n';
    const r = await parse(text);
    expect(r.questions.map((q) => [q.questionType, q.valid])).toEqual([
      ['3.2.', true],
      ['3.2.', true],
      ['3.3.', true],
    ]);
    expect(correct(r.questions[0])).toEqual([false, true, false]);
    expect(correct(r.questions[1])).toEqual([true, false]);
    expect(r.questions[1].content?.language).toBe('4.1.');
    expect(correct(r.questions[2])).toEqual([true, true, false]);
  });

  test('a correct letter of the other case is refused with the SPEC reason', async () => {
    const r = await parse('-----\nQ?\nA: x\nB: y\nAnswer: b\n');
    expect(r.questions[0].valid).toBe(false);
    expect(r.questions[0].reasons[0].en).toBe(
      'The correct-answer letter "b" does not match the case of the answer letters',
    );
  });

  test('true/false in the text form; a missing answer line is named', async () => {
    const r = await parse(
      '-----\nThe sun rises in the east.\nالإجابة: صح\n-----\nNo answer here\nA: x\nB: y\n',
    );
    expect(r.questions[0].content?.body).toEqual({ type: '3.4.', correct: true });
    expect(r.questions[1].reasons).toEqual([M.noAnswerLine]);
  });
});
