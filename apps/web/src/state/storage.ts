import { atomWithStorage } from 'jotai/utils';

/**
 * A localStorage-backed atom (SPEC 9: these values survive a reload). `getOnInit` reads the stored
 * value on first use so the route guard sees a saved session on the very first render.
 */
export const persisted = <T>(key: string, initial: T) =>
  atomWithStorage<T>(`mizan.${key}`, initial, undefined, { getOnInit: true });
