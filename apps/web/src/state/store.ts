import type { SessionInfo } from '@mizan/domain/auth';
import { LIMITS } from '@mizan/domain/limits';
import type { ToastItem } from '@mizan/ui/Toasts';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { activeAppAtom } from './activeAppAtom';
import { authAtom } from './authAtom';
import { courseAtom } from './courseAtom';
import { filtersAtom } from './filtersAtom';
import { questionListIdsAtom } from './questionListIdsAtom';
import { reviewListIdsAtom } from './reviewListIdsAtom';
import { scopeAtom } from './scopeAtom';
import { toastsAtom } from './toastsAtom';

/**
 * The app uses jotai's default store, so code outside React (the fetch wrapper, the socket) reads
 * and writes the same atoms the components render.
 */
export const store = getDefaultStore();

/** Stores a session answer (login, session refresh, scope or stage change). */
export function applySession(session: SessionInfo): void {
  store.set(authAtom, session);
  store.set(scopeAtom, session.scope);
}

/** SPEC 4: logout clears auth, app, course and filter state (and what hangs off them). */
export function clearSession(): void {
  store.set(authAtom, RESET);
  store.set(activeAppAtom, RESET);
  store.set(scopeAtom, RESET);
  store.set(courseAtom, RESET);
  store.set(filtersAtom, RESET);
  store.set(questionListIdsAtom, RESET);
  store.set(reviewListIdsAtom, RESET);
}

let nextToastId = 1;

export function showToast(text: string, kind: ToastItem['kind'] = 'error'): void {
  const id = nextToastId++;
  store.set(toastsAtom, (list) => [...list, { id, text, kind }]);
  // SPEC 9 gives 5 s for list errors; every toast uses it so none lingers over the page.
  setTimeout(() => dismissToast(id), LIMITS.listErrorToastMs);
}

export function dismissToast(id: number): void {
  store.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}
