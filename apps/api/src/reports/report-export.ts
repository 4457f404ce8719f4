import { StreamableFile } from '@nestjs/common';
import { type Bilingual, type Lang, pick } from '@mizan/domain/i18n';
import ExcelJS from 'exceljs';

/** One sheet of a report: headings and rows in the chosen language. */
export interface ReportSheet {
  name: Bilingual;
  columns: Bilingual[];
  rows: (string | number | null)[][];
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A report as an .xlsx: one sheet per part, right to left in Arabic (exceljs views.rightToLeft),
 * bold frozen header row. Sheet names are cut to Excel's 31 characters.
 */
export async function reportWorkbook(
  fileName: string,
  sheets: ReportSheet[],
  lang: Lang,
): Promise<StreamableFile> {
  const book = new ExcelJS.Workbook();
  for (const s of sheets) {
    const sheet = book.addWorksheet(
      pick(s.name, lang)
        .replace(/[\\/?*[\]:]/g, ' ')
        .slice(0, 31),
      {
        views: [{ rightToLeft: lang === 'ar', state: 'frozen', ySplit: 1 }],
      },
    );
    sheet.addRow(s.columns.map((c) => pick(c, lang))).font = { bold: true };
    for (const row of s.rows) sheet.addRow(row);
    sheet.columns.forEach((col) => {
      col.width = 18;
    });
  }
  const data = Buffer.from(await book.xlsx.writeBuffer());
  return new StreamableFile(data, {
    type: XLSX,
    disposition: `attachment; filename="${fileName}-${lang}.xlsx"`,
    length: data.length,
  });
}
