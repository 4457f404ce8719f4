import { DEFAULT_LANG, dirOf, FALLBACK_LANG, formatNumber, type Lang } from '@mizan/domain/i18n';
import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import arAuth from './locales/ar/auth.json' with { type: 'json' };
import arCommon from './locales/ar/common.json' with { type: 'json' };
import arShell from './locales/ar/shell.json' with { type: 'json' };
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enShell from './locales/en/shell.json' with { type: 'json' };

/**
 * The texts the first page's script carries: the sign-in page and the shell. Every area's namespace
 * is registered by the modules that use it when their lazy chunk loads (`texts/<ns>.ts` through
 * registerTexts), so the first route does not grow with every area; locales.spec.ts reads every file
 * under locales/ either way.
 */
export const resources = {
  ar: {
    common: arCommon,
    auth: arAuth,
    shell: arShell,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    shell: enShell,
  },
} as const;

/**
 * Every number put into a message ({{count}} of a plural form too) is written in the message's
 * language's digits. A code of SPEC 3's tables ('1.1.', '165.2.2.') is kept as written and isolated
 * (U+2068 … U+2069), so its trailing dot stays with it inside an Arabic sentence; other strings
 * pass as they are.
 */
const CODE = /^\d+(?:\.\d+)*\.$/;

/** Text set apart inside a sentence (U+2068 … U+2069): a code or a name keeps its own direction. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, lng) => {
    if (typeof value === 'number') return formatNumber(value, lng === 'en' ? 'en' : 'ar');
    return typeof value === 'string' && CODE.test(value) ? isolate(value) : value;
  },
};

export function initI18n(lang: Lang = DEFAULT_LANG) {
  // Resources are bundled, so init is synchronous and the first render is already translated.
  void i18next
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      resources,
      lng: lang,
      fallbackLng: FALLBACK_LANG,
      defaultNS: 'common',
      ns: Object.keys(resources.en),
      interpolation: { escapeValue: false, alwaysFormat: true },
      initAsync: false,
      react: { useSuspense: false },
    });
  applyDocumentLanguage(lang);
  return i18next;
}

/** Switches language without a reload: i18next, then <html lang dir> (STYLE 6 'RTL'). */
export function changeLanguage(lang: Lang): void {
  void i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

function applyDocumentLanguage(lang: Lang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

/** Adds a lazily loaded area's texts (its route modules import the area's i18n.ts first). */
export function registerTexts(ns: string, texts: { ar: object; en: object }): void {
  if (i18next.hasResourceBundle('ar', ns)) return;
  i18next.addResourceBundle('ar', ns, texts.ar);
  i18next.addResourceBundle('en', ns, texts.en);
}
