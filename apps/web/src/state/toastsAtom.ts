import type { ToastItem } from '@mizan/ui';
import { atom } from 'jotai';

/** Toasts on screen; not persisted. */
export const toastsAtom = atom<ToastItem[]>([]);
