import type { QuestionTypeCode } from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';

/**
 * The kinds of file the import reads: the six import types of SPEC 3 ('1' to '6') and, beyond the
 * SPEC, Moodle's GIFT and Aiken text formats and QTI 2.1 (items or content packages).
 * `extensions` are checked (with the content) before any parsing; `template` is the example file
 * served by GET .../import/templates/{kind}. The layouts are documented in
 * apps/api/src/question-import/FORMATS.md.
 */
export const IMPORT_KINDS = Object.freeze({
  '1': {
    ar: 'مودل XML',
    en: 'Moodle XML',
    description: {
      ar: 'ملف XML مصدَّر من بنك أسئلة مودل (UTF-8): صواب وخطأ، مقالي، اختيار من متعدد، توصيل، إجابة قصيرة، رقمي، وإجابات مضمنة؛ تُعرض الفئات كموضوعات.',
      en: 'An XML file exported from a Moodle question bank (UTF-8): true/false, essay, multiple choice, matching, short answer, numerical and embedded answers (cloze); categories are offered as subjects.',
    },
    extensions: ['xml'],
    template: 'moodle-questions.xml',
  },
  '2': {
    ar: 'كيومانز XML',
    en: 'Qmans XML',
    description: {
      ar: 'صيغة XML الخاصة بميزان، تحمل كل أنواع الأسئلة وتُصدَّر بها الأسئلة أيضًا.',
      en: "Mizan's own XML: every question type, and the format questions are exported to.",
    },
    extensions: ['xml'],
    template: 'qmans-questions.xml',
  },
  '3': {
    ar: 'كيومانز وورد',
    en: 'Qmans Word',
    description: {
      ar: 'ملف وورد (docx) لأسئلة الاختيار من متعدد، أو ملف نصي (txt) يقبل صواب وخطأ أيضًا: خط متقطع قبل كل سؤال، الخيارات بحروف (A: أو أ:)، ثم سطر الإجابة الصحيحة.',
      en: 'A Word file (.docx) of multiple-choice questions, or a text file (.txt) that also takes true/false: a dashed line before each question, lettered answers (A: or أ:), then the correct-answer line.',
    },
    extensions: ['docx', 'txt'],
    template: 'qmans-word.docx',
  },
  '4': {
    ar: 'كيومانز إكسل',
    en: 'Qmans Excel',
    description: {
      ar: 'ملف xlsx: العمود A نص السؤال، العمود B رقم الإجابة الصحيحة من ١ إلى ٥ (مفصولة بفاصلة إن كانت أكثر من واحدة)، الأعمدة C إلى G الخيارات.',
      en: 'An .xlsx file: column A the question, column B the correct answer positions 1 to 5 (comma-separated when several), columns C to G the options.',
    },
    extensions: ['xlsx'],
    template: 'qmans-excel.xlsx',
  },
  '5': {
    ar: 'إكسل (كل الأنواع)',
    en: 'Excel (all types)',
    description: {
      ar: 'ملف xlsx بسؤال في كل صف لأي نوع موضوعي: اختيار من متعدد، أكثر من إجابة، صواب وخطأ، توصيل، أكمل الفراغات.',
      en: 'An .xlsx file with one question per row of any objective type: multiple choice, multiple answers, true/false, matching, fill in the blanks.',
    },
    extensions: ['xlsx'],
    template: 'mizan-questions.xlsx',
  },
  '6': {
    ar: 'JSON ميزان',
    en: 'Mizan JSON',
    description: {
      ar: 'ملف JSON بنموذج أسئلة ميزان الكامل، لنقل الأسئلة بين الأنظمة.',
      en: "A JSON file of Mizan's full question model, for moving questions between systems.",
    },
    extensions: ['json'],
    template: 'mizan-questions.json',
  },
  gift: {
    ar: 'GIFT',
    en: 'GIFT',
    description: {
      ar: 'صيغة مودل النصية GIFT: اختيار من متعدد، صواب وخطأ، إجابة قصيرة، توصيل، رقمي، مقالي، والكلمة الناقصة.',
      en: "Moodle's GIFT text format: multiple choice, true/false, short answer, matching, numerical, essay and missing word.",
    },
    extensions: ['txt', 'gift'],
    template: 'questions.gift.txt',
  },
  aiken: {
    ar: 'Aiken',
    en: 'Aiken',
    description: {
      ar: 'صيغة Aiken النصية لأسئلة الاختيار من متعدد: السؤال، الخيارات A) أو A.، ثم ANSWER: B.',
      en: 'The Aiken text format for multiple choice: the question, options A) or A., then ANSWER: B.',
    },
    extensions: ['txt'],
    template: 'questions.aiken.txt',
  },
  qti: {
    ar: 'QTI 2.1',
    en: 'QTI 2.1',
    description: {
      ar: 'عنصر QTI 2.1 (XML) أو حزمة محتوى IMS (zip مع imsmanifest.xml): اختيار، إدخال نص، توصيل، نص ممتد.',
      en: 'A QTI 2.1 item (XML) or an IMS content package (zip with imsmanifest.xml): choice, text entry, match and extended text interactions.',
    },
    extensions: ['xml', 'zip'],
    template: 'qti-package.zip',
  },
} as const satisfies Record<
  string,
  Bilingual & { description: Bilingual; extensions: readonly string[]; template: string }
>);

export type ImportKind = keyof typeof IMPORT_KINDS;
export const IMPORT_KIND_CODES = Object.keys(IMPORT_KINDS) as [ImportKind, ...ImportKind[]];
export const isImportKind = (v: unknown): v is ImportKind =>
  typeof v === 'string' && Object.hasOwn(IMPORT_KINDS, v);

/** The question types each kind can carry (for the type picker's description and the checks). */
export const IMPORT_KIND_TYPES: Readonly<Record<ImportKind, readonly QuestionTypeCode[]>> = Object.freeze({
  '1': ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.'],
  '2': ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.'],
  '3': ['3.2.', '3.3.', '3.4.'],
  '4': ['3.2.', '3.3.'],
  '5': ['3.2.', '3.3.', '3.4.', '3.6.', '3.7.'],
  '6': ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.'],
  gift: ['3.1.', '3.2.', '3.3.', '3.4.', '3.6.', '3.7.'],
  aiken: ['3.2.'],
  qti: ['3.1.', '3.2.', '3.3.', '3.6.', '3.7.'],
});

/** Formats questions export to (GET .../export?format=). */
export const EXPORT_FORMATS = Object.freeze({
  'moodle-xml': {
    ar: 'مودل XML',
    en: 'Moodle XML',
    extension: 'xml',
    mime: 'application/xml',
    types: ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.'],
  },
  qti: {
    ar: 'حزمة QTI 2.1',
    en: 'QTI 2.1 package',
    extension: 'zip',
    mime: 'application/zip',
    types: ['3.1.', '3.2.', '3.3.', '3.4.', '3.6.', '3.7.'],
  },
  'qmans-xml': {
    ar: 'كيومانز XML',
    en: 'Qmans XML',
    extension: 'xml',
    mime: 'application/xml',
    types: ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.'],
  },
} as const satisfies Record<
  string,
  Bilingual & { extension: string; mime: string; types: readonly QuestionTypeCode[] }
>);
export type ExportFormat = keyof typeof EXPORT_FORMATS;
export const EXPORT_FORMAT_CODES = Object.keys(EXPORT_FORMATS) as [ExportFormat, ...ExportFormat[]];
