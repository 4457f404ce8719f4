import type { AppId, RightCode } from '../access/index.js';
import type { CourseTypeCode, LanguageCode } from '../codes/index.js';
import type { FixedIloHeader, FlexibleIloNode } from '../course-ilos/course-ilo.api.js';
import type { Bilingual } from '../i18n/index.js';

/** Paths of SPEC 7 'Courses', plus the ones we designed (apps/api/src/courses/API.md). */
export const coursePaths = {
  getList: (appId: AppId) => `/api/courses/${appId}/getList`,
  getAddFilters: (appId: AppId) => `/api/courses/${appId}/getAddFilters`,
  view: (appId: AppId, courseId: number) => `/api/courses/${appId}/${courseId}`,
  edit: (appId: AppId, courseId: number) => `/api/courses/${appId}/edit/${courseId}`,
  getFoundation: (appId: AppId) => `/api/courses/${appId}/getFoundation`,
  add: (appId: AppId) => `/api/courses/${appId}/add`,
  electronicExams: (appId: AppId, courseId: number) =>
    `/api/courses/${appId}/${courseId}/getCourseElectronicExams`,
  examRedirect: (appId: AppId, courseId: number, examId: number) =>
    `/api/courses/${appId}/${courseId}/getExamRedirect/${examId}`,
  courseSubjects: (appId: AppId, courseId: number) => `/api/courses/${appId}/getCourseSubjects/${courseId}`,
  activation: (appId: AppId, courseId: number, active: boolean) =>
    `/api/courses/${appId}/courseActivation/${courseId}/${active ? 1 : 0}`,
  serviceImport: (appId: AppId) => `/api/courses/${appId}/serviceImport`,
  fileImport: (appId: AppId) => `/api/courses/${appId}/fileImport`,
  importInstructors: (appId: AppId) => `/api/courses/${appId}/importInstructors`,
  importRole: (appId: AppId) => `/api/courses/${appId}/importRole`,
  ilosLang: (appId: AppId, courseId: number) => `/api/courses/${appId}/${courseId}/getCourseIlosLang`,
  importIlos: (appId: AppId, courseId: number) => `/api/courses/${appId}/${courseId}/importCourseIlos`,
  resetIlos: (appId: AppId, courseId: number) => `/api/courses/${appId}/${courseId}/courseResetIlos`,
  deleteIlo: (appId: AppId, courseId: number, iloId: number) =>
    `/api/courses/${appId}/${courseId}/deleteIlo/${iloId}`,
  remove: (appId: AppId, courseId: number) => `/api/courses/${appId}/${courseId}`,
  /** Web route staff/updateCourses: the caller's own courses from the SIS. */
  staffUpdateCourses: () => '/api/staff/updateCourses',
} as const;

/** A course type as the list and the forms receive it (SPEC 3: baID, baName). */
export interface CourseTypeOption {
  baID: CourseTypeCode;
  baName: Bilingual;
}

export interface StudyPlanOption {
  id: number;
  name: Bilingual;
  number: string;
  scopeId: number;
}

/** What the product shows of a course (SPEC 3 'Course'). */
export interface CourseInfo {
  courseId: number;
  courseName: Bilingual;
  scopeId: number;
  ScopeName: Bilingual;
  flexibleIlos: boolean;
  baID: CourseTypeCode;
  baName: Bilingual;
  studyPlanId: number | null;
  studyPlanName: Bilingual | null;
  studyPlanNumber: string | null;
  courseCode: string | null;
  IHId: string | null;
  active: boolean;
  /** The caller may edit it (edit right on 165.1.1.): the list shows the active switch only then. */
  isEditable: boolean;
}

/** One row of the course list: the course and its position in the whole result (1-based). */
export interface CourseListRow extends CourseInfo {
  index: number;
}

export interface CourseListResponse {
  courses: CourseListRow[];
  currentPage: number;
  totalItems: number;
  courseTypes: CourseTypeOption[];
  /** The caller's rights on the {appId} of the call. */
  rights: RightCode[];
}

export interface CourseAddFilters {
  courseTypes: CourseTypeOption[];
  studyPlans: StudyPlanOption[];
  activeStatuses: { id: '1' | '0'; name: Bilingual }[];
}

/**
 * A course's ILOs as flat rows (SPEC 3), one per sub-ILO, or per ILO without sub-ILOs,
 * presented as header / ILO / sub-ILO. Fixed mode only; a flexible course answers a tree.
 */
export interface CourseIloRow {
  headerId: number;
  headerName: Bilingual;
  headerCode: string;
  iloId: number;
  iloDescription: Bilingual;
  iloCode: string;
  subIloId: number | null;
  subIloDescription: Bilingual | null;
  subIloCode: string | null;
}

export interface CourseViewResponse {
  course: CourseInfo;
  /** Flat rows in fixed mode, the nested tree in flexible mode; [] with onlyInfo. */
  courseIlos: CourseIloRow[] | FlexibleIloNode[];
}

export interface CourseFoundation {
  scope: { id: number; name: Bilingual };
  courseTypes: CourseTypeOption[];
  studyPlans: StudyPlanOption[];
}

export interface CourseEditResponse extends CourseFoundation {
  course: CourseInfo;
  /** false once the course has ILOs: flexibleIlos is then fixed. */
  canChangeIloMode: boolean;
}

export interface CourseSavedResponse {
  message: Bilingual;
  course: CourseInfo;
}

export interface CourseSubjectItem {
  subjectId: number;
  subjectName: string;
  active: boolean;
  lectureCount: number | null;
}

export interface CourseSubjectsResponse {
  subjects: CourseSubjectItem[];
  isFlexibleILOs: boolean;
  rights: RightCode[];
}

export interface MessageResponse {
  message: Bilingual;
}

export interface CourseActivationResponse extends MessageResponse {
  active: boolean;
  /** Ids of the subjects active after the change. */
  activeSubjects: number[];
}

export interface ElectronicExamItem {
  examId: number;
  name: Bilingual;
}

export interface CourseElectronicExamsResponse {
  exams: ElectronicExamItem[];
}

export interface ExamRedirectResponse {
  /** Web route to open for the exam. */
  redirect: string;
}

/** Row-by-row report of an Excel import (dry run or real). */
export interface FileImportRow {
  row: number;
  status: 'imported' | 'skipped';
  courseName: Bilingual | null;
  reason: Bilingual | null;
}

export interface FileImportResponse {
  dryRun: boolean;
  total: number;
  imported: number;
  skipped: number;
  rows: FileImportRow[];
  message: Bilingual;
}

export interface ServiceImportResponse {
  message: Bilingual;
  total: number;
  created: number;
  updated: number;
}

export interface ImportRoleResponse {
  role: {
    roleId: number;
    name: Bilingual;
    scopeId: number;
    scopeName: Bilingual;
    rights: { appId: AppId; rights: RightCode[] }[];
  } | null;
  /** The refusal text when no master role applies. */
  message: Bilingual | null;
}

export interface StaffCoursesResponse {
  message: Bilingual;
  /** How many of the SIS's courses for the caller exist here and are now linked to them. */
  linked: number;
  /** Courses the SIS lists for the caller. */
  total: number;
  courses: { courseId: number; courseName: Bilingual }[];
}

export interface ImportInstructorsResponse {
  message: Bilingual;
  total: number;
  created: number;
  updated: number;
}

export interface CourseIlosLangResponse {
  languages: { langId: LanguageCode; name: Bilingual; imported: boolean }[];
  flexibleILOs: boolean;
  iloCount: number;
  /** Reset and deleting linked ILOs are refused while subjects are linked. */
  hasLinkedSubjects: boolean;
}

export type { FixedIloHeader, FlexibleIloNode };
