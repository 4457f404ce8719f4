import type { Bilingual } from '../i18n/index.js';

/** Texts of the document model's checks, each { ar, en }. */
export const EDITOR_MESSAGES = {
  /** '{commands}' lists them as written, e.g. `\href \url`. */
  texNotAllowed: {
    ar: 'تستخدم المعادلة أوامر غير مسموح بها: {commands}',
    en: 'The formula uses commands that are not allowed: {commands}',
  },
} as const satisfies Record<string, Bilingual>;

/** Words a printed question shows (in the question's language), for the model answer screen, PDF and DOCX. */
export const PRINT_TEXTS = {
  true: { ar: 'صح', en: 'True' },
  false: { ar: 'خطأ', en: 'False' },
  correct: { ar: 'الإجابة الصحيحة', en: 'Correct answer' },
  modelAnswer: { ar: 'الإجابة النموذجية', en: 'Model answer' },
  rubrics: { ar: 'معايير التصحيح', en: 'Marking rubric' },
  columnA: { ar: 'العمود (أ)', en: 'Column A' },
  columnB: { ar: 'العمود (ب)', en: 'Column B' },
  wordBank: { ar: 'اختر من الكلمات', en: 'Choose from' },
} as const satisfies Record<string, Bilingual>;
