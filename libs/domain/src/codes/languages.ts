import type { Bilingual, Lang } from '../i18n/index.js';
import { type CodeOf, freezeTable } from './table.js';

/** Question languages (SPEC 3), each tied to its interface language. */
export const LANGUAGES = freezeTable({
  '4.1.': { lang: 'ar', ar: 'العربية', en: 'Arabic' },
  '4.2.': { lang: 'en', ar: 'الإنجليزية', en: 'English' },
} as const satisfies Record<string, Bilingual & { lang: Lang }>);
export type LanguageCode = CodeOf<typeof LANGUAGES>;
