import type { Bilingual } from '../i18n/index.js';
import { type CodeOf, freezeTable } from './table.js';

type Options = Record<string, Bilingual>;

/** Course list activeStatus filter (SPEC 3): '' means any. */
export const COURSE_ACTIVITY = freezeTable({
  '1': { ar: 'نشط', en: 'Active' },
  '0': { ar: 'غير نشط', en: 'Inactive' },
  '': { ar: 'الكل', en: 'All' },
} as const satisfies Options);
export type CourseActivityCode = CodeOf<typeof COURSE_ACTIVITY>;

/** Subject status as sent to the server (SPEC 3). */
export const SUBJECT_STATUSES = freezeTable({
  '1': { ar: 'نشط', en: 'Active' },
  '0': { ar: 'غير نشط', en: 'Inactive' },
} as const satisfies Options);
export type SubjectStatusCode = CodeOf<typeof SUBJECT_STATUSES>;

/** Questions status report: which courses to list (SPEC 3). */
export const REPORT_COURSE_STATUSES = freezeTable({
  '1': { ar: 'كل المقررات', en: 'All courses' },
  '2': { ar: 'مقررات بها أسئلة', en: 'With questions' },
  '3': { ar: 'مقررات بدون أسئلة', en: 'Without questions' },
} as const satisfies Options);
export type ReportCourseStatusCode = CodeOf<typeof REPORT_COURSE_STATUSES>;

/** Questions status report: distribution level (SPEC 3). */
export const REPORT_DISTRIBUTIONS = freezeTable({
  '1': { ar: 'الكلية', en: 'Faculty' },
  '2': { ar: 'القسم', en: 'Department' },
  '3': { ar: 'الفرقة', en: 'Grade' },
} as const satisfies Options);
export type ReportDistributionCode = CodeOf<typeof REPORT_DISTRIBUTIONS>;

/** Need-to-fix filter: questions whose difficulty, time or both fall outside the valid range (SPEC 3, 9). */
export const NEED_TO_FIX = freezeTable({
  difficulty: { ar: 'الصعوبة', en: 'Difficulty' },
  time: { ar: 'الزمن', en: 'Time' },
  both: { ar: 'الصعوبة والزمن', en: 'Difficulty and time' },
} as const satisfies Options);
export type NeedToFixCode = CodeOf<typeof NEED_TO_FIX>;

/** ILO mode of a course: fixed headers 1.1.-1.4. or a custom (flexible) tree (SPEC 3). */
export const ILO_OPTIONS = freezeTable({
  fixed: { ar: 'ثابتة', en: 'Fixed' },
  custom: { ar: 'مخصصة', en: 'Custom' },
} as const satisfies Options);
export type IloOptionCode = CodeOf<typeof ILO_OPTIONS>;

/** Which students to import (SPEC 3, 9). */
export const IMPORT_STUDENT_TYPES = freezeTable({
  all: { ar: 'الكل', en: 'All' },
  freshmen: { ar: 'المستجدون', en: 'Freshmen' },
  remaining: { ar: 'الباقون للإعادة', en: 'Remaining' },
} as const satisfies Options);
export type ImportStudentTypeCode = CodeOf<typeof IMPORT_STUDENT_TYPES>;
