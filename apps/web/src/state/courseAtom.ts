import { persisted } from './storage';

export interface SelectedCourse {
  courseId: number;
  courseName: string;
}

/** The course a section opens on (SPEC 2 'Section entry'). */
export const courseAtom = persisted<SelectedCourse | null>('course', null);
