import { COURSE_MESSAGES } from '../courses/messages.js';
import { QUESTION_IMPORT_MESSAGES } from '../question-import/messages.js';
import { type Bilingual, fill } from './index.js';

const COUNTS = [0, 1, 2, 3, 11, 100];
const at = (text: Bilingual, name: string) =>
  COUNTS.map((n) => fill(text, { [name]: n, skipped: 0, updated: 0 }));

describe('plural forms of server texts (fill)', () => {
  it('picks the Arabic form of each count and the English one, in each language digits', () => {
    const texts = at(QUESTION_IMPORT_MESSAGES.imported, 'added');
    expect(texts.map((t) => t.ar)).toEqual([
      'تم استيراد ٠ سؤال',
      'تم استيراد سؤال واحد',
      'تم استيراد سؤالين',
      'تم استيراد ٣ أسئلة',
      'تم استيراد ١١ سؤالًا',
      'تم استيراد ١٠٠ سؤال',
    ]);
    expect(texts.map((t) => t.en)).toEqual([
      '0 questions imported',
      '1 question imported',
      '2 questions imported',
      '3 questions imported',
      '11 questions imported',
      '100 questions imported',
    ]);
  });

  it.each([
    ['excelDryRun', 'imported'],
    ['excelImported', 'imported'],
    ['serviceImported', 'created'],
    ['staffCoursesUpdated', 'linked'],
    ['instructorsImported', 'created'],
  ] as const)('COURSE_MESSAGES.%s reads at 0, 1, 2, 3, 11 and 100', (key, name) => {
    for (const t of at(COURSE_MESSAGES[key], name)) {
      expect(`${t.ar} ${t.en}`).not.toMatch(/[{}#]|plural/);
      expect(t.ar).not.toMatch(/[0-9]/);
      expect(t.en).not.toMatch(/[\u0660-\u0669]/);
    }
    expect(fill(COURSE_MESSAGES[key], { [name]: 11, skipped: 2, updated: 2 }).ar).toMatch(/١١/);
  });

  it('takes an exact =n form first, leaves a plural whose number is not given, and other placeholders alone', () => {
    const t = {
      ar: '{n, plural, =0 {لا شيء} other {# شيء}} {x}',
      en: '{n, plural, =0 {none} one {# thing} other {# things}}',
    };
    expect(fill(t, { n: 0 })).toEqual({ ar: 'لا شيء {x}', en: 'none' });
    expect(fill(t, { n: 1, x: 'y' })).toEqual({ ar: '١ شيء y', en: '1 thing' });
    expect(fill(t, {})).toEqual(t);
  });
});
