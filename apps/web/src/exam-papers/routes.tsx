import type { RouteObject } from 'react-router';
import { lazyRoute } from '../app/lazy-route';

/** 165.7.1. paper delivery and results beside exam generation: print, scans, review queue, marking, results. */
export const examPaperRoutes: RouteObject[] = [
  {
    id: 'exam-print',
    path: ':courseId/:examId/print',
    lazy: lazyRoute(() => import('./routes/exam-print.route')),
  },
  {
    id: 'exam-scans',
    path: ':courseId/:examId/scans',
    lazy: lazyRoute(() => import('./routes/exam-scans.route')),
  },
  {
    id: 'exam-review-queue',
    path: ':courseId/:examId/review-queue',
    lazy: lazyRoute(() => import('./routes/exam-review-queue.route')),
  },
  {
    id: 'exam-marking',
    path: ':courseId/:examId/marking',
    lazy: lazyRoute(() => import('./routes/exam-marking.route')),
  },
  {
    id: 'exam-results',
    path: ':courseId/:examId/results',
    lazy: lazyRoute(() => import('./routes/exam-results.route')),
  },
];
