import { z } from 'zod';
import type { QuestionContent } from '../questions/question.api.js';
import type { WrittenAnswer, WrittenPart } from './paper.js';
import type { Response } from './scorer.js';

/**
 * Blind marking per question (165.7.1., paper 20.2. and electronic 20.3. exams): a marker goes
 * through the answers to one question without knowing whose they are. Each student of the exam has
 * a random reference (`ref`) that names them in these routes only; `ordinal` is their place in the
 * question's answers ordered by that reference, so neither tells who the student is.
 */
export interface MarkingQuestion {
  questionId: number;
  version: number;
  /** Where the models place it: a shuffled model may put the same question elsewhere. */
  places: { modelCode: string; position: number }[];
  /** The parts a marker enters (at the first place's degree; MarkingItem carries each answer's own). */
  parts: WrittenPart[];
  degree: number;
  answers: number;
  /** Answers every part of which has a mark. */
  marked: number;
}

/** GET marking: the exam's questions a person marks. */
export interface MarkingOverview {
  electronic: boolean;
  questions: (MarkingQuestion & { content: Pick<QuestionContent, 'stem' | 'questionType' | 'language'> })[];
}

export interface MarkingItem {
  ref: string;
  /** 1-based place among the question's answers, in reference order. */
  ordinal: number;
  source: 'omr' | 'manual' | 'electronic';
  /** What the student answered, in an electronic exam (an essay's own words in `text`); null on paper. */
  answer: Response | null;
  parts: WrittenPart[];
  written: WrittenAnswer;
  marks: number | null;
  max: number;
  /** The optional second marker's entry and marks, with the difference from the first when both are whole. */
  second: { written: WrittenAnswer; marks: number | null } | null;
  difference: number | null;
}

/** GET marking/{questionId}?cursor&limit&unmarked: answers after the cursor, `nextCursor` null at the end. */
export interface MarkingPage {
  question: MarkingQuestion & { content: QuestionContent };
  electronic: boolean;
  items: MarkingItem[];
  nextCursor: string | null;
}

const REF = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const markingRef = z.string().regex(REF);

export const markingQuerySchema = z.strictObject({
  cursor: markingRef.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unmarked: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
});

/** PUT marking/{questionId}/{ref}?marker=1|2 (the second marker's entry is kept beside, not scored). */
export const markerQuerySchema = z.strictObject({
  marker: z.enum(['1', '2']).default('1').transform(Number),
});

export const markingPaths = {
  overview: (app: string, examId: number) => `/api/exam-papers/${app}/${examId}/marking`,
  page: (
    app: string,
    examId: number,
    questionId: number,
    q: { cursor?: string | null; limit?: number; unmarked?: boolean } = {},
  ) => {
    const s = new URLSearchParams();
    if (q.cursor) s.set('cursor', q.cursor);
    if (q.limit) s.set('limit', String(q.limit));
    if (q.unmarked) s.set('unmarked', '1');
    const qs = s.toString();
    return `/api/exam-papers/${app}/${examId}/marking/${questionId}${qs ? `?${qs}` : ''}`;
  },
  mark: (app: string, examId: number, questionId: number, ref: string, marker: 1 | 2 = 1) =>
    `/api/exam-papers/${app}/${examId}/marking/${questionId}/${ref}${marker === 2 ? '?marker=2' : ''}`,
};
