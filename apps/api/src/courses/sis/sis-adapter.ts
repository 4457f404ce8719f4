import type { CourseTypeCode } from '@mizan/domain/codes';
import type { IloInput } from '@mizan/domain/course-ilos';
import type { Bilingual } from '@mizan/domain/i18n';

/** A course as the student-information system (SIS) describes it. */
export interface SisCourse {
  ihId: string;
  name: Bilingual;
  courseType: CourseTypeCode;
  courseCode: string | null;
  studyPlan: { name: Bilingual; number: string };
}

export interface SisInstructor {
  username: string;
  name: Bilingual;
  email: string | null;
  /** ihIds of the courses the instructor teaches. */
  courses: string[];
}

/** A student registered on a course, as the SIS describes them (exam students, issue 14 part 7). */
export interface SisStudent {
  nationalId: string | null;
  studentNumber: string;
  name: Bilingual;
}

/** SPEC 3 'Import student types': every student of the course, first-time takers, or those carried over. */
export type SisStudentType = 'all' | 'freshmen' | 'remaining';

/**
 * The university's student-information system, behind one interface so another university's
 * system plugs in with its own adapter. Scopes are identified by their code (scope.code).
 */
export interface SisAdapter {
  /** False when no system is configured: the imports then answer 'not configured'. */
  configured(): boolean;
  courses(scopeCode: string): Promise<SisCourse[]>;
  instructors(scopeCode: string): Promise<SisInstructor[]>;
  courseIlos(ihId: string, lang: 'ar' | 'en'): Promise<IloInput[]>;
  /** ihIds of the courses a staff member teaches (staff/updateCourses). */
  staffCourses(username: string): Promise<string[]>;
  /** Students registered on a course (by its ihId), of one import type. */
  courseStudents(ihId: string, type: SisStudentType): Promise<SisStudent[]>;
}

export const SIS_ADAPTER = Symbol('SIS_ADAPTER');

/** The SIS answered something we could not use, or could not be reached. */
export class SisUnavailable extends Error {}
