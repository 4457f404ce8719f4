import { dirOf, FALLBACK_LANG, type Lang } from '@mizan/domain/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { numberFormatter } from '../i18n';
import ar from '../i18n/locales/ar/electronic-exams.json' with { type: 'json' };
import en from '../i18n/locales/en/electronic-exams.json' with { type: 'json' };

export const NS = 'electronic-exams';

/**
 * The student's page carries only its own namespace (not the staff app's texts), with the same
 * number formatter: digits and plural forms follow the language.
 */
export function initExamI18n(lang: Lang): void {
  void i18next
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      resources: { ar: { [NS]: ar }, en: { [NS]: en } },
      lng: lang,
      fallbackLng: FALLBACK_LANG,
      defaultNS: NS,
      ns: [NS],
      interpolation: { escapeValue: false, alwaysFormat: true },
      initAsync: false,
      react: { useSuspense: false },
    });
  applyLang(lang);
}

/** The interface language: the entry page's choice, then the exam's own. */
export function applyLang(lang: Lang): void {
  if (i18next.language !== lang) void i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}
