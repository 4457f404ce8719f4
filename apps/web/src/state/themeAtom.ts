import { persisted } from './storage';

export type ThemeChoice = 'system' | 'light' | 'dark';

/** 'system' follows prefers-color-scheme (SPEC 1); index.html reads the same key before the first paint. */
export const themeAtom = persisted<ThemeChoice>('theme', 'system');
