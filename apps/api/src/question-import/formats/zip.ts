import JSZip from 'jszip';
import { fill } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { UnreadableFile } from './parsed.js';

/** Limits on a zip container (.docx, .xlsx, QTI package) whose compressed size is already under 5 MB. */
export const ZIP_LIMITS = Object.freeze({
  entries: 2000,
  /** Unpacked bytes of all entries together. */
  totalBytes: 60 * 1024 * 1024,
  /** Unpacked to packed size of one entry; real Office XML stays well under 100. */
  ratio: 200,
});

interface EntryData {
  compressedSize?: number;
  uncompressedSize?: number;
}

interface ZipStream {
  on(event: 'data', fn: (chunk: Uint8Array) => void): ZipStream;
  on(event: 'error', fn: (error: Error) => void): ZipStream;
  on(event: 'end', fn: () => void): ZipStream;
  pause(): void;
  resume(): void;
}

/** A name that could land outside the folder it is unpacked into. */
const unsafeName = (name: string) =>
  name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name) || name.split('/').includes('..');

/**
 * Opens a zip safely: unsafe paths are refused, and every entry is unpacked once with a byte
 * counter, so neither the sizes the container declares nor its real contents can exceed the caps
 * (a zip bomb stops at the cap instead of filling memory). Readers (mammoth, exceljs) run after.
 */
export async function openZip(data: Uint8Array, limits = ZIP_LIMITS): Promise<JSZip> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data, { checkCRC32: false, createFolders: false });
  } catch {
    throw new UnreadableFile(M.zipUnreadable);
  }
  const entries = Object.values(zip.files);
  if (entries.length > limits.entries) throw new UnreadableFile(M.zipTooLarge);
  let declared = 0;
  for (const entry of entries) {
    const original = (entry as unknown as { unsafeOriginalName?: string }).unsafeOriginalName ?? entry.name;
    if (unsafeName(original) || unsafeName(entry.name))
      throw new UnreadableFile(fill(M.zipPath, { name: original }));
    const sizes = (entry as unknown as { _data?: EntryData })._data ?? {};
    const size = sizes.uncompressedSize ?? 0;
    declared += size;
    if (declared > limits.totalBytes) throw new UnreadableFile(M.zipTooLarge);
    if (size > 1024 * 1024 && size / Math.max(sizes.compressedSize ?? 1, 1) > limits.ratio)
      throw new UnreadableFile(M.zipTooLarge);
  }
  let actual = 0;
  for (const entry of entries) {
    if (entry.dir) continue;
    await new Promise<void>((resolve, reject) => {
      // internalStream (JSZip's own, untyped) yields the unpacked bytes chunk by chunk and can be paused.
      const stream = (entry as unknown as { internalStream(type: 'uint8array'): ZipStream }).internalStream(
        'uint8array',
      );
      stream
        .on('data', (chunk: Uint8Array) => {
          actual += chunk.length;
          if (actual > limits.totalBytes) {
            stream.pause();
            reject(new UnreadableFile(M.zipTooLarge));
          }
        })
        .on('error', () => reject(new UnreadableFile(M.zipUnreadable)))
        .on('end', () => resolve())
        .resume();
    });
  }
  return zip;
}

/** Whether the bytes start like a zip container. */
export const isZip = (data: Uint8Array) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
