import type { Bilingual } from '@mizan/domain/i18n';
import { persisted } from './storage';

export interface SelectedCourse {
  courseId: number;
  /** Both languages, so the header shows the active one's before the course is read again. */
  courseName: Bilingual;
}

/** The course a section opens on (SPEC 2 'Section entry'). */
export const courseAtom = persisted<SelectedCourse | null>('course', null);
