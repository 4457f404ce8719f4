import { StreamableFile } from '@nestjs/common';

/**
 * A download with its name in the exam's language: an ASCII fallback for old clients and the real
 * name as RFC 5987 filename* (UTF-8), which browsers prefer.
 */
export function paperFile(data: Uint8Array, type: string, name: string, ext: string): StreamableFile {
  const safe = name.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'exam';
  const ascii = safe.replace(/[^\x20-\x7e]+/g, '_').replace(/_+/g, '_');
  return new StreamableFile(data, {
    type,
    disposition: `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${safe}.${ext}`)}`,
    length: data.length,
  });
}
