import type { PaperSize, SheetIdentity, SheetLayout } from '@mizan/domain/exam-papers';
import { readSheet, type SheetReading } from './sheet.reader.js';

/**
 * What reading an exam's sheets needs, as plain data (it is handed to the reader threads): the
 * exam's one layout per paper size and each model's code and multi-answer rows.
 */
export interface ExamSheets {
  examId: number;
  layouts: Record<PaperSize, SheetLayout>;
  /** In model order: a blank sheet with no bubbled model code is read with the first one's rows. */
  models: { code: string; multi: number[] }[];
}

/** The reader's multi-answer rows for whichever model's sheet is being read (set from the QR). */
class RowsOfModel extends Set<number> {
  current: ReadonlySet<number> = new Set();
  override has(row: number): boolean {
    return this.current.has(row);
  }
}

/**
 * One scanned page of the exam: every sheet of it has the exam's layout (a blank sheet's bubbled
 * model code then names the model); A4 first, Letter when the marks say the paper is Letter.
 */
export async function readExamSheet(image: Uint8Array, sheets: ExamSheets): Promise<SheetReading> {
  const multi = new RowsOfModel();
  const byCode = new Map(sheets.models.map((m) => [m.code, new Set(m.multi)]));
  const first = sheets.models[0] ? byCode.get(sheets.models[0].code) : undefined;
  const attempt = (paper: PaperSize) =>
    readSheet(image, {
      multiAnswer: multi,
      layoutFor: (id: SheetIdentity) => {
        if (id.examId !== sheets.examId) return null;
        const model = id.modelCode === '' ? first : byCode.get(id.modelCode);
        multi.current = model ?? new Set();
        return model ? sheets.layouts[paper] : null;
      },
    });
  const a4 = await attempt('A4');
  return !a4.ok && a4.problem === 'layoutMismatch' ? attempt('Letter') : a4;
}
