import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

const run = promisify(execFile);

/**
 * The pages of a scanner's PDF as images. A copier stores each page as one JPEG: that JPEG is taken
 * as it is (no re-rendering: pdftoppm costs 0.4 s a page, research b.3). Any other page (vector,
 * several images, Flate or CCITT images) is rasterised by pdftoppm (poppler-utils) at 150 dpi.
 */
export async function* scanPages(pdf: Uint8Array): AsyncGenerator<{ page: number; image: Buffer }> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = doc.getPages();
  let dir: string | null = null;
  try {
    for (const [index, page] of pages.entries()) {
      const jpeg = soleJpeg(doc, page.node.Resources());
      if (jpeg) {
        yield { page: index + 1, image: jpeg };
        continue;
      }
      if (!dir) {
        dir = await mkdtemp(path.join(tmpdir(), 'mizan-scan-'));
        await writeFile(path.join(dir, 'scan.pdf'), pdf);
      }
      yield { page: index + 1, image: await rasterisePage(path.join(dir, 'scan.pdf'), index + 1, 150) };
    }
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

function soleJpeg(doc: PDFDocument, resources: PDFDict | undefined): Buffer | null {
  const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return null;
  const images = xobjects
    .values()
    .map((ref) => doc.context.lookup(ref))
    .filter(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
  if (images.length !== 1 || xobjects.values().length !== 1) return null;
  return images[0].dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode')
    ? Buffer.from(images[0].contents)
    : null;
}

/** One page of a PDF file as a grey PNG. */
export async function rasterisePage(file: string, page: number, dpi: number): Promise<Buffer> {
  const out = path.join(path.dirname(file), `page-${page}-${dpi}`);
  await run('pdftoppm', [
    '-f',
    String(page),
    '-l',
    String(page),
    '-r',
    String(dpi),
    '-gray',
    '-png',
    '-singlefile',
    file,
    out,
  ]);
  const png = await readFile(`${out}.png`);
  await rm(`${out}.png`, { force: true });
  return png;
}
