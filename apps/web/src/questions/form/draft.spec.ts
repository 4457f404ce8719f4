import { describe, expect, it } from '@jest/globals';
import { blankIds, type QuestionContent } from '@mizan/domain/questions';
import { copyContent, emptyBody, emptyContent, move, syncBlanks, weightSum } from './draft';

describe('165.2.1. question form draft', () => {
  it('starts each type with an editable body of its own type', () => {
    for (const type of ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.'] as const)
      expect(emptyBody(type).type).toBe(type);
    const mcq = emptyBody('3.2.');
    expect(mcq.type === '3.2.' && mcq.options.every((o) => !o.correct && o.id.length > 0)).toBe(true);
    expect(emptyContent('3.7.', '4.1.')).toMatchObject({
      questionType: '3.7.',
      language: '4.1.',
      subjectId: null,
    });
  });

  it('moves a list item up and down and leaves out-of-range moves alone', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('sums rubric weights in hundredths', () => {
    expect(weightSum([0.1, 0.2])).toBe(0.3);
    expect(weightSum([0.5, 0.26, 0.25])).toBe(1.01);
    expect(weightSum([Number.NaN, 0.4])).toBe(0.4);
  });

  it('keeps blanks in the order of the stem, adds new marks and drops deleted ones', () => {
    const a = { id: 'a', answers: ['x'], degree: 2 };
    const b = { id: 'b', answers: ['y'], degree: 2 };
    expect(syncBlanks([a, b], ['b', 'a'])).toEqual([b, a]);
    expect(syncBlanks([a, b], ['a'])).toEqual([a]);
    expect(syncBlanks([a], ['a', 'c'])).toEqual([a, { id: 'c', answers: [''], degree: 1 }]);
  });

  it('gives a copy new part ids, and rewrites the blank marks of a stem with them', () => {
    const source: QuestionContent = {
      ...emptyContent('3.5.', '4.2.'),
      stem: '<p>Case</p>',
      body: {
        type: '3.5.',
        subQuestions: [
          {
            id: 's1',
            stem: '<p>Water boils at <span data-blank="b1"></span> degrees.</p>',
            degree: 2,
            body: {
              type: '3.7.',
              blanks: [{ id: 'b1', answers: ['100'], degree: 2 }],
              caseSensitive: false,
              distractors: ['90'],
            },
          },
          {
            id: 's2',
            stem: '<p>Pick one</p>',
            degree: 1,
            body: { type: '3.2.', options: [{ id: 'o1', text: '<p>A</p>', correct: true }] },
          },
        ],
      },
    };
    const copy = copyContent(source);
    if (copy.body.type !== '3.5.') throw new Error('type');
    const [fill, choice] = copy.body.subQuestions;
    expect(fill.id).not.toBe('s1');
    if (fill.body.type !== '3.7.' || choice.body.type !== '3.2.') throw new Error('sub types');
    expect(fill.body.blanks[0].id).not.toBe('b1');
    expect(blankIds(fill.stem)).toEqual([fill.body.blanks[0].id]);
    expect(fill.body.blanks[0].answers).toEqual(['100']);
    expect(choice.body.options[0]).toMatchObject({ text: '<p>A</p>', correct: true });
    expect(choice.body.options[0].id).not.toBe('o1');
    // The source is left as it was.
    expect(source.body.type === '3.5.' && source.body.subQuestions[0].id).toBe('s1');
  });
});
