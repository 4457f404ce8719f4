import type * as XLSX from '@e965/xlsx';
import { FILE_MESSAGES as M } from '@mizan/domain/files';
import { fill } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import type ExcelJS from 'exceljs';
import { DomainError } from '../common/domain-error.js';
import { checkZip } from './zip.reader.js';

/** One non-empty row of the first worksheet: its 1-based number and its cells A, B, C ... as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export type SpreadsheetKind = 'xlsx' | 'xls';

/** The file is not a spreadsheet its reader can read; the caller says so in its own words. */
export class UnreadableSpreadsheet extends Error {}

export interface SheetLimits {
  rows: number;
  columns: number;
  cellChars: number;
}

export const SHEET_LIMITS: SheetLimits = Object.freeze({
  rows: LIMITS.sheetRowsMax,
  columns: LIMITS.sheetColumnsMax,
  cellChars: LIMITS.sheetCellCharsMax,
});

/** A1-style name of a cell, for messages. */
const cellName = (row: number, column: number) => {
  let name = '';
  for (let c = column + 1; c > 0; c = Math.floor((c - 1) / 26))
    name = String.fromCharCode(65 + ((c - 1) % 26)) + name;
  return `${name}${row}`;
};

/** Keeps a row when it has a non-empty cell, refusing the sheet when a row or cell is over the caps. */
function collect(rows: SheetRow[], row: number, values: string[], limits: SheetLimits) {
  while (values.length && values[values.length - 1] === '') values.pop();
  if (!values.length) return;
  if (values.length > limits.columns)
    throw DomainError.of(422, fill(M.sheetColumns, { row, max: limits.columns }));
  const long = values.findIndex((v) => v.length > limits.cellChars);
  if (long >= 0)
    throw DomainError.of(422, fill(M.sheetCell, { cell: cellName(row, long), max: limits.cellChars }));
  rows.push({ row, cells: values });
}

const tooManyRows = (limits: SheetLimits) => DomainError.of(413, fill(M.sheetRows, { max: limits.rows }));

function cellText(cell: ExcelJS.Cell): string {
  try {
    return (cell.text ?? '').trim();
  } catch {
    return String(cell.value ?? '').trim();
  }
}

/** .xlsx through exceljs, once the zip container has passed checkZip. */
async function readXlsx(data: Buffer, limits: SheetLimits): Promise<SheetRow[]> {
  try {
    await checkZip(data);
  } catch (error) {
    // A damaged container is an unreadable spreadsheet, said in the caller's words; caps stay 413.
    if (error instanceof DomainError && error.status === 422) throw new UnreadableSpreadsheet(error.message);
    throw error;
  }
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new UnreadableSpreadsheet(String(error));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > limits.rows) throw tooManyRows(limits);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, limits.columns + 1); c++)
      cells.push(cellText(row.getCell(c)));
    collect(rows, number, cells, limits);
  });
  return rows;
}

/**
 * The legacy binary .xls (BIFF) through SheetJS, which exceljs cannot read. Formulas are not
 * evaluated and cells come back as their displayed text, as with exceljs. Not compressed: the
 * upload's own size limit bounds it.
 */
async function readXls(data: Buffer, limits: SheetLimits): Promise<SheetRow[]> {
  const { read, utils } = await import('@e965/xlsx');
  let sheet: XLSX.WorkSheet | undefined;
  try {
    const workbook = read(data, { type: 'buffer', cellFormula: false, cellHTML: false, sheets: 0 });
    sheet = workbook.Sheets[workbook.SheetNames[0]];
  } catch (error) {
    throw new UnreadableSpreadsheet(String(error));
  }
  if (!sheet) return [];
  const range = utils.decode_range(sheet['!ref'] ?? 'A1');
  if (range.e.r - range.s.r + 1 > limits.rows) throw tooManyRows(limits);
  const matrix = utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: false,
    blankrows: true,
    defval: '',
  });
  const rows: SheetRow[] = [];
  matrix.forEach((values, i) => {
    collect(
      rows,
      i + 1,
      values.slice(0, limits.columns + 1).map((v) => String(v ?? '').trim()),
      limits,
    );
  });
  return rows;
}

/**
 * The rows of the first worksheet. Refuses (DomainError, 413/422 with a files message) a container
 * over the zip caps before exceljs sees it, and a sheet over the row, column or cell caps; throws
 * UnreadableSpreadsheet when the library cannot read it. exceljs and SheetJS load at the first
 * spreadsheet, not at the API's start.
 */
export async function readSpreadsheet(
  data: Buffer,
  kind: SpreadsheetKind,
  limits: SheetLimits = SHEET_LIMITS,
): Promise<SheetRow[]> {
  return kind === 'xlsx' ? readXlsx(data, limits) : readXls(data, limits);
}
