import type { Bilingual } from '../i18n/index.js';
import {
  byKey,
  COURSE_ACTIVITY,
  COURSE_TYPES,
  CourseType,
  type CodeTable,
  codeEnum,
  codesOf,
  EDIT_TYPES,
  EXAM_TYPES,
  EditType,
  ILO_HEADERS,
  ILO_OPTIONS,
  IMPORT_STUDENT_TYPES,
  IMPORT_TYPES,
  ImportType,
  isCode,
  LANGUAGES,
  labelOf,
  MODEL_MATCH,
  NEED_TO_FIX,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  QuestionStatus,
  QuestionType,
  REPORT_COURSE_STATUSES,
  REPORT_DISTRIBUTIONS,
  REQUEST_STATUSES,
  STAGES,
  Stage,
  SUBJECT_STATUSES,
  USER_ORIGINS,
  UserOrigin,
} from './index.js';

const tables: [string, CodeTable, string[]][] = [
  ['QUESTION_TYPES', QUESTION_TYPES, ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.']],
  ['QUESTION_STATUSES', QUESTION_STATUSES, ['5.1.', '5.2.', '5.3.', '5.4.', '5.5.', '5.6.']],
  ['IMPORT_TYPES', IMPORT_TYPES, ['1', '2', '3', '4', '5', '6']],
  ['LANGUAGES', LANGUAGES, ['4.1.', '4.2.']],
  ['COURSE_TYPES', COURSE_TYPES, ['15.1.', '15.2.', '15.3.', '15.4.', '15.5.', '15.6.']],
  ['STAGES', STAGES, ['33.1.', '33.2.', '*']],
  ['REQUEST_STATUSES', REQUEST_STATUSES, ['34.1.', '34.2.', '34.3.']],
  ['EXAM_TYPES', EXAM_TYPES, ['20.2.', '20.3.', '20.4.', '20.5.', '20.6.']],
  ['MODEL_MATCH', MODEL_MATCH, ['22.1.', '22.2.']],
  ['USER_ORIGINS', USER_ORIGINS, ['10.1.', '10.2.', '10.3.', '10.4.', '10.5.']],
  ['EDIT_TYPES', EDIT_TYPES, ['0', '1']],
  ['COURSE_ACTIVITY', COURSE_ACTIVITY, ['1', '0', '']],
  ['SUBJECT_STATUSES', SUBJECT_STATUSES, ['1', '0']],
  ['REPORT_COURSE_STATUSES', REPORT_COURSE_STATUSES, ['1', '2', '3']],
  ['REPORT_DISTRIBUTIONS', REPORT_DISTRIBUTIONS, ['1', '2', '3']],
  ['NEED_TO_FIX', NEED_TO_FIX, ['difficulty', 'time', 'both']],
  ['ILO_OPTIONS', ILO_OPTIONS, ['fixed', 'custom']],
  ['IMPORT_STUDENT_TYPES', IMPORT_STUDENT_TYPES, ['all', 'freshmen', 'remaining']],
  ['ILO_HEADERS', ILO_HEADERS, ['1.1.', '1.2.', '1.3.', '1.4.']],
];

describe.each(tables)('%s', (_name, table, codes) => {
  it('holds exactly the spec codes', () => {
    expect([...codesOf(table)].sort()).toEqual([...codes].sort());
  });

  it('has non-empty Arabic and English labels, Arabic written in Arabic', () => {
    for (const code of codes) {
      expect(table[code].ar.trim()).not.toBe('');
      expect(table[code].en.trim()).not.toBe('');
      expect(table[code].ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('is frozen with its entries', () => {
    expect(Object.isFrozen(table)).toBe(true);
    for (const code of codes) expect(Object.isFrozen(table[code])).toBe(true);
  });

  it('validates its codes with codeEnum and isCode', () => {
    const schema = codeEnum(table);
    for (const code of codes) {
      expect(schema.safeParse(code).success).toBe(true);
      expect(isCode(table, code)).toBe(true);
    }
    expect(schema.safeParse('9.9.').success).toBe(false);
    expect(isCode(table, 'toString')).toBe(false);
  });
});

type KeyedTable = Readonly<Record<string, Bilingual & { key: string }>>;
const keyedTables = tables.filter((row): row is [string, KeyedTable, string[]] =>
  Object.values(row[1]).every((entry) => 'key' in entry),
);

describe('keyed tables', () => {
  it.each([
    [QuestionType.FILL_BLANKS, '3.7.'],
    [QuestionType.MCQ, '3.2.'],
    [QuestionStatus.INCOMPLETE, '5.1.'],
    [QuestionStatus.COMPLETE, '5.6.'],
    [ImportType.MOODLE_XML, '1'],
    [CourseType.EXTERNAL, '15.3.'],
    [Stage.ALL, '*'],
    [UserOrigin.OUTSIDE_SYSTEM, '10.5.'],
    [EditType.MAJOR, '1'],
  ])('names %s', (actual, expected) => expect(actual).toBe(expected));

  it.each(keyedTables)('%s has unique keys that map back to their codes', (_name, table) => {
    const names: Record<string, string> = byKey(table);
    expect(Object.keys(names)).toHaveLength(codesOf(table).length);
    for (const [key, code] of Object.entries(names)) expect(table[code].key).toBe(key);
    expect(Object.isFrozen(names)).toBe(true);
  });
});

describe('labelOf', () => {
  it.each([
    [QUESTION_TYPES, '3.4.', 'en', 'True / false'],
    [QUESTION_STATUSES, '5.2.', 'ar', 'بانتظار المراجعة'],
    [COURSE_ACTIVITY, '', 'en', 'All'],
    [ILO_HEADERS, '1.3.', 'en', 'Professional and practical skills'],
    [LANGUAGES, '4.1.', 'ar', 'العربية'],
  ] as const)('labels %#', (table, code, lang, label) => {
    expect(labelOf(table as CodeTable, code, lang)).toBe(label);
  });

  it('shows an unknown code as itself', () => {
    expect(labelOf(QUESTION_TYPES, '3.9.' as never, 'en')).toBe('3.9.');
  });
});

describe('domain fields', () => {
  it('ties question languages to interface languages', () => {
    expect(LANGUAGES['4.1.'].lang).toBe('ar');
    expect(LANGUAGES['4.2.'].lang).toBe('en');
  });

  it('upgrades the version only on a major edit', () => {
    expect(EDIT_TYPES[EditType.MINOR].upgradesVersion).toBe(false);
    expect(EDIT_TYPES[EditType.MAJOR].upgradesVersion).toBe(true);
  });

  it('names the fixed ILO headers', () => {
    expect(Object.values(ILO_HEADERS).map((h) => h.en)).toEqual([
      'Knowledge and understanding',
      'Intellectual skills',
      'Professional and practical skills',
      'General and transferable skills',
    ]);
  });
});
