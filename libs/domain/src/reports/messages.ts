import type { Bilingual } from '../i18n/index.js';

/** Texts of the reports area (165.4.x): refusals, empty states and export headings. */
export const REPORT_MESSAGES = {
  scopeOutside: {
    ar: 'هذا النطاق خارج نطاق صلاحياتك أو غير موجود',
    en: 'This scope is outside yours or does not exist',
  },
  stageNotYours: {
    ar: 'لا يمكنك عرض تقارير مرحلة دراسية غير مرحلتك الحالية',
    en: 'You can only see reports of your current study stage',
  },
  rangeReversed: { ar: 'تاريخ النهاية قبل تاريخ البداية', en: 'The end date is before the start date' },
  rangeTooWide: {
    ar: 'الفترة أطول من المسموح ({days} يومًا)',
    en: 'The date range is longer than allowed ({days} days)',
  },
  courseNoQuestions: { ar: 'لا توجد أسئلة في هذا المقرر بعد', en: 'This course has no questions yet' },
  courseNoExams: { ar: 'لا توجد امتحانات في هذا المقرر بعد', en: 'This course has no exams yet' },
  creatorNoExams: {
    ar: 'لم ينشئ هذا المستخدم امتحانات في هذا المقرر',
    en: 'This user has created no exams in this course',
  },
  noGrade: { ar: 'بدون فرقة', en: 'No grade' },
  grade: { ar: 'الفرقة {n}', en: 'Grade {n}' },
  noSubject: { ar: 'بدون موضوع', en: 'No subject' },
  total: { ar: 'الإجمالي', en: 'Total' },
  noResults: {
    ar: 'لم تُنشر نتائج هذا الامتحان بعد، فلا يوجد تحليل للأسئلة',
    en: 'The results of this exam are not published yet, so there is no item analysis',
  },
  analysisPending: {
    ar: 'نُشرت النتائج ويجري حساب تحليل الأسئلة، أعد المحاولة بعد لحظات',
    en: 'The results are published and the item analysis is being computed; try again in a moment',
  },
  examItemAnalysisTitle: { ar: 'تحليل أسئلة الامتحان: {exam}', en: 'Item analysis: {exam}' },
  noRows: { ar: 'لا توجد بيانات', en: 'No data' },
  generatedAt: { ar: 'أُعدّ في', en: 'Generated on' },
  statusStatsTitle: { ar: 'إحصائيات حالات الأسئلة', en: 'Questions status statistics' },
  courseStatsTitle: { ar: 'إحصائيات أسئلة المقرر {course}', en: 'Course questions statistics: {course}' },
  examsCreatorsTitle: { ar: 'منشئو الامتحانات: {course}', en: 'Exams creators: {course}' },
  examsCreatorTitle: { ar: 'امتحانات {creator} في {course}', en: 'Exams of {creator} in {course}' },
} as const satisfies Record<string, Bilingual>;
