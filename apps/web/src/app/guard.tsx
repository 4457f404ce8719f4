import { APPS, type AppId, hasRight } from '@mizan/domain/access';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { activeAppAtom } from '../state/activeAppAtom';
import { authAtom } from '../state/authAtom';
import { loginPathFor, RESET_PATH, resetPathFor, safeRedirect } from './navigation';
import { entryRight } from './sections';

/**
 * SPEC 2: a pending forced reset sends every route except the reset page to it, keeping the target.
 * Coming from the login page, the target is the one the login page was given.
 */
export function ForcedResetGuard() {
  const auth = useAtomValue(authAtom);
  const { pathname, search } = useLocation();
  if (auth?.resetPassword && pathname !== RESET_PATH) {
    const target = pathname === '/login' ? safeRedirect(new URLSearchParams(search)) : pathname + search;
    return <Navigate to={resetPathFor(target)} replace />;
  }
  return <Outlet />;
}

/** Routes behind the login; the target comes back as ?redirect= (SPEC 2 /login). */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const auth = useAtomValue(authAtom);
  const { pathname, search } = useLocation();
  if (!auth) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return children;
}

/**
 * SPEC 2 'Route guard' for a protected section: the user must hold its app (and the right its
 * entry route needs), otherwise /notFound; then the app, its subsystem and the right are recorded.
 */
export function SectionGuard({ appId }: { appId: AppId }) {
  const auth = useAtomValue(authAtom);
  const setActive = useSetAtom(activeAppAtom);
  const childRight = entryRight(appId);
  const allowed = !!auth && hasRight(auth.apps, appId, childRight);

  useEffect(() => {
    // A route inside the section may already have recorded its own right (its effect runs first).
    if (allowed)
      setActive((prev) =>
        prev?.appId === appId ? prev : { appId, subsystem: APPS[appId].group, childRight },
      );
  }, [allowed, appId, childRight, setActive]);

  if (!allowed) return <Navigate to="/notFound" replace />;
  return <Outlet />;
}
