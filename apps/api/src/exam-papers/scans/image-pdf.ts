import { fill } from '@mizan/domain/i18n';
import { SCAN_LIMITS, SCORING_MESSAGES as M } from '@mizan/domain/scoring';
import { DomainError } from '../../common/domain-error.js';

type ImageKind = 'jpeg' | 'png' | 'tiff';

/** Any failure to decode: a damaged or truncated file is the uploader's, never a 500. */
const unreadable = (): never => {
  throw DomainError.of(422, M.scanUnreadable);
};

/**
 * Sheets scanned or photographed as an image, as the PDF the scan job reads: one page per image, and
 * per page of a (multi-page) TIFF. A JPEG is embedded as it is and every other page as a JPEG, so the
 * job takes each page's image straight back (no rasterising). The page count and every page's decoded
 * size are checked before any page is decoded: a small file may expand to gigapixels.
 */
export async function imagePdf(data: Buffer, kind: ImageKind): Promise<Buffer> {
  const [{ default: sharp }, { PDFDocument }] = await Promise.all([import('sharp'), import('pdf-lib')]);
  const open = (page: number) => sharp(data, { limitInputPixels: false, ...(kind === 'tiff' && { page }) });
  const pages = kind === 'tiff' ? ((await open(0).metadata().catch(unreadable)).pages ?? 1) : 1;
  if (pages > SCAN_LIMITS.maxPages)
    throw DomainError.of(413, fill(M.scanTooManyPages, { max: SCAN_LIMITS.maxPages }));
  for (let page = 0; page < pages; page++) {
    const meta = await open(page).metadata().catch(unreadable);
    if (!meta.width || !meta.height) unreadable();
    if (meta.width * meta.height > SCAN_LIMITS.maxPixels)
      throw DomainError.of(413, fill(M.scanImageTooLarge, { mp: SCAN_LIMITS.maxPixels / 1_000_000 }));
  }
  const doc = await PDFDocument.create();
  for (let page = 0; page < pages; page++) {
    const image = await (kind === 'jpeg'
      ? Promise.resolve(data)
      : open(page).jpeg({ quality: 92 }).toBuffer()
    )
      // A copy: pdf-lib reads a JPEG through its ArrayBuffer from offset 0, and a small upload's Buffer
      // is a view into Node's shared pool ('SOI not found in JPEG' now and then).
      .then((jpeg) => doc.embedJpg(new Uint8Array(jpeg)))
      .catch(unreadable);
    // Sized as a 150 dpi page: what the job would rasterise a vector page at.
    const [w, h] = [(image.width * 72) / 150, (image.height * 72) / 150];
    doc.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h });
  }
  return Buffer.from(await doc.save());
}
