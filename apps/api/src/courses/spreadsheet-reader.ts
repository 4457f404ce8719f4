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

/** .xlsx through exceljs. The legacy binary .xls format needs another reader (see API.md). */
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
