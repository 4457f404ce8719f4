/**
 * Lets code outside React (the fetch wrapper, the socket, the session timer) navigate. The router
 * registers itself here, which keeps src/api free of an import cycle through the route modules.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => unknown;
let navigate: Navigate = (to) => window.location.assign(to);

export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

export function goTo(to: string, replace = false): void {
  navigate(to, { replace });
}

/** The page a user returns to after logging in again. */
export const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

/**
 * The login page that returns to `redirect`. Already on the login page (a logout whose
 * 'session:revoked' echo arrives there), it is just /login.
 */
export const loginPathFor = (redirect: string): string =>
  redirect === '/login' || redirect.startsWith('/login?')
    ? '/login'
    : `/login?redirect=${encodeURIComponent(redirect)}`;

export const RESET_PATH = '/resetPassword';
export const resetPathFor = (redirect: string): string =>
  `${RESET_PATH}?redirect=${encodeURIComponent(redirect)}`;

/**
 * The ?redirect= target, accepted only as a same-origin path (so a crafted link cannot send a user
 * elsewhere after login) and never the login page itself.
 */
export function safeRedirect(search: URLSearchParams, fallback = '/dashboard'): string {
  const target = search.get('redirect');
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login')
    ? target
    : fallback;
}

/**
 * True while this tab is logging out on purpose: the server's 'session:revoked' echo of that
 * logout may arrive before the page has left, and must not turn it into /login?redirect=<page>.
 */
let loggingOut = false;
export const isLoggingOut = (): boolean => loggingOut;
export function setLoggingOut(value: boolean): void {
  loggingOut = value;
}
