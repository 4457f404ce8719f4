import { type SessionInfo, TOKEN_HEADER } from '@mizan/domain/session';
import { pick } from '@mizan/domain/i18n';
import { RESET } from 'jotai/utils';
import { currentPath, goTo, isLoggingOut, loginPathFor } from '../app/navigation';
import { authAtom } from '../state/authAtom';
import { courseAtom } from '../state/courseAtom';
import { languageAtom } from '../state/languageAtom';
import { applySession, clearSession, showToast, store } from '../state/store';
import { ApiError, parseErrorBody } from './errors';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when FormData. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * Statuses the caller handles itself (for example a list that shows its own empty state on 404,
   * or the login form showing 401 and 429 inline): the wrapper then only throws. 'all' opts out fully.
   */
  handled?: number[] | 'all';
}

/** The one place requests are authorised and their errors turned into SPEC 8 behaviour (STYLE 4). */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await send(path, opts);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? res.json() : res.text()) as Promise<T>;
}

/** For binary answers (the profile image). */
export async function apiBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  return (await send(path, opts)).blob();
}

export const authHeader = (): Record<string, string> => {
  const token = store.get(authAtom)?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
};

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  const isForm = opts.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeader() };
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  takeFreshToken(res.headers.get(TOKEN_HEADER));
  if (!res.ok) {
    const retry = Number(res.headers.get('Retry-After'));
    await fail(
      res.status,
      await res.text(),
      opts.handled,
      Number.isFinite(retry) && retry > 0 ? retry : null,
    );
  }
  return res;
}

/**
 * SPEC 4: every answer carries a fresh token that replaces the stored one, and the session now
 * lasts sessionDuration from this moment. Also used by the XHR upload.
 */
export function takeFreshToken(token: string | null): void {
  const auth = store.get(authAtom);
  if (!token || !auth) return;
  const sessionExpiry = new Date(Date.now() + auth.sessionDuration * 1000).toISOString();
  store.set(authAtom, { ...auth, token, sessionExpiry });
}

/** SPEC 8 error catalogue; always throws so the caller stops. */
export async function fail(
  status: number,
  bodyText: string,
  handled: RequestOptions['handled'],
  retryAfter: number | null = null,
): Promise<never> {
  const error = new ApiError(status, parseErrorBody(bodyText), retryAfter);
  const callerHandles = handled === 'all' || handled?.includes(status);
  if (!callerHandles) {
    if (status === 401) {
      clearSession();
      if (window.location.pathname !== '/login' && !isLoggingOut()) goTo(loginPathFor(currentPath()), true);
    } else if (status === 403 || status === 404) {
      await resetSelection();
      goTo('/notFound', true);
    } else {
      // A 422 names what is wrong in its fields; the first one says more than "some fields are not valid".
      const [firstField] = Object.values(error.fields);
      showToast(pick(firstField ?? error.text, store.get(languageAtom)));
    }
  }
  throw error;
}

/**
 * SPEC 8: a 403 or 404 resets the scope and course selection. The scope goes back to the user's own
 * scope (the first item of the session's scope path), which is always within their rights.
 */
async function resetSelection(): Promise<void> {
  store.set(courseAtom, RESET);
  const scope = store.get(authAtom)?.scope;
  const ownScopeId = scope?.path[0]?.id;
  if (!scope || ownScopeId === undefined || ownScopeId === scope.selectedScopeId) return;
  try {
    applySession(
      await api<SessionInfo>('/api/auth/scope', {
        method: 'PUT',
        body: { scopeId: ownScopeId },
        handled: 'all',
      }),
    );
  } catch {
    // The user still lands on /notFound; the scope bar shows whatever the server kept.
  }
}
