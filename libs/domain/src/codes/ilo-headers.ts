import type { Bilingual } from '../i18n/index.js';
import { byKey, type CodeOf, freezeTable } from './table.js';

/** The four fixed ILO headers of a course in fixed mode (SPEC 3, 9). */
export const ILO_HEADERS = freezeTable({
  '1.1.': { key: 'KNOWLEDGE', ar: 'المعرفة والفهم', en: 'Knowledge and understanding' },
  '1.2.': { key: 'INTELLECTUAL', ar: 'المهارات الذهنية', en: 'Intellectual skills' },
  '1.3.': { key: 'PROFESSIONAL', ar: 'المهارات المهنية والعملية', en: 'Professional and practical skills' },
  '1.4.': { key: 'GENERAL', ar: 'المهارات العامة والمنقولة', en: 'General and transferable skills' },
} as const satisfies Record<string, Bilingual & { key: string }>);
export type IloHeaderCode = CodeOf<typeof ILO_HEADERS>;
export const IloHeader = byKey(ILO_HEADERS);
