import { describe, expect, it } from '@jest/globals';
import type { QuestionBody } from '../questions/question.api.js';
import { scoreQuestion } from '../scoring/scorer.js';
import type { TakingBody } from './exam-taking.api.js';
import { type StudentResponse, toScorerResponse } from './responses.js';
import { takingBody, takingKey } from './taking-view.js';

// What a student answers by shown place (the model's choice order, the seeded matching column) is
// mapped back to the question version's stored order before the one scorer marks it.
const opt = (id: string, correct: boolean) => ({ id, text: `<p>${id}</p>`, correct });
const mcq: QuestionBody = { type: '3.2.', options: [opt('a', false), opt('b', false), opt('c', true)] };
const mmcq: QuestionBody = {
  type: '3.3.',
  options: [opt('a', true), opt('b', false), opt('c', true), opt('d', false)],
};
const matching: QuestionBody = {
  type: '3.6.',
  pairs: ['p1', 'p2', 'p3', 'p4'].map((id) => ({ id, premise: `<p>${id}?</p>`, answer: `<p>${id}!</p>` })),
  distractors: [{ id: 'd1', text: '<p>none</p>' }],
};
const essay: QuestionBody = {
  type: '3.1.',
  rubrics: [],
  answerLines: 5,
  answerWordsMax: null,
  modelAnswer: '',
};
const blanks: QuestionBody = {
  type: '3.7.',
  blanks: [{ id: 'b1', answers: ['Cairo'], degree: 1 }],
  caseSensitive: false,
  distractors: [],
};
const caseStudy: QuestionBody = {
  type: '3.5.',
  subQuestions: [
    { id: 's1', stem: '<p>1</p>', degree: 1, body: mcq as Extract<QuestionBody, { type: '3.2.' }> },
    {
      id: 's2',
      stem: '<p>2</p>',
      degree: 1,
      body: matching as Extract<QuestionBody, { type: '3.6.' }>,
    },
  ],
};
const key = takingKey(7, 3);

/** The shown place of a matching answer, found by its text as the student's screen shows it. */
function placeOf(shown: TakingBody, text: string): number {
  if (shown.type !== '3.6.') throw new Error('not matching');
  return shown.answers.findIndex((a) => a.text === text);
}

describe('20.3. toScorerResponse: shown places to the stored order', () => {
  it('maps MCQ and MMCQ places through the model choice order', () => {
    // The model shows stored option 2 first, then 0, then 1.
    const order = [2, 0, 1];
    expect(toScorerResponse(mcq, { type: '3.2.', chosen: [0] }, order, key)).toEqual({
      type: '3.2.',
      chosen: [2],
    });
    expect(scoreQuestion(mcq, 2, toScorerResponse(mcq, { type: '3.2.', chosen: [0] }, order, key))).toEqual({
      marks: 2,
      max: 2,
    });
    // Shown place 2 is stored option 1 (wrong): a student who trusted the stored order would score.
    expect(
      scoreQuestion(mcq, 2, toScorerResponse(mcq, { type: '3.2.', chosen: [2] }, order, key)).marks,
    ).toBe(0);
    // MMCQ shown [3,0,2,1]: places 1 and 2 are the stored 0 and 2, both right, sorted.
    const r = toScorerResponse(mmcq, { type: '3.3.', chosen: [2, 1] }, [3, 0, 2, 1], key);
    expect(r).toEqual({ type: '3.3.', chosen: [0, 2] });
    expect(scoreQuestion(mmcq, 3, r).marks).toBe(3);
    // Without an order the places are the stored indices.
    expect(toScorerResponse(mcq, { type: '3.2.', chosen: [1] }, null, key)).toEqual({
      type: '3.2.',
      chosen: [1],
    });
  });

  it('maps matching places through the same seeded column the student saw', () => {
    const shown = takingBody(matching, null, key);
    const matches = Object.fromEntries(
      ['p1', 'p2', 'p3', 'p4'].map((id) => [id, placeOf(shown, `<p>${id}!</p>`)]),
    );
    const r = toScorerResponse(matching, { type: '3.6.', matches }, null, key);
    expect(r).toEqual({ type: '3.6.', matches: { p1: 'p1', p2: 'p2', p3: 'p3', p4: 'p4' } });
    expect(scoreQuestion(matching, 4, r).marks).toBe(4);
    // The distractor and a cleared premise match nothing; a place past the column is no answer.
    const partial = toScorerResponse(
      matching,
      { type: '3.6.', matches: { p1: placeOf(shown, '<p>none</p>'), p2: null, p3: 99, p4: matches.p4 } },
      null,
      key,
    );
    expect(partial).toEqual({ type: '3.6.', matches: { p1: 'd1', p2: null, p3: null, p4: 'p4' } });
    expect(scoreQuestion(matching, 4, partial).marks).toBe(1);
    // Another model's question (another key) shuffles differently: the key is part of the meaning.
    expect(takingBody(matching, null, takingKey(8, 3))).not.toEqual(shown);
  });

  it('keeps true/false and blanks, holds an essay for marking, and maps a case study part by part', () => {
    expect(toScorerResponse(blanks, { type: '3.7.', blanks: { b1: ' cairo ' } }, null, key)).toEqual({
      type: '3.7.',
      blanks: { b1: ' cairo ' },
    });
    const tf: QuestionBody = { type: '3.4.', correct: false };
    expect(scoreQuestion(tf, 1, toScorerResponse(tf, { type: '3.4.', value: false }, null, key)).marks).toBe(
      1,
    );
    const text = toScorerResponse(essay, { type: '3.1.', text: 'answer' }, null, key);
    expect(text).toEqual({ type: '3.1.', text: 'answer', rubricMarks: {} });
    expect(scoreQuestion(essay, 5, text)).toEqual({ marks: null, max: 5 });

    const shown = takingBody(caseStudy, null, key);
    if (shown.type !== '3.5.') throw new Error('not a case study');
    const sub = shown.subQuestions[1].body;
    const parts: Record<string, StudentResponse> = {
      s1: { type: '3.2.', chosen: [2] },
      s2: {
        type: '3.6.',
        matches: Object.fromEntries(
          ['p1', 'p2', 'p3', 'p4'].map((id) => [id, placeOf(sub, `<p>${id}!</p>`)]),
        ),
      },
    };
    const r = toScorerResponse(caseStudy, { type: '3.5.', parts }, null, key);
    expect(r).toEqual({
      type: '3.5.',
      parts: {
        s1: { type: '3.2.', chosen: [2] },
        s2: { type: '3.6.', matches: { p1: 'p1', p2: 'p2', p3: 'p3', p4: 'p4' } },
      },
    });
    expect(scoreQuestion(caseStudy, 4, r).marks).toBe(4);
  });

  it('answers nothing for no response or a response of another type', () => {
    expect(toScorerResponse(mcq, null, null, key)).toBeUndefined();
    expect(toScorerResponse(mcq, { type: '3.6.', matches: {} }, null, key)).toBeUndefined();
    expect(scoreQuestion(mcq, 2, undefined).marks).toBe(0);
  });
});
