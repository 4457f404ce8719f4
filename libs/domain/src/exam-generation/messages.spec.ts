import { fill } from '../i18n/index.js';
import { EXAM_MESSAGES as M } from './messages.js';

const COUNTS = [0, 1, 2, 3, 11, 100];

describe('exam generation messages with a number', () => {
  it('say a sheet of students in the plural form of each count (Arabic six, English two)', () => {
    const texts = COUNTS.map((n) => fill(M.sheetStudentsDryRun, { imported: n, skipped: 0 }));
    expect(texts.map((t) => t.ar)).toEqual([
      'سيتم استيراد ٠ طالب وتخطي ٠ طالب',
      'سيتم استيراد طالب واحد وتخطي ٠ طالب',
      'سيتم استيراد طالبين وتخطي ٠ طالب',
      'سيتم استيراد ٣ طلاب وتخطي ٠ طالب',
      'سيتم استيراد ١١ طالبًا وتخطي ٠ طالب',
      'سيتم استيراد ١٠٠ طالب وتخطي ٠ طالب',
    ]);
    expect(texts.map((t) => t.en)).toEqual([
      '0 students would be imported, 0 skipped',
      '1 student would be imported, 0 skipped',
      '2 students would be imported, 0 skipped',
      '3 students would be imported, 0 skipped',
      '11 students would be imported, 0 skipped',
      '100 students would be imported, 0 skipped',
    ]);
    expect(fill(M.sheetStudentsImported, { imported: 4, skipped: 1 }).ar).toBe(
      'تم استيراد ٤ طلاب وتخطي طالب واحد',
    );
    expect(fill(M.studentsImported, { added: 2, updated: 11 }).ar).toBe('تمت إضافة طالبين وتحديث ١١ طالبًا');
  });

  const counted: [keyof typeof M, string, Record<string, string | number>][] = [
    ['specCountTotal', 'actual', { expected: 12 }],
    ['specDegreeTotal', 'actual', { expected: 12 }],
    ['specTimeOverDuration', 'time', { duration: 60 }],
    ['modelQuestionTotal', 'actual', { expected: 12 }],
    ['modelDegreeTotal', 'actual', { expected: 12 }],
    ['modelTypeCount', 'actual', { expected: 4, type: 'MCQ' }],
    ['modelNoOutOfRange', 'count', { modelNo: 5 }],
    ['studentsImported', 'added', { updated: 3 }],
    ['sheetStudentsImported', 'imported', { skipped: 3 }],
    ['rowTooLong', 'max', { column: 'C' }],
    ['sectorsTooSmall', 'capacity', { students: 30 }],
  ];
  it.each(counted)('%s reads at 0, 1, 2, 3, 11 and 100 in each language digits', (key, name, rest) => {
    for (const n of COUNTS) {
      const t = fill(M[key], { ...rest, [name]: n });
      expect(`${t.ar} ${t.en}`).not.toMatch(/[{}#]|plural/);
      expect(t.ar).not.toMatch(/[0-9]/);
      expect(t.en).not.toMatch(/[\u0660-\u0669]/);
      // English says one thing in the singular, anything else in the plural.
      expect(t.en).not.toMatch(
        n === 1 ? /\b1 \w+s\b/ : /\b(0|2|3|11|100) (question|mark|minute|model|student|character)\b/,
      );
    }
  });
});
