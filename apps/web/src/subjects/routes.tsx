import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazyRoute } from '../app/lazy-route';

const entry = lazyRoute(() => import('../course-scope/section-entry.route'));
const notFound = { path: '*', element: <Navigate to="/notFound" replace /> };

/** SPEC 2 'Subjects area': /subject/... */
export const subjectRoutes: RouteObject[] = [
  { index: true, handle: { appId: '165.1.2.' }, lazy: entry },
  {
    id: 'subject-courses-list',
    path: 'courses-list',
    lazy: lazyRoute(() => import('./routes/subject-courses-list.route')),
  },
  { id: 'subject-list', path: ':courseId', lazy: lazyRoute(() => import('./routes/subject-list.route')) },
  { id: 'subject-add', path: ':courseId/add', lazy: lazyRoute(() => import('./routes/subject-edit.route')) },
  {
    id: 'subject-edit',
    path: ':courseId/edit/:subjectId',
    lazy: lazyRoute(() => import('./routes/subject-edit.route')),
  },
  notFound,
];
