import type { Bilingual } from '../i18n/index.js';

/** Printed on bubble sheets (165.7.1., issue 15 part 4); placeholders are filled with fill(). */
export const SHEET_TEXTS = {
  title: { ar: 'ورقة الإجابة', en: 'Answer sheet' },
  exam: { ar: 'الامتحان: {title}', en: 'Exam: {title}' },
  name: { ar: 'الاسم: {name}', en: 'Name: {name}' },
  studentNumber: { ar: 'رقم الطالب: {number}', en: 'Student number: {number}' },
  nationalId: { ar: 'الرقم القومي: {id}', en: 'National id: {id}' },
  sector: { ar: 'اللجنة: {sector}', en: 'Sector: {sector}' },
  model: { ar: 'النموذج {code}', en: 'Model {code}' },
  page: { ar: 'صفحة {page} من {pages}', en: 'Page {page} of {pages}' },
  studentNumberGrid: { ar: 'رقم الطالب', en: 'Student number' },
  modelGrid: { ar: 'النموذج', en: 'Model' },
  instructions: {
    ar: 'ظلل دائرة واحدة لكل إجابة بقلم أسود أو أزرق، وامسح جيدًا عند التغيير. لا تكتب خارج الدوائر.',
    en: 'Fill one circle per answer with a black or blue pen; erase fully to change. Do not write outside the circles.',
  },
} as const satisfies Record<string, Bilingual>;
