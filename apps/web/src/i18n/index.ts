import { DEFAULT_LANG, dirOf, FALLBACK_LANG, formatNumber, type Lang } from '@mizan/domain/i18n';
import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import arAuth from './locales/ar/auth.json';
import arCommon from './locales/ar/common.json';
import arCourseIlos from './locales/ar/course-ilos.json';
import arCourses from './locales/ar/courses.json';
import arEditor from './locales/ar/editor.json';
import arQuestionImport from './locales/ar/question-import.json';
import arQuestions from './locales/ar/questions.json';
import arReview from './locales/ar/review.json';
import arShell from './locales/ar/shell.json';
import arQuestionForm from './locales/ar/question-form.json';
import arSubjects from './locales/ar/subjects.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enCourseIlos from './locales/en/course-ilos.json';
import enCourses from './locales/en/courses.json';
import enEditor from './locales/en/editor.json';
import enQuestionImport from './locales/en/question-import.json';
import enQuestions from './locales/en/questions.json';
import enReview from './locales/en/review.json';
import enShell from './locales/en/shell.json';
import enQuestionForm from './locales/en/question-form.json';
import enSubjects from './locales/en/subjects.json';

/**
 * The texts the first page's script carries. The exam half's areas (exam generation, reserve exam,
 * reports) register theirs when their lazy chunk loads (registerTexts), so the first route does not
 * grow with every area; locales.spec.ts reads every file under locales/ either way.
 */
export const resources = {
  ar: {
    common: arCommon,
    auth: arAuth,
    shell: arShell,
    courses: arCourses,
    subjects: arSubjects,
    'course-ilos': arCourseIlos,
    'question-form': arQuestionForm,
    questions: arQuestions,
    'question-import': arQuestionImport,
    review: arReview,
    editor: arEditor,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    shell: enShell,
    courses: enCourses,
    subjects: enSubjects,
    'course-ilos': enCourseIlos,
    'question-form': enQuestionForm,
    questions: enQuestions,
    'question-import': enQuestionImport,
    review: enReview,
    editor: enEditor,
  },
} as const;

/**
 * Every number put into a message ({{count}} of a plural form too) is written in the message's
 * language's digits. A code of SPEC 3's tables ('1.1.', '165.2.2.') is kept as written and isolated
 * (U+2068 … U+2069), so its trailing dot stays with it inside an Arabic sentence; other strings
 * pass as they are.
 */
const CODE = /^\d+(?:\.\d+)*\.$/;

export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, lng) => {
    if (typeof value === 'number') return formatNumber(value, lng === 'en' ? 'en' : 'ar');
    return typeof value === 'string' && CODE.test(value) ? `\u2068${value}\u2069` : value;
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
