import { ANSWER_LETTERS, answerIndex, answerLetter } from './answer-letters.js';

describe('ANSWER_LETTERS', () => {
  it('runs a to t with 20 Arabic pairs in abjad order', () => {
    expect(ANSWER_LETTERS).toHaveLength(20);
    expect(ANSWER_LETTERS.map((l) => l.en).join('')).toBe('abcdefghijklmnopqrst');
    expect(ANSWER_LETTERS.map((l) => l.ar)).toEqual('أ ب ج د هـ و ز ح ط ي ك ل م ن س ع ف ص ق ر'.split(' '));
    expect(Object.isFrozen(ANSWER_LETTERS)).toBe(true);
  });

  it.each([
    [0, 'ar', 'أ'],
    [0, 'en', 'a'],
    [4, 'ar', 'هـ'],
    [19, 'en', 't'],
    [19, 'ar', 'ر'],
    [20, 'en', ''],
  ] as const)('answerLetter(%i, %s) is %j', (index, lang, letter) => {
    expect(answerLetter(index, lang)).toBe(letter);
  });

  it.each([
    ['a', 0],
    ['A', 0],
    [' C ', 2],
    ['t', 19],
    ['أ', 0],
    ['ا', 0],
    ['هـ', 4],
    ['ه', 4],
    ['ر', 19],
    ['u', -1],
    ['', -1],
  ])('answerIndex(%j) is %i', (letter, index) => {
    expect(answerIndex(letter)).toBe(index);
  });
});
