import { QUESTION_TYPES, codesOf, type QuestionTypeCode } from '../codes/index.js';
import { QUESTION_MESSAGES as M } from './messages.js';
import type { QuestionBody, QuestionContent } from './question.api.js';
import { sampleContent } from './question.samples.js';
import { validateQuestionSave } from './question.schema.js';
import { completeness, deprecatedEquations, savedStatus } from './rules.js';

const linked = (type: QuestionTypeCode) => sampleContent(type, { subjectId: 3, iloIds: [7] });
const withBody = <T extends QuestionBody['type']>(
  type: T,
  change: (b: Extract<QuestionBody, { type: T }>) => void,
  content: Partial<QuestionContent> = {},
): QuestionContent => {
  const c = { ...linked(type), ...content };
  change(c.body as Extract<QuestionBody, { type: T }>);
  return c;
};
/** The 422 fields of a save of this content ({} when it may be saved). */
const errors = (question: QuestionContent, richTextMax = 20_000) => {
  const r = validateQuestionSave({ courseId: 1, question }, { richTextMax });
  return r.success ? {} : Object.fromEntries(Object.entries(r.fields).map(([k, v]) => [k, v.en]));
};
const missing = (c: QuestionContent) =>
  Object.fromEntries(completeness(c).map((i) => [i.path.join('.'), i.message.en]));

describe('165.2.1. question rules (SPEC 5, 9)', () => {
  it.each(codesOf(QUESTION_TYPES))('the sample %s passes every rule and is complete', (type) => {
    expect(errors(linked(type))).toEqual({});
    expect(missing(linked(type))).toEqual({});
    expect(savedStatus(linked(type))).toBe('5.6.');
  });

  it.each<[string, QuestionContent, string, string]>([
    [
      'a fourth blank in the text',
      withBody(
        '3.7.',
        (b) =>
          b.blanks.push({ id: 'b3', answers: ['x'], degree: 1 }, { id: 'b4', answers: ['y'], degree: 1 }),
        {
          stem: '<p><span data-blank="b1"></span><span data-blank="b2"></span><span data-blank="b3"></span><span data-blank="b4"></span></p>',
        },
      ),
      'question.stem',
      'At most 3 blanks are allowed',
    ],
    [
      'six answers for one blank',
      withBody('3.7.', (b) => {
        b.blanks[0].answers = ['a', 'b', 'c', 'd', 'e', 'f'];
      }),
      'question.body.blanks.0.answers',
      'At most 5 answers are allowed per blank',
    ],
    [
      'an answer repeated across blanks (case folded)',
      withBody('3.7.', (b) => {
        b.blanks[1].answers = ['cairo'];
      }),
      'question.body.blanks.1.answers.0',
      M.repeatedAnswer.en,
    ],
    [
      'a distractor repeating an answer',
      withBody('3.7.', (b) => {
        b.distractors = ['Nile'];
      }),
      'question.body.distractors.0',
      M.repeatedAnswer.en,
    ],
    [
      'a blank listed but not in the text',
      withBody('3.7.', (b) => b.blanks.push({ id: 'b9', answers: ['z'], degree: 1 })),
      'question.body.blanks',
      M.blanksNotMatching.en,
    ],
    [
      'a blank marked twice in the text',
      withBody('3.7.', () => {}, {
        stem: '<p><span data-blank="b1"></span><span data-blank="b1"></span><span data-blank="b2"></span></p>',
      }),
      'question.body.blanks',
      M.blanksNotMatching.en,
    ],
    [
      'blank degrees that differ',
      withBody('3.7.', (b) => {
        b.blanks[1].degree = 2;
      }),
      'question.body.blanks',
      M.blankDegreesEqual.en,
    ],
    [
      'rubric weights over 1',
      withBody('3.1.', (b) => {
        b.rubrics[1].weight = 0.61;
      }),
      'question.body.rubrics',
      'The rubric weights must sum to at most 1',
    ],
    [
      'an answer-words limit over the maximum',
      withBody('3.1.', (b) => {
        b.answerWordsMax = 5001;
      }),
      'question.body.answerWordsMax',
      'The answer-words limit is at most 5000',
    ],
    [
      'two correct answers in an MCQ',
      withBody('3.2.', (b) => {
        b.options[1].correct = true;
      }),
      'question.body.options',
      M.mcqOneCorrect.en,
    ],
    [
      '21 choices',
      withBody('3.3.', (b) => {
        b.options = Array.from({ length: 21 }, (_, i) => ({ id: `o${i}`, text: 'x', correct: i === 0 }));
      }),
      'question.body.options',
      'At most 20 choices are allowed (a to t)',
    ],
    [
      'a repeated option id',
      withBody('3.3.', (b) => {
        b.options[1].id = 'o1';
      }),
      'question.body.options.1.id',
      M.repeatedId.en,
    ],
    [
      'a zero ILO weight',
      { ...linked('3.4.'), ilos: [{ iloId: 7, weight: 0 }] },
      'question.ilos.0.weight',
      M.iloZeroWeight.en,
    ],
    [
      'an ILO chosen twice',
      {
        ...linked('3.4.'),
        ilos: [
          { iloId: 7, weight: 0.5 },
          { iloId: 7, weight: 0.5 },
        ],
      },
      'question.ilos.1.iloId',
      M.iloRepeated.en,
    ],
    [
      'three decimals',
      { ...linked('3.4.'), degree: 1.255 },
      'question.degree',
      'At most two decimals are allowed',
    ],
    [
      'three decimals in an ILO weight',
      { ...linked('3.4.'), ilos: [{ iloId: 7, weight: 0.333 }] },
      'question.ilos.0.weight',
      'At most two decimals are allowed',
    ],
    [
      'a negative degree',
      { ...linked('3.4.'), degree: -1 },
      'question.degree',
      'The value cannot be negative',
    ],
    [
      'a difficulty over 1',
      { ...linked('3.4.'), difficulty: 1.5 },
      'question.difficulty',
      'Max value allowed is 1',
    ],
    [
      'a model code of one digit',
      { ...linked('3.4.'), modelCode: '7' },
      'question.modelCode',
      M.modelCode.en,
    ],
    [
      'a stem over the rich-text maximum',
      { ...linked('3.4.'), stem: `<p>${'x'.repeat(20_000)}</p>` },
      'question.stem',
      'Max length 20000 characters',
    ],
    [
      'a sub-question breaking its type rule',
      withBody('3.5.', (b) => {
        (b.subQuestions[0].body as Extract<QuestionBody, { type: '3.2.' }>).options[1].correct = true;
      }),
      'question.body.subQuestions.0.body.options',
      M.mcqOneCorrect.en,
    ],
    [
      'a case study inside a case study',
      withBody('3.5.', (b) => {
        (b.subQuestions[0] as { body: unknown }).body = { type: '3.5.', subQuestions: [] };
      }),
      'question.body.subQuestions.0.body.type',
      M.nestedCaseStudy.en,
    ],
    [
      'a body of another type',
      { ...linked('3.2.'), body: linked('3.4.').body },
      'question.body.type',
      M.typeMismatch.en,
    ],
  ])('refuses %s (422 with the field message)', (_, content, field, text) => {
    expect(errors(content)[field]).toBe(text);
  });

  it('reads the rich-text maximum from the settings', () => {
    const c = { ...linked('3.4.'), feedback: `<p>${'x'.repeat(120)}</p>` };
    expect(errors(c, 100)['question.feedback']).toBe('Max length 100 characters');
    expect(errors(c, 1000)).toEqual({});
  });

  it.each<[string, QuestionContent, string, string]>([
    ['no stem', { ...linked('3.4.'), stem: '<p> </p>' }, 'stem', M.missingStem.en],
    ['no subject', { ...linked('3.4.'), subjectId: null }, 'subjectId', M.missingSubject.en],
    ['no ILO', { ...linked('3.4.'), ilos: [] }, 'ilos', M.missingIlos.en],
    ['no degree', { ...linked('3.4.'), degree: null }, 'degree', M.missingDegree.en],
    ['no difficulty', { ...linked('3.4.'), difficulty: null }, 'difficulty', M.missingDifficulty.en],
    ['no expected time', { ...linked('3.4.'), expectedTime: null }, 'expectedTime', M.missingTime.en],
    [
      'no correct answer (MCQ)',
      withBody('3.2.', (b) => {
        b.options[0].correct = false;
      }),
      'body.options',
      M.missingCorrect.en,
    ],
    [
      'no correct answer (MMCQ)',
      withBody('3.3.', (b) => {
        for (const o of b.options) o.correct = false;
      }),
      'body.options',
      M.missingCorrect.en,
    ],
    [
      'one choice only',
      withBody('3.2.', (b) => {
        b.options = b.options.slice(0, 1);
      }),
      'body.options',
      M.missingOptions.en,
    ],
    [
      'an empty choice',
      withBody('3.2.', (b) => {
        b.options[2].text = '<p></p>';
      }),
      'body.options.2.text',
      M.missingOptionText.en,
    ],
    [
      'a rubric without weight',
      withBody('3.1.', (b) => {
        b.rubrics[1].weight = 0;
      }),
      'body.rubrics.1.weight',
      M.missingRubricWeight.en,
    ],
    [
      'neither rubric nor model answer',
      withBody('3.1.', (b) => {
        b.rubrics = [];
        b.modelAnswer = '';
      }),
      'body.modelAnswer',
      M.missingModelAnswer.en,
    ],
    [
      'a case study without sub-questions',
      withBody('3.5.', (b) => {
        b.subQuestions = [];
      }),
      'body.subQuestions',
      M.missingSubQuestions.en,
    ],
    [
      'a sub-question without stem',
      withBody('3.5.', (b) => {
        b.subQuestions[1].stem = '';
      }),
      'body.subQuestions.1.stem',
      M.missingStem.en,
    ],
    [
      'a sub-question missing its correct answer',
      withBody('3.5.', (b) => {
        (b.subQuestions[0].body as Extract<QuestionBody, { type: '3.2.' }>).options[0].correct = false;
      }),
      'body.subQuestions.0.body.options',
      M.missingCorrect.en,
    ],
    [
      'matching without pairs',
      withBody('3.6.', (b) => {
        b.pairs = [];
      }),
      'body.pairs',
      M.missingPairs.en,
    ],
    [
      'a half-written pair',
      withBody('3.6.', (b) => {
        b.pairs[0].answer = '';
      }),
      'body.pairs.0',
      M.missingPairText.en,
    ],
    [
      'no blank in the text',
      withBody(
        '3.7.',
        (b) => {
          b.blanks = [];
        },
        { stem: '<p>No blank</p>' },
      ),
      'stem',
      M.missingBlank.en,
    ],
    [
      'a blank without answer',
      withBody('3.7.', (b) => {
        b.blanks[0].answers = [''];
      }),
      'body.blanks.0.answers',
      M.missingBlankAnswer.en,
    ],
    [
      'a blank without degree',
      withBody('3.7.', (b) => {
        b.blanks[0].degree = 0;
      }),
      'body.blanks.0.degree',
      M.missingBlankDegree.en,
    ],
  ])('saves %s as INCOMPLETE with the reason', (_, content, field, text) => {
    expect(errors(content)).toEqual({});
    expect(missing(content)[field]).toBe(text);
    expect(savedStatus(content)).toBe('5.1.');
  });

  it('counts the options (answers and distractors) against the blanks: at least as many (SPEC 5)', () => {
    const twoBlanks = (answers: string[][], distractors: string[]) =>
      withBody('3.7.', (b) => {
        expect(b.blanks).toHaveLength(2);
        b.blanks.forEach((blank, i) => {
          blank.answers = answers[i];
        });
        b.distractors = distractors;
      });
    // One option for two blanks: incomplete, with the reason on the blanks.
    const fewer = twoBlanks([['Cairo'], ['']], []);
    expect(errors(fewer)).toEqual({});
    expect(missing(fewer)['body.blanks']).toBe(M.fewerOptionsThanBlanks.en);
    expect(savedStatus(fewer)).toBe('5.1.');
    // A distractor makes up the count (the empty answer is still its own reason).
    const made = missing(twoBlanks([['Cairo'], ['']], ['Giza']));
    expect(made['body.blanks']).toBeUndefined();
    expect(made['body.blanks.1.answers']).toBe(M.missingBlankAnswer.en);
    expect(missing(twoBlanks([['Cairo'], ['Nile']], []))['body.blanks']).toBeUndefined();
  });

  it('treats an image or a formula as a stem', () => {
    expect(
      missing({ ...linked('3.4.'), stem: '<p><img src="/api/question-images/x"></p>' }).stem,
    ).toBeUndefined();
    expect(
      missing({ ...linked('3.4.'), stem: '<p><span data-type="inline-math" data-latex="x^2"></span></p>' })
        .stem,
    ).toBeUndefined();
  });

  it('honours case sensitivity when looking for repeated answers', () => {
    const c = withBody('3.7.', (b) => {
      b.caseSensitive = true;
      b.blanks[1].answers = ['cairo'];
    });
    expect(errors(c)).toEqual({});
  });

  it('warns about equations in a retired format, without refusing the save', () => {
    const c = { ...linked('3.4.'), stem: '<p>Solve $$x^2 = 4$$</p>', feedback: '<p>\\(a+b\\)</p>' };
    expect(errors(c)).toEqual({});
    expect(deprecatedEquations(c).map((w) => w.path.join('.'))).toEqual(['stem', 'feedback']);
    expect(
      deprecatedEquations({
        ...c,
        stem: '<p><span data-type="inline-math" data-latex="$$x$$"></span></p>',
        feedback: '',
      }),
    ).toEqual([]);
    expect(deprecatedEquations({ ...c, stem: '<math><mi>x</mi></math>', feedback: '' })).toHaveLength(1);
  });
});
