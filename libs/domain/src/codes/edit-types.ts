import type { Bilingual } from '../i18n/index.js';
import { byKey, type CodeOf, freezeTable } from './table.js';

/** Question edit types (SPEC 3, SPEC 4: a minor change keeps the version, a major one upgrades it). */
export const EDIT_TYPES = freezeTable({
  '0': { key: 'MINOR', upgradesVersion: false, ar: 'تعديل بسيط', en: 'Minor change' },
  '1': { key: 'MAJOR', upgradesVersion: true, ar: 'تعديل جوهري', en: 'Major change' },
} as const satisfies Record<string, Bilingual & { key: string; upgradesVersion: boolean }>);
export type EditTypeCode = CodeOf<typeof EDIT_TYPES>;
export const EditType = byKey(EDIT_TYPES);
