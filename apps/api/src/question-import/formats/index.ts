import type { ImportKind } from '@mizan/domain/question-import';
import type { ParseResult } from './parsed.js';

export { type ParseResult, UnreadableFile } from './parsed.js';

type Parse = (data: Uint8Array) => ParseResult | Promise<ParseResult>;

/** Each reader loaded at its first file (mammoth, exceljs, jszip...): not at the API's start. */
const PARSERS: Record<ImportKind, () => Promise<Parse>> = {
  '1': async () => (await import('./moodle-xml.js')).parseMoodleXml,
  '2': async () => (await import('./qmans-xml.js')).parseQmansXml,
  '3': async () => (await import('./qmans-word.js')).parseQmansWord,
  '4': async () => (await import('./excel.js')).parseQmansExcel,
  '5': async () => (await import('./excel.js')).parseExcelAllTypes,
  '6': async () => (await import('./mizan-json.js')).parseMizanJson,
  gift: async () => (await import('./gift.js')).parseGift,
  aiken: async () => (await import('./aiken.js')).parseAiken,
  qti: async () => (await import('./qti.js')).parseQti,
};

export const parseFile = async (kind: ImportKind, data: Uint8Array) => (await PARSERS[kind]())(data);
