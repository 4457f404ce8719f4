import type { QuestionStatusCode, QuestionTypeCode } from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';
import type { NullReason } from '../item-statistics/item-statistics.js';

/** API paths of the reports area (165.4.x; apps/api/src/reports/API.md). */
export const reportPaths = {
  statusStats: '/api/reports/165.4.1./questions-status-stats',
  /** The courses behind one row (and optionally one status) of the status report. */
  statusStatsCourses: '/api/reports/165.4.1./questions-status-stats/courses',
  /** 165.4.2.'s course list is the shared one (the courses area), opened with this app id. */
  coursesList: '/api/courses/165.4.2./getList',
  courseStats: (courseId: number) => `/api/reports/165.4.2./course-questions-statistics/${courseId}`,
  examsCreators: '/api/reports/165.4.3./exams-creators',
  examsCreator: (courseId: number, creatorId: number) =>
    `/api/reports/165.4.3./exams-creators/${courseId}/${creatorId}`,
  /** An exam's item analysis (readers of its results: 165.7.1. view). */
  examItemAnalysis: (examId: number) => `/api/reports/165.7.1./item-analysis/${examId}`,
  /** A question's measured figures per version (readers of the question: 165.2.1. view). */
  questionItemStatistics: (questionId: number) => `/api/reports/165.2.1./item-statistics/${questionId}`,
  /** The dashboard's live figures, each for the apps the user holds view on. */
  dashboard: '/api/reports/dashboard',
} as const;

/** Questions per status, every status present (0 when none). */
export type StatusCounts = Record<QuestionStatusCode, number>;

/** One faculty, department or grade of the status report. */
export interface StatusStatsRow {
  /** Scope id (faculty, department); for grades the grade number, 0 = no grade in the course code. */
  id: number;
  name: Bilingual;
  counts: StatusCounts;
  total: number;
}

export interface StatusStatsResponse {
  rows: StatusStatsRow[];
  totals: { counts: StatusCounts; total: number };
}

export interface StatusStatsCourse {
  courseId: number;
  name: Bilingual;
  courseCode: string | null;
  scopeName: Bilingual;
  counts: StatusCounts;
  total: number;
}

export interface StatusStatsCoursesResponse {
  courses: StatusStatsCourse[];
  currentPage: number;
  totalItems: number;
}

/** One cell of the subject x type x status table (subjectId null: questions without a subject). */
export interface SubjectTypeStatusCell {
  subjectId: number | null;
  questionType: QuestionTypeCode;
  status: QuestionStatusCode;
  count: number;
}

export interface CourseStatsResponse {
  course: { courseId: number; name: Bilingual; courseCode: string | null };
  subjects: { subjectId: number; name: string; active: boolean }[];
  cells: SubjectTypeStatusCell[];
  /** Stated difficulty of the live (not deleted) questions in fifths; `none`: no difficulty set. */
  difficulty: { bins: { from: number; to: number; count: number }[]; none: number };
  /** Approved questions per ILO (leaf or not), in the course's ILO order. */
  iloCoverage: { iloId: number; code: string; description: Bilingual; approved: number }[];
  /** Per ISO week (Monday, UTC) and user: questions created and status decisions taken. */
  activity: {
    week: string;
    userId: number;
    name: Bilingual;
    created: number;
    reviewed: number;
  }[];
}

export type ExamState = 'draft' | 'modelsComplete' | 'published' | 'distributionApproved';

export interface ExamsCreatorRow {
  creatorId: number;
  name: Bilingual;
  exams: number;
  models: number;
  states: Record<ExamState, number>;
  firstCreatedAt: string;
  lastUpdatedAt: string;
}

export interface ExamsCreatorsResponse {
  course: { courseId: number; name: Bilingual; courseCode: string | null };
  creators: ExamsCreatorRow[];
}

export interface CreatorExam {
  examId: number;
  name: string;
  status: ExamState;
  deliveryMode: string;
  startsAt: string;
  createdAt: string;
  updatedAt: string;
  questionCount: number;
  totalDegree: number;
  models: number;
  completeModels: number;
}

export interface ExamsCreatorResponse {
  course: { courseId: number; name: Bilingual; courseCode: string | null };
  creator: { creatorId: number; name: Bilingual };
  exams: CreatorExam[];
}

/** One model position's figures (exam_item_stat); null figures carry their reason. */
export interface ItemAnalysisQuestion {
  position: number;
  questionId: number;
  version: number;
  maxMarks: number;
  facility: number | null;
  sd: number | null;
  discrimination: number | null;
  discriminativeEfficiency: number | null;
  pointBiserial: number | null;
  upperLowerD: number | null;
  omitted: number | null;
  /** Seconds (electronic exams). */
  meanTime: number | null;
  /** Students per choice (MCQ options in stored order; true/false: [true, false]). */
  distractors: number[] | null;
  reasons: Partial<Record<string, NullReason>>;
}

export interface ItemAnalysisModel {
  modelId: number;
  code: string;
  students: number;
  questions: number;
  maxScore: number;
  mean: number | null;
  sd: number | null;
  /** Cronbach's alpha (KR-20 for right/wrong questions). */
  alpha: number | null;
  histogram: { from: number; to: number; count: number }[];
  reasons: Partial<Record<'mean' | 'sd' | 'alpha', NullReason>>;
  items: ItemAnalysisQuestion[];
}

export interface ExamItemAnalysisResponse {
  exam: { examId: number; name: string; courseId: number };
  /** When the figures were computed, for the publication of `publishedAt`. */
  computedAt: string;
  publishedAt: string;
  students: number;
  models: ItemAnalysisModel[];
}

/** A question version's figures over every exam that used it, weighted by students. */
export interface QuestionVersionStatistics {
  version: number;
  answers: number;
  exams: number;
  /** Measured difficulty: 1 - facility. */
  difficulty: number | null;
  facility: number | null;
  pointBiserial: number | null;
  discrimination: number | null;
  omitted: number | null;
  /** Minutes (electronic exams). */
  meanTime: number | null;
}

export interface QuestionItemStatisticsResponse {
  questionId: number;
  /** The question's current version and its stated figures. */
  version: number;
  stated: { difficulty: number | null; expectedTime: number | null };
  /** Answers a measure needs before the need-to-fix filter judges on it. */
  minAnswers: number;
  versions: QuestionVersionStatistics[];
}

/** One dashboard card's live figure; absent apps are not the user's. */
export interface DashboardFigures {
  /** 165.2.2.: questions waiting for review (5.2.) in the user's scope. */
  pendingReview?: number;
  /** 165.2.1.: questions in the user's scope whose estimates are off the measured ones. */
  needToFix?: number;
  /** 165.4.1.: questions in the user's scope, deleted aside. */
  questions?: number;
  /** 165.7.1.: exams in the user's scope starting this week (Saturday to Friday, UTC). */
  examsThisWeek?: number;
  /** 165.7.2.: reservations waiting for a decision in the user's scope. */
  reservationsWaiting?: number;
}
