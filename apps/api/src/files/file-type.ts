import { isZip } from './zip.reader.js';

/** What a file holds, by its first bytes: never by its name. */
export type ContentKind =
  | 'zip'
  | 'ole2'
  | 'png'
  | 'jpeg'
  | 'tiff'
  | 'pdf'
  | 'xml'
  | 'json'
  | 'text'
  | 'binary';

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (data: Uint8Array, magic: number[]) =>
  data.length >= magic.length && magic.every((b, i) => data[i] === b);
/** Byte order (II little-, MM big-endian) then 42 in that order; 43 is BigTIFF, which libtiff reads too. */
const isTiff = (data: Uint8Array) =>
  startsWith(data, [0x49, 0x49])
    ? [0x2a, 0x2b].includes(data[2]) && data[3] === 0
    : startsWith(data, [0x4d, 0x4d]) && data[2] === 0 && [0x2a, 0x2b].includes(data[3]);

/** The content kind of the bytes: a container or image by its magic bytes, else XML, JSON, text or binary. */
export function sniff(data: Uint8Array): ContentKind {
  if (isZip(data)) return 'zip';
  if (startsWith(data, OLE2)) return 'ole2';
  if (startsWith(data, PNG)) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (isTiff(data)) return 'tiff';
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
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

/** The contents each accepted extension may have: a .docx that is not a zip is refused, and so on. */
export const EXTENSION_CONTENTS: Readonly<Record<string, readonly ContentKind[]>> = Object.freeze({
  xlsx: ['zip'],
  docx: ['zip'],
  zip: ['zip'],
  xls: ['ole2'],
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  tif: ['tiff'],
  tiff: ['tiff'],
  pdf: ['pdf'],
  xml: ['xml'],
  json: ['json'],
  txt: ['text', 'xml', 'json'],
  gift: ['text', 'xml'],
});
