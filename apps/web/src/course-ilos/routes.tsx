import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazyRoute } from '../app/lazy-route';

const entry = lazyRoute(() => import('../course-scope/section-entry.route'));
const notFound = { path: '*', element: <Navigate to="/notFound" replace /> };

/** SPEC 2 'Course ILOs area': /course-ilos/... */
export const courseIloRoutes: RouteObject[] = [
  { index: true, handle: { appId: '165.1.3.' }, lazy: entry },
  {
    id: 'course-ilos-course-list',
    path: 'courses-list',
    lazy: lazyRoute(() => import('./routes/course-ilos-course-list.route')),
  },
  {
    id: 'course-ilos-view',
    path: ':courseId/course-ilos',
    lazy: lazyRoute(() => import('./routes/course-ilos-view.route')),
  },
  notFound,
];
