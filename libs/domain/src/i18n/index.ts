import { selectPlurals } from './plural.js';

export { selectPlurals } from './plural.js';

/** A text the product shows in both interface languages (SPEC 1: Arabic default, English fallback). */
export interface Bilingual {
  ar: string;
  en: string;
}

export const LANGS = ['ar', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'ar';
export const FALLBACK_LANG: Lang = 'en';

export const dirOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

const NUMBER_LOCALES: Record<Lang, string> = { ar: 'ar-EG', en: 'en-GB' };
const numberFormats = new Map<Lang, Intl.NumberFormat>();

/** A number in the language's digits (SPEC 1: dates and numbers follow the language): ٣ in Arabic, 3 in English. */
export function formatNumber(n: number, lang: Lang): string {
  let f = numberFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(NUMBER_LOCALES[lang], { useGrouping: false });
    numberFormats.set(lang, f);
  }
  return f.format(n);
}

/**
 * Replaces {name} placeholders in both languages; numbers take each language's digits. A count
 * that names something takes its plural form: `{n, plural, one {…} other {# …}}` (./plural.ts).
 */
export function fill(text: Bilingual, params: Record<string, string | number> = {}): Bilingual {
  const put = (s: string, lang: Lang) =>
    selectPlurals(s, lang, params, (n) => formatNumber(n, lang)).replace(/\{(\w+)\}/g, (m, k: string) => {
      if (!(k in params)) return m;
      const v = params[k];
      return typeof v === 'number' ? formatNumber(v, lang) : v;
    });
  return { ar: put(text.ar, 'ar'), en: put(text.en, 'en') };
}

/** Server texts arrive as {ar, en} objects or as JSON strings of one (SPEC 3). */
export function pick(text: Bilingual | string | null | undefined, lang: Lang): string {
  if (text == null) return '';
  if (typeof text === 'string') {
    try {
      const parsed = JSON.parse(text) as Partial<Bilingual>;
      if (parsed && typeof parsed === 'object') return parsed[lang] ?? parsed[FALLBACK_LANG] ?? '';
    } catch {
      return text;
    }
    return text;
  }
  return text[lang] || text[FALLBACK_LANG];
}
