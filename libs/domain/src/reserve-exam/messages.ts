import type { Bilingual } from '../i18n/index.js';
import type { SlotProblem } from './conflicts.js';

/** Texts of the exam-centre reservation area (165.7.2.): SPEC 5 'Reservation', SPEC 8. */
export const RESERVE_EXAM_MESSAGES = {
  startInPast: { ar: 'يجب أن يكون موعد البداية بعد الآن', en: 'The start must be after now' },
  endNotAfterStart: {
    ar: 'يجب أن يكون موعد النهاية بعد موعد البداية',
    en: 'The end must be after the start',
  },
  acrossMidnight: {
    ar: 'يجب أن يبدأ الامتحان وينتهي في اليوم نفسه (بتوقيت الجامعة)',
    en: 'The exam must start and end on the same day (university time)',
  },
  timeSkipped: {
    ar: 'هذا الوقت غير موجود في ذلك اليوم: تُقدَّم الساعة فيه (التوقيت الصيفي)',
    en: 'This time does not exist that day: the clocks move forward (daylight saving)',
  },
  tooLong: { ar: 'لا يزيد الحجز على ١٢ ساعة', en: 'A reservation lasts at most 12 hours' },
  seatsShort: {
    ar: 'مقاعد القاعات المختارة ({capacity}) أقل من عدد الطلاب ({students})',
    en: 'The chosen halls seat {capacity}, fewer than the {students} students',
  },
  computersShort: {
    ar: 'أجهزة الحاسب في القاعات المختارة ({capacity}) أقل من عدد الطلاب ({students})',
    en: 'The chosen halls have {capacity} computers, fewer than the {students} students',
  },
  hallUnavailable: {
    ar: 'قاعة غير متاحة: محذوفة أو غير مفعّلة أو خارج نطاق كلية المقرر',
    en: "A hall is not available: deleted, inactive or outside the course's faculty",
  },
  hallHasBookings: {
    ar: 'لا يمكن حذف القاعة قبل البت في حجوزاتها القادمة أو نقلها، وأولها في {first}',
    en: 'The hall cannot be removed while it has upcoming bookings: decide or move them first (the first is on {first})',
  },
  examNotOfCourse: { ar: 'الامتحان ليس من امتحانات هذا المقرر', en: 'The exam is not one of this course' },
  conflict: {
    ar: 'تعارض في الحجز: المراكز التالية محجوزة في أوقات تتقاطع مع الحجز المطلوب: {list}',
    en: 'Booking conflict: these centres are taken at times that intersect the reservation: {list}',
  },
  staleVersion: {
    ar: 'تغيّر الطلب منذ فتحته، أعد تحميله ثم حاول مرة أخرى',
    en: 'The request changed since you opened it, reload it and try again',
  },
  notPending: {
    ar: 'لم يعد الطلب قيد الانتظار (قُبل أو رُفض أو سُحب)',
    en: 'The request is no longer pending (accepted, rejected or withdrawn)',
  },
  notYourRequest: { ar: 'يسحب الطلبَ مقدّمُه فقط', en: 'Only the requester can withdraw a request' },
  reasonRequired: { ar: 'اكتب سبب الرفض', en: 'Write the reason for the rejection' },
  startPassed: {
    ar: 'بدأ موعد الطلب بالفعل، فلا يمكن قبوله',
    en: 'The requested slot has already started, so it cannot be accepted',
  },
  centreNotEmpty: {
    ar: 'لا يمكن نقل مركز به قاعات إلى نطاق آخر',
    en: 'A centre that has halls cannot move to another scope',
  },
  submitted: {
    ar: 'تم إرسال طلب الحجز وهو قيد الانتظار',
    en: 'The reservation request was sent and is pending',
  },
  accepted: { ar: 'تم قبول الحجز', en: 'The reservation was accepted' },
  rejected: { ar: 'تم رفض الحجز', en: 'The reservation was rejected' },
  withdrawn: { ar: 'تم سحب طلب الحجز', en: 'The reservation request was withdrawn' },
  competingRejected: {
    ar: 'قُبل طلب آخر لقاعة طلبتها في الوقت نفسه؛ لن يُقبل طلبك كما هو',
    en: 'Another request for a hall you asked for at the same time was accepted; yours cannot be accepted as it is',
  },
  timeZoneDiffers: {
    ar: 'مواعيد الامتحانات بتوقيت الجامعة ({zone})، وهو يختلف عن توقيت جهازك',
    en: "Exam times are in the university's time zone ({zone}), which differs from your device's",
  },
} as const satisfies Record<string, Bilingual> & Record<SlotProblem, Bilingual>;

export interface ConflictLine {
  centreName: Bilingual;
  hallName: Bilingual;
  startsAt: string;
  endsAt: string;
}

const dateTime = (lang: 'ar' | 'en', timeZone: string) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
const timeOnly = (lang: 'ar' | 'en', timeZone: string) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });

/** hallHasBookings with the first upcoming booking's start, per language, in the university's zone. */
export function hallBookingsMessage(firstStartsAt: string, timeZone: string): Bilingual {
  const at = (lang: 'ar' | 'en') => dateTime(lang, timeZone).format(new Date(firstStartsAt));
  return {
    ar: RESERVE_EXAM_MESSAGES.hallHasBookings.ar.replace('{first}', at('ar')),
    en: RESERVE_EXAM_MESSAGES.hallHasBookings.en.replace('{first}', at('en')),
  };
}

/**
 * SPEC 8 'a booking conflict lists the centers whose time slots intersect the reservation': each
 * centre and hall with its taken time in the university's zone (SPEC 9 date format), per language.
 */
export function conflictMessage(lines: ConflictLine[], timeZone: string): Bilingual {
  const text = (lang: 'ar' | 'en') => {
    const full = dateTime(lang, timeZone);
    const short = timeOnly(lang, timeZone);
    return lines
      .map(
        (l) =>
          `${l.centreName[lang]} - ${l.hallName[lang]} (${full.format(new Date(l.startsAt))} - ${short.format(new Date(l.endsAt))})`,
      )
      .join(lang === 'ar' ? '؛ ' : '; ');
  };
  return {
    ar: RESERVE_EXAM_MESSAGES.conflict.ar.replace('{list}', text('ar')),
    en: RESERVE_EXAM_MESSAGES.conflict.en.replace('{list}', text('en')),
  };
}
