import type { AppId, RightCode } from '../access/index.js';
import type { CourseIloTree } from '../course-ilos/course-ilo.api.js';
import type { Bilingual } from '../i18n/index.js';

/** Paths of SPEC 7 'Subjects'. */
export const subjectPaths = {
  list: (appId: AppId, courseId: number, activeStatus?: '1' | '0' | '') =>
    `/api/subjects/${appId}?courseId=${courseId}${activeStatus ? `&activeStatus=${activeStatus}` : ''}`,
  one: (subjectId: number, courseId: number) => `/api/subjects/165.1.2./${subjectId}?courseId=${courseId}`,
  ilos: (appId: AppId, courseId: number, subjectId?: number) =>
    `/api/subjects/${appId}/ilos?courseId=${courseId}${subjectId ? `&subjectId=${subjectId}` : ''}`,
  add: (courseId: number) => `/api/subjects/165.1.2.?courseId=${courseId}`,
  update: (subjectId: number) => `/api/subjects/165.1.2./${subjectId}`,
  remove: (appId: AppId, subjectId: number, courseId: number) =>
    `/api/subjects/${appId}/${subjectId}?courseId=${courseId}`,
} as const;

/** SPEC 3 'Subject'. ilos holds only the ticked ILOs: grouped under headers, or a tree. */
export interface SubjectItem {
  subjectId: number;
  subjectName: string;
  active: boolean;
  lectureCount: number | null;
  ilos: CourseIloTree;
}

export interface SubjectListResponse {
  subjects: SubjectItem[];
  /** The caller's rights on the {appId}: Add, Edit and Delete show only with them (SPEC 6). */
  rights: RightCode[];
  isFlexibleILOs: boolean;
}

export interface SubjectDetailResponse {
  subject: SubjectItem & { isFlexibleILOs: boolean };
  flexibleILOsFlag: boolean;
  /** Every ILO of the course with selected and unRemovable flags for this subject. */
  courseIlos: CourseIloTree;
  courseActive: boolean;
}

export interface SubjectIlosResponse {
  courseIlos: CourseIloTree;
  flexibleILOs: boolean;
}

export interface SubjectAddResponse {
  subjectId: number;
  message: Bilingual;
}
