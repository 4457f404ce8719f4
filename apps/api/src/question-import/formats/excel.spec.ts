import { fill } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import ExcelJS from 'exceljs';
import { parseQmansExcel } from './excel.js';

/**
 * SPEC 5 'Qmans Excel': column A the stem, column B the correct answer positions 1 to 5
 * (comma-separated when several), columns C to G the options.
 */
async function xlsx(rows: (string | number)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Questions');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
const OPTIONS = ['one', 'two', 'three', 'four', 'five'];
const correct = (q: { content: { body: unknown } | null }) =>
  ((q.content as { body: unknown }).body as { options: { correct: boolean }[] }).options.map(
    (o) => o.correct,
  );

describe('165.2.1. import: Qmans Excel column B', () => {
  test('takes positions 1 to 5, one (MCQ) or several comma-separated (MMCQ, Arabic comma too)', async () => {
    expect(LIMITS.excelImportOptionsMax).toBe(5);
    const r = await parseQmansExcel(
      await xlsx([
        ['Stem', 'Correct', 'A', 'B', 'C', 'D', 'E'],
        ['First?', 1, ...OPTIONS],
        ['Last?', 5, ...OPTIONS],
        ['Several?', '2, 4', ...OPTIONS],
        ['عدة؟', '1،5', ...OPTIONS],
      ]),
    );
    expect(r.questions.map((q) => [q.questionType, q.valid])).toEqual([
      ['3.2.', true],
      ['3.2.', true],
      ['3.3.', true],
      ['3.3.', true],
    ]);
    expect(r.questions.map(correct)).toEqual([
      [true, false, false, false, false],
      [false, false, false, false, true],
      [false, true, false, true, false],
      [true, false, false, false, true],
    ]);
  });

  test('refuses a position outside 1 to 5, one that is not a number, and one pointing at an empty option', async () => {
    const outside = fill(M.excelPositions, { max: 5 });
    const r = await parseQmansExcel(
      await xlsx([
        ['Zero?', 0, ...OPTIONS],
        ['Six?', 6, ...OPTIONS],
        ['Six among others?', '1,6', ...OPTIONS],
        ['Letter?', 'A', ...OPTIONS],
        ['Empty option?', 4, 'one', 'two', 'three'],
      ]),
    );
    expect(r.questions.map((q) => q.valid)).toEqual([false, false, false, false, false]);
    expect(r.questions[0].reasons).toContainEqual(outside);
    expect(r.questions[1].reasons).toContainEqual(outside);
    expect(r.questions[2].reasons).toContainEqual(outside);
    expect(r.questions[3].reasons).toContainEqual(outside);
    expect(r.questions[4].reasons).toContainEqual(fill(M.excelPositionEmpty, { n: 4 }));
  });
});
