import type { Lang } from '@mizan/domain/i18n';

/** Egyptian Arabic locale for Arabic month names and digits; British English for "22 November 2026". */
export const DATE_LOCALES: Record<Lang, string> = { ar: 'ar-EG', en: 'en-GB' };

/** SPEC 9 default date format: day, month name, year, hour:minute AM/PM, in the active language. */
export function formatDateTime(value: string | Date, lang: Lang): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(typeof value === 'string' ? new Date(value) : value);
}
