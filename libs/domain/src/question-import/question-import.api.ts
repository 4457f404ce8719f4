import type { QuestionTypeCode } from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';
import type { QuestionContent } from '../questions/question.api.js';
import type { ImportKind } from './import-kinds.js';

const base = '/api/questions/165.2.1.';

/** Paths of question import and export (all under the create-questions app 165.2.1.). */
export const questionImportPaths = {
  preview: () => `${base}/import/preview`,
  commit: () => `${base}/import/commit`,
  questions: (importId: string, courseId: number, indexes: number[]) =>
    `${base}/import/${importId}/questions?courseId=${courseId}&indexes=${indexes.join(',')}`,
  template: (kind: ImportKind) => `${base}/import/templates/${kind}`,
  /** POST, body ExportBody. */
  export: () => `${base}/export`,
} as const;

/** One question found in the uploaded file, as the preview shows it. */
export interface ImportPreviewItem {
  /** 0-based position in the file; commit selects questions by it. */
  index: number;
  valid: boolean;
  /** The Mizan type it comes in as; null when the file's type has no Mizan equivalent. */
  questionType: QuestionTypeCode | null;
  /** Plain text of the stem, cut to 300 characters. */
  text: string;
  /** Why it cannot come in (empty when valid). */
  reasons: Bilingual[];
  /** What was left behind although it comes in (per-option feedback, tolerances, missing images...). */
  warnings: Bilingual[];
  /** The source's own type name (Moodle 'multichoice', QTI 'choiceInteraction', ...). */
  sourceType: string;
  /** The category the file files it under (Moodle categories, GIFT $CATEGORY, Qmans category). */
  category: string | null;
  /** The subject of the course with the same name as the category, if any (a suggestion). */
  suggestedSubjectId: number | null;
  /**
   * The whole question as it would be written (sanitised HTML; images inlined as data URIs), for the
   * first PREVIEW_PAGE questions only: the screen shows a page at a time and asks for the others'
   * with `questions` (a file of thousands would otherwise travel whole). Null when unsupported (the
   * screen shows `text` then). Its stem is the only copy of the stem's HTML.
   */
  question: QuestionContent | null;
}

/** Questions the preview answer carries whole, and the screen shows at a time. */
export const PREVIEW_PAGE = 20;
/** The most questions one GET .../import/{importId}/questions asks for. */
export const PREVIEW_QUESTIONS_MAX = 100;
/** Questions one export may take. */
export const EXPORT_IDS_MAX = 5000;

/** GET .../import/{importId}/questions?courseId&indexes=1,2: those questions whole, as `question` above. */
export interface ImportPreviewQuestionsResponse {
  questions: { index: number; question: QuestionContent | null }[];
}

/** POST .../import/preview (multipart: courseId, importType, file). */
export interface ImportPreviewResponse {
  importId: string;
  importType: ImportKind;
  fileName: string;
  /** When the preview is discarded (ISO time); commit after it answers 410. */
  expiresAt: string;
  questions: ImportPreviewItem[];
  /** Distinct categories in file order, each with a matching subject if the course has one. */
  categories: { name: string; suggestedSubjectId: number | null }[];
  /** File-level notes (skipped lines, ignored parts). */
  warnings: Bilingual[];
  counts: { total: number; valid: number; invalid: number };
}

/** POST .../import/commit -> 200. */
export interface ImportCommitResponse {
  added: number;
  questionIds: number[];
  message: Bilingual;
}
