import type { Bilingual } from '../i18n/index.js';

/**
 * Texts of question import and export (SPEC 5 'Question import', 'Files'; SPEC 8 'no valid questions
 * to import', 'invalid file type and size'). Placeholders are filled with fill().
 */
export const QUESTION_IMPORT_MESSAGES = {
  // The file (checked before any parsing)
  fileRequired: { ar: 'برجاء اختيار ملف', en: 'Please choose a file' },
  fileType: { ar: 'نوع الملف غير مسموح به ({types})', en: 'Invalid file type ({types})' },
  fileSize: { ar: 'يجب أن يكون حجم الملف أقل من {max} ميجابايت', en: 'The file must be under {max} MB' },
  fileUnreadable: { ar: 'تعذرت قراءة الملف: {detail}', en: 'The file could not be read: {detail}' },
  noValidQuestions: { ar: 'لا توجد أسئلة صالحة للاستيراد', en: 'No valid questions to import' },
  noQuestions: { ar: 'الملف لا يحتوي على أسئلة', en: 'The file holds no questions' },
  // Safety
  xmlEntities: {
    ar: 'الملف يعرّف كيانات XML (DOCTYPE/ENTITY) وهذا غير مسموح به',
    en: 'The file declares XML entities (DOCTYPE/ENTITY), which are not allowed',
  },
  xmlMalformed: {
    ar: 'ملف XML غير سليم (السطر {line}): {detail}',
    en: 'The XML is not well-formed (line {line}): {detail}',
  },
  notUtf8: { ar: 'يجب أن يكون الملف بترميز UTF-8', en: 'The file must be encoded in UTF-8' },
  // Import session and commit
  importExpired: {
    ar: 'انتهت صلاحية المعاينة، برجاء رفع الملف مرة أخرى',
    en: 'This preview has expired, please upload the file again',
  },
  selectQuestion: {
    ar: 'برجاء اختيار سؤال واحد على الأقل',
    en: 'Please select at least one question',
  },
  notImportable: {
    ar: 'السؤال رقم {index} غير صالح للاستيراد',
    en: 'Question {index} cannot be imported',
  },
  subjectNotInCourse: {
    ar: 'الموضوع المختار غير موجود في هذا المقرر أو غير نشط',
    en: 'The chosen subject is not an active subject of this course',
  },
  iloNotInSubject: {
    ar: 'ناتج التعلم المختار لا ينتمي للموضوع',
    en: 'A chosen ILO does not belong to the subject',
  },
  ilosNeedSubject: { ar: 'برجاء اختيار الموضوع أولًا', en: 'Please choose the subject first' },
  imported: {
    ar: '{added, plural, zero {تم استيراد ٠ سؤال} one {تم استيراد سؤال واحد} two {تم استيراد سؤالين} few {تم استيراد # أسئلة} many {تم استيراد # سؤالًا} other {تم استيراد # سؤال}}',
    en: '{added, plural, one {# question} other {# questions}} imported',
  },
  // Export
  exportNone: {
    ar: 'برجاء اختيار سؤال واحد على الأقل للتصدير',
    en: 'Please select at least one question to export',
  },
  exportSkipped: {
    ar: 'نوع السؤال ({type}) لا يمكن تمثيله في {format}',
    en: 'This question type ({type}) cannot be written to {format}',
  },
  // Reasons a question cannot come in
  unsupportedType: {
    ar: 'نوع السؤال "{type}" غير مدعوم في ميزان',
    en: 'The question type "{type}" cannot be held in Mizan',
  },
  descriptionOnly: {
    ar: 'نص وصفي بلا إجابة وليس سؤالًا',
    en: 'A description with no answer, not a question',
  },
  emptyStem: { ar: 'نص السؤال فارغ', en: 'The question text is empty' },
  tooFewOptions: { ar: 'يجب أن يكون للسؤال خياران على الأقل', en: 'The question needs at least two options' },
  tooManyOptions: { ar: 'عدد الخيارات أكثر من {max}', en: 'More than {max} options' },
  emptyOption: { ar: 'يوجد خيار فارغ', en: 'An option is empty' },
  noCorrect: { ar: 'لم تحدد الإجابة الصحيحة', en: 'No correct answer is given' },
  oneCorrect: {
    ar: 'سؤال الاختيار من متعدد له إجابة صحيحة واحدة فقط',
    en: 'A multiple-choice question has exactly one correct answer',
  },
  gradesNotTotal: {
    ar: 'درجات الإجابات الصحيحة لا يساوي مجموعها ١٠٠٪',
    en: 'The grades of the correct answers do not add up to 100%',
  },
  invalidGrade: { ar: 'درجة غير صالحة: {grade}', en: 'Invalid grade: {grade}' },
  noPairs: {
    ar: 'سؤال التوصيل يحتاج إلى زوج واحد على الأقل',
    en: 'A matching question needs at least one pair',
  },
  emptyPair: { ar: 'يوجد زوج توصيل بلا إجابة', en: 'A matching pair has no answer' },
  noBlanks: { ar: 'النص لا يحتوي على فراغ', en: 'The text holds no blank' },
  tooManyBlanks: { ar: 'عدد الفراغات أكثر من {max}', en: 'More than {max} blanks' },
  blankNoAnswer: { ar: 'فراغ بلا إجابة مقبولة', en: 'A blank has no accepted answer' },
  tooManyAnswers: {
    ar: 'عدد الإجابات المقبولة للفراغ أكثر من {max}',
    en: 'A blank has more than {max} accepted answers',
  },
  repeatedAnswers: { ar: 'الإجابات لا يمكن أن تتكرر', en: 'Answers cannot repeat' },
  wildcardAnswer: {
    ar: 'الإجابات ذات الحروف البديلة (*) غير مدعومة',
    en: 'Answers with wildcards (*) are not supported',
  },
  rubricWeights: {
    ar: 'مجموع أوزان معايير التصحيح أكبر من ١',
    en: 'The rubric weights add up to more than 1',
  },
  noSubQuestions: { ar: 'دراسة الحالة بلا أسئلة فرعية', en: 'The case study has no sub-questions' },
  subQuestion: { ar: 'السؤال الفرعي {n}: {reason}', en: 'Sub-question {n}: {reason}' },
  clozeUnreadable: {
    ar: 'تعذرت قراءة الإجابة المضمنة رقم {n}',
    en: 'Embedded answer {n} could not be read',
  },
  clozeNoParts: { ar: 'السؤال لا يحتوي على إجابات مضمنة', en: 'The question holds no embedded answers' },
  wordOnlyChoice: {
    ar: 'ملف وورد يقبل أسئلة الاختيار من متعدد فقط',
    en: 'A Word file holds multiple-choice questions only',
  },
  answerLetterCase: {
    ar: 'حرف الإجابة الصحيحة "{letter}" لا يطابق حالة حروف الإجابات',
    en: 'The correct-answer letter "{letter}" does not match the case of the answer letters',
  },
  answerLetterUnknown: {
    ar: 'حرف الإجابة الصحيحة "{letter}" ليس من حروف الإجابات',
    en: 'The correct-answer letter "{letter}" is not one of the answers',
  },
  noAnswerLine: { ar: 'لا يوجد سطر الإجابة الصحيحة', en: 'The correct-answer line is missing' },
  unknownLine: { ar: 'سطر غير مفهوم: {line}', en: 'A line could not be understood: {line}' },
  excelPositions: {
    ar: 'العمود B يجب أن يحتوي على أرقام الإجابات الصحيحة من ١ إلى {max}',
    en: 'Column B must hold the correct answer positions 1 to {max}',
  },
  excelPositionEmpty: {
    ar: 'الإجابة الصحيحة رقم {n} تشير إلى خيار فارغ',
    en: 'Correct answer {n} points at an empty option',
  },
  excelType: {
    ar: 'نوع السؤال في العمود A غير معروف: {type}',
    en: 'Unknown question type in column A: {type}',
  },
  excelKey: { ar: 'مفتاح الإجابة في العمود C غير صالح', en: 'The answer key in column C is not valid' },
  jsonInvalid: { ar: 'الحقل {path}: {detail}', en: 'Field {path}: {detail}' },
  jsonFormat: {
    ar: 'ملف JSON ليس بصيغة أسئلة ميزان',
    en: 'The JSON file is not in the Mizan questions format',
  },
  qtiVersion: {
    ar: 'صيغة QTI هذه ({version}) غير مدعومة، المدعوم QTI 2.1 و2.2 و3.0',
    en: 'This QTI dialect ({version}) is not supported; QTI 2.1, 2.2 and 3.0 are',
  },
  qtiTestOnly: {
    ar: 'الملف اختبار يشير إلى أسئلة في ملفات أخرى؛ برجاء رفع حزمة zip كاملة',
    en: 'The file is a test that points at items in other files; upload the whole zip package',
  },
  qtiInteraction: {
    ar: 'نوع التفاعل "{type}" غير مدعوم',
    en: 'The interaction "{type}" is not supported',
  },
  qtiSeveralInteractions: {
    ar: 'السؤال يجمع أنواع تفاعل مختلفة',
    en: 'The item mixes different kinds of interaction',
  },
  qtiMissingItem: {
    ar: 'الملف {href} غير موجود في الحزمة',
    en: 'The file {href} is missing from the package',
  },
  // Warnings (the question comes in, something was left behind)
  imageDropped: { ar: 'تم تجاهل صورة غير موجودة: {name}', en: 'A missing image was left out: {name}' },
  fileDropped: {
    ar: 'تم تجاهل ملف ليس صورة: {name}',
    en: 'A file that is not an image was left out: {name}',
  },
  partialCredit: {
    ar: 'تم تجاهل الإجابات ذات الدرجة الجزئية',
    en: 'Answers with partial credit were left out',
  },
  toleranceDropped: {
    ar: 'تم تجاهل هامش الخطأ في الإجابة الرقمية',
    en: 'The tolerance of a numerical answer was left out',
  },
  unitsDropped: { ar: 'تم تجاهل وحدات الإجابة', en: 'The answer units were left out' },
  feedbackDropped: { ar: 'تم تجاهل التغذية الراجعة لكل خيار', en: 'Per-option feedback was left out' },
  markdownAsText: { ar: 'تم استيراد نص Markdown كنص عادي', en: 'Markdown text came in as plain text' },
  caseStudyFromCloze: {
    ar: 'تم تحويل السؤال ذي الإجابات المضمنة إلى دراسة حالة',
    en: 'The embedded-answers question came in as a case study',
  },
  blankFromChoice: {
    ar: 'تم تحويل سؤال الكلمة الناقصة إلى أكمل الفراغ مع خيارات',
    en: 'The missing-word question came in as fill in the blanks with options',
  },
} as const satisfies Record<string, Bilingual>;

export type QuestionImportMessageKey = keyof typeof QUESTION_IMPORT_MESSAGES;
