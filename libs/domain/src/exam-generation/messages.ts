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
    en: 'The specification asks for {actual, plural, one {# question} other {# questions}}; the exam has {expected}',
  },
  specDegreeTotal: {
    ar: 'مجموع درجات المواصفات ({actual}) يجب أن يساوي الدرجة الكلية للامتحان ({expected})',
    en: 'The specification totals {actual, plural, one {# mark} other {# marks}}; the exam totals {expected}',
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
    ar: 'الزمن المتوقع للأسئلة المطلوبة ({time, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}) يتجاوز مدة الامتحان ({duration, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}})',
    en: 'The questions asked for need about {time, plural, one {# minute} other {# minutes}}; the exam lasts {duration}',
  },
  modelQuestionTotal: {
    ar: 'عدد أسئلة النموذج ({actual}) يجب أن يساوي عدد أسئلة الامتحان ({expected})',
    en: 'The model has {actual, plural, one {# question} other {# questions}}; the exam has {expected}',
  },
  modelDegreeTotal: {
    ar: 'مجموع درجات النموذج ({actual}) يجب أن يساوي الدرجة الكلية للامتحان ({expected})',
    en: 'The model totals {actual, plural, one {# mark} other {# marks}}; the exam totals {expected}',
  },
  modelTypeCount: {
    ar: 'عدد أسئلة {type} في النموذج ({actual}) لا يطابق المواصفات ({expected})',
    en: 'The model has {actual, plural, one {# {type} question} other {# {type} questions}}; the specification asks for {expected}',
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
    en: 'Model number {modelNo} is out of range: the exam has {count, plural, one {# model} other {# models}}',
  },
  modelNotFound: { ar: 'النموذج غير موجود', en: 'The model does not exist' },
  questionNotUsable: {
    ar: 'السؤال {questionId} ليس سؤالًا معتمدًا من موضوعات هذا المقرر النشطة',
    en: "Question {questionId} is not an approved question of this course's active subjects",
  },
  questionOtherLanguage: {
    ar: 'السؤال {questionId} بلغة غير لغة الامتحان',
    en: "Question {questionId} is not in the exam's language",
  },
  positionNotFound: {
    ar: 'لا يوجد سؤال في الموضع {position} من النموذج',
    en: 'The model has no question at position {position}',
  },
  questionOffSpecification: {
    ar: 'هذا السؤال لا يملأ أي صف من المواصفات؛ لا توجد بدائل مكافئة',
    en: 'This question fills no specification row, so it has no equivalents',
  },

  // A question used by a published exam (issue 14 part 6), said by the questions area
  questionInPublishedExam: {
    ar: 'هذا السؤال مستخدم في امتحان منشور: احفظ التعديل كتعديل جوهري (نسخة جديدة)، ويحتفظ الامتحان بالنسخة التي استخدمها',
    en: 'This question is used by a published exam: save the change as a major edit (a new version); the exam keeps the version it used',
  },
  questionInPublishedExamDelete: {
    ar: 'لا يمكن حذف سؤال مستخدم في امتحان منشور',
    en: 'A question used by a published exam cannot be deleted',
  },

  // Students, sectors and distribution (issue 14 part 7)
  noStudentsToWithdraw: { ar: 'لا يوجد طلاب لسحبهم', en: 'No students to withdraw' },
  studentsImported: {
    ar: 'تمت إضافة {added, plural, zero {# طالب} one {طالب واحد} two {طالبين} few {# طلاب} many {# طالبًا} other {# طالب}} وتحديث {updated, plural, zero {# طالب} one {طالب واحد} two {طالبين} few {# طلاب} many {# طالبًا} other {# طالب}}',
    en: '{added, plural, one {# student} other {# students}} added, {updated} updated',
  },
  courseNotInSis: {
    ar: 'المقرر غير مرتبط بنظام شئون الطلاب (ليس له رقم خارجي)',
    en: 'The course is not known to the student-information system (it has no external id)',
  },
  sheetStudentsDryRun: {
    ar: 'سيتم استيراد {imported, plural, zero {# طالب} one {طالب واحد} two {طالبين} few {# طلاب} many {# طالبًا} other {# طالب}} وتخطي {skipped, plural, zero {# طالب} one {طالب واحد} two {طالبين} few {# طلاب} many {# طالبًا} other {# طالب}}',
    en: '{imported, plural, one {# student} other {# students}} would be imported, {skipped} skipped',
  },
  sheetStudentsImported: {
    ar: 'تم استيراد {imported, plural, zero {# طالب} one {طالب واحد} two {طالبين} few {# طلاب} many {# طالبًا} other {# طالب}} وتخطي {skipped, plural, zero {# طالب} one {طالب واحد} two {طالبين} few {# طلاب} many {# طالبًا} other {# طالب}}',
    en: '{imported, plural, one {# student} other {# students}} imported, {skipped} skipped',
  },
  sheetEmpty: { ar: 'الملف لا يحتوي على طلاب', en: 'The file holds no students' },
  sheetType: { ar: 'يجب أن يكون الملف xlsx أو xls', en: 'The file must be xlsx or xls' },
  sheetSize: { ar: 'يجب أن يكون حجم الملف أقل من {max} ميجابايت', en: 'The file must be under {max} MB' },
  sheetRequired: { ar: 'اختر ملف الطلاب', en: 'Choose the students file' },
  sheetUnreadable: { ar: 'تعذر قراءة ملف الطلاب', en: 'The students file could not be read' },
  rowExtraData: { ar: 'بيانات زائدة بعد العمود D', en: 'Extra data after column D' },
  rowMissing: { ar: 'العمود {column} فارغ', en: 'Column {column} is empty' },
  rowTooLong: {
    ar: 'العمود {column} أطول من {max, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
    en: 'Column {column} is longer than {max, plural, one {# character} other {# characters}}',
  },
  rowDuplicateInFile: { ar: 'مكرر في الملف (الصف {row})', en: 'Duplicate of row {row} in the file' },
  rowNationalIdTaken: {
    ar: 'الرقم القومي مسجل لطالب آخر في هذا الامتحان ({studentNumber})',
    en: 'The national id belongs to another student of this exam ({studentNumber})',
  },
  sectorNameTaken: {
    ar: 'يوجد قطاع بهذا الاسم في الامتحان',
    en: 'The exam already has a sector of this name',
  },
  sectorNotFound: { ar: 'القطاع غير موجود', en: 'The sector does not exist' },
  sectorsTooSmall: {
    ar: 'سعة القطاعات ({capacity}) أقل من عدد الطلاب ({students})',
    en: 'The sectors seat {capacity, plural, one {# student} other {# students}}; the exam has {students}',
  },
  noSectors: {
    ar: 'أضف قطاعًا واحدًا على الأقل قبل التوزيع',
    en: 'Add at least one sector before distributing',
  },
  noStudents: { ar: 'لا يوجد طلاب لتوزيعهم', en: 'The exam has no students to distribute' },
  distributeNeedsPublished: {
    ar: 'انشر الامتحان قبل توزيع الطلاب والنماذج',
    en: 'Publish the exam before distributing its students and models',
  },
  notDistributed: {
    ar: 'لم يتم توزيع كل الطلاب على القطاعات بعد',
    en: 'Not every student has been distributed to a sector yet',
  },
} as const satisfies Record<string, Bilingual>;

export type ExamMessageKey = keyof typeof EXAM_MESSAGES;
