/**
 * The ?redirect= target, accepted only as a same-origin path so a crafted link cannot send a user
 * elsewhere after login.
 */
export function safeRedirect(search: URLSearchParams, fallback = '/dashboard'): string {
  const target = search.get('redirect');
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login')
    ? target
    : fallback;
}
