/**
 * What a bubble sheet's QR carries: exam, model, student and page, with a checksum so that a
 * misread or a code from something else is refused rather than filed under the wrong student.
 * The checksum is not a signature: a forged sheet still needs a person to put it in the scanner,
 * and the roster check (student of this exam) follows in the job.
 */
export interface SheetIdentity {
  examId: number;
  /** '00' to '99'; '' on a blank sheet, where the student bubbles the model code. */
  modelCode: string;
  /** The exam_student row; null on a blank sheet, where the student bubbles their number. */
  studentId: number | null;
  /** 0-based page of the sheet. */
  page: number;
}

const PREFIX = 'MZS1';

/** FNV-1a over the UTF-16 units, 32 bits, in base 36: short enough to keep the QR at version 3-4. */
function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

export function encodeSheetQr(id: SheetIdentity): string {
  if (!Number.isSafeInteger(id.examId) || id.examId < 1) throw new RangeError('exam id');
  if (id.modelCode !== '' && !/^\d\d$/.test(id.modelCode)) throw new RangeError('model code');
  if (id.studentId !== null && (!Number.isSafeInteger(id.studentId) || id.studentId < 1))
    throw new RangeError('student id');
  if (!Number.isInteger(id.page) || id.page < 0) throw new RangeError('page');
  const body = [PREFIX, id.examId, id.modelCode, id.studentId ?? '', id.page].join('.');
  return `${body}.${checksum(body)}`;
}

/** The identity in a QR text, or null when it is not a Mizan sheet's or its checksum fails. */
export function decodeSheetQr(text: string): SheetIdentity | null {
  const m = /^(MZS1\.([1-9]\d{0,15})\.(\d\d)?\.([1-9]\d{0,15})?\.(\d{1,3}))\.([0-9a-z]{1,7})$/.exec(text);
  if (!m || checksum(m[1]) !== m[6]) return null;
  return {
    examId: Number(m[2]),
    modelCode: m[3] ?? '',
    studentId: m[4] ? Number(m[4]) : null,
    page: Number(m[5]),
  };
}
