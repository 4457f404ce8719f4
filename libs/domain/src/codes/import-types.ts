import type { Bilingual } from '../i18n/index.js';
import { byKey, type CodeOf, freezeTable } from './table.js';

/**
 * Question import types (SPEC 3), keyed '1'..'6' as they travel in query strings and form fields.
 * SPEC only says 5 and 6 are "two further Excel/JSON kinds"; the labels below are our reading.
 */
export const IMPORT_TYPES = freezeTable({
  '1': { key: 'MOODLE_XML', ar: 'مودل XML', en: 'Moodle XML' },
  '2': { key: 'QMANS_XML', ar: 'كيومانز XML', en: 'Qmans XML' },
  '3': { key: 'QMANS_DOC', ar: 'كيومانز وورد', en: 'Qmans Word' },
  '4': { key: 'QMANS_EXCEL', ar: 'كيومانز إكسل', en: 'Qmans Excel' },
  '5': { key: 'EXCEL', ar: 'إكسل', en: 'Excel' },
  '6': { key: 'JSON', ar: 'ملف JSON', en: 'JSON' },
} as const satisfies Record<string, Bilingual & { key: string }>);
export type ImportTypeCode = CodeOf<typeof IMPORT_TYPES>;
export const ImportType = byKey(IMPORT_TYPES);
