import type { Bilingual } from '../i18n/index.js';

/** Printed on bubble sheets (165.7.1., issue 15 part 4); placeholders are filled with fill(). */
export const SHEET_TEXTS = {
  title: { ar: 'ورقة الإجابة', en: 'Answer sheet' },
  exam: { ar: 'الامتحان: {title}', en: 'Exam: {title}' },
  name: { ar: 'الاسم: {name}', en: 'Name: {name}' },
  studentNumber: { ar: 'رقم الطالب: {number}', en: 'Student number: {number}' },
  nationalId: { ar: 'الرقم القومي: {id}', en: 'National id: {id}' },
  sector: { ar: 'اللجنة: {sector}', en: 'Sector: {sector}' },
  model: { ar: 'النموذج {code}', en: 'Model {code}' },
  page: { ar: 'صفحة {page} من {pages}', en: 'Page {page} of {pages}' },
  studentNumberGrid: { ar: 'رقم الطالب', en: 'Student number' },
  modelGrid: { ar: 'النموذج', en: 'Model' },
  instructions: {
    ar: 'ظلل دائرة واحدة لكل إجابة بقلم أسود أو أزرق، وامسح جيدًا عند التغيير. لا تكتب خارج الدوائر.',
    en: 'Fill one circle per answer with a black or blue pen; erase fully to change. Do not write outside the circles.',
  },
} as const satisfies Record<string, Bilingual>;

/** Printed on an exam paper, its answer key and marking scheme (issue 15 parts 1-3). */
export const PAPER_TEXTS = {
  course: { ar: 'المقرر: {name}', en: 'Course: {name}' },
  date: { ar: 'التاريخ: {date}', en: 'Date: {date}' },
  duration: { ar: 'الزمن: {minutes} دقيقة', en: 'Time: {minutes} minutes' },
  totalDegree: { ar: 'الدرجة الكلية: {degree}', en: 'Total marks: {degree}' },
  model: { ar: 'نموذج', en: 'Model' },
  page: { ar: 'صفحة {page} من {pages}', en: 'Page {page} of {pages}' },
  instructions: { ar: 'التعليمات', en: 'Instructions' },
  defaultInstructions: {
    ar: 'أجب عن جميع الأسئلة. اكتب إجابتك في المكان المخصص لها.',
    en: 'Answer all questions. Write each answer in the space given for it.',
  },
  studentName: { ar: 'اسم الطالب: ', en: 'Student name: ' },
  studentNumber: { ar: 'رقم الطالب: ', en: 'Student number: ' },
  degree: { ar: '({degree} درجة)', en: '({degree} marks)' },
  answerKey: { ar: 'نموذج الإجابة وتوزيع الدرجات', en: 'Answer key and marking scheme' },
  keyTable: { ar: 'مفتاح الإجابة', en: 'Key' },
  question: { ar: 'السؤال', en: 'Question' },
  answer: { ar: 'الإجابة', en: 'Answer' },
  marks: { ar: 'الدرجة', en: 'Marks' },
  true: { ar: 'صح', en: 'True' },
  false: { ar: 'خطأ', en: 'False' },
  image: { ar: '[صورة]', en: '[image]' },
} as const satisfies Record<string, Bilingual>;

/** Refusals of the paper routes, each { ar, en }. */
export const PAPER_MESSAGES = {
  /** SPEC 4: 'models can be saved as incomplete and cannot be exported until complete'. */
  modelIncomplete: {
    ar: 'لا يمكن تصدير النموذج قبل اكتماله. أكمل أسئلته ودرجاته ثم أعد المحاولة.',
    en: 'The model cannot be exported until it is complete. Complete its questions and marks, then try again.',
  },
  noStudents: {
    ar: 'لم توزع على الامتحان طلاب بعد: اطلب عددًا من الأوراق الفارغة (count).',
    en: 'The exam has no distributed students yet: ask for a number of blank sheets (count).',
  },
} as const satisfies Record<string, Bilingual>;
