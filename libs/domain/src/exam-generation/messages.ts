import type { Bilingual } from '../i18n/index.js';

/**
 * Texts of exam generation (165.7.1.): SPEC 4, 5 and 8. Placeholders are filled with fill(); a
 * specification row is named by `rowLabel` ('Subject Statics, MCQ, difficulty 0.3-0.5').
 */
export const EXAM_MESSAGES = {
  // Exam creation (SPEC 5 'Exam creation', SPEC 8)
  courseHasNoQuestions: {
    ar: 'لا يمكن إضافة امتحان لمقرر ليس به أسئلة',
    en: 'Can not add an exam for a course with no questions',
  },
  courseNotActive: { ar: 'المقرر غير نشط', en: 'Course is not active' },
  courseHasNoActiveSubjects: {
    ar: 'لا يمكن إضافة امتحان لمقرر ليس به موضوعات نشطة',
    en: 'Can not add an exam for a course with no active subjects',
  },
  courseHasNoIlos: {
    ar: 'لا يمكن إضافة امتحان لمقرر ليس به نواتج تعلم',
    en: 'Can not add an exam for a course with no ILOs',
  },
  courseHasNoApprovedQuestions: {
    ar: 'لا يمكن إضافة امتحان لمقرر ليس به أسئلة معتمدة',
    en: 'Can not add an exam for a course with no approved questions',
  },

  // Specification totals and exam models (SPEC 5 'Exam models')
  specCountTotal: {
    ar: 'مجموع عدد أسئلة المواصفات ({actual}) يجب أن يساوي عدد أسئلة الامتحان ({expected})',
    en: 'The specification asks for {actual} questions; the exam has {expected}',
  },
  specDegreeTotal: {
    ar: 'مجموع درجات المواصفات ({actual}) يجب أن يساوي الدرجة الكلية للامتحان ({expected})',
    en: 'The specification totals {actual} marks; the exam totals {expected}',
  },
  zeroCountWithDegree: {
    ar: 'لا يمكن أن يكون عدد الأسئلة صفرًا مع درجة غير صفرية',
    en: 'A zero question count cannot have a non-zero degree',
  },
  zeroDegreeWithCount: {
    ar: 'لا يمكن أن تكون الدرجة صفرًا مع عدد أسئلة غير صفري',
    en: 'A non-zero question count cannot have a zero degree',
  },
  difficultyRangeReversed: {
    ar: 'الحد الأدنى للصعوبة يجب ألا يزيد عن الحد الأقصى',
    en: 'The lowest difficulty cannot be above the highest',
  },
  specTimeOverDuration: {
    ar: 'الزمن المتوقع للأسئلة المطلوبة ({time} دقيقة) يتجاوز مدة الامتحان ({duration} دقيقة)',
    en: 'The questions asked for need about {time} minutes; the exam lasts {duration}',
  },
  modelQuestionTotal: {
    ar: 'عدد أسئلة النموذج ({actual}) يجب أن يساوي عدد أسئلة الامتحان ({expected})',
    en: 'The model has {actual} questions; the exam has {expected}',
  },
  modelDegreeTotal: {
    ar: 'مجموع درجات النموذج ({actual}) يجب أن يساوي الدرجة الكلية للامتحان ({expected})',
    en: 'The model totals {actual} marks; the exam totals {expected}',
  },
  modelTypeCount: {
    ar: 'عدد أسئلة {type} في النموذج ({actual}) لا يطابق المواصفات ({expected})',
    en: 'The model has {actual} {type} questions; the specification asks for {expected}',
  },
  modelCodeFormat: { ar: 'كود النموذج رقمان من ٠٠ إلى ٩٩', en: 'A model code is two digits, 00 to 99' },
  modelCodeDuplicate: {
    ar: 'كود النموذج {code} مستخدم لنموذج آخر في هذا الامتحان',
    en: 'Model code {code} is already used by another model of this exam',
  },
  duplicateQuestionInModel: {
    ar: 'السؤال مكرر في النموذج',
    en: 'The question appears twice in the model',
  },

  // Assembly (the supply check and the solver)
  rowLabel: {
    ar: 'موضوع {subject}، {type}، صعوبة {min}-{max}',
    en: 'Subject {subject}, {type}, difficulty {min}-{max}',
  },
  rowLabelWithIlo: {
    ar: 'موضوع {subject}، ناتج التعلم {ilo}، {type}، صعوبة {min}-{max}',
    en: 'Subject {subject}, ILO {ilo}, {type}, difficulty {min}-{max}',
  },
  rowShortage: {
    ar: '{row}: مطلوب {needed}، المعتمد {approved}، منها {atLimit} بلغت حد الاستخدام',
    en: '{row}: {needed} needed, {approved} approved, {atLimit} of them at their exposure limit',
  },
  rowSupply: {
    ar: '{row}: مطلوب {needed}، متاح {available}',
    en: '{row}: {needed} needed, {available} available',
  },
  bankLacks: {
    ar: 'لا يكفي بنك الأسئلة لبناء النماذج المطلوبة',
    en: 'The question bank cannot fill the models asked for',
  },
  rowsCompete: {
    ar: 'يكفي كل صف وحده، لكن الصفوف تتنافس على نفس الأسئلة',
    en: 'Each row can be filled on its own, but the rows compete for the same questions',
  },
  enemiesBlock: {
    ar: 'الأسئلة المتشابهة (لا تجتمع في نموذج واحد) تمنع ملء النماذج',
    en: 'Near-duplicate questions (never two in one model) leave too few to fill the models',
  },
  overlapBlocks: {
    ar: 'الحد الأقصى للأسئلة المشتركة بين نموذجين يمنع ملء النماذج',
    en: 'The cap on questions any two models share leaves too few to fill the models',
  },
  solverTimedOut: {
    ar: 'لم يتم العثور على نماذج تحقق كل القواعد في الوقت المسموح',
    en: 'No models meeting every rule were found in the time allowed',
  },
  windowWidened: {
    ar: 'تم توسيع نطاق الصعوبة إلى ±{difficulty} ونطاق الزمن إلى ±{time}٪ لإمكان بناء النماذج',
    en: 'The difficulty window was widened to ±{difficulty} and the time window to ±{time}% to fill the models',
  },
  // Exam states, locks and model saving (SPEC 4)
  staleExam: {
    ar: 'قام مستخدم آخر بتعديل الامتحان؛ تم تحميل آخر نسخة منه',
    en: 'Someone else changed the exam; its latest state has been loaded',
  },
  examLocked: {
    ar: 'تم اعتماد توزيع القطاعات؛ لا يمكن تعديل الامتحان ونماذجه أو إعادة توزيعها',
    en: 'The distribution is approved: the exam and its models can no longer be edited or redistributed',
  },
  incompleteModels: {
    ar: 'لا يمكن نشر امتحان به نماذج غير مكتملة',
    en: 'An exam with incomplete models cannot be published',
  },
  republishWarning: {
    ar: 'تم نشر هذا الامتحان من قبل؛ أكد لنشره مرة أخرى',
    en: 'This exam was published before; confirm to publish it again',
  },
  specificationMissing: {
    ar: 'اكتب مواصفات الامتحان قبل توليد النماذج',
    en: 'Write the exam specification before generating its models',
  },
  modelNoOutOfRange: {
    ar: 'رقم النموذج {modelNo} خارج عدد نماذج الامتحان ({count})',
    en: "Model number {modelNo} is outside the exam's {count} models",
  },
  modelNotFound: { ar: 'النموذج غير موجود', en: 'The model does not exist' },
  questionNotUsable: {
    ar: 'السؤال {questionId} ليس سؤالًا معتمدًا من موضوعات هذا المقرر النشطة',
    en: "Question {questionId} is not an approved question of this course's active subjects",
  },
  positionNotFound: {
    ar: 'لا يوجد سؤال في الموضع {position} من النموذج',
    en: 'The model has no question at position {position}',
  },
  questionOffSpecification: {
    ar: 'هذا السؤال لا يملأ أي صف من المواصفات؛ لا توجد بدائل مكافئة',
    en: 'This question fills no specification row, so it has no equivalents',
  },
} as const satisfies Record<string, Bilingual>;

export type ExamMessageKey = keyof typeof EXAM_MESSAGES;
