import type { AppId } from '../access/index.js';
import type { LanguageCode, QuestionTypeCode } from '../codes/index.js';

/**
 * The questions of an exam as paper and screen print them: one renderer (the API's printQuestion)
 * for show_model, the model editor and the candidates, so what the committee sees is what the
 * student gets. Choices are in the model's order (choiceOrder applied).
 */
export const examPrintPaths = {
  /** GET: a model's questions in order; `answers` adds the key (correct choices, model answers). */
  model: (appId: AppId, examId: number, modelNo: number, answers: boolean) =>
    `/api/exams/${appId}/${examId}/models/${modelNo}/print${answers ? '?answers=1' : ''}`,
  /** GET: approved questions of the exam's course at their current version (replacement candidates). */
  questions: (appId: AppId, examId: number, ids: readonly number[]) =>
    `/api/exams/${appId}/${examId}/questions/print?ids=${ids.join(',')}`,
};

/** One printed question and what the model editor counts with it. */
export interface PrintedQuestion {
  questionId: number;
  version: number;
  questionType: QuestionTypeCode;
  subjectId: number | null;
  difficulty: number | null;
  /** Minutes. */
  expectedTime: number | null;
  /** Case studies (3.5.): counted as their sub-questions. */
  subQuestionCount: number;
  /** printQuestion's <article>, with its own lang and dir. */
  html: string;
}

export interface PrintedModelQuestion extends PrintedQuestion {
  position: number;
  degree: number;
}

/** GET .../models/{modelNo}/print */
export interface ModelPrint {
  modelNo: number;
  code: string;
  complete: boolean;
  /** The exam's language (4.x): the paper's language and direction. */
  language: LanguageCode;
  questions: PrintedModelQuestion[];
}

/** GET .../questions/print?ids= */
export interface QuestionsPrint {
  questions: PrintedQuestion[];
}
