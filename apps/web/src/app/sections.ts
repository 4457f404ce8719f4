import { type AppId, ROUTE_RIGHTS, type RouteName } from '@mizan/domain/access';

/**
 * The route a section opens on (SPEC 2 'Section entry' lands on its courses list or the report),
 * whose right the guard records as the child right until the area issues add deeper routes.
 */
export const SECTION_ENTRY = {
  '165.1.1.': 'course-list',
  '165.1.2.': 'subject-courses-list',
  '165.1.3.': 'course-ilos-course-list',
  '165.2.1.': 'questions-courses-list',
  '165.2.2.': 'review-questions-courses-list',
  '165.4.1.': 'questions-status-stats',
  '165.4.2.': 'course-questions-statistics',
  '165.4.3.': 'exams-creators',
  '165.7.1.': 'exam-generation-courses-list',
  '165.7.2.': 'reserve-exam-courses-list',
} as const satisfies Record<AppId, RouteName>;

export const entryRight = (appId: AppId) => ROUTE_RIGHTS[SECTION_ENTRY[appId]][1];
