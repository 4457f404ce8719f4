import type { AppId, RightCode } from '../access/index.js';
import type { EditTypeCode, LanguageCode, QuestionStatusCode, QuestionTypeCode } from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';

/**
 * The question model shared by the API, the web editor, the importers and the exporters.
 *
 * Rich text is sanitised HTML (the server re-sanitises whatever it stores against one allow-list).
 * Every part of a question that can hold rich text has a stable `id` (a short random string made by
 * the client), so a co-edited Yjs document can keep one fragment per part (see collabField) and
 * a diff between two versions can pair parts up.
 */
export type RichText = string;

export interface ChoiceOption {
  id: string;
  text: RichText;
  correct: boolean;
}

export interface Rubric {
  id: string;
  text: RichText;
  /** A fraction of the question's degree; the weights of one question sum to at most 1. */
  weight: number;
}

export interface MatchingPair {
  id: string;
  /** Left column (the premise the student matches from). */
  premise: RichText;
  /** Right column (its answer). */
  answer: RichText;
}

export interface MatchingDistractor {
  id: string;
  /** An extra right-column entry that matches no premise. */
  text: RichText;
}

/**
 * A blank of a fill-in-the-blanks question. The stem marks where it sits with
 * `<span data-blank="{id}"></span>` (the editor's blank node); its accepted answers are plain text.
 */
export interface Blank {
  id: string;
  /** 1 to 5 accepted answers, none repeated within the question. */
  answers: string[];
  /** This blank's share of the degree; the top {blanks} degrees must be equal (SPEC 5). */
  degree: number;
}

/** Type-specific parts, discriminated by the question type code. */
export type QuestionBody =
  | {
      type: '3.1.';
      rubrics: Rubric[];
      answerLines: number;
      answerWordsMax: number | null;
      modelAnswer: RichText;
    }
  | { type: '3.2.'; options: ChoiceOption[] }
  | { type: '3.3.'; options: ChoiceOption[] }
  | { type: '3.4.'; correct: boolean }
  | { type: '3.5.'; subQuestions: SubQuestion[] }
  | { type: '3.6.'; pairs: MatchingPair[]; distractors: MatchingDistractor[] }
  | { type: '3.7.'; blanks: Blank[]; caseSensitive: boolean; distractors: string[] };

/** A sub-question of a case study: any type but a case study, with its own stem and degree. */
export interface SubQuestion {
  id: string;
  stem: RichText;
  degree: number;
  body: Exclude<QuestionBody, { type: '3.5.' }>;
}

export interface QuestionIloLink {
  iloId: number;
  /** Not zero; at most two decimals. */
  weight: number;
}

/** What a client writes (add, copy, edit) and reads back in full. */
export interface QuestionContent {
  questionType: QuestionTypeCode;
  subjectId: number | null;
  ilos: QuestionIloLink[];
  language: LanguageCode;
  stem: RichText;
  body: QuestionBody;
  /** 0 to 1: the share of students expected to answer wrongly. */
  difficulty: number | null;
  /** Expected answering time, in minutes. */
  expectedTime: number | null;
  degree: number | null;
  /** How many exams may use the question before it is retired; null is no limit. */
  exposureLimit: number | null;
  /** Two digits, 00 to 99, where the exam uses model codes. */
  modelCode: string | null;
  /** General feedback shown after marking (kept from imports). */
  feedback: RichText;
}

/** POST /api/questions/165.2.1. and PUT /api/questions/165.2.1./{questionId}. */
export interface QuestionSaveBody {
  courseId: number;
  question: QuestionContent;
  /** Edit only: 0 minor (same version), 1 major (new version). */
  editType?: EditTypeCode;
  /**
   * Edit only: the `revision` the editor loaded (optimistic locking): when the question has been
   * saved since, the save is refused with 409 staleQuestion. Without it, the last save wins.
   */
  baseRevision?: number;
  /** Set after the user has seen the similar questions and chose to save anyway. */
  confirmSimilar?: boolean;
}

export interface SimilarQuestion {
  questionId: number;
  questionType: QuestionTypeCode;
  status: QuestionStatusCode;
  /** 0 to 1. */
  similarity: number;
  /** Plain text of the stem. */
  text: string;
}

/** POST /api/questions/165.2.1./similar. */
export interface SimilarResponse {
  threshold: number;
  similar: SimilarQuestion[];
}

/** A part of a question named by its dotted path in QuestionContent ('stem', 'body.options.1.text'). */
export interface QuestionFieldNote {
  field: string;
  message: Bilingual;
}

/**
 * Save answers 200 with the saved question, or 409 {message, similar} when questions at or above
 * the similarity threshold exist and confirmSimilar was not set (nothing is written then).
 */
export interface QuestionSaveResponse {
  questionId: number;
  status: QuestionStatusCode;
  version: number;
  revision: number;
  message: Bilingual;
  /** The parts still to fill in (status INCOMPLETE while any). */
  missing: QuestionFieldNote[];
  /** Saved anyway, but the user should act: e.g. an equation in a retired format to enter again. */
  warnings: QuestionFieldNote[];
}

export interface SimilarConflictBody {
  message: Bilingual;
  similar: SimilarQuestion[];
}

export interface QuestionListItem {
  questionId: number;
  questionType: QuestionTypeCode;
  status: QuestionStatusCode;
  /** Plain text of the stem, cut to 300 characters. */
  text: string;
  subjectId: number | null;
  subjectName: string | null;
  language: LanguageCode;
  version: number;
  difficulty: number | null;
  expectedTime: number | null;
  degree: number | null;
  creator: { userId: number; name: Bilingual };
  updatedAt: string;
  /** Whether the caller may edit or delete this one (own question, or editAll / deleteAll). */
  canEdit: boolean;
  canDelete: boolean;
}

export interface QuestionListResponse {
  questions: QuestionListItem[];
  currentPage: number;
  /** Matches, counted up to a cap (10,000): with totalCapped there are more than totalItems. */
  totalItems: number;
  totalCapped: boolean;
  /** The caller's rights on the app (SPEC 6): add, edit, delete, editAll, deleteAll. */
  rights: RightCode[];
}

/** One entry of a question's timeline (SPEC 4): a status change or a saved version. */
export interface TimelineEntry {
  id: number;
  kind: 'created' | 'status' | 'version' | 'comment';
  at: string;
  by: { userId: number; username: string; name: Bilingual };
  from?: QuestionStatusCode;
  to?: QuestionStatusCode;
  version?: number;
  revision?: number;
  editType?: EditTypeCode;
  comment?: string;
}

export interface QuestionVersionItem {
  version: number;
  revision: number;
  editType: EditTypeCode | null;
  at: string;
  by: { userId: number; name: Bilingual };
}

/**
 * `version` counts major changes (1, 2, ...); `revision` counts every save of the question (0 when
 * created, +1 per save, minor or major), so "version.revision" names one saved state: 1.0, 1.1, 2.2.
 */
export interface QuestionDetail {
  questionId: number;
  courseId: number;
  status: QuestionStatusCode;
  version: number;
  revision: number;
  question: QuestionContent;
  creator: { userId: number; username: string; name: Bilingual };
  createdAt: string;
  updatedAt: string;
  canEdit: boolean;
  canDelete: boolean;
  /** The part-by-part reasons this question is still incomplete (empty when complete). */
  missing: QuestionFieldNote[];
  /**
   * The review event log's cursor, read before the question: its status shows every live event up
   * to it (review API.md 'Catch-up'); 0 where no review area runs.
   */
  lastSeq: number;
}

export interface QuestionVersionDetail {
  version: number;
  revision: number;
  question: QuestionContent;
}

/** POST /api/questions/165.2.1./{questionId}/submit and DELETE answer this. */
export interface QuestionStatusResponse {
  status: QuestionStatusCode;
  message: Bilingual;
}

/** POST /api/questions/165.2.1./images (multipart 'file'). */
export interface QuestionImageResponse {
  url: string;
}

/** GET /api/questions/{appId}/settings: the configurable limits the form checks with. */
export interface QuestionSettingsResponse {
  richTextMax: number;
  similarityThreshold: number;
}

/** Name of the Yjs document a question is co-edited in, and of its parts inside that document. */
export const collabDocument = (questionId: number) => `question-${questionId}`;
/** One Y.XmlFragment per rich-text part: 'stem', 'option:{id}', 'rubric:{id}', 'sub:{subId}:stem', ... */
export const collabField = (...parts: string[]) => parts.join(':');
/** The Y.Map holding the form's structured values (JSON of QuestionContent without the rich texts). */
export const COLLAB_FORM_MAP = 'form';

const base = (appId: AppId) => `/api/questions/${appId}`;

/** Paths of the questions area (165.2.1.; reviewers read through 165.2.2.). */
export const questionPaths = {
  list: (appId: AppId) => `${base(appId)}/getList`,
  one: (appId: AppId, questionId: number) => `${base(appId)}/${questionId}`,
  add: () => base('165.2.1.'),
  update: (questionId: number) => `${base('165.2.1.')}/${questionId}`,
  remove: (questionId: number) => `${base('165.2.1.')}/${questionId}`,
  similar: (appId: AppId = '165.2.1.') => `${base(appId)}/similar`,
  timeline: (appId: AppId, questionId: number) => `${base(appId)}/${questionId}/timeline`,
  versions: (appId: AppId, questionId: number) => `${base(appId)}/${questionId}/versions`,
  version: (appId: AppId, questionId: number, version: number, revision: number) =>
    `${base(appId)}/${questionId}/versions/${version}.${revision}`,
  submit: (questionId: number) => `${base('165.2.1.')}/${questionId}/submit`,
  images: () => `${base('165.2.1.')}/images`,
  settings: (appId: AppId) => `${base(appId)}/settings`,
  image: (imageId: string) => `/api/question-images/${imageId}`,
} as const;
