import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazyRoute } from '../app/lazy-route';

const entry = lazyRoute(() => import('../course-scope/section-entry.route'));

/** SPEC 2 'Review questions area': /review-questions/... with the route names of SPEC 6 as ids. */
export const reviewRoutes: RouteObject[] = [
  { index: true, handle: { appId: '165.2.2.' }, lazy: entry },
  {
    id: 'review-questions-courses-list',
    path: 'courses-list',
    lazy: lazyRoute(() => import('./routes/review-courses-list.route')),
  },
  {
    id: 'review-questions-list',
    path: ':courseId/questions-list',
    lazy: lazyRoute(() => import('./routes/review-list.route')),
  },
  {
    id: 'review-question',
    path: ':courseId/review/:questionType/:questionId',
    lazy: lazyRoute(() => import('./routes/review-question.route')),
  },
  { path: '*', element: <Navigate to="/notFound" replace /> },
];
