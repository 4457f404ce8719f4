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

/** Replaces {name} placeholders in both languages. */
export function fill(text: Bilingual, params: Record<string, string | number> = {}): Bilingual {
  const put = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
  return { ar: put(text.ar), en: put(text.en) };
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
