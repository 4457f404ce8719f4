import { examAddBodySchema, specificationBodySchema, validateExamBody } from './blueprint.schema.js';
import type { SpecificationRow } from './exam.api.js';
import {
  countedQuestions,
  modelCodeIssues,
  modelIssues,
  rowLabel,
  specificationIssues,
} from './exam-model.rules.js';
import { EXAM_MESSAGES } from './messages.js';

const rows: SpecificationRow[] = [
  { subjectId: 1, questionType: '3.2.', count: 4, degree: 2 },
  { subjectId: 2, questionType: '3.5.', count: 3, degree: 1 },
];
const exam = { questionCount: 7, totalDegree: 11 };

describe('specificationIssues', () => {
  it('accepts rows that add up to the exam', () => {
    expect(specificationIssues(rows, exam)).toEqual([]);
  });

  it('names the totals that do not add up', () => {
    const issues = specificationIssues(rows, { questionCount: 8, totalDegree: 12 });
    expect(issues.map((i) => i.message.en)).toEqual([
      'The specification asks for 7 questions; the exam has 8',
      'The specification totals 11 marks; the exam totals 12',
    ]);
    expect(issues[0].message.ar).toContain('٧');
  });

  it('refuses a zero count with a degree and a count with a zero degree', () => {
    const bad: SpecificationRow[] = [
      { subjectId: 1, questionType: '3.2.', count: 0, degree: 2 },
      { subjectId: 1, questionType: '3.4.', count: 3, degree: 0 },
    ];
    const issues = specificationIssues(bad, { questionCount: 3, totalDegree: 0 });
    expect(issues).toEqual([
      { path: 'rows.0.degree', message: EXAM_MESSAGES.zeroCountWithDegree },
      { path: 'rows.1.degree', message: EXAM_MESSAGES.zeroDegreeWithCount },
    ]);
  });
});

describe('modelIssues', () => {
  const model = [
    { questionId: 1, questionType: '3.2.', degree: 2 },
    { questionId: 2, questionType: '3.2.', degree: 2 },
    { questionId: 3, questionType: '3.2.', degree: 2 },
    { questionId: 4, questionType: '3.2.', degree: 2 },
    { questionId: 5, questionType: '3.5.', subQuestionCount: 3, degree: 3 },
  ] as const;

  it('counts a case study as its sub-questions', () => {
    expect(countedQuestions({ questionType: '3.5.', subQuestionCount: 3 })).toBe(3);
    expect(countedQuestions({ questionType: '3.5.', subQuestionCount: 0 })).toBe(1);
    expect(countedQuestions({ questionType: '3.2.', subQuestionCount: 3 })).toBe(1);
    expect(modelIssues(model, exam, rows)).toEqual([]);
  });

  it('names a repeated question and a wrong degree total', () => {
    const issues = modelIssues([...model.slice(0, 3), { ...model[4], degree: 2 }, model[0]], exam, rows);
    expect(issues.map((i) => i.message.en)).toEqual([
      'The question appears twice in the model',
      'The model totals 10 marks; the exam totals 11',
    ]);
  });

  it('names a missing question', () => {
    const issues = modelIssues(model.slice(1), exam, rows);
    expect(issues.map((i) => i.message.en)).toEqual([
      'The model has 6 questions; the exam has 7',
      'The model totals 9 marks; the exam totals 11',
      'The model has 3 Multiple choice questions; the specification asks for 4',
    ]);
  });

  it('names a type whose count differs from the specification', () => {
    const swapped = [
      ...model.slice(0, 3),
      { questionId: 9, questionType: '3.4.' as const, degree: 2 },
      model[4],
    ];
    const issues = modelIssues(swapped, exam, rows);
    expect(issues.map((i) => i.message.en)).toEqual([
      'The model has 3 Multiple choice questions; the specification asks for 4',
      'The model has 1 True / false question; the specification asks for 0',
    ]);
    expect(issues[0].message.ar).toContain('اختيار من متعدد');
  });
});

describe('model codes and labels', () => {
  it('refuses a malformed or repeated code', () => {
    expect(modelCodeIssues(['00', '01', '01', '7', '100']).map((i) => i.path)).toEqual([
      'models.2.code',
      'models.3.code',
      'models.4.code',
    ]);
  });

  it('names a row in both languages', () => {
    const label = rowLabel(
      { subjectId: 1, questionType: '3.2.', difficultyMin: 0.3, difficultyMax: 0.5, count: 12, degree: 1 },
      { subject: { ar: 'الاستاتيكا', en: 'Statics' } },
    );
    expect(label.en).toBe('Subject Statics, Multiple choice, difficulty 0.3-0.5');
    expect(label.ar).toBe('موضوع الاستاتيكا، اختيار من متعدد، صعوبة ٠٫٣-٠٫٥');
  });
});

describe('body schemas', () => {
  it('refuses a 1,000-row specification and a reversed difficulty range', () => {
    const many = Array.from({ length: 1000 }, () => rows[0]);
    const result = validateExamBody(specificationBodySchema, { rows: many, version: 0 });
    expect(result.success).toBe(false);
    const reversed = validateExamBody(specificationBodySchema, {
      rows: [{ ...rows[0], difficultyMin: 0.6, difficultyMax: 0.4 }],
      version: 0,
    });
    expect(reversed).toEqual({
      success: false,
      fields: { 'rows.0.difficultyMax': EXAM_MESSAGES.difficultyRangeReversed },
    });
  });

  it('refuses a share cap on a perfect-match exam and more than 100 models', () => {
    const body = {
      courseId: 1,
      name: 'Midterm',
      deliveryMode: '20.2.',
      startsAt: '2027-01-10T09:00:00+02:00',
      durationMinutes: 90,
      totalDegree: 60,
      questionCount: 40,
      language: '4.2.',
      modelsCount: 4,
      modelsMatch: '22.2.',
      maxSharedShare: 0.2,
    };
    expect(validateExamBody(examAddBodySchema, body).success).toBe(true);
    const perfect = validateExamBody(examAddBodySchema, { ...body, modelsMatch: '22.1.' });
    expect(perfect.success || Object.keys(perfect.fields)).toEqual(['maxSharedShare']);
    const many = validateExamBody(examAddBodySchema, { ...body, modelsCount: 101 });
    expect(many.success || Object.keys(many.fields)).toEqual(['modelsCount']);
  });
});
