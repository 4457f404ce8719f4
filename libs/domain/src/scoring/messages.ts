import type { Bilingual } from '../i18n/index.js';

/** Texts of paper scanning, the review queue, marking and results (issue 15 parts 5 and 6). */
export const SCORING_MESSAGES = {
  scanRequired: { ar: 'اختر ملف PDF من الماسح الضوئي.', en: "Choose the scanner's PDF file." },
  scanTooLarge: { ar: 'ملف المسح أكبر من {mb} ميجابايت.', en: 'The scan file is larger than {mb} MB.' },
  scanType: {
    ar: 'ملف المسح يجب أن يكون PDF أو صورة (TIFF أو JPEG أو PNG).',
    en: 'The scan file must be a PDF or an image (TIFF, JPEG or PNG).',
  },
  scanImageTooLarge: {
    ar: 'أبعاد الصورة أكبر من {mp} ميجابكسل.',
    en: 'The image is larger than {mp} megapixels.',
  },
  scanUnreadable: {
    ar: 'تعذر فتح ملف المسح (تالف أو مشفر).',
    en: 'The scan file could not be opened (damaged or encrypted).',
  },
  scanTooManyPages: { ar: 'ملف المسح فيه أكثر من {max} صفحة.', en: 'The scan has more than {max} pages.' },
  notPaperExam: { ar: 'هذا الامتحان ليس امتحانًا ورقيًا.', en: 'This exam is not a paper exam.' },
  batchNotFound: { ar: 'دفعة المسح غير موجودة.', en: 'Scan batch not found.' },
  itemNotFound: { ar: 'عنصر المراجعة غير موجود.', en: 'Review item not found.' },
  itemDecided: { ar: 'تم البت في هذا العنصر من قبل.', en: 'This item has already been decided.' },
  badChoice: { ar: 'اختيار غير موجود في هذا السؤال.', en: 'A choice this question does not have.' },
  singleChoice: { ar: 'هذا السؤال يقبل إجابة واحدة فقط.', en: 'This question takes one answer only.' },
  badDecision: { ar: 'هذا القرار لا يناسب هذا العنصر.', en: 'This decision does not fit this item.' },
  studentNotInExam: { ar: 'الطالب ليس من طلاب هذا الامتحان.', en: 'The student is not in this exam.' },
  studentHasNoModel: { ar: 'لم يوزع على الطالب نموذج.', en: 'The student has no model assigned.' },
  questionNotFound: { ar: 'لا يوجد سؤال في هذا الموضع.', en: 'There is no question at this position.' },
  notWritten: { ar: 'هذا السؤال لا يصحح يدويًا.', en: 'This question is not marked by hand.' },
  unknownPart: { ar: 'جزء غير موجود في هذا السؤال.', en: 'A part this question does not have.' },
  marksRange: {
    ar: 'الدرجة بين 0 و{max} وبرقمين عشريين على الأكثر.',
    en: 'Marks from 0 to {max}, with at most two decimals.',
  },
  answerNotFound: { ar: 'الإجابة غير موجودة.', en: 'Answer not found.' },
  queueNotEmpty: {
    ar: 'لا يمكن نشر النتائج: في قائمة المراجعة {count} عنصر لم يبت فيه.',
    en: 'Results cannot be published: {count} review items are still open.',
  },
  essaysUnmarked: {
    ar: 'لا يمكن نشر النتائج: {count} إجابة مقالية لم تصحح.',
    en: 'Results cannot be published: {count} written answers are not marked.',
  },
  scansRunning: {
    ar: 'لا يمكن نشر النتائج قبل انتهاء قراءة المسح.',
    en: 'Results cannot be published while scans are still being read.',
  },
} as const satisfies Record<string, Bilingual>;

/** Why a page or a mark is in the review queue. */
export const REVIEW_REASONS = {
  noMarks: { ar: 'لم يعثر على علامات الأركان', en: 'Corner marks not found' },
  noQr: { ar: 'لم يقرأ رمز QR', en: 'QR code not read' },
  unknownSheet: { ar: 'ورقة امتحان آخر أو صفحة غير معروفة', en: 'Sheet of another exam or an unknown page' },
  layoutMismatch: { ar: 'مقاس الورقة لا يطابق النموذج', en: 'Paper size does not match the model' },
  notInExam: { ar: 'الطالب ليس من طلاب هذا الامتحان', en: 'Student not in this exam' },
  studentNumber: { ar: 'رقم الطالب غير مقروء أو غير معروف', en: 'Student number unreadable or unknown' },
  modelCode: { ar: 'رمز النموذج غير مقروء أو غير معروف', en: 'Model code unreadable or unknown' },
  duplicate: { ar: 'ورقة مكررة لنفس الطالب', en: 'Duplicate sheet for the same student' },
  unreadable: { ar: 'تعذرت قراءة الصفحة', en: 'The page could not be read' },
  multipleMarks: { ar: 'أكثر من إجابة لسؤال بإجابة واحدة', en: 'Several marks on a single-answer question' },
  faintMark: { ar: 'علامة باهتة', en: 'Faint mark' },
  erasure: { ar: 'علامة بجوار أثر مسح', en: 'A mark beside an erasure' },
} as const satisfies Record<string, Bilingual>;
export type ReviewReason = keyof typeof REVIEW_REASONS;
