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

export const loginPathFor = (redirect: string): string => `/login?redirect=${encodeURIComponent(redirect)}`;
