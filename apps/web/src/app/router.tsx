import { APP_IDS, APPS, type AppId } from '@mizan/domain/access';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { courseIloRoutes } from '../course-ilos/routes';
import { courseRoutes } from '../courses/routes';
import { examGenerationRoutes } from '../exam-generation/routes';
import { examPaperRoutes } from '../exam-papers/routes';
import { questionImportRoutes } from '../question-import/routes';
import { questionRoutes } from '../questions/routes';
import {
  courseStatsRoutes,
  examsCreatorsRoutes,
  itemAnalysisRoutes,
  statusStatsRoutes,
} from '../reports/routes';
import { reserveExamRoutes } from '../reserve-exam/routes';
import { reviewRoutes } from '../review/routes';
import { subjectRoutes } from '../subjects/routes';
import { ForcedResetGuard, SectionGuard } from './guard';
import { lazyRoute } from './lazy-route';
import { registerNavigate } from './navigation';
import { RouteError } from './RouteError';

/** Each app's own lazy route modules (SPEC 2). */
const AREA_ROUTES: Record<AppId, RouteObject[]> = {
  '165.1.1.': courseRoutes,
  '165.1.2.': subjectRoutes,
  '165.1.3.': courseIloRoutes,
  '165.2.1.': [...questionRoutes, ...questionImportRoutes],
  '165.2.2.': reviewRoutes,
  '165.4.1.': statusStatsRoutes,
  '165.4.2.': courseStatsRoutes,
  '165.4.3.': examsCreatorsRoutes,
  '165.7.1.': [...examPaperRoutes, ...examGenerationRoutes, ...itemAnalysisRoutes],
  '165.7.2.': reserveExamRoutes,
};

/** One protected section per app of SPEC 2, guarded by the app's right, with the area's routes. */
const sections: RouteObject[] = APP_IDS.map((appId) => ({
  path: APPS[appId].path,
  element: <SectionGuard appId={appId} />,
  children: AREA_ROUTES[appId],
}));

export const router = createBrowserRouter([
  {
    path: '/',
    element: <ForcedResetGuard />,
    errorElement: <RouteError />,
    // Shown while the first route's chunk loads; index.html already painted the page colours.
    hydrateFallbackElement: <span />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'login', lazy: lazyRoute(() => import('../auth/login.route')) },
      { path: 'resetPassword', lazy: lazyRoute(() => import('../auth/reset-password.route')) },
      { path: 'myMansLogin/:token', lazy: lazyRoute(() => import('../auth/portal-login.route')) },
      { path: 'notFound', lazy: lazyRoute(() => import('./not-found.route')) },
      {
        // The shell (header, scope bar, session timer, socket) loads with the first protected page.
        lazy: lazyRoute(() => import('./layout/layout.route')),
        children: [
          { path: 'dashboard', lazy: lazyRoute(() => import('../dashboard/dashboard.route')) },
          { path: 'profile/:username', lazy: lazyRoute(() => import('../profile/profile.route')) },
          { path: 'profileEdit/:username', lazy: lazyRoute(() => import('../profile/profile-edit.route')) },
          {
            path: 'staff/updateCourses',
            lazy: lazyRoute(() => import('../courses/routes/staff-update-courses.route')),
          },
          ...sections,
        ],
      },
      { path: '*', element: <Navigate to="/notFound" replace /> },
    ],
  },
]);

registerNavigate((to, opts) => router.navigate(to, opts));
