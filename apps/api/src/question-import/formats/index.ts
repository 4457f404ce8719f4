import type { ImportKind } from '@mizan/domain/question-import';
import { parseAiken } from './aiken.js';
import { parseExcelAllTypes, parseQmansExcel } from './excel.js';
import { parseGift } from './gift.js';
import { parseMizanJson } from './mizan-json.js';
import { parseMoodleXml } from './moodle-xml.js';
import type { ParseResult } from './parsed.js';
import { parseQmansWord } from './qmans-word.js';
import { parseQmansXml } from './qmans-xml.js';
import { parseQti } from './qti.js';

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
