import { APPS, hasRight, ROUTE_RIGHTS, type RouteName } from '@mizan/domain/access';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { activeAppAtom } from '../../state/activeAppAtom';
import { authAtom } from '../../state/authAtom';

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
    if (!allowed) return;
    // After the section guard's own effect (a parent's effects run after its children's), which
    // records the section's entry right on first entry.
    const timer = setTimeout(() => setActive({ appId, subsystem: APPS[appId].group, childRight: right }));
    return () => clearTimeout(timer);
  }, [allowed, appId, right, setActive]);
  if (!allowed) return <Navigate to="/notFound" replace />;
  return children;
}
