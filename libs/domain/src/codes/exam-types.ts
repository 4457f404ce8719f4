import type { Bilingual } from '../i18n/index.js';
import { byKey, type CodeOf, freezeTable } from './table.js';

/** Exam types (SPEC 3); the spec starts at 20.2. */
export const EXAM_TYPES = freezeTable({
  '20.2.': { key: 'ELECTRONIC_CORRECTION', ar: 'تصحيح إلكتروني', en: 'Electronic correction' },
  '20.3.': { key: 'ELECTRONIC_EXAM', ar: 'امتحان إلكتروني', en: 'Electronic exam' },
  '20.4.': { key: 'PUBLISH_FOR_ALL', ar: 'نشر للجميع', en: 'Publish for all' },
  '20.5.': { key: 'NO_MODEL', ar: 'بدون نموذج', en: 'No model' },
  '20.6.': { key: 'UNCOMPLETED_MODELS', ar: 'نماذج غير مكتملة', en: 'Uncompleted models' },
} as const satisfies Record<string, Bilingual & { key: string }>);
export type ExamTypeCode = CodeOf<typeof EXAM_TYPES>;
export const ExamType = byKey(EXAM_TYPES);
