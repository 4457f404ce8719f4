import type { Bilingual } from '../i18n/index.js';

/** Texts of the course ILOs area (165.1.3.): SPEC 5 and 8. */
export const COURSE_ILO_MESSAGES = {
  ilosImported: { ar: 'تم استيراد نواتج التعلم', en: 'The ILOs were imported' },
  iloDeleted: { ar: 'تم حذف ناتج التعلم وما يتبعه', en: 'The ILO and its sub-ILOs were deleted' },
  ilosReset: { ar: 'تم حذف جميع نواتج التعلم للمقرر', en: 'All ILOs of the course were deleted' },
  ilosCount: {
    ar: 'عدد نواتج التعلم للمقرر من {min} إلى {max}',
    en: 'A course has {min} to {max} ILOs',
  },
  cannotDeleteRelatedTopics: {
    ar: 'لا يمكن الحذف لوجود موضوعات مرتبطة',
    en: 'Cannot delete due to related topics',
  },
  cannotResetRelatedSubjects: {
    ar: 'لا يمكن إعادة التعيين لوجود موضوعات مرتبطة',
    en: 'Cannot reset due to related subjects',
  },
  lastIloDelete: {
    ar: 'لا يمكن حذف آخر ناتج تعلم للمقرر، استخدم إعادة التعيين',
    en: 'The last ILO of a course cannot be deleted: use reset',
  },
  resetWarning: {
    ar: 'سيتم حذف ارتباط الأسئلة بنواتج التعلم وستصبح جميع أسئلة المقرر غير مكتملة بما فيها المعتمدة',
    en: 'Question links to ILOs will be deleted and every question of the course becomes incomplete, approved ones included',
  },
  deleteIloWarning: {
    ar: 'حذف ناتج التعلم يحذف نواتج التعلم الفرعية التابعة له',
    en: 'Deleting an ILO removes its sub-ILOs',
  },
  noIlos: {
    ar: 'لا توجد نواتج تعلم، برجاء استيرادها من صفحة المقررات',
    en: 'No ILOs exist, so import them from the courses page',
  },
  wrongIloMode: {
    ar: 'شكل نواتج التعلم لا يطابق نوع نواتج التعلم للمقرر',
    en: 'The ILOs do not match the ILO mode of the course',
  },
  duplicateIloCode: { ar: 'كود ناتج التعلم مكرر: {code}', en: 'Duplicate ILO code: {code}' },
  iloTooDeep: { ar: 'عمق شجرة نواتج التعلم أكبر من المسموح', en: 'The ILO tree is too deep' },
  courseHasNoIhId: {
    ar: 'المقرر ليس له رقم في نظام شئون الطلاب لاستيراد نواتج التعلم منه',
    en: 'The course has no external id to import ILOs from',
  },
  iloDescriptionRequired: {
    ar: 'برجاء إدخال وصف ناتج التعلم باللغة المختارة',
    en: 'Please add the ILO description in the chosen language',
  },
} as const satisfies Record<string, Bilingual>;

export type CourseIloMessageKey = keyof typeof COURSE_ILO_MESSAGES;
