import { fill } from '@mizan/domain/i18n';
import { IMPORT_KINDS, type ImportKind, QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { parseAiken } from './aiken.js';
import { parseExcelAllTypes, parseQmansExcel } from './excel.js';
import { parseGift } from './gift.js';
import { parseMizanJson } from './mizan-json.js';
import { parseMoodleXml } from './moodle-xml.js';
import type { ParseResult } from './parsed.js';
import { parseQmansWord } from './qmans-word.js';
import { parseQmansXml } from './qmans-xml.js';
import { parseQti } from './qti.js';
import { isZip } from './zip.js';

export { type ParseResult, UnreadableFile } from './parsed.js';

const PARSERS: Record<ImportKind, (data: Uint8Array) => ParseResult | Promise<ParseResult>> = {
  '1': parseMoodleXml,
  '2': parseQmansXml,
  '3': parseQmansWord,
  '4': parseQmansExcel,
  '5': parseExcelAllTypes,
  '6': parseMizanJson,
  gift: parseGift,
  aiken: parseAiken,
  qti: parseQti,
};

export const parseFile = (kind: ImportKind, data: Uint8Array) => PARSERS[kind](data);

type Content = 'zip' | 'xml' | 'json' | 'text' | 'binary';

/** What the bytes hold, by their start: a zip container, XML, JSON, text or other binary. */
export function sniffContent(data: Uint8Array): Content {
  if (isZip(data)) return 'zip';
  const head = Buffer.from(data.subarray(0, 4096));
  const bom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.includes(0)) return 'binary';
  const start = (
    utf16
      ? new TextDecoder(head[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(head.subarray(2))
      : head.subarray(bom).toString('latin1')
  ).trimStart();
  if (start.startsWith('<')) return 'xml';
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  return 'text';
}

/** The content each extension must have (a .docx that is not a zip is refused, and so on). */
const EXPECTED: Record<string, Content[]> = {
  xml: ['xml'],
  docx: ['zip'],
  xlsx: ['zip'],
  zip: ['zip'],
  json: ['json'],
  txt: ['text', 'xml', 'json'],
  gift: ['text', 'xml'],
};

/**
 * The type check made before any parsing (SPEC 5 'Files'): the extension must be one the kind
 * takes and the content must be what that extension says. Returns the refusal, or null.
 */
export function typeRefusal(kind: ImportKind, fileName: string, data: Uint8Array) {
  const extensions: readonly string[] = IMPORT_KINDS[kind].extensions;
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const refusal = fill(M.fileType, { types: extensions.map((e) => `.${e}`).join(', ') });
  if (!extensions.includes(ext)) return refusal;
  return EXPECTED[ext]?.includes(sniffContent(data)) ? null : refusal;
}
