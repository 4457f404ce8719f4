import { describe, expect, it } from '@jest/globals';
import type { QuestionContent } from '@mizan/domain/questions';
import { diffVersions, entriesOf, type ValueText } from './version-diff';

const text: ValueText = {
  type: (c) => c,
  subject: (id) => (id === null ? '' : `subject ${id}`),
  ilos: (links) => links.map((l) => `${l.iloId}:${l.weight}`).join(', '),
  language: (c) => c,
  number: (n) => (n === null ? '' : String(n)),
  yesNo: (b) => (b ? 'yes' : 'no'),
};

const mcq = (patch: Partial<QuestionContent> = {}): QuestionContent => ({
  questionType: '3.2.',
  subjectId: 1,
  ilos: [{ iloId: 7, weight: 1 }],
  language: '4.1.',
  stem: '<p>ما هو ناتج جمع العددين</p>',
  body: {
    type: '3.2.',
    options: [
      { id: 'a', text: '<p>أربعة</p>', correct: true },
      { id: 'b', text: '<p>خمسة</p>', correct: false },
    ],
  },
  difficulty: 0.5,
  expectedTime: 2,
  degree: 1,
  exposureLimit: null,
  modelCode: null,
  feedback: '',
  ...patch,
});

const diff = (a: QuestionContent, b: QuestionContent) => diffVersions(entriesOf(a, text), entriesOf(b, text));

describe('165.2.1. version diff', () => {
  it('finds nothing between equal versions', () => {
    expect(diff(mcq(), mcq())).toEqual([]);
  });

  it('diffs Arabic text word by word, not letter by letter', () => {
    const [row] = diff(mcq(), mcq({ stem: '<p>ما هو حاصل جمع الأعداد</p>' }));
    expect(row.part).toBe('stem');
    expect(row.changes.filter((c) => c.removed).map((c) => c.value)).toEqual(['ناتج', 'العددين']);
    expect(row.changes.filter((c) => c.added).map((c) => c.value)).toEqual(['حاصل', 'الأعداد']);
  });

  it('pairs options by id, so a new correct answer and an added or removed option show as such', () => {
    const after = mcq({
      body: {
        type: '3.2.',
        options: [
          { id: 'b', text: '<p>خمسة</p>', correct: true },
          { id: 'c', text: '<p>ستة</p>', correct: false },
        ],
      },
      difficulty: 0.4,
    });
    const rows = diff(mcq(), after);
    expect(rows.map((r) => [r.part, r.n, r.before, r.after])).toEqual([
      ['difficulty', undefined, '0.5', '0.4'],
      ['option', 1, 'أربعة', null],
      ['optionCorrect', 1, 'yes', null],
      ['optionCorrect', 1, 'no', 'yes'],
      ['option', 2, null, 'ستة'],
      ['optionCorrect', 2, null, 'no'],
    ]);
  });

  it('labels the parts of a case study with their sub-question', () => {
    const cs = (stem: string): QuestionContent =>
      mcq({
        questionType: '3.5.',
        body: {
          type: '3.5.',
          subQuestions: [{ id: 's1', stem, degree: 2, body: { type: '3.4.', correct: true } }],
        },
      });
    const rows = diff(cs('<p>Is water wet?</p>'), cs('<p>Is ice wet?</p>'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      part: 'subQuestion',
      sub: 1,
      before: 'Is water wet?',
      after: 'Is ice wet?',
    });
  });
});
