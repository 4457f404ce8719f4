import type { Lang } from '@mizan/domain/i18n';

const LOCALES: Record<Lang, string> = { ar: 'ar-EG', en: 'en-GB' };
const formats = new Map<Lang, Intl.NumberFormat>();

/** A number in the active language's digits (SPEC 1: dates and numbers follow the language). */
export function formatNumber(n: number, lang: Lang): string {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], { useGrouping: false });
    formats.set(lang, f);
  }
  return f.format(n);
}
