import { Injectable, StreamableFile } from '@nestjs/common';
import { type Bilingual, formatNumber, type Lang, pick } from '@mizan/domain/i18n';
import { REPORT_MESSAGES, type ReportFormat } from '@mizan/domain/reports';
import { PdfWriter } from '../documents/pdf.writer.js';

/** One sheet of a report: headings and rows in the chosen language. */
export interface ReportSheet {
  name: Bilingual;
  columns: Bilingual[];
  rows: (string | number | null)[][];
}

/** A report to export: its file name (no extension), its title, and its parts. */
export interface ReportFile {
  fileName: string;
  title: Bilingual;
  sheets: ReportSheet[];
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const attachment = (data: Buffer, type: string, fileName: string) =>
  new StreamableFile(data, { type, disposition: `attachment; filename="${fileName}"`, length: data.length });

/**
 * A report as an .xlsx: one sheet per part, right to left in Arabic (exceljs views.rightToLeft),
 * bold frozen header row. Sheet names are cut to Excel's 31 characters.
 */
export async function reportWorkbook(
  fileName: string,
  sheets: ReportSheet[],
  lang: Lang,
): Promise<StreamableFile> {
  // exceljs loads at the first workbook, not at the API's start.
  const { default: ExcelJS } = await import('exceljs');
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
  return attachment(Buffer.from(await book.xlsx.writeBuffer()), XLSX, `${fileName}-${lang}.xlsx`);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const LOCALES: Record<Lang, string> = { ar: 'ar-EG', en: 'en-GB' };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A date or time of the sheets (ISO, as the .xlsx keeps them) in the language's digits and format. */
export function printedDate(v: string, lang: Lang, at = new Date(v)): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'medium',
    ...(ISO_TIME.test(v) ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(at);
}

/** A cell as printed: numbers and dates in the language's digits, text isolated (<bdi>) so a code keeps its order. */
function cellHtml(v: string | number | null, lang: Lang): string {
  if (v === null || v === '') return '';
  if (typeof v === 'number') return formatNumber(v, lang);
  if (ISO_DAY.test(v) || ISO_TIME.test(v)) return printedDate(v, lang);
  return `<bdi>${escapeHtml(v)}</bdi>`;
}

const PDF_CSS = `
h1 { font-size: 16pt; margin: 0 0 2mm; }
.when { color: #444; font-size: 10pt; margin: 0 0 6mm; }
h2 { font-size: 13pt; margin: 6mm 0 2mm; break-after: avoid; }
table { width: 100%; border-collapse: collapse; font-size: 10pt; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { border: 0.3mm solid #888; padding: 1mm 2mm; text-align: start; }
th { background: #eee; }
td.n { text-align: end; font-variant-numeric: tabular-nums; }
.empty { color: #444; font-style: italic; }`;

/** The report's body for the print document: title, when, then each part as a table. */
export function reportHtml(file: ReportFile, lang: Lang, at: Date): string {
  const when = printedDate(at.toISOString(), lang, at);
  const parts = file.sheets.map((s) => {
    const head = s.columns.map((c) => `<th scope="col">${escapeHtml(pick(c, lang))}</th>`).join('');
    const rows = s.rows.length
      ? s.rows
          .map(
            (r) =>
              `<tr>${r.map((v) => `<td${typeof v === 'number' ? ' class="n"' : ''}>${cellHtml(v, lang)}</td>`).join('')}</tr>`,
          )
          .join('')
      : `<tr><td class="empty" colspan="${s.columns.length}">${escapeHtml(pick(REPORT_MESSAGES.noRows, lang))}</td></tr>`;
    return `<section><h2>${escapeHtml(pick(s.name, lang))}</h2><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></section>`;
  });
  return `<h1>${escapeHtml(pick(file.title, lang))}</h1><p class="when">${escapeHtml(
    `${pick(REPORT_MESSAGES.generatedAt, lang)} ${when}`,
  )}</p>${parts.join('')}`;
}

/**
 * Every report's export (issue 18 part 5): the .xlsx, or a PDF through the documents platform's
 * Chromium pool with the embedded Amiri print font, right to left in Arabic, numbers and dates in
 * the language's digits (the same path as the exam papers).
 */
@Injectable()
export class ReportExport {
  constructor(private readonly pdf: PdfWriter) {}

  async file(report: ReportFile, format: Exclude<ReportFormat, 'json'>, lang: Lang): Promise<StreamableFile> {
    if (format === 'xlsx') return reportWorkbook(report.fileName, report.sheets, lang);
    const data = await this.pdf.write(
      { body: reportHtml(report, lang, new Date()), css: PDF_CSS, lang, title: pick(report.title, lang) },
      { margin: { top: '15mm', bottom: '15mm', left: '12mm', right: '12mm' } },
    );
    return attachment(data, 'application/pdf', `${report.fileName}-${lang}.pdf`);
  }
}
