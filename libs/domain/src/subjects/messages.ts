import type { Bilingual } from '../i18n/index.js';

/** Texts of the subjects area (165.1.2.): SPEC 4, 5 and 8. */
export const SUBJECT_MESSAGES = {
  subjectAdded: { ar: 'تمت إضافة الموضوع', en: 'The subject was added' },
  subjectSaved: { ar: 'تم حفظ الموضوع', en: 'The subject was saved' },
  subjectDeleted: { ar: 'تم حذف الموضوع', en: 'The subject was deleted' },
  courseEditDisabled: {
    ar: 'المقرر غير نشط، لا يمكن تفعيل الموضوع',
    en: 'Course is not active, so the subject cannot be activated',
  },
  iloNotInCourse: {
    ar: 'ناتج التعلم المختار لا ينتمي لهذا المقرر',
    en: 'A chosen ILO does not belong to this course',
  },
  iloWrongList: {
    ar: 'ناتج التعلم المختار في قائمة غير صحيحة',
    en: 'A chosen ILO is in the wrong list',
  },
  iloUnremovable: {
    ar: 'لا يمكن إلغاء اختيار ناتج تعلم مرتبط بأسئلة',
    en: 'An ILO linked to questions cannot be unticked',
  },
  cannotDeleteSubject: {
    ar: 'لا يمكن حذف الموضوع لارتباطه بأسئلة',
    en: 'Cannot delete the subject: it has questions',
  },
} as const satisfies Record<string, Bilingual>;

export type SubjectMessageKey = keyof typeof SUBJECT_MESSAGES;
