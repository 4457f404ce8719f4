import { QueryClient } from '@tanstack/react-query';

/**
 * Server state of the signed-in shell (STYLE.md §6): one client per session, created by the layout
 * route, so it loads in that lazy chunk and its cache ends with the session.
 *
 * The fetch wrapper already toasts failures and sends 401/403/404 where SPEC 8 says, so a failed
 * call is not retried (a retry would toast again); data is refreshed when a screen opens, when a
 * mutation or a socket event invalidates it, not on window focus.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
