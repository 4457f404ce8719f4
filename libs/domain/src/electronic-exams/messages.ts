import type { Bilingual } from '../i18n/index.js';

/**
 * Texts of electronic exams (20.3., issue 16): the student's entry and answering, and the proctor's
 * actions. Placeholders are filled with fill().
 */
export const TAKING_MESSAGES = {
  // Sign-in
  signInFailed: {
    ar: 'الرقم القومي أو رمز الدخول غير صحيح، أو لا يوجد لك امتحان إلكتروني الآن',
    en: 'The national id or access code is wrong, or you have no electronic exam now',
  },
  tooManySignIns: {
    ar: 'محاولات دخول كثيرة؛ حاول مرة أخرى بعد {seconds} ثانية',
    en: 'Too many sign-in attempts; try again in {seconds} seconds',
  },
  examClosed: { ar: 'انتهى وقت هذا الامتحان', en: 'This exam has ended' },
  portalNotStudent: {
    ar: 'تسجيل الدخول من البوابة لا يخص طالبًا له امتحان إلكتروني الآن',
    en: 'The portal sign-in is not for a student with an electronic exam now',
  },
  portalOff: { ar: 'الدخول من بوابة الجامعة غير مفعّل', en: 'University portal login is not enabled' },

  // The student's session
  sessionEnded: {
    ar: 'انتهت جلسة الامتحان؛ سجّل الدخول مرة أخرى',
    en: 'Your exam session has ended; sign in again',
  },
  replaced: {
    ar: 'فُتح امتحانك على جهاز آخر؛ أُغلق هنا',
    en: 'Your exam was opened on another device; it is closed here',
  },

  // Answering
  notStarted: { ar: 'لم يبدأ الامتحان بعد', en: 'The exam has not started yet' },
  notInModel: { ar: 'هذا السؤال ليس في نموذجك', en: 'This question is not in your model' },
  alreadySubmitted: {
    ar: 'تم تسليم الامتحان؛ لا يمكن تغيير الإجابات',
    en: 'The exam is submitted; answers cannot change',
  },
  timeUp: { ar: 'انتهى الوقت؛ لم تُحفظ الإجابة', en: 'Time is up; the answer was not saved' },
  badResponse: { ar: 'الإجابة لا تناسب نوع السؤال', en: 'The answer does not fit the question type' },
  tooManyWords: {
    ar: 'الإجابة أطول من الحد المسموح ({max} كلمة)',
    en: 'The answer is longer than allowed ({max} words)',
  },
  badSeq: { ar: 'رقم تسلسل الإجابة غير صالح', en: 'The answer sequence number is not valid' },
  tooFast: {
    ar: 'إجابات كثيرة في وقت قصير؛ أعد المحاولة بعد لحظة',
    en: 'Too many answers at once; try again in a moment',
  },
  saved: { ar: 'تم الحفظ', en: 'Saved' },
  submitted: { ar: 'تم تسليم الامتحان', en: 'The exam is submitted' },

  // Proctor
  notElectronic: { ar: 'هذا الامتحان ليس امتحانًا إلكترونيًا', en: 'This exam is not an electronic exam' },
  notApproved: {
    ar: 'لم يُعتمد توزيع الطلاب لهذا الامتحان بعد',
    en: "This exam's distribution is not approved yet",
  },
  sectorNotFound: { ar: 'القطاع غير موجود', en: 'Sector not found' },
  studentNotFound: { ar: 'الطالب غير موجود في هذا الامتحان', en: 'The student is not in this exam' },
  notSubmittedYet: { ar: 'لم يسلّم الطالب الامتحان', en: 'The student has not submitted' },
  noAttempt: { ar: 'لم يدخل الطالب الامتحان بعد', en: 'The student has not signed in yet' },
  timeExtended: { ar: 'تمت إضافة {minutes} دقيقة', en: '{minutes} minutes added' },
} as const satisfies Record<string, Bilingual>;

export type TakingMessageKey = keyof typeof TAKING_MESSAGES;
