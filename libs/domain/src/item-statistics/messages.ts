import type { Bilingual } from '../i18n/index.js';
import type { NullReason } from './item-statistics.js';

/** Why a statistic is missing, as the question view and exam analysis show it. */
export const ITEM_STATISTICS_REASONS: Readonly<Record<NullReason, Bilingual>> = Object.freeze({
  noStudents: { ar: 'لا توجد إجابات طلاب بعد', en: 'No student answers yet' },
  oneStudent: {
    ar: 'يحتاج هذا المقياس إلى طالبين على الأقل',
    en: 'This measure needs at least two students',
  },
  zeroVariance: {
    ar: 'حصل جميع الطلاب على الدرجة نفسها فلا يمكن حساب التمييز',
    en: 'Every student got the same mark, so discrimination cannot be measured',
  },
  zeroRestVariance: {
    ar: 'تساوت درجات الطلاب في بقية الامتحان فلا يمكن حساب التمييز',
    en: 'Every student has the same score on the rest of the exam, so discrimination cannot be measured',
  },
  noTimes: { ar: 'لم يُسجَّل زمن الإجابة (امتحان ورقي)', en: 'No answer times were recorded (paper exam)' },
});
