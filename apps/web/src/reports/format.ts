import type { Lang } from '@mizan/domain/i18n';

const LOCALES: Record<Lang, string> = { ar: 'ar-EG', en: 'en-GB' };

/** A UTC calendar day ('2026-11-23', an ISO week's Monday) as "23 Nov 2026" in the language's digits. */
export const formatDay = (day: string, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
