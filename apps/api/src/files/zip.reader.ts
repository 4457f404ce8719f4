import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { FILE_MESSAGES as M } from '@mizan/domain/files';
import { fill } from '@mizan/domain/i18n';
import { BYTES_PER_MB, LIMITS } from '@mizan/domain/limits';
import type JSZip from 'jszip';
import { DomainError } from '../common/domain-error.js';

const inflate = promisify(inflateRaw);

export interface ZipLimits {
  entries: number;
  /** Unpacked bytes of all entries together. */
  expandedBytes: number;
  /** Unpacked to packed size of one entry, checked on entries over `ratioFloorBytes` unpacked. */
  ratio: number;
  ratioFloorBytes: number;
}

export const ZIP_LIMITS: ZipLimits = Object.freeze({
  entries: LIMITS.zipEntriesMax,
  expandedBytes: LIMITS.zipExpandedMaxBytes,
  ratio: LIMITS.zipRatioMax,
  ratioFloorBytes: BYTES_PER_MB,
});

/** One record of the central directory: what a zip parser (JSZip, hence exceljs and mammoth) will unpack. */
export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  packedBytes: number;
  bytes: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Sizes and offsets of this value mean "see the zip64 record": no Office file under 5 MB needs one. */
const ZIP64 = 0xffffffff;

const unreadable = () => DomainError.of(422, M.zipUnreadable);
const tooLarge = (limits: ZipLimits) =>
  DomainError.of(413, fill(M.zipTooLarge, { max: limits.expandedBytes / BYTES_PER_MB }));

/** Whether the bytes start like a zip container (a local file header). */
export const isZip = (data: Uint8Array) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** A name that could land outside the folder it is unpacked into. */
const unsafeName = (name: string) =>
  name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name) || name.split('/').includes('..');

/**
 * Reads the central directory (the list a zip declares at its end) without unpacking anything, and
 * refuses on the declared numbers alone: too many entries, too many unpacked bytes, a ratio no real
 * document has, unsafe paths, zip64 or encryption. A bomb of any size is refused here in microseconds.
 */
export function zipEntries(data: Buffer, limits: ZipLimits = ZIP_LIMITS): ZipEntry[] {
  if (!isZip(data) || data.length < 22) throw unreadable();
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--)
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw unreadable();
  const count = data.readUInt16LE(eocd + 10);
  const offset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === ZIP64) throw tooLarge(limits);
  if (count > limits.entries) throw DomainError.of(413, fill(M.zipEntries, { max: limits.entries }));
  const entries: ZipEntry[] = [];
  let at = offset;
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const nameLength = data.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      encrypted: (data.readUInt16LE(at + 8) & 1) === 1,
      packedBytes: data.readUInt32LE(at + 20),
      bytes: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
    };
    if (entry.packedBytes === ZIP64 || entry.bytes === ZIP64) throw tooLarge(limits);
    if (unsafeName(entry.name))
      throw DomainError.of(422, fill(M.zipPath, { name: entry.name.slice(0, 200) }));
    if (entry.encrypted || (entry.method !== 0 && entry.method !== 8)) throw unreadable();
    total += entry.bytes;
    if (total > limits.expandedBytes) throw tooLarge(limits);
    if (entry.bytes > limits.ratioFloorBytes && entry.bytes / Math.max(entry.packedBytes, 1) > limits.ratio)
      throw DomainError.of(413, fill(M.zipRatio, { name: entry.name.slice(0, 200) }));
    entries.push(entry);
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** The packed bytes of an entry, found through its local header as a parser finds them. */
function packed(data: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL) throw unreadable();
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  if (start + entry.packedBytes > data.length) throw unreadable();
  return data.subarray(start, start + entry.packedBytes);
}

/**
 * Checks a zip container before any parser sees it: the central directory's declared numbers first
 * (zipEntries), then every entry is inflated once on the thread pool, stopped one byte past what it
 * declared, so a container lying about its sizes cannot unpack to more than the caps either. The
 * event loop is never held by the inflating.
 */
export async function checkZip(data: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<ZipEntry[]> {
  const entries = zipEntries(data, limits);
  for (const entry of entries) {
    const bytes = packed(data, entry);
    if (entry.method === 0) {
      if (bytes.length !== entry.bytes) throw unreadable();
      continue;
    }
    let out: Buffer;
    try {
      out = await inflate(bytes, { maxOutputLength: entry.bytes + 1 });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(limits);
      throw unreadable();
    }
    if (out.length !== entry.bytes) throw unreadable();
  }
  return entries;
}

/** A checked zip container, opened with JSZip for readers that walk its entries (QTI packages). */
export async function openZip(data: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<JSZip> {
  await checkZip(data, limits);
  // jszip loads at the first package opened, not at the API's start.
  const { default: Zip } = await import('jszip');
  try {
    return await Zip.loadAsync(data, { checkCRC32: false, createFolders: false });
  } catch {
    throw unreadable();
  }
}
