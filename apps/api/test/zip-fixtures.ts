import { randomBytes } from 'node:crypto';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One entry of a hand-built zip: its name, its packed bytes and what the central directory says of it. */
export interface RawEntry {
  name: string;
  method: 0 | 8;
  packed: Buffer;
  crc: number;
  /** The unpacked size written in both headers (a lying zip writes a small one). */
  bytes: number;
}

/** A zip container written byte by byte, so a test can make it as large or as dishonest as it needs. */
export function writeZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.packed.length, 18);
    local.writeUInt32LE(e.bytes, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(e.method, 10);
    header.writeUInt32LE(e.crc, 16);
    header.writeUInt32LE(e.packed.length, 20);
    header.writeUInt32LE(e.bytes, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, e.packed);
    central.push(header, name);
    offset += 30 + name.length + e.packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An entry holding `text` repeated until `bytes`, deflated as it streams (never whole in memory). */
export async function repeatedEntry(name: string, text: string, bytes: number): Promise<RawEntry> {
  const chunk = Buffer.from(text.repeat(Math.ceil(BYTES_PER_CHUNK / text.length)).slice(0, BYTES_PER_CHUNK));
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  let crc = 0;
  let left = bytes;
  while (left > 0) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = crc32(part, crc);
    if (!deflate.write(part)) await new Promise((r) => deflate.once('drain', r));
    left -= part.length;
  }
  const ended = new Promise((r) => deflate.once('end', r));
  deflate.end();
  await ended;
  return { name, method: 8, packed: Buffer.concat(out), crc, bytes };
}
const BYTES_PER_CHUNK = 1 << 20;

/** A stored entry of random bytes: pads a container to a given size (random bytes do not compress). */
export function paddingEntry(name: string, bytes: number): RawEntry {
  const data = randomBytes(bytes);
  return { name, method: 0, packed: data, crc: crc32(data), bytes };
}

/**
 * An .xlsx of `fileBytes` whose one worksheet unpacks to `expandedBytes` of rows: the shape of a
 * spreadsheet bomb. Its central directory is honest; the parser would have to unpack it all.
 */
export async function spreadsheetBomb(fileBytes: number, expandedBytes: number): Promise<Buffer> {
  const sheet = await repeatedEntry(
    'xl/worksheets/sheet1.xml',
    '<row><c t="inlineStr"><is><t>مقرر Course</t></is></c></row>',
    expandedBytes,
  );
  const packed = sheet.packed.length;
  return writeZip([sheet, paddingEntry('docProps/thumbnail.jpeg', Math.max(0, fileBytes - packed - 200))]);
}
