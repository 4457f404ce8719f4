import type { AppId } from '@mizan/domain/access';
import { useAtomValue } from 'jotai';
import { Navigate, useMatches } from 'react-router';
import { courseAtom } from '../state/courseAtom';
import { filtersAtom } from '../state/filtersAtom';
import { coursePath, isCourseApp, listPath } from './paths';

/**
 * SPEC 2 'Section entry': the selected course's page when a course is selected, otherwise the
 * courses list with the saved filters as query.
 */
export function Component() {
  const course = useAtomValue(courseAtom);
  const filters = useAtomValue(filtersAtom);
  const appId = useMatches()
    .map((m) => (m.handle as { appId?: AppId } | undefined)?.appId)
    .find(Boolean);
  if (!appId || !isCourseApp(appId)) return <Navigate to="/notFound" replace />;
  const to = course ? coursePath(appId, course.courseId) : listPath(appId, filters[appId]);
  return <Navigate to={to} replace />;
}
