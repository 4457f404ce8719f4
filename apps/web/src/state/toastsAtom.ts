import type { ToastItem } from '@mizan/ui/Toasts';
import { atom } from 'jotai';

/** Toasts on screen; not persisted. */
export const toastsAtom = atom<ToastItem[]>([]);
