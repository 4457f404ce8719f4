import type { Bilingual } from '../i18n/index.js';

/** Texts of the courses area (165.1.1.): SPEC 4, 5, 6 and 8. Placeholders are filled with fill(). */
export const COURSE_MESSAGES = {
  courseSaved: { ar: 'تم حفظ المقرر', en: 'The course was saved' },
  courseAdded: { ar: 'تمت إضافة المقرر', en: 'The course was added' },
  courseDeleted: { ar: 'تم حذف المقرر', en: 'The course was deleted' },
  courseActivated: { ar: 'تم تفعيل المقرر', en: 'The course was activated' },
  courseActivatedWithSubjects: {
    ar: 'تم تفعيل المقرر و{count} من موضوعاته',
    en: 'The course and {count} of its subjects were activated',
  },
  courseDeactivated: {
    ar: 'تم إلغاء تفعيل المقرر وجميع موضوعاته',
    en: 'The course and all its subjects were deactivated',
  },
  cannotDeleteCourse: {
    ar: 'لا يمكن حذف المقرر لاحتوائه على موضوعات أو نواتج تعلم أو أسئلة أو امتحانات',
    en: 'Cannot delete the course: it contains subjects, ILOs, questions or exams',
  },
  courseNotActive: { ar: 'المقرر غير نشط', en: 'Course is not active' },
  selectOneSubject: {
    ar: 'برجاء اختيار موضوع واحد على الأقل لتفعيله',
    en: 'Please tick at least one subject to activate',
  },
  subjectNotInCourse: {
    ar: 'الموضوع المختار لا ينتمي لهذا المقرر',
    en: 'A chosen subject does not belong to this course',
  },
  noSubjects: { ar: 'لا توجد موضوعات', en: 'No subjects could be found' },
  ihIdTaken: {
    ar: 'رقم المقرر في النظام الخارجي مستخدم لمقرر آخر في هذا النطاق',
    en: 'This external id is already used by another course in this scope',
  },
  studyPlanOutsideScope: {
    ar: 'الخطة الدراسية المختارة غير متاحة لهذا النطاق',
    en: 'The chosen study plan is not available for this scope',
  },
  iloModeLocked: {
    ar: 'لا يمكن تغيير نوع نواتج التعلم لمقرر له نواتج تعلم',
    en: 'The ILO mode cannot be changed while the course has ILOs',
  },
  noExams: { ar: 'لا توجد امتحانات', en: 'There are no exams' },
  // Imports (SPEC 5, 6)
  fileRequired: { ar: 'برجاء اختيار ملف', en: 'Please choose a file' },
  excelType: {
    ar: 'نوع الملف غير مسموح به (xlsx أو xls)',
    en: 'Invalid file type (xlsx or xls)',
  },
  excelSize: { ar: 'يجب أن يكون حجم الملف أقل من {max} ميجابايت', en: 'The file must be under {max} MB' },
  excelUnreadable: { ar: 'تعذرت قراءة الملف', en: 'The file could not be read' },
  excelEmpty: { ar: 'الملف لا يحتوي على بيانات', en: 'The file contains no data' },
  excelDryRun: {
    ar: 'مراجعة الملف: سيتم استيراد {imported, plural, zero {# مقرر} one {مقرر واحد} two {مقررين} few {# مقررات} many {# مقررًا} other {# مقرر}} وتخطي {skipped, plural, zero {# مقرر} one {مقرر واحد} two {مقررين} few {# مقررات} many {# مقررًا} other {# مقرر}}',
    en: 'File check: {imported, plural, one {# course} other {# courses}} will be imported and {skipped} skipped',
  },
  excelImported: {
    ar: 'تم استيراد {imported, plural, zero {# مقرر} one {مقرر واحد} two {مقررين} few {# مقررات} many {# مقررًا} other {# مقرر}} وتخطي {skipped, plural, zero {# مقرر} one {مقرر واحد} two {مقررين} few {# مقررات} many {# مقررًا} other {# مقرر}}',
    en: '{imported, plural, one {# course} other {# courses}} imported, {skipped} skipped',
  },
  rowExtraData: { ar: 'بيانات زائدة بعد العمود F', en: 'Extra data after column F' },
  rowMissing: { ar: 'العمود {column} مطلوب', en: 'Column {column} is required' },
  rowTooLong: {
    ar: 'العمود {column} أطول من {max} حرف',
    en: 'Column {column} is longer than {max} characters',
  },
  rowPlanNumber: {
    ar: 'العمود E (رقم الخطة الدراسية) يجب أن يكون رقمًا',
    en: 'Column E (study-plan number) must be a number',
  },
  rowDuplicateInFile: {
    ar: 'مكرر في الملف (الصف {row})',
    en: 'Duplicate of row {row} in the file',
  },
  rowExists: { ar: 'المقرر موجود بالفعل', en: 'The course already exists' },
  rowCodeExists: {
    ar: 'كود المقرر مستخدم بالفعل في هذه الخطة',
    en: 'The course code is already used in this study plan',
  },
  sisNotConfigured: {
    ar: 'الربط مع نظام شئون الطلاب غير مفعل',
    en: 'The student-information system is not configured',
  },
  sisUnavailable: {
    ar: 'تعذر الاتصال بنظام شئون الطلاب',
    en: 'The student-information system could not be reached',
  },
  scopeHasNoCode: {
    ar: 'النطاق المختار غير مرتبط بنظام شئون الطلاب',
    en: 'The chosen scope is not known to the student-information system',
  },
  serviceImported: {
    ar: 'تم استيراد {created, plural, zero {# مقرر جديد} one {مقرر جديد واحد} two {مقررين جديدين} few {# مقررات جديدة} many {# مقررًا جديدًا} other {# مقرر جديد}} وتحديث {updated, plural, zero {# مقرر} one {مقرر واحد} two {مقررين} few {# مقررات} many {# مقررًا} other {# مقرر}}',
    en: '{created, plural, one {# new course} other {# new courses}} imported, {updated} updated',
  },
  staffCoursesUpdated: {
    ar: 'تم تحديث مقرراتك: {linked, plural, zero {لا مقررات} one {مقرر واحد} two {مقرران} few {# مقررات} many {# مقررًا} other {# مقرر}}',
    en: 'Your courses were updated: {linked, plural, one {# course} other {# courses}}',
  },
  noMasterRole: {
    ar: 'لا يوجد دور رئيسي معرف للكلية، لا يمكن استيراد المحاضرين',
    en: 'No master role is defined for the faculty, so instructors cannot be imported',
  },
  instructorsImported: {
    ar: 'تم استيراد {created, plural, zero {# محاضر جديد} one {محاضر جديد واحد} two {محاضرين جديدين} few {# محاضرين جدد} many {# محاضرًا جديدًا} other {# محاضر جديد}} وتحديث {updated, plural, zero {# محاضر} one {محاضر واحد} two {محاضرين} few {# محاضرين} many {# محاضرًا} other {# محاضر}}',
    en: '{created, plural, one {# new instructor} other {# new instructors}} imported, {updated} updated',
  },
} as const satisfies Record<string, Bilingual>;

export type CourseMessageKey = keyof typeof COURSE_MESSAGES;
