import { QUESTION_TYPES, type QuestionTypeCode } from '@mizan/domain/codes';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import type { QuestionBody } from '@mizan/domain/questions';
import { mapInTurns } from '../../common/turns.js';
import { quoteCell } from '../../files/report.js';
import { readSpreadsheet, type SheetRow, UnreadableSpreadsheet } from '../../files/spreadsheet.reader.js';
import { escapeHtml } from './html.js';
import {
  draft,
  numbered,
  type ParsedQuestion,
  type ParseResult,
  partId,
  refused,
  UnreadableFile,
} from './parsed.js';

async function readSheet(data: Uint8Array): Promise<SheetRow[]> {
  try {
    return await readSpreadsheet(Buffer.from(data.buffer, data.byteOffset, data.byteLength), 'xlsx');
  } catch (error) {
    if (error instanceof UnreadableSpreadsheet)
      throw new UnreadableFile(fill(M.fileUnreadable, { detail: 'xlsx' }));
    throw error;
  }
}

const para = (s: string) => `<p>${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
const POSITIONS = /^\s*\d+(\s*[,،]\s*\d+)*\s*$/;

/**
 * Qmans Excel (import type 4, .xlsx only): column A the stem, column B the correct positions 1 to 5
 * (comma-separated when several), columns C to G the options. A first row whose column B holds
 * no positions is a header row.
 */
export async function parseQmansExcel(data: Uint8Array): Promise<ParseResult> {
  const rows = await readSheet(data);
  const body = rows.length && !POSITIONS.test(rows[0].cells[1] ?? '') ? rows.slice(1) : rows;
  if (!body.length) throw new UnreadableFile(M.noQuestions);
  const max = LIMITS.excelImportOptionsMax;
  const out = await mapInTurns(body, ({ cells }): ParsedQuestion => {
    const stem = cells[0] ?? '';
    const options = cells.slice(2, 2 + max);
    if (!POSITIONS.test(cells[1] ?? ''))
      return refused(stem, fill(M.excelPositions, { max }), { sourceType: 'excel', questionType: '3.2.' });
    const positions = [...new Set((cells[1] ?? '').split(/[,،]/).map((p) => Number(p.trim())))];
    const reasons: Bilingual[] = [];
    if (positions.some((p) => p < 1 || p > max)) reasons.push(fill(M.excelPositions, { max }));
    for (const p of positions)
      if (p >= 1 && p <= max && !options[p - 1]) reasons.push(fill(M.excelPositionEmpty, { n: p }));
    while (options.length && !options[options.length - 1]) options.pop();
    return draft(
      para(stem),
      {
        type: positions.length > 1 ? '3.3.' : '3.2.',
        options: options.map((text, i) => ({
          id: partId(),
          text: para(text),
          correct: positions.includes(i + 1),
        })),
      },
      { sourceType: 'excel', reasons },
    );
  });
  return { questions: numbered(out), warnings: [], images: [] };
}

/** Column A of kind 5: a type code, its English key or either label. */
const TYPE_NAMES = new Map<string, QuestionTypeCode>();
for (const [code, t] of Object.entries(QUESTION_TYPES) as [
  QuestionTypeCode,
  (typeof QUESTION_TYPES)[QuestionTypeCode],
][])
  for (const name of [code, t.key, t.ar, t.en]) TYPE_NAMES.set(name.toLowerCase(), code);
for (const [alias, code] of [
  ['tf', '3.4.'],
  ['truefalse', '3.4.'],
  ['blanks', '3.7.'],
  ['fill', '3.7.'],
  ['match', '3.6.'],
] as const)
  TYPE_NAMES.set(alias, code);

const TRUE = /^(t|true|1|صح|صحيح|صواب)$/i;
const FALSE = /^(f|false|0|خطأ|خطا|خاطئ)$/i;
const ARROW = /\s*(?:=>|->|→)\s*/;
export const KIND5_OPTIONS_MAX = 20;

/**
 * Kind 5 (.xlsx): one question per row of any objective type. A type, B stem (blanks written
 * [[1]] [[2]] [[3]]), C the answer key, D onwards (up to 20 cells) options, pairs or distractors.
 * See FORMATS.md. A first row whose column A is not a type is a header row.
 */
export async function parseExcelAllTypes(data: Uint8Array): Promise<ParseResult> {
  const rows = await readSheet(data);
  const body =
    rows.length && !TYPE_NAMES.has((rows[0].cells[0] ?? '').trim().toLowerCase()) ? rows.slice(1) : rows;
  if (!body.length) throw new UnreadableFile(M.noQuestions);
  const out = await mapInTurns(body, ({ cells }): ParsedQuestion => {
    const [typeCell = '', stemText = '', key = ''] = cells;
    const type = TYPE_NAMES.get(typeCell.trim().toLowerCase());
    const rest = cells.slice(3, 3 + KIND5_OPTIONS_MAX).filter((c) => c !== '');
    if (!type || type === '3.1.' || type === '3.5.')
      return refused(stemText, fill(M.excelType, { type: quoteCell(typeCell) }), { sourceType: 'excel' });
    const extras = { sourceType: 'excel' };
    const bad = () => refused(stemText, M.excelKey, { sourceType: 'excel', questionType: type });
    let body: QuestionBody;
    let stem = para(stemText);
    switch (type) {
      case '3.2.':
      case '3.3.': {
        if (!POSITIONS.test(key)) return bad();
        const positions = key.split(/[,،]/).map((p) => Number(p.trim()));
        body = {
          type,
          options: rest.map((text, i) => ({
            id: partId(),
            text: para(text),
            correct: positions.includes(i + 1),
          })),
        };
        break;
      }
      case '3.4.':
        if (!TRUE.test(key.trim()) && !FALSE.test(key.trim())) return bad();
        body = { type, correct: TRUE.test(key.trim()) };
        break;
      case '3.6.': {
        const pairs = rest
          .filter((c) => ARROW.test(c))
          .map((c) => {
            const [premise, ...answer] = c.split(ARROW);
            return { id: partId(), premise: para(premise.trim()), answer: para(answer.join(' ').trim()) };
          });
        body = {
          type,
          pairs,
          distractors: rest.filter((c) => !ARROW.test(c)).map((text) => ({ id: partId(), text: para(text) })),
        };
        break;
      }
      default: {
        const groups = key.split(/\s*;\s*/).map((g) =>
          g
            .split('|')
            .map((a) => a.trim())
            .filter(Boolean),
        );
        const blanks = groups.map((answers) => ({ id: partId(), answers, degree: 1 }));
        stem = para(stemText).replace(/\[\[(\d)\]\]/g, (m, n: string) => {
          const blank = blanks[Number(n) - 1];
          return blank ? `<span data-blank="${blank.id}"></span>` : m;
        });
        body = { type: '3.7.', blanks, caseSensitive: false, distractors: rest };
      }
    }
    return draft(stem, body, extras);
  });
  return { questions: numbered(out), warnings: [], images: [] };
}
