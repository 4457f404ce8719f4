import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazyRoute } from '../app/lazy-route';

const entry = lazyRoute(() => import('../course-scope/section-entry.route'));
const notFound = { path: '*', element: <Navigate to="/notFound" replace /> };

/** SPEC 2 'Courses area': /courses/... with the route names of SPEC 2 and 6 as ids. */
export const courseRoutes: RouteObject[] = [
  { index: true, handle: { appId: '165.1.1.' }, lazy: entry },
  { id: 'course-list', path: 'list', lazy: lazyRoute(() => import('./routes/course-list.route')) },
  { id: 'course-add', path: 'add', lazy: lazyRoute(() => import('./routes/course-add.route')) },
  {
    id: 'course-instructors',
    path: 'instructors',
    lazy: lazyRoute(() => import('./routes/course-instructors.route')),
  },
  { id: 'course-view', path: ':courseId', lazy: lazyRoute(() => import('./routes/course-view.route')) },
  { id: 'course-edit', path: ':courseId/edit', lazy: lazyRoute(() => import('./routes/course-edit.route')) },
  notFound,
];
