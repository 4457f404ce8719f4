import type { AppId } from '@mizan/domain/access';
import { persisted } from './storage';

/** Saved list filters per app, carried as query when a section is entered (SPEC 2 'Section entry'). */
export const filtersAtom = persisted<Partial<Record<AppId, Record<string, string>>>>('filters', {});
