import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../api/auth.api';
import { clearSession } from '../state/store';
import { setLoggingOut } from './navigation';

/**
 * Ends the session on the server (best effort) and clears local state either way (SPEC 4).
 * It leaves the protected page first: clearing state there would make its guard send the user to
 * /login?redirect=<this page>, and leaving unmounts the shell, closing the socket before the
 * server's 'session:revoked' for this very logout arrives.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    setLoggingOut(true);
    try {
      await navigate('/login', { replace: true });
      await logout().catch(() => undefined);
      clearSession();
    } finally {
      setLoggingOut(false);
    }
  }, [navigate]);
}
