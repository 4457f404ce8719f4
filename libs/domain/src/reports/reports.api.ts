import type { QuestionStatusCode, QuestionTypeCode } from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';

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
