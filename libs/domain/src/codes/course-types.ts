import type { Bilingual } from '../i18n/index.js';
import { byKey, type CodeOf, freezeTable } from './table.js';

/** Course types (SPEC 3). */
export const COURSE_TYPES = freezeTable({
  '15.1.': { key: 'CREDIT_HOURS', ar: 'ساعات معتمدة', en: 'Credit hours' },
  '15.2.': { key: 'ACADEMIC_YEAR', ar: 'عام دراسي', en: 'Academic year' },
  '15.3.': { key: 'EXTERNAL', ar: 'خارجي', en: 'External' },
  '15.4.': { key: 'POSTGRADUATE_ACADEMIC', ar: 'دراسات عليا - عام دراسي', en: 'Postgraduate academic year' },
  '15.5.': { key: 'POSTGRADUATE_CREDIT', ar: 'دراسات عليا - ساعات معتمدة', en: 'Postgraduate credit hours' },
  '15.6.': { key: 'EXTERNAL_POSTGRADUATE', ar: 'دراسات عليا - خارجي', en: 'External postgraduate' },
} as const satisfies Record<string, Bilingual & { key: string }>);
export type CourseTypeCode = CodeOf<typeof COURSE_TYPES>;
export const CourseType = byKey(COURSE_TYPES);
