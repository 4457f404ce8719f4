import type { Bilingual } from '../i18n/index.js';

/**
 * Texts of the question bank (165.2.1.): SPEC 4, 5 and 8. Rule texts name the broken rule (the
 * save is refused, 422); `missing*` texts name a part still to fill (the question saves as
 * INCOMPLETE and the detail lists them).
 */
export const QUESTION_MESSAGES = {
  // Saves and transitions
  questionAdded: { ar: 'تمت إضافة السؤال', en: 'The question was added' },
  questionSaved: { ar: 'تم حفظ السؤال', en: 'The question was saved' },
  questionDeleted: { ar: 'تم حذف السؤال', en: 'The question was deleted' },
  questionSubmitted: { ar: 'تم إرسال السؤال للمراجعة', en: 'The question was sent for review' },
  submitNotComplete: {
    ar: 'لا يمكن إرسال السؤال للمراجعة إلا إذا كان مكتملًا',
    en: 'Only a complete question can be sent for review',
  },
  staleQuestion: {
    ar: 'تم تعديل السؤال من مستخدم آخر، برجاء إعادة تحميله',
    en: 'Someone else changed this question meanwhile, please reload it',
  },
  similarExists: {
    ar: 'توجد أسئلة مشابهة في المقرر، راجعها ثم أكّد الحفظ',
    en: 'Similar questions exist in this course: compare them, then confirm the save',
  },
  noRightEditOthers: {
    ar: 'ليس لديك صلاحية تعديل أسئلة المستخدمين الآخرين',
    en: 'You have no right to edit other users’ questions',
  },
  noRightDeleteOthers: {
    ar: 'ليس لديك صلاحية حذف أسئلة المستخدمين الآخرين',
    en: 'You have no right to delete other users’ questions',
  },
  deprecatedEquation: {
    ar: 'يحتوي النص على معادلات بصيغة قديمة غير مدعومة، برجاء إعادة إدخالها',
    en: 'The text holds equations in an old format that is no longer supported, please enter them again',
  },

  // Broken rules (422, nothing is written)
  typeMismatch: { ar: 'نوع محتوى السؤال لا يطابق نوعه', en: 'The content does not match the question type' },
  tooManyBlanks: { ar: 'الحد الأقصى {max} فراغات', en: 'At most {max} blanks are allowed' },
  tooManyBlankAnswers: {
    ar: 'الحد الأقصى {max} إجابات لكل فراغ',
    en: 'At most {max} answers are allowed per blank',
  },
  repeatedAnswer: { ar: 'لا يمكن تكرار الإجابات', en: 'Answers cannot repeat' },
  blanksNotMatching: {
    ar: 'الفراغات في النص لا تطابق قائمة الفراغات',
    en: 'The blanks in the text do not match the list of blanks',
  },
  blankDegreesEqual: {
    ar: 'يجب أن تتساوى درجات الفراغات',
    en: 'The degrees of the blanks must be equal',
  },
  rubricWeightSum: {
    ar: 'مجموع أوزان معايير التصحيح يجب ألا يزيد عن {max}',
    en: 'The rubric weights must sum to at most {max}',
  },
  answerWordsMax: { ar: 'أقصى عدد كلمات للإجابة هو {max}', en: 'The answer-words limit is at most {max}' },
  mcqOneCorrect: {
    ar: 'سؤال الاختيار من متعدد له إجابة صحيحة واحدة فقط',
    en: 'A multiple-choice question has exactly one correct answer',
  },
  tooManyOptions: {
    ar: 'الحد الأقصى {max} اختيارات (من أ إلى ر)',
    en: 'At most {max} choices are allowed (a to t)',
  },
  iloZeroWeight: { ar: 'لا يمكن أن يكون وزن ناتج التعلم صفرًا', en: 'An ILO weight cannot be zero' },
  iloRepeated: { ar: 'ناتج التعلم مختار أكثر من مرة', en: 'This ILO is chosen more than once' },
  iloNotOfSubject: {
    ar: 'ناتج التعلم المختار لا ينتمي للموضوع',
    en: 'A chosen ILO does not belong to the subject',
  },
  subjectNotOfCourse: {
    ar: 'الموضوع المختار لا ينتمي لهذا المقرر',
    en: 'The chosen subject does not belong to this course',
  },
  subjectInactive: { ar: 'الموضوع المختار غير نشط', en: 'The chosen subject is not active' },
  richTextTooLong: { ar: 'الحد الأقصى {max} حرف', en: 'Max length {max} characters' },
  modelCode: { ar: 'كود النموذج رقمان من ٠٠ إلى ٩٩', en: 'The model code is two digits, 00 to 99' },
  repeatedId: { ar: 'معرّف مكرر', en: 'Repeated id' },
  nestedCaseStudy: {
    ar: 'لا يمكن أن يكون السؤال الفرعي دراسة حالة',
    en: 'A sub-question cannot be a case study',
  },

  // Missing parts (the question saves as INCOMPLETE)
  missingStem: { ar: 'نص السؤال غير مكتوب', en: 'The question text is empty' },
  missingSubject: { ar: 'لم يتم اختيار الموضوع', en: 'No subject is chosen' },
  missingIlos: { ar: 'لم يتم اختيار نواتج التعلم', en: 'No ILO is chosen' },
  missingDegree: { ar: 'الدرجة غير محددة', en: 'The degree is not set' },
  missingDifficulty: { ar: 'الصعوبة غير محددة', en: 'The difficulty is not set' },
  missingTime: { ar: 'الزمن المتوقع غير محدد', en: 'The expected time is not set' },
  missingCorrect: { ar: 'لم يتم تحديد الإجابة الصحيحة', en: 'No correct answer is marked' },
  missingOptions: { ar: 'يجب إدخال اختيارين على الأقل', en: 'At least two choices are needed' },
  missingOptionText: { ar: 'نص الاختيار فارغ', en: 'A choice has no text' },
  missingRubricText: { ar: 'نص معيار التصحيح فارغ', en: 'A rubric has no text' },
  missingRubricWeight: { ar: 'وزن معيار التصحيح غير محدد', en: 'A rubric has no weight' },
  missingModelAnswer: {
    ar: 'يجب إدخال إجابة نموذجية أو معيار تصحيح واحد على الأقل',
    en: 'Write a model answer or at least one rubric',
  },
  missingSubQuestions: {
    ar: 'دراسة الحالة تحتاج سؤالًا فرعيًا واحدًا على الأقل',
    en: 'A case study needs at least one sub-question',
  },
  missingPairs: { ar: 'يجب إدخال زوج توصيل واحد على الأقل', en: 'At least one matching pair is needed' },
  missingPairText: { ar: 'زوج التوصيل غير مكتمل', en: 'A matching pair is not complete' },
  missingBlank: {
    ar: 'يجب أن يحتوي النص على فراغ واحد على الأقل',
    en: 'The text must contain at least one blank',
  },
  missingBlankAnswer: {
    ar: 'كل فراغ يحتاج إجابة واحدة على الأقل',
    en: 'Each blank needs at least one answer',
  },
  missingBlankDegree: { ar: 'درجة الفراغ غير محددة', en: 'The blank has no degree' },
  fewerOptionsThanBlanks: {
    ar: 'عدد الاختيارات يجب ألا يقل عن عدد الفراغات',
    en: 'There must be at least as many options as blanks',
  },

  // Images (SPEC 5 'Files', 8)
  imageType: {
    ar: 'نوع الصورة غير مسموح به (png أو jpeg أو gif أو webp)',
    en: 'Invalid image type (png, jpeg, gif or webp)',
  },
  imageRequired: { ar: 'برجاء اختيار صورة', en: 'Please choose an image' },
} as const satisfies Record<string, Bilingual>;

export type QuestionMessageKey = keyof typeof QUESTION_MESSAGES;
