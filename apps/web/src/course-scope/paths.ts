import type { AppId } from '@mizan/domain/access';

/** The areas that open on a course list, and where their screens live (SPEC 2). */
export type CourseAppId =
  | '165.1.1.'
  | '165.1.2.'
  | '165.1.3.'
  | '165.2.1.'
  | '165.2.2.'
  | '165.4.2.'
  | '165.4.3.'
  | '165.7.1.'
  | '165.7.2.';

const LIST: Record<CourseAppId, string> = {
  '165.1.1.': '/courses/list',
  '165.1.2.': '/subject/courses-list',
  '165.1.3.': '/course-ilos/courses-list',
  '165.2.1.': '/questions/courses-list',
  '165.2.2.': '/review-questions/courses-list',
  '165.4.2.': '/reports/course-questions-statistics/courses-list',
  // Exams creators is one route (SPEC 2): its course list until a course is chosen.
  '165.4.3.': '/reports/exams-creators',
  '165.7.1.': '/exam-generation/courses-list',
  '165.7.2.': '/reserve-exam/courses-list',
};

/** The courses list of an area, carrying its saved filters as query (SPEC 2 'Section entry'). */
export function listPath(appId: CourseAppId, filters?: Record<string, string>): string {
  const q = new URLSearchParams(filters ?? {}).toString();
  return q ? `${LIST[appId]}?${q}` : LIST[appId];
}

/** Where a selected course opens in each area. */
export function coursePath(appId: CourseAppId, courseId: number): string {
  if (appId === '165.1.2.') return `/subject/${courseId}`;
  if (appId === '165.1.3.') return `/course-ilos/${courseId}/course-ilos`;
  if (appId === '165.2.1.') return `/questions/${courseId}/questions-list`;
  if (appId === '165.2.2.') return `/review-questions/${courseId}/questions-list`;
  if (appId === '165.4.2.') return `/reports/course-questions-statistics/${courseId}`;
  if (appId === '165.4.3.') return `/reports/exams-creators?courseId=${courseId}`;
  if (appId === '165.7.1.') return `/exam-generation/${courseId}/exams-list`;
  if (appId === '165.7.2.') return `/reserve-exam/${courseId}/reserve-exam-list`;
  return `/courses/${courseId}`;
}

export const isCourseApp = (appId: AppId): appId is CourseAppId =>
  appId === '165.1.1.' ||
  appId === '165.1.2.' ||
  appId === '165.1.3.' ||
  appId === '165.2.1.' ||
  appId === '165.2.2.' ||
  appId === '165.4.2.' ||
  appId === '165.4.3.' ||
  appId === '165.7.1.' ||
  appId === '165.7.2.';

/** A route's :courseId, or null when it is not a positive whole number. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}
