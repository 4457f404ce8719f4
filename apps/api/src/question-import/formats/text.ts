import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { UnreadableFile } from './parsed.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text of an uploaded text file: a UTF-8 or UTF-16 byte-order mark is honoured and dropped; text
 * that is not valid UTF-8 is read as Windows-1252 (what Word and Notepad save in Western locales,
 * as Moodle's GIFT reader accepts). Line ends become \n.
 */
export function decodeText(data: Uint8Array, opts: { utf8Only?: boolean } = {}): string {
  let text: string;
  const utf16 = (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff);
  // A UTF-16 file is well marked, but a UTF-8-only format (Moodle XML, SPEC 5) refuses it all the same.
  if (utf16 && opts.utf8Only) throw new UnreadableFile(M.notUtf8);
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) text = decodeUtf8(data.subarray(3), opts);
  else if (data[0] === 0xff && data[1] === 0xfe) text = new TextDecoder('utf-16le').decode(data.subarray(2));
  else if (data[0] === 0xfe && data[1] === 0xff) text = new TextDecoder('utf-16be').decode(data.subarray(2));
  else text = decodeUtf8(data, opts);
  return text.replace(/\r\n?/g, '\n');
}

function decodeUtf8(data: Uint8Array, opts: { utf8Only?: boolean }): string {
  try {
    return utf8.decode(data);
  } catch {
    if (opts.utf8Only) throw new UnreadableFile(M.notUtf8);
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** Directional marks and isolates Word and browsers put around Arabic text. */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c\ufeff]/g;
export const stripBidi = (s: string) => s.replace(BIDI, '');

/** A line as a marker check sees it: no directional marks, smart punctuation folded, trimmed. */
export const bareLine = (s: string) =>
  stripBidi(s)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\uff1a/g, ':')
    .replace(/\u00a0/g, ' ')
    .trim();
