import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazyRoute } from '../app/lazy-route';

/**
 * SPEC 2 'Reports area': one route module per screen, all in the reports' lazy chunks, so the chart
 * library never loads with the first page.
 */
export const statusStatsRoutes: RouteObject[] = [
  { index: true, id: 'questions-status-stats', lazy: lazyRoute(() => import('./routes/status-stats.route')) },
  { path: '*', element: <Navigate to="/notFound" replace /> },
];

export const courseStatsRoutes: RouteObject[] = [
  {
    index: true,
    handle: { appId: '165.4.2.' },
    lazy: lazyRoute(() => import('../course-scope/section-entry.route')),
  },
  {
    id: 'course-questions-statistics-courses-list',
    path: 'courses-list',
    lazy: lazyRoute(() => import('./routes/course-stats-list.route')),
  },
  {
    id: 'course-questions-statistics',
    path: ':courseId',
    lazy: lazyRoute(() => import('./routes/course-stats.route')),
  },
  { path: '*', element: <Navigate to="/notFound" replace /> },
];

export const examsCreatorsRoutes: RouteObject[] = [
  { index: true, id: 'exams-creators', lazy: lazyRoute(() => import('./routes/exams-creators.route')) },
  {
    id: 'exams-creators-creator',
    path: ':courseId/:creatorId',
    lazy: lazyRoute(() => import('./routes/exams-creator.route')),
  },
  { path: '*', element: <Navigate to="/notFound" replace /> },
];

/** Under the exams' app (165.7.1.): an exam's item analysis is read with its results' right. */
export const itemAnalysisRoutes: RouteObject[] = [
  {
    id: 'exam-item-analysis',
    path: ':courseId/:examId/item-analysis',
    lazy: lazyRoute(() => import('./routes/item-analysis.route')),
  },
];
