import type { Bilingual } from '../i18n/index.js';
import { byKey, type CodeOf, freezeTable } from './table.js';

/** Question types (SPEC 3). */
export const QUESTION_TYPES = freezeTable({
  '3.1.': { key: 'ESSAY', ar: 'مقالي', en: 'Essay' },
  '3.2.': { key: 'MCQ', ar: 'اختيار من متعدد', en: 'Multiple choice' },
  '3.3.': { key: 'MMCQ', ar: 'اختيار من متعدد (أكثر من إجابة)', en: 'Multiple answers' },
  '3.4.': { key: 'TRUE_FALSE', ar: 'صواب وخطأ', en: 'True / false' },
  '3.5.': { key: 'CASE_STUDY', ar: 'دراسة حالة', en: 'Case study' },
  '3.6.': { key: 'MATCHING', ar: 'توصيل', en: 'Matching' },
  '3.7.': { key: 'FILL_BLANKS', ar: 'أكمل الفراغات', en: 'Fill in the blanks' },
} as const satisfies Record<string, Bilingual & { key: string }>);
export type QuestionTypeCode = CodeOf<typeof QUESTION_TYPES>;
export const QuestionType = byKey(QUESTION_TYPES);
