import type { Bilingual } from '../i18n/index.js';
import { byKey, type CodeOf, freezeTable } from './table.js';

/** Study stages (SPEC 3); '*' means all stages. */
export const STAGES = freezeTable({
  '33.1.': { key: 'UNDERGRADUATE', ar: 'المرحلة الجامعية', en: 'Undergraduate' },
  '33.2.': { key: 'POSTGRADUATE', ar: 'الدراسات العليا', en: 'Postgraduate' },
  '*': { key: 'ALL', ar: 'الكل', en: 'All' },
} as const satisfies Record<string, Bilingual & { key: string }>);
export type StageCode = CodeOf<typeof STAGES>;
export const Stage = byKey(STAGES);
