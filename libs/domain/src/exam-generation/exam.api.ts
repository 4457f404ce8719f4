import type { AppId, RightCode } from '../access/index.js';
import type {
  ExamTypeCode,
  LanguageCode,
  ModelMatchCode,
  QuestionTypeCode,
  StageCode,
} from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';

/**
 * The exam-generation contract (issue 14 part 10): paths, bodies and answers exactly as clients are
 * tested against. Codes: delivery 20.2./20.3., models match 22.1./22.2., language 4.x, question type 3.x.
 */

/** How the exam is sat: paper corrected electronically (20.2.) or an electronic exam (20.3.). */
export type DeliveryModeCode = Extract<ExamTypeCode, '20.2.' | '20.3.'>;
export const DELIVERY_MODES = ['20.2.', '20.3.'] as const satisfies readonly DeliveryModeCode[];

/** SPEC 4 exam states, in the order an exam moves through them. */
export const EXAM_STATUSES = ['draft', 'modelsComplete', 'published', 'distributionApproved'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

const base = (appId: AppId) => `/api/exams/${appId}`;
export const examPaths = {
  add: (appId: AppId) => `${base(appId)}/add`,
  canAdd: (appId: AppId, courseId: number) => `${base(appId)}/can-add?courseId=${courseId}`,
  list: (appId: AppId) => `${base(appId)}/getList`,
  view: (appId: AppId, examId: number) => `${base(appId)}/${examId}`,
  specification: (appId: AppId, examId: number) => `${base(appId)}/${examId}/specification`,
  generate: (appId: AppId, examId: number) => `${base(appId)}/${examId}/generate`,
  model: (appId: AppId, examId: number, modelNo: number) => `${base(appId)}/${examId}/models/${modelNo}`,
  candidates: (appId: AppId, examId: number, modelNo: number, position: number) =>
    `${base(appId)}/${examId}/models/${modelNo}/candidates?position=${position}`,
  /** GET: a model's composition against the specification and the rules (exam-insight.api.ts). */
  modelDetails: (appId: AppId, examId: number, modelNo: number) =>
    `${base(appId)}/${examId}/models/${modelNo}/details`,
  /** GET: how the exam uses one question of its course (exam-insight.api.ts). */
  questionDetails: (appId: AppId, examId: number, questionId: number) =>
    `${base(appId)}/${examId}/questions/${questionId}/details`,
  publish: (appId: AppId, examId: number) => `${base(appId)}/${examId}/publish`,
  events: (appId: AppId, examId: number, since: number) => `${base(appId)}/${examId}/events?since=${since}`,
  /** GET: a complete model as a PDF or Word paper, `key=1` its answer key (exam-papers/API.md; 409 while incomplete). */
  export: (appId: AppId, examId: number, modelNo: number, format: 'pdf' | 'docx', key = false) =>
    `${base(appId)}/${examId}/models/${modelNo}/export?format=${format}&key=${key ? 1 : 0}`,
};

/**
 * GET /api/exams/165.7.1./can-add?courseId=: whether an exam may be created for the course, asked
 * before the user types (SPEC 5 'Exam creation'); `message` names the first rule in the way.
 */
export interface CanAddResult {
  allowed: boolean;
  message: Bilingual | null;
}

/** POST /api/exams/165.7.1./add */
export interface ExamAddBody {
  courseId: number;
  name: string;
  deliveryMode: DeliveryModeCode;
  /** ISO 8601 with its offset (the university's time zone is a setting). */
  startsAt: string;
  durationMinutes: number;
  totalDegree: number;
  questionCount: number;
  language: LanguageCode;
  /** 1 to 100; the models get the codes '00', '01', ... */
  modelsCount: number;
  modelsMatch: ModelMatchCode;
  /** 22.2. only: the largest share (0 to 1) of a model's questions any two models may have in common. */
  maxSharedShare?: number;
  /** The mean difficulty (0 to 1) each model is assembled towards. */
  targetDifficulty?: number;
}
export interface ExamAddResult {
  examId: number;
}

/** GET /api/exams/165.7.1./getList?courseId&limit&page&orderBy&desc&examType */
export interface ExamListQuery {
  courseId: number;
  limit?: number;
  page?: number;
  orderBy?: string;
  desc?: boolean;
  /** 20.2.-20.3. filter by delivery; 20.4. published, 20.5. without models, 20.6. with incomplete models. */
  examType?: ExamTypeCode;
}
export interface ExamListRow {
  examId: number;
  name: string;
  deliveryMode: DeliveryModeCode;
  startsAt: string;
  durationMinutes: number;
  modelsCount: number;
  modelsMatch: ModelMatchCode;
  status: ExamStatus;
}
export interface ExamListResult {
  exams: ExamListRow[];
  currentPage: number;
  totalItems: number;
  rights: RightCode[];
}

/** One row of an exam's specification (blueprint). `count` is in counted questions (see SpecificationRow). */
export interface SpecificationRow {
  subjectId: number;
  iloId?: number;
  questionType: QuestionTypeCode;
  difficultyMin?: number;
  difficultyMax?: number;
  /** Questions this row puts in every model; a case study counts as its sub-questions. */
  count: number;
  /** The degree of each counted question. */
  degree: number;
}

export interface ExamData extends Required<Omit<ExamAddBody, 'maxSharedShare' | 'targetDifficulty'>> {
  examId: number;
  maxSharedShare: number | null;
  targetDifficulty: number | null;
  /** Set by editing the exam (PUT .../{examId}); null until then. */
  stage: StageCode | null;
  instructions: string | null;
}

export interface ModelSummary {
  modelNo: number;
  code: string;
  complete: boolean;
  questionCount: number;
  degreeTotal: number;
}

/** GET /api/exams/165.7.1./{examId} */
export interface ExamView {
  exam: ExamData;
  specification: SpecificationRow[];
  models: ModelSummary[];
  status: ExamStatus;
  lockVersion: number;
}

/** PUT /api/exams/165.7.1./{examId}/specification */
export interface SpecificationBody {
  rows: SpecificationRow[];
  version: number;
}
export interface LockVersionResult {
  lockVersion: number;
}

/** POST /api/exams/165.7.1./{examId}/generate: all models, or only `modelNos` (the others are kept). */
export interface GenerateBody {
  seed?: number;
  modelNos?: number[];
  version: number;
}
export interface GenerateResult {
  models: ModelSummary[];
  solveMs: number;
  lockVersion: number;
  /** The seed used (stored on the exam): the same seed and bank give the same models. */
  seed: number;
  /** Set when the difficulty or time window had to be widened to fill the models. */
  notes: Bilingual[];
}
/** One specification row the bank cannot fill; `row` is its 0-based index in the specification. */
export interface Shortage {
  row: number;
  needed: number;
  available: number;
  message: Bilingual;
}
/** The 422 answer of generate when the specification cannot be met. */
export interface GenerateRefusal {
  message: Bilingual;
  shortages: Shortage[];
}

export interface ModelQuestion {
  position: number;
  questionId: number;
  version: number;
  questionType: QuestionTypeCode;
  degree: number;
  /** The order the question's choices are shown in this model (0-based indexes of the stored order). */
  choiceOrder?: number[];
}

/** GET /api/exams/165.7.1./{examId}/models/{modelNo} */
export interface ModelView {
  modelNo: number;
  code: string;
  complete: boolean;
  questions: ModelQuestion[];
}

/** PUT /api/exams/165.7.1./{examId}/models/{modelNo} */
export interface ModelSaveBody {
  code: string;
  complete: boolean;
  questions: { questionId: number; degree: number }[];
  version: number;
}

/** GET /api/exams/165.7.1./{examId}/models/{modelNo}/candidates?position= : equivalents, best first. */
export interface CandidateItem {
  questionId: number;
  version: number;
  questionType: QuestionTypeCode;
  difficulty: number;
  expectedTime: number;
  iloIds: number[];
  /** Published exams that used it already. */
  exposureCount: number;
}
export interface CandidatesResult {
  position: number;
  /** The specification row (0-based) the question at `position` fills, and every candidate fills too. */
  row: number;
  candidates: CandidateItem[];
}

/**
 * POST /api/exams/165.7.1./{examId}/publish. Publishing an exam published before answers 409
 * {message, republish: true} unless `confirm` is true (SPEC 4: 'a previously published exam shows a warning').
 */
export interface PublishBody {
  version: number;
  confirm?: boolean;
}
export interface RepublishWarning {
  message: Bilingual;
  republish: true;
}
