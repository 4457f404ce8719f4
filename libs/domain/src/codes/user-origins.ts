import type { Bilingual } from '../i18n/index.js';
import { byKey, type CodeOf, freezeTable } from './table.js';

/**
 * How a user came into the system (SPEC 3: 10.1. to 10.5., "including outside of the system").
 * SPEC names only the outside origin; we place it last and the other labels are our reading.
 * A user from outside cannot sync staff courses (SPEC 6).
 */
export const USER_ORIGINS = freezeTable({
  '10.1.': { key: 'SYSTEM', ar: 'مضاف داخل النظام', en: 'Added in the system' },
  '10.2.': {
    key: 'STAFF_SERVICE',
    ar: 'مستورد من خدمة أعضاء هيئة التدريس',
    en: 'Imported from the staff service',
  },
  '10.3.': { key: 'FILE_IMPORT', ar: 'مستورد من ملف', en: 'Imported from a file' },
  '10.4.': { key: 'PORTAL', ar: 'بوابة الجامعة', en: 'University portal' },
  '10.5.': { key: 'OUTSIDE_SYSTEM', ar: 'من خارج النظام', en: 'Outside of the system' },
} as const satisfies Record<string, Bilingual & { key: string }>);
export type UserOriginCode = CodeOf<typeof USER_ORIGINS>;
export const UserOrigin = byKey(USER_ORIGINS);
