import type { Bilingual } from '../i18n/index.js';

/** Texts of the document model's checks, each { ar, en }. */
export const EDITOR_MESSAGES = {
  /** '{commands}' lists them as written, e.g. `\href \url`. */
  texNotAllowed: {
    ar: 'تستخدم المعادلة أوامر غير مسموح بها: {commands}',
    en: 'The formula uses commands that are not allowed: {commands}',
  },
} as const satisfies Record<string, Bilingual>;
