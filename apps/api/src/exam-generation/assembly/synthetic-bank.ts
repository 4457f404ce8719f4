import type { QuestionTypeCode } from '@mizan/domain/codes';
import type { SpecificationRow } from '@mizan/domain/exam-generation';
import type { Bilingual } from '@mizan/domain/i18n';
import type { CandidateQuestion } from './assembly.types.js';
import { seededRandom } from '@mizan/domain/random';

/**
 * A synthetic approved bank for the assembler's tests and bench (bench/exam-assembly.mjs): subjects
 * with two ILOs each, the seven types, difficulties spread 0.1-0.9, expected times per type, some
 * questions already used, and near-duplicate bands shared by a few questions each.
 */
const TYPES: readonly QuestionTypeCode[] = ['3.2.', '3.2.', '3.4.', '3.1.', '3.3.', '3.5.', '3.6.', '3.7.'];
const MINUTES: Record<QuestionTypeCode, number> = {
  '3.1.': 6,
  '3.2.': 1.5,
  '3.3.': 2,
  '3.4.': 0.5,
  '3.5.': 8,
  '3.6.': 3,
  '3.7.': 2,
};

export interface SyntheticBankOptions {
  size: number;
  subjects: number;
  seed: number;
  /** One question in `bandEvery` shares its band with another (an enemy candidate pair). */
  bandEvery?: number;
}

export function syntheticBank({
  size,
  subjects,
  seed,
  bandEvery = 25,
}: SyntheticBankOptions): CandidateQuestion[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, i): CandidateQuestion => {
    const subjectId = 1 + (i % subjects);
    const questionType = TYPES[Math.floor(i / subjects) % TYPES.length];
    const subQuestionCount = questionType === '3.5.' ? 2 + Math.floor(random() * 3) : 0;
    const used = random() < 0.2 ? 1 + Math.floor(random() * 3) : 0;
    return {
      id: i + 1,
      version: 1,
      subjectId,
      iloIds: [subjectId * 10 + (i % 2), subjectId * 10 + ((i >> 1) % 2)].filter(
        (v, k, a) => a.indexOf(v) === k,
      ),
      questionType,
      language: '4.1.',
      difficulty: Math.round((0.1 + 0.8 * random()) * 100) / 100,
      expectedTime:
        Math.round(MINUTES[questionType] * (0.7 + 0.6 * random()) * (subQuestionCount || 1) * 10) / 10,
      degree: 1,
      exposureCount: used,
      exposureLimit: random() < 0.1 ? used || 1 : null,
      subQuestionCount,
      choiceCount: questionType === '3.2.' || questionType === '3.3.' ? 4 : 0,
      // Pairs (i, i+1) share a band every `bandEvery` questions; every other band is the question's own.
      textBands: [i % bandEvery === 1 ? i : i + 1],
    };
  });
}

/**
 * A specification of `subjects` x 3 rows (MCQ 0.2-0.8, true/false, essay), `perRow` questions each,
 * with its row labels, and the minutes it needs on average (the duration to hold models to).
 */
export function syntheticSpecification(subjects: number, perRow: number) {
  const rows: SpecificationRow[] = [];
  const rowLabels: Bilingual[] = [];
  let minutes = 0;
  for (let s = 1; s <= subjects; s++)
    for (const [questionType, range] of [
      ['3.2.', { difficultyMin: 0.2, difficultyMax: 0.8 }],
      ['3.4.', {}],
      ['3.1.', {}],
    ] as const) {
      rows.push({
        subjectId: s,
        questionType,
        count: perRow,
        degree: questionType === '3.1.' ? 2 : 1,
        ...range,
      });
      rowLabels.push({ ar: `موضوع ${s} ${questionType}`, en: `Subject ${s} ${questionType}` });
      minutes += perRow * MINUTES[questionType];
    }
  return { rows, rowLabels, minutes };
}
