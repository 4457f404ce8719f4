import { APPS, hasRight, ROUTE_RIGHTS, type RouteName } from '@mizan/domain/access';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { activeAppAtom } from '../state/activeAppAtom';
import { authAtom } from '../state/authAtom';

/**
 * SPEC 2 'Route guard' and SPEC 6 'Route rights' for one route of an area: the user must hold the
 * right the route needs (course-add needs add, ...), otherwise /notFound; the right is recorded.
 */
export function RequireRight({ route, children }: { route: RouteName; children: ReactNode }) {
  const auth = useAtomValue(authAtom);
  const setActive = useSetAtom(activeAppAtom);
  const [appId, right] = ROUTE_RIGHTS[route];
  const allowed = !!auth && hasRight(auth.apps, appId, right);
  useEffect(() => {
    if (allowed) setActive({ appId, subsystem: APPS[appId].group, childRight: right });
  }, [allowed, appId, right, setActive]);
  if (!allowed) return <Navigate to="/notFound" replace />;
  return children;
}
