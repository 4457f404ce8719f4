import type { LanguageCode, ModelMatchCode, QuestionTypeCode } from '@mizan/domain/codes';
import type { SpecificationRow } from '@mizan/domain/exam-generation';
import type { Bilingual } from '@mizan/domain/i18n';

/**
 * What the assembler works on, plain so that the question-bank reader maps onto it 1:1. The caller
 * gives only approved (5.3.) versions of the course's active subjects; everything else is decided here.
 */
export interface CandidateQuestion {
  id: number;
  version: number;
  subjectId: number;
  iloIds: number[];
  questionType: QuestionTypeCode;
  /** The language it is written in (4.x); only questions in the exam's language are picked. */
  language: LanguageCode;
  /** 0 to 1 (the share of students expected to miss it). */
  difficulty: number;
  /** Minutes. */
  expectedTime: number;
  degree: number;
  /** Published exams that already used this question. */
  exposureCount: number;
  /** Published exams it may be used by; null: no limit. */
  exposureLimit: number | null;
  /** Case studies (3.5.): its sub-questions, which it counts as (countedQuestions). */
  subQuestionCount: number;
  /** Choices whose order is shuffled per model (MCQ, MMCQ options); 0 for none. */
  choiceCount: number;
  /** Near-duplicate bands: two questions are enemy candidates when they share one. */
  textBands: number[];
}

/** A model already assembled: its question ids in order. */
export interface AssembledModel {
  modelNo: number;
  questions: AssembledQuestion[];
}
export interface AssembledQuestion {
  questionId: number;
  version: number;
  questionType: QuestionTypeCode;
  /** The specification row it fills, 0-based. */
  row: number;
  /** The row's degree times the counted questions. */
  degree: number;
  choiceOrder?: number[];
}

export interface AssemblyRequest {
  pool: readonly CandidateQuestion[];
  /** The exam's language (4.x): questions in another language are not picked, nor counted as supply. */
  language: LanguageCode;
  rows: readonly SpecificationRow[];
  /** Names of each row for explanations ('Subject Statics, MCQ, difficulty 0.3-0.5'), see rowLabel. */
  rowLabels: readonly Bilingual[];
  /** Pairs of question ids at or above the similarity threshold: never two in one model. */
  enemies: readonly (readonly [number, number])[];
  modelsCount: number;
  modelsMatch: ModelMatchCode;
  /** 22.2.: the largest share of a model's counted questions any two models may have in common. */
  maxSharedShare?: number | null;
  targetDifficulty?: number | null;
  /** When given, each model's expected time is held within 5% of it (widened stepwise if need be). */
  durationMinutes?: number | null;
  seed: number;
  /** Regenerate only these models; `keep` holds the others, which stay as they are. */
  modelNos?: readonly number[];
  keep?: readonly AssembledModel[];
  /** Wall-clock budget of the solver; it returns the best models found by then. */
  timeLimitSeconds?: number;
}

/** How tightly each model was held to the target; `widened` when the first windows could not be met. */
export interface AssemblyWindows {
  targetDifficulty: number;
  difficulty: number;
  /** Fraction of the duration, or null when no duration was given or the time window was dropped. */
  time: number | null;
  widened: boolean;
}

export interface AssemblyStats {
  solveMs: number;
  solves: number;
  /** The MIP's relative gap at the end (0: proved optimal). */
  gap: number;
  /** Candidates the MIP chose from, and its size. */
  candidates: number;
  columns: number;
  rows: number;
}

export interface RowShortage {
  row: number;
  needed: number;
  available: number;
  message: Bilingual;
}

export type AssemblyResult =
  | { ok: true; models: AssembledModel[]; windows: AssemblyWindows; notes: Bilingual[]; stats: AssemblyStats }
  | { ok: false; message: Bilingual; shortages: RowShortage[]; stats: AssemblyStats };
