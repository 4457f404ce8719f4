import type { QuestionBody } from '../questions/question.api.js';
import { answerFacts, choiceCount } from './answers.js';

const mcq = {
  type: '3.2.',
  options: [
    { id: 'a', text: '<p>1</p>', correct: false },
    { id: 'b', text: '<p>2</p>', correct: true },
    { id: 'c', text: '<p>3</p>', correct: false },
  ],
} as QuestionBody;
const tf = { type: '3.4.', correct: true } as QuestionBody;
const blanks = { type: '3.7.', blanks: [], caseSensitive: false, distractors: [] } as unknown as QuestionBody;
const essay = {
  type: '3.1.',
  rubrics: [],
  answerLines: 3,
  answerWordsMax: null,
  modelAnswer: '',
} as QuestionBody;

describe('item statistics: what a stored answer says', () => {
  it('counts the choices of MCQ and true/false only', () => {
    expect(choiceCount(mcq)).toBe(3);
    expect(choiceCount(tf)).toBe(2);
    expect(choiceCount(essay)).toBe(0);
  });

  it.each([
    ['an MCQ pick', mcq, { type: '3.2.', chosen: [2] }, { omitted: false, choice: 2 }],
    [
      'an MCQ with two picks (no single choice)',
      mcq,
      { type: '3.2.', chosen: [0, 1] },
      { omitted: false, choice: null },
    ],
    ['an MCQ left empty', mcq, { type: '3.2.', chosen: [] }, { omitted: true, choice: null }],
    ['true', tf, { type: '3.4.', value: true }, { omitted: false, choice: 0 }],
    ['false', tf, { type: '3.4.', value: false }, { omitted: false, choice: 1 }],
    ['true/false left', tf, { type: '3.4.', value: null }, { omitted: true, choice: null }],
    ['an electronic answer never given ({})', mcq, {}, { omitted: true, choice: null }],
    ['blanks all empty', blanks, { type: '3.7.', blanks: { b: '  ' } }, { omitted: true, choice: null }],
    ['blanks with a word', blanks, { type: '3.7.', blanks: { b: 'x' } }, { omitted: false, choice: null }],
    [
      'an essay (marked by a person, never left)',
      essay,
      { type: '3.1.', rubricMarks: {} },
      { omitted: false, choice: null },
    ],
  ])('%s', (_name, body, response, expected) => {
    expect(answerFacts(body, response as never)).toEqual(expected);
  });
});
