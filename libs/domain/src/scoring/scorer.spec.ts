import type { QuestionBody } from '../questions/question.api.js';
import { paperResponse, paperRows, rowKey, writtenParts } from './paper.js';
import { type Response, round2, scoreQuestion, toStoredChoices, total } from './scorer.js';

const opt = (correct: boolean, id = String(Math.random())) => ({ id, text: '', correct });
const mcq: QuestionBody = { type: '3.2.', options: [opt(false), opt(true), opt(false), opt(false)] };
const mmcq: QuestionBody = {
  type: '3.3.',
  options: [opt(true), opt(true), opt(false), opt(false), opt(false)],
};
const tf: QuestionBody = { type: '3.4.', correct: false };
const matching: QuestionBody = {
  type: '3.6.',
  pairs: [
    { id: 'p1', premise: 'H2O', answer: 'water' },
    { id: 'p2', premise: 'NaCl', answer: 'salt' },
    { id: 'p3', premise: 'CO2', answer: 'gas' },
  ],
  distractors: [{ id: 'd1', text: 'gold' }],
};
const blanks = (caseSensitive: boolean): QuestionBody => ({
  type: '3.7.',
  caseSensitive,
  distractors: [],
  blanks: [
    { id: 'b1', answers: ['Cairo', 'القاهرة'], degree: 1 },
    { id: 'b2', answers: ['Nile'], degree: 2 },
  ],
});
const essay: QuestionBody = {
  type: '3.1.',
  answerLines: 5,
  answerWordsMax: null,
  modelAnswer: '',
  rubrics: [
    { id: 'r1', text: 'idea', weight: 0.6 },
    { id: 'r2', text: 'example', weight: 0.4 },
  ],
};
const caseStudy: QuestionBody = {
  type: '3.5.',
  subQuestions: [
    { id: 's1', stem: '', degree: 2, body: mcq as never },
    { id: 's2', stem: '', degree: 1, body: tf as never },
    { id: 's3', stem: '', degree: 1, body: essay as never },
  ],
};

const R = (r: Response) => r;

describe('scoring: one scorer for paper and electronic exams', () => {
  it.each<[string, QuestionBody, number, Response | undefined, number | null]>([
    ['MCQ right', mcq, 2, R({ type: '3.2.', chosen: [1] }), 2],
    ['MCQ wrong', mcq, 2, R({ type: '3.2.', chosen: [0] }), 0],
    ['MCQ two marks', mcq, 2, R({ type: '3.2.', chosen: [1, 2] }), 0],
    ['MCQ blank', mcq, 2, undefined, 0],
    ['MMCQ all right', mmcq, 3, R({ type: '3.3.', chosen: [0, 1] }), 3],
    ['MMCQ half right', mmcq, 3, R({ type: '3.3.', chosen: [0] }), 1.5],
    ['MMCQ 2 right 1 wrong: 1 - 1/3', mmcq, 3, R({ type: '3.3.', chosen: [0, 1, 2] }), 2],
    ['MMCQ 1 right 1 wrong: 1/2 - 1/3 of 1 rounds', mmcq, 1, R({ type: '3.3.', chosen: [1, 4] }), 0.17],
    ['MMCQ everything: 0', mmcq, 3, R({ type: '3.3.', chosen: [0, 1, 2, 3, 4] }), 0],
    ['MMCQ only wrong: never below 0', mmcq, 3, R({ type: '3.3.', chosen: [2, 3] }), 0],
    ['true/false right', tf, 1, R({ type: '3.4.', value: false }), 1],
    ['true/false wrong', tf, 1, R({ type: '3.4.', value: true }), 0],
    ['true/false blank', tf, 1, R({ type: '3.4.', value: null }), 0],
    ['matching all', matching, 3, R({ type: '3.6.', matches: { p1: 'p1', p2: 'p2', p3: 'p3' } }), 3],
    [
      'matching one of three, 2 marks',
      matching,
      2,
      R({ type: '3.6.', matches: { p1: 'p1', p2: 'd1' } }),
      0.67,
    ],
    ['blanks exact', blanks(true), 3, R({ type: '3.7.', blanks: { b1: 'Cairo', b2: 'Nile' } }), 3],
    ['blanks case sensitive', blanks(true), 3, R({ type: '3.7.', blanks: { b1: 'cairo', b2: 'Nile' } }), 2],
    [
      'blanks case-insensitive',
      blanks(false),
      3,
      R({ type: '3.7.', blanks: { b1: ' CAIRO ', b2: 'nile' } }),
      3,
    ],
    ['blanks Arabic and spaces', blanks(false), 6, R({ type: '3.7.', blanks: { b1: 'القاهرة', b2: '' } }), 2],
    ['essay marked', essay, 5, R({ type: '3.1.', rubricMarks: { r1: 2.5, r2: 1.75 } }), 4.25],
    ['essay over an item: capped', essay, 5, R({ type: '3.1.', rubricMarks: { r1: 9, r2: 0 } }), 3],
    ['essay half marked: unmarked', essay, 5, R({ type: '3.1.', rubricMarks: { r1: 2 } }), null],
    [
      'case study by sub-question shares',
      caseStudy,
      8,
      R({
        type: '3.5.',
        parts: {
          s1: { type: '3.2.', chosen: [1] },
          s2: { type: '3.4.', value: true },
          s3: { type: '3.1.', rubricMarks: { r1: 1, r2: 0.8 } },
        },
      }),
      5.8,
    ],
    ['case study essay unmarked', caseStudy, 8, R({ type: '3.5.', parts: {} }), null],
  ])('%s', (_name, body, degree, response, marks) => {
    expect(scoreQuestion(body, degree, response)).toEqual({ marks, max: degree });
  });

  it('rounds to at most two decimals, half away from zero', () => {
    expect([round2(1.005), round2(2 / 3), round2(0.125), round2(10)]).toEqual([1.01, 0.67, 0.13, 10]);
    expect(
      total([
        { marks: 1 / 3, max: 1 },
        { marks: 2 / 3, max: 1 },
      ]),
    ).toEqual({ marks: 1, max: 2 });
    expect(
      total([
        { marks: null, max: 1 },
        { marks: 1, max: 1 },
      ]),
    ).toEqual({ marks: null, max: 2 });
  });

  it("maps a shuffled model's shown places back to the stored options", () => {
    // The model shows stored options [2, 0, 3, 1]: the mark on shown b is stored option 0.
    expect(toStoredChoices([1], [2, 0, 3, 1])).toEqual([0]);
    expect(toStoredChoices([3, 0], [2, 0, 3, 1])).toEqual([1, 2]);
    expect(toStoredChoices([2], null)).toEqual([2]);
  });

  it('paper: rows per bubbled item, responses from the rows read, written parts for a person', () => {
    const questions = [
      { position: 2, body: matching, degree: 3, choiceOrder: null },
      { position: 1, body: mcq, degree: 2, choiceOrder: [1, 0, 2, 3] },
      { position: 3, body: essay, degree: 5, choiceOrder: null },
      { position: 4, body: caseStudy, degree: 8, choiceOrder: null },
    ];
    const rows = paperRows(questions);
    expect(rows.map((r) => [r.position, r.sub, r.pair, r.choices])).toEqual([
      [1, null, null, 4],
      [2, null, 'p1', 4],
      [2, null, 'p2', 4],
      [2, null, 'p3', 4],
      [4, 's1', null, 4],
      [4, 's2', null, 2],
    ]);
    // Shown a is stored 1 (the right one).
    const r1 = paperResponse(questions[1], new Map([[rowKey({ sub: null, pair: null }), [0]]]), undefined);
    expect(scoreQuestion(mcq, 2, r1).marks).toBe(2);
    const m = paperResponse(
      questions[0],
      new Map([
        ['|p1', [0]],
        ['|p2', [3]],
        ['|p3', [2]],
      ]),
      undefined,
    );
    expect(m).toEqual({ type: '3.6.', matches: { p1: 'p1', p2: 'd1', p3: 'p3' } });
    expect(writtenParts(caseStudy, 8)).toEqual([
      { sub: 's3', kind: 'rubric', id: 'r1', max: 1.2 },
      { sub: 's3', kind: 'rubric', id: 'r2', max: 0.8 },
    ]);
    const cs = paperResponse(
      questions[3],
      new Map([
        ['s1|', [1]],
        ['s2|', [1]],
      ]),
      { parts: { s3: { rubricMarks: { r1: 1.2, r2: 0.8 } } } },
    );
    expect(scoreQuestion(caseStudy, 8, cs).marks).toBe(8);
  });
});
