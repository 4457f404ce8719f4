import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazyRoute } from '../app/lazy-route';

const entry = lazyRoute(() => import('../course-scope/section-entry.route'));
const questionEdit = lazyRoute(() => import('./routes/question-edit.route'));
const notFound = { path: '*', element: <Navigate to="/notFound" replace /> };

/** SPEC 2 'Questions area': /questions/... with the route names of SPEC 6 as ids. */
export const questionRoutes: RouteObject[] = [
  { index: true, handle: { appId: '165.2.1.' }, lazy: entry },
  {
    id: 'questions-courses-list',
    path: 'courses-list',
    lazy: lazyRoute(() => import('./routes/question-courses-list.route')),
  },
  {
    id: 'questions-list',
    path: ':courseId/questions-list',
    lazy: lazyRoute(() => import('./routes/question-list.route')),
  },
  {
    id: 'question-view',
    path: ':courseId/view/:questionType/:questionId',
    lazy: lazyRoute(() => import('./routes/question-view.route')),
  },
  // Add, copy and edit (one screen for every type; a case study has routes of its own).
  ...(
    [
      ['question-add', ':courseId/:questionType/add'],
      ['question-copy', ':courseId/:questionType/copy/:questionId'],
      ['question-edit', ':courseId/:questionType/edit/:questionId'],
      ['question-add-case-study', ':courseId/addCaseStudyQuestion'],
      ['question-copy-case-study', ':courseId/copyCaseStudyQuestion/:questionId'],
      ['question-edit-case-study', ':courseId/editCaseStudyQuestion/:questionId'],
    ] as const
  ).map(([id, path]) => ({ id, path, lazy: questionEdit })),
  notFound,
];
