import type { Bilingual } from '../i18n/index.js';
import { byKey, type CodeOf, freezeTable } from './table.js';

/** Whether an exam model matches the exam's specification (SPEC 3). */
export const MODEL_MATCH = freezeTable({
  '22.1.': { key: 'PERFECT', ar: 'مطابق تمامًا', en: 'Perfect match' },
  '22.2.': { key: 'NOT_MATCHING', ar: 'غير مطابق', en: 'Not matching' },
} as const satisfies Record<string, Bilingual & { key: string }>);
export type ModelMatchCode = CodeOf<typeof MODEL_MATCH>;
export const ModelMatch = byKey(MODEL_MATCH);
