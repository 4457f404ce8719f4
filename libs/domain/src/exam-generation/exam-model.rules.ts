import { QUESTION_TYPES, type QuestionTypeCode } from '../codes/index.js';
import { type Bilingual, fill, type Lang } from '../i18n/index.js';
import type { SpecificationRow } from './exam.api.js';
import { EXAM_MESSAGES as M } from './messages.js';

/**
 * SPEC 5 'Exam models' as pure functions, evaluated live by the web form and enforced by the API:
 * the specification's totals against the exam, and each model against the exam and its specification.
 *
 * Counting: a case study (3.5.) counts as its sub-questions (at least one), every other question as
 * one. A specification row's `count` and an exam's `questionCount` are in these counted questions,
 * and a row's `degree` is the degree of each counted question, so a case study with 3 sub-questions
 * in a row of degree 2 is worth 6. This is the unit the assembler fills rows in as well.
 */

export interface ExamIssue {
  /** Dotted path in the checked body ('rows.2.degree'), or '_' for the whole. */
  path: string;
  message: Bilingual;
}

export interface ExamTotals {
  questionCount: number;
  totalDegree: number;
}

/** Counted questions of one bank question (see above). */
export const countedQuestions = (q: { questionType: QuestionTypeCode; subQuestionCount?: number }) =>
  q.questionType === '3.5.' ? Math.max(1, q.subQuestionCount ?? 0) : 1;

/** fill() with parameters that differ per language (names and labels). */
export const fillEach = (
  text: Bilingual,
  params: (lang: Lang) => Record<string, string | number>,
): Bilingual => ({
  ar: fill(text, params('ar')).ar,
  en: fill(text, params('en')).en,
});

/** Sums kept to two decimals, the precision degrees are entered with. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the specification adds up to: counted questions and degrees, also per question type. */
export function specificationTotals(rows: readonly SpecificationRow[]) {
  const byType = new Map<QuestionTypeCode, number>();
  let questionCount = 0;
  let totalDegree = 0;
  for (const r of rows) {
    questionCount += r.count;
    totalDegree = round2(totalDegree + r.count * r.degree);
    byType.set(r.questionType, (byType.get(r.questionType) ?? 0) + r.count);
  }
  return { questionCount, totalDegree, byType };
}

/** A specification's rows (zero count with a degree, or the reverse) and totals against the exam. */
export function specificationIssues(rows: readonly SpecificationRow[], exam: ExamTotals): ExamIssue[] {
  const issues: ExamIssue[] = [];
  rows.forEach((r, i) => {
    if (r.count === 0 && r.degree !== 0)
      issues.push({ path: `rows.${i}.degree`, message: M.zeroCountWithDegree });
    if (r.count !== 0 && r.degree === 0)
      issues.push({ path: `rows.${i}.degree`, message: M.zeroDegreeWithCount });
  });
  const totals = specificationTotals(rows);
  if (totals.questionCount !== exam.questionCount)
    issues.push({
      path: 'rows',
      message: fill(M.specCountTotal, { actual: totals.questionCount, expected: exam.questionCount }),
    });
  if (totals.totalDegree !== round2(exam.totalDegree))
    issues.push({
      path: 'rows',
      message: fill(M.specDegreeTotal, { actual: totals.totalDegree, expected: exam.totalDegree }),
    });
  return issues;
}

/** A warning (not an error) when the questions asked for need longer than the exam lasts. */
export const specificationTimeWarning = (
  expectedMinutes: number,
  durationMinutes: number,
): Bilingual | null =>
  expectedMinutes > durationMinutes
    ? fill(M.specTimeOverDuration, { time: Math.round(expectedMinutes), duration: durationMinutes })
    : null;

/** One question of a model as the rules see it. */
export interface ModelRuleQuestion {
  questionId: number;
  questionType: QuestionTypeCode;
  subQuestionCount?: number;
  degree: number;
}

/**
 * The SPEC 5 model rules: question total and degree total equal the exam's, each question type's
 * count equals the specification's, no question twice. Empty means the model may be saved complete.
 */
export function modelIssues(
  questions: readonly ModelRuleQuestion[],
  exam: ExamTotals,
  rows: readonly SpecificationRow[],
): ExamIssue[] {
  const issues: ExamIssue[] = [];
  const seen = new Set<number>();
  questions.forEach((q, i) => {
    if (seen.has(q.questionId)) issues.push({ path: `questions.${i}`, message: M.duplicateQuestionInModel });
    seen.add(q.questionId);
  });
  const counted = questions.reduce((n, q) => n + countedQuestions(q), 0);
  if (counted !== exam.questionCount)
    issues.push({
      path: 'questions',
      message: fill(M.modelQuestionTotal, { actual: counted, expected: exam.questionCount }),
    });
  const degrees = questions.reduce((n, q) => round2(n + q.degree), 0);
  if (degrees !== round2(exam.totalDegree))
    issues.push({
      path: 'questions',
      message: fill(M.modelDegreeTotal, { actual: degrees, expected: exam.totalDegree }),
    });
  const wanted = specificationTotals(rows).byType;
  const have = new Map<QuestionTypeCode, number>();
  for (const q of questions) have.set(q.questionType, (have.get(q.questionType) ?? 0) + countedQuestions(q));
  for (const type of Object.keys(QUESTION_TYPES) as QuestionTypeCode[]) {
    const expected = wanted.get(type) ?? 0;
    const actual = have.get(type) ?? 0;
    if (actual !== expected) {
      const message = fillEach(M.modelTypeCount, (l) => ({
        actual,
        expected,
        type: QUESTION_TYPES[type][l],
      }));
      issues.push({ path: 'questions', message });
    }
  }
  return issues;
}

/** Model codes: two digits and unique within the exam (SPEC 5, 9). `codes` in model order. */
export function modelCodeIssues(codes: readonly string[]): ExamIssue[] {
  const issues: ExamIssue[] = [];
  const seen = new Set<string>();
  codes.forEach((code, i) => {
    if (!/^\d{2}$/.test(code)) issues.push({ path: `models.${i}.code`, message: M.modelCodeFormat });
    else if (seen.has(code))
      issues.push({ path: `models.${i}.code`, message: fill(M.modelCodeDuplicate, { code }) });
    seen.add(code);
  });
  return issues;
}

/** A row named for people: 'Subject Statics, MCQ, difficulty 0.3-0.5' ({ar, en}). */
export function rowLabel(row: SpecificationRow, names: { subject: Bilingual; ilo?: Bilingual }): Bilingual {
  const type = QUESTION_TYPES[row.questionType];
  const min = row.difficultyMin ?? 0;
  const max = row.difficultyMax ?? 1;
  return fillEach(names.ilo ? M.rowLabelWithIlo : M.rowLabel, (l) => ({
    subject: names.subject[l],
    ilo: names.ilo?.[l] ?? '',
    type: type[l],
    min,
    max,
  }));
}

/**
 * SPEC 4 state an exam's models put it in: 'modelsComplete' when it has every model (0 to
 * modelsCount - 1) saved complete, else 'draft'. Publishing and approving the distribution are steps of their own.
 */
export function statusOfModels(
  modelsCount: number,
  models: readonly { modelNo: number; complete: boolean }[],
): 'draft' | 'modelsComplete' {
  const complete = new Set(models.filter((m) => m.complete && m.modelNo < modelsCount).map((m) => m.modelNo));
  return complete.size === modelsCount ? 'modelsComplete' : 'draft';
}
