import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../api/auth.api';
import { clearSession } from '../state/store';

/**
 * Ends the session on the server (best effort) and clears local state either way (SPEC 4).
 * State is cleared after leaving the protected page; clearing first would make its guard send the
 * user to /login?redirect=<this page>, which a deliberate logout should not do.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    await navigate('/login', { replace: true });
    clearSession();
  }, [navigate]);
}
