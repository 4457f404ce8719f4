import type { RouteObject } from 'react-router';
import { lazyRoute } from '../app/lazy-route';

/** SPEC 2 'Questions area' import screen, a second concern of 165.2.1. beside questions/. */
export const questionImportRoutes: RouteObject[] = [
  {
    id: 'question-import',
    path: ':courseId/import',
    lazy: lazyRoute(() => import('./question-import.route')),
  },
];
