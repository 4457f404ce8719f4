import type { QuestionTypeCode } from '../codes/index.js';
import type { QuestionBody, QuestionContent } from './question.api.js';

/**
 * One complete question of each type: a starting point for tests and seeders, which replace the
 * subject and ILO ids with real ones. Each passes every rule and has no missing part.
 */
export function sampleBody(type: QuestionTypeCode): QuestionBody {
  switch (type) {
    case '3.1.':
      return {
        type,
        rubrics: [
          { id: 'r1', text: '<p>States the law</p>', weight: 0.4 },
          { id: 'r2', text: '<p>Applies it</p>', weight: 0.6 },
        ],
        answerLines: 5,
        answerWordsMax: 200,
        modelAnswer: '<p>A model answer</p>',
      };
    case '3.2.':
      return {
        type,
        options: [
          { id: 'o1', text: '<p>Four</p>', correct: true },
          { id: 'o2', text: '<p>Five</p>', correct: false },
          { id: 'o3', text: '<p>Six</p>', correct: false },
        ],
      };
    case '3.3.':
      return {
        type,
        options: [
          { id: 'o1', text: '<p>Two</p>', correct: true },
          { id: 'o2', text: '<p>Three</p>', correct: true },
          { id: 'o3', text: '<p>Four</p>', correct: false },
        ],
      };
    case '3.4.':
      return { type, correct: true };
    case '3.5.':
      return {
        type,
        subQuestions: [
          { id: 's1', stem: '<p>Which is right?</p>', degree: 2, body: sampleBody('3.2.') as never },
          { id: 's2', stem: '<p>Is it true?</p>', degree: 1, body: sampleBody('3.4.') as never },
        ],
      };
    case '3.6.':
      return {
        type,
        pairs: [
          { id: 'p1', premise: '<p>Water</p>', answer: '<p>H2O</p>' },
          { id: 'p2', premise: '<p>Salt</p>', answer: '<p>NaCl</p>' },
        ],
        distractors: [{ id: 'd1', text: '<p>CO2</p>' }],
      };
    case '3.7.':
      return {
        type,
        blanks: [
          { id: 'b1', answers: ['Cairo', 'القاهرة'], degree: 1 },
          { id: 'b2', answers: ['Nile'], degree: 1 },
        ],
        caseSensitive: false,
        distractors: ['Giza'],
      };
  }
}

const STEMS: Record<QuestionTypeCode, string> = {
  '3.1.': '<p>Explain the second law of thermodynamics.</p>',
  '3.2.': '<p>How much is 2 + 2?</p>',
  '3.3.': '<p>Which of these are prime numbers?</p>',
  '3.4.': '<p>Water boils at 100 degrees at sea level.</p>',
  '3.5.': '<p>Read the following case about a small bridge.</p>',
  '3.6.': '<p>Match each substance with its formula.</p>',
  '3.7.':
    '<p>The capital of Egypt is <span data-blank="b1"></span> and its river is <span data-blank="b2"></span>.</p>',
};

export function sampleContent(
  type: QuestionTypeCode,
  links: { subjectId: number | null; iloIds: number[] } = { subjectId: null, iloIds: [] },
): QuestionContent {
  return {
    questionType: type,
    subjectId: links.subjectId,
    ilos: links.iloIds.map((iloId) => ({ iloId, weight: 1 })),
    language: '4.2.',
    stem: STEMS[type],
    body: sampleBody(type),
    difficulty: 0.5,
    expectedTime: 2,
    degree: 2,
    exposureLimit: null,
    modelCode: null,
    feedback: '',
  };
}
