import type JSZip from 'jszip';
import { openZip as openChecked } from '../../files/zip.reader.js';

export { isZip } from '../../files/zip.reader.js';

/** A zip container (.docx, QTI package) opened through files/, which refuses bombs before JSZip unpacks anything. */
export const openZip = (data: Uint8Array): Promise<JSZip> =>
  openChecked(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
