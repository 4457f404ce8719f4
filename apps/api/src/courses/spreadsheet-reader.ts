import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

/** One non-empty row of the first worksheet: its 1-based number and its cells A, B, C ... as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export type SpreadsheetKind = 'xlsx' | 'xls';

/** Reads the first worksheet of an uploaded file. One implementation per library, chosen by kind. */
export interface SpreadsheetReader {
  supports(kind: SpreadsheetKind): boolean;
  read(data: Buffer, kind: SpreadsheetKind): Promise<SheetRow[]>;
}

export class UnreadableSpreadsheet extends Error {}

/** What the bytes are, by their signature: a zip container (xlsx) or an OLE2 compound file (xls). */
export function sniffSpreadsheet(data: Buffer): SpreadsheetKind | null {
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04)
    return 'xlsx';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
  )
    return 'xls';
  return null;
}

/** .xlsx through exceljs. */
export class ExcelJsReader implements SpreadsheetReader {
  supports(kind: SpreadsheetKind): boolean {
    return kind === 'xlsx';
  }

  async read(data: Buffer): Promise<SheetRow[]> {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
    } catch (error) {
      throw new UnreadableSpreadsheet(String(error));
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return [];
    const rows: SheetRow[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
      const cells: string[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c)));
      while (cells.length && cells[cells.length - 1] === '') cells.pop();
      if (cells.length) rows.push({ row: number, cells });
    });
    return rows;
  }
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return (cell.text ?? '').trim();
  } catch {
    return String(cell.value ?? '').trim();
  }
}

/**
 * The legacy binary .xls (BIFF) through SheetJS, which exceljs cannot read. Formulas are not
 * evaluated and cells come back as their displayed text, as with exceljs.
 */
export class SheetJsXlsReader implements SpreadsheetReader {
  supports(kind: SpreadsheetKind): boolean {
    return kind === 'xls';
  }

  async read(data: Buffer): Promise<SheetRow[]> {
    let sheet: XLSX.WorkSheet | undefined;
    try {
      const workbook = XLSX.read(data, { type: 'buffer', cellFormula: false, cellHTML: false, sheets: 0 });
      sheet = workbook.Sheets[workbook.SheetNames[0]];
    } catch (error) {
      throw new UnreadableSpreadsheet(String(error));
    }
    if (!sheet) return [];
    const matrix = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      blankrows: true,
      defval: '',
    });
    const rows: SheetRow[] = [];
    matrix.forEach((values, i) => {
      const cells = values.map((v) => String(v ?? '').trim());
      while (cells.length && cells[cells.length - 1] === '') cells.pop();
      if (cells.length) rows.push({ row: i + 1, cells });
    });
    return rows;
  }
}

/** Every reader the import knows, each taking the kinds it supports. */
export class SpreadsheetReaders implements SpreadsheetReader {
  constructor(private readonly readers: SpreadsheetReader[]) {}

  supports(kind: SpreadsheetKind): boolean {
    return this.readers.some((r) => r.supports(kind));
  }

  read(data: Buffer, kind: SpreadsheetKind): Promise<SheetRow[]> {
    const reader = this.readers.find((r) => r.supports(kind));
    if (!reader) throw new UnreadableSpreadsheet(`no reader for ${kind}`);
    return reader.read(data, kind);
  }
}
