import type { Bilingual } from '../i18n/index.js';

/** Texts of the review area (165.2.2.): decisions, comments and notifications (SPEC 4, 8). */
export const REVIEW_MESSAGES = {
  staleVersion: {
    ar: 'تغيّر السؤال منذ فتحته (ربما قرّر فيه مراجع آخر)، أعد تحميله ثم حاول مرة أخرى',
    en: 'The question changed since you opened it (another reviewer may have decided), reload it and try again',
  },
  transitionNotAllowed: {
    ar: 'لا يمكن {decision} سؤال حالته {status}',
    en: 'A question that is {status} cannot be {decision}',
  },
  ownQuestion: {
    ar: 'لا يمكنك اتخاذ قرار مراجعة في سؤال أنشأته بنفسك',
    en: 'You cannot decide on the review of a question you created',
  },
  ownQuestionStem: {
    ar: 'عدّل سؤالك من بنك الأسئلة لا من شاشة المراجعة',
    en: 'Edit your own question in the question bank, not from the review',
  },
  stemNotPending: {
    ar: 'يعدّل المراجع نص السؤال ما دام بانتظار المراجعة فقط',
    en: 'A reviewer can edit the stem only while the question is pending review',
  },
  stemSaved: {
    ar: 'تم حفظ نص السؤال كتعديل طفيف',
    en: 'The stem was saved as a minor edit',
  },
  approved: { ar: 'تم اعتماد السؤال', en: 'The question was approved' },
  rejected: { ar: 'تم رفض السؤال', en: 'The question was rejected' },
  reopened: {
    ar: 'تمت إعادة فتح السؤال، وأصبح مكتملًا وغير متاح للامتحانات',
    en: 'The question was reopened: it is complete and cannot be used in exams',
  },
  parentNotFound: { ar: 'التعليق الذي ترد عليه غير موجود', en: 'The comment you reply to does not exist' },
  onlyThreadResolvable: {
    ar: 'يُحل التعليق الرئيسي للنقاش فقط، لا الردود',
    en: 'Only the first comment of a thread can be resolved, not its replies',
  },
  notificationsRead: { ar: 'تم تعليم الإشعارات كمقروءة', en: 'The notifications were marked as read' },
} as const satisfies Record<string, Bilingual>;

/** How each decision reads inside transitionNotAllowed. */
export const DECISION_VERBS = {
  approve: { ar: 'اعتماد', en: 'approved' },
  reject: { ar: 'رفض', en: 'rejected' },
  reopen: { ar: 'إعادة فتح', en: 'reopened' },
} as const satisfies Record<string, Bilingual>;

export type ReviewMessageKey = keyof typeof REVIEW_MESSAGES;

/** transitionNotAllowed filled in each language with that language's decision verb and status label. */
export function transitionNotAllowedText(
  decision: keyof typeof DECISION_VERBS,
  status: Bilingual,
): Bilingual {
  const t = REVIEW_MESSAGES.transitionNotAllowed;
  const put = (s: string, lang: keyof Bilingual) =>
    s.replace('{decision}', DECISION_VERBS[decision][lang]).replace('{status}', status[lang]);
  return { ar: put(t.ar, 'ar'), en: put(t.en, 'en') };
}
