import type { ModelMatchCode, QuestionTypeCode } from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';
import type { ExamIssue } from './exam-model.rules.js';

/**
 * What the details screens (SPEC 2 route names model-details and question-details) read: how a model
 * was composed against the specification and the exam's rules, and how the exam uses one question.
 * Counts are in counted questions (a case study counts as its sub-questions), as everywhere here.
 */

/** One specification row against one model: what it asks for and what the model placed in it. */
export interface ModelRowFill {
  /** 0-based index in the specification. */
  row: number;
  /** 'Subject Statics, MCQ, difficulty 0.3-0.5'. */
  label: Bilingual;
  questionType: QuestionTypeCode;
  /** Counted questions the row asks for, and those of the model filling it. */
  needed: number;
  placed: number;
  /** The degree of each counted question, as specified. */
  degree: number;
  /** count x degree, and the degrees the model gives the questions placed in the row. */
  degreesNeeded: number;
  degreesPlaced: number;
}

/** A model's question with the figures it was chosen by, at the version the model froze. */
export interface ModelDetailsQuestion {
  position: number;
  questionId: number;
  version: number;
  questionType: QuestionTypeCode;
  degree: number;
  /** Counted questions (sub-questions of a case study). */
  units: number;
  /** The specification row it fills; null when added by hand off the specification. */
  row: number | null;
  subjectId: number | null;
  iloIds: number[];
  difficulty: number | null;
  /** Minutes. */
  expectedTime: number | null;
}

/** Another model of the exam, and what this one shares with it (SPEC 3 22.x). */
export interface ModelOverlap {
  modelNo: number;
  code: string;
  /** Counted questions both models hold. */
  shared: number;
  /** shared / the exam's question count. */
  share: number;
  /** Whether the pair keeps the 22.x rule: 22.1. all shared; 22.2. at most `allowedShared`. */
  ok: boolean;
}

/** GET /api/exams/165.7.1./{examId}/models/{modelNo}/details */
export interface ModelDetails {
  modelNo: number;
  code: string;
  complete: boolean;
  rows: ModelRowFill[];
  questions: ModelDetailsQuestion[];
  totals: { questions: number; questionsNeeded: number; degrees: number; degreesNeeded: number };
  /** Counted questions per subject and per ILO the model reaches (the course's other ILOs: none). */
  subjects: { subjectId: number; count: number }[];
  ilos: { iloId: number; count: number }[];
  /**
   * Mean difficulty (counted questions weighted, as the assembler measures it) against the exam's
   * target and the assembler's tightest window (±0.02); null mean for a model without figures.
   */
  difficulty: { mean: number | null; target: number | null; window: number };
  /** Sum of expected minutes against the duration and the tightest window (±5%). */
  time: { expected: number; duration: number; window: number };
  /** The SPEC 5 'Exam models' rules still unmet (empty: it may be saved complete). */
  issues: ExamIssue[];
  /** Near-duplicate pairs (shared text band) inside the model: none when the assembler chose it. */
  nearDuplicates: [number, number][];
  overlap: {
    match: ModelMatchCode;
    /** 22.2.: the exam's largest shared share (0 when not set); null for 22.1. */
    maxSharedShare: number | null;
    /** 22.2.: counted questions any two models may share; null for 22.1. or no cap. */
    allowedShared: number | null;
    models: ModelOverlap[];
  };
}

/** A model of the exam that holds the question, and where. */
export interface QuestionUse {
  modelNo: number;
  code: string;
  position: number;
  degree: number;
  version: number;
  row: number | null;
}

/** GET /api/exams/165.7.1./{examId}/questions/{questionId}/details */
export interface QuestionDetails {
  questionId: number;
  /** The version this exam uses (its first model's), else the bank's approved version now. */
  version: number;
  /** The bank's approved version now; null when the question is no longer approved. */
  currentVersion: number | null;
  questionType: QuestionTypeCode;
  subjectId: number | null;
  iloIds: number[];
  /** The specification row it fills, with its name; null off the specification. */
  row: number | null;
  rowLabel: Bilingual | null;
  /** Every model of the exam holding it (none: a question of the course this exam does not use). */
  uses: QuestionUse[];
  /** The question at `version`, printed without its key. */
  html: string;
  stated: { difficulty: number | null; expectedTime: number | null };
  /**
   * Item statistics written back from marked exams (reports area) for `measuredVersion`: difficulty
   * (1 - facility), mean minutes and the answers they rest on; null when never measured.
   */
  measured: {
    version: number;
    difficulty: number | null;
    expectedTime: number | null;
    answers: number;
  } | null;
  /** Published exams that used it (any version) against its limit (null: none). */
  exposure: {
    count: number;
    limit: number | null;
    exams: { examId: number; name: string; version: number }[];
  };
  /**
   * Approved questions sharing a near-duplicate text band with it in the assembler's pool, and the
   * models of this exam holding each; `apart` when no model holds both.
   */
  enemies: { questionId: number; questionType: QuestionTypeCode; models: string[]; apart: boolean }[];
}
