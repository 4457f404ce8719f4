import type { AppId } from './apps.js';
import { Right, type RightCode } from './rights.js';

/**
 * The child right each web route needs (SPEC 6 'Route rights'), keyed by route name.
 * The web guard records it; the API declares the same pair on the endpoints behind the route.
 */
export const ROUTE_RIGHTS = {
  'course-list': ['165.1.1.', Right.view],
  'course-view': ['165.1.1.', Right.view],
  'course-add': ['165.1.1.', Right.add],
  'course-edit': ['165.1.1.', Right.edit],
  'course-instructors': ['165.1.1.', Right.importInstructors],
  'subject-courses-list': ['165.1.2.', Right.view],
  'subject-list': ['165.1.2.', Right.view],
  'subject-add': ['165.1.2.', Right.add],
  'subject-edit': ['165.1.2.', Right.edit],
  'course-ilos-course-list': ['165.1.3.', Right.view],
  'course-ilos-view': ['165.1.3.', Right.view],
  'questions-courses-list': ['165.2.1.', Right.view],
  'questions-list': ['165.2.1.', Right.view],
  'question-view': ['165.2.1.', Right.view],
  'question-add': ['165.2.1.', Right.add],
  'question-copy': ['165.2.1.', Right.add],
  'question-edit': ['165.2.1.', Right.add],
  'question-import': ['165.2.1.', Right.add],
  'review-questions-courses-list': ['165.2.2.', Right.view],
  'review-questions-list': ['165.2.2.', Right.view],
  'review-question': ['165.2.2.', Right.view],
  'questions-status-stats': ['165.4.1.', Right.view],
  'course-questions-statistics': ['165.4.2.', Right.view],
  'exams-creators': ['165.4.3.', Right.view],
  'exam-generation-courses-list': ['165.7.1.', Right.view],
  'exams-list': ['165.7.1.', Right.view],
  'add-generated-exam': ['165.7.1.', Right.add],
  'exam-details': ['165.7.1.', Right.view],
  'model-add': ['165.7.1.', Right.edit],
  'model-edit': ['165.7.1.', Right.edit],
  'model-copy': ['165.7.1.', Right.edit],
  'show-model': ['165.7.1.', Right.view],
  'model-details': ['165.7.1.', Right.view],
  'question-details': ['165.7.1.', Right.view],
  // Electronic exams' proctor screen (issue 16): watching reads with view, its actions need edit.
  'exam-proctor': ['165.7.1.', Right.view],
  // Paper exams after the exam (issue 15): the screens read with view, uploads and decisions need edit.
  'exam-print': ['165.7.1.', Right.view],
  'exam-scans': ['165.7.1.', Right.view],
  'exam-review-queue': ['165.7.1.', Right.view],
  'exam-marking': ['165.7.1.', Right.view],
  'exam-results': ['165.7.1.', Right.view],
  'exam-item-analysis': ['165.7.1.', Right.view],
  'reserve-exam-courses-list': ['165.7.2.', Right.view],
  // SPEC 6: 'reserve-exam routes need view'; the API asks add/edit of the writes behind them.
  'reserve-exam-list': ['165.7.2.', Right.view],
  'reserve-exam-add': ['165.7.2.', Right.view],
  'reserve-exam-view': ['165.7.2.', Right.view],
  'reserve-exam-board': ['165.7.2.', Right.view],
  'reserve-exam-centres': ['165.7.2.', Right.view],
} as const satisfies Record<string, readonly [AppId, RightCode]>;
export type RouteName = keyof typeof ROUTE_RIGHTS;
