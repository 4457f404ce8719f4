import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazyRoute } from '../app/lazy-route';

/**
 * SPEC 2 'Reserve exam area': /reserve-exam/... with the route names of SPEC 6 as ids, plus the
 * area's own board (halls x days of a week, live) and centres administration (add/edit on 165.7.2.).
 */
export const reserveExamRoutes: RouteObject[] = [
  {
    index: true,
    handle: { appId: '165.7.2.' },
    lazy: lazyRoute(() => import('../course-scope/section-entry.route')),
  },
  {
    id: 'reserve-exam-courses-list',
    path: 'courses-list',
    lazy: lazyRoute(() => import('./routes/reserve-courses-list.route')),
  },
  {
    id: 'reserve-exam-list',
    path: ':courseId/reserve-exam-list',
    lazy: lazyRoute(() => import('./routes/reserve-list.route')),
  },
  {
    id: 'reserve-exam-add',
    path: ':courseId/add',
    lazy: lazyRoute(() => import('./routes/reserve-add.route')),
  },
  {
    id: 'reserve-exam-view',
    path: ':courseId/view/:reserveExamId',
    lazy: lazyRoute(() => import('./routes/reserve-view.route')),
  },
  { id: 'reserve-exam-board', path: 'board', lazy: lazyRoute(() => import('./routes/board.route')) },
  { id: 'reserve-exam-centres', path: 'centres', lazy: lazyRoute(() => import('./routes/centres.route')) },
  { path: '*', element: <Navigate to="/notFound" replace /> },
];
