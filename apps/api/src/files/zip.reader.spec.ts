import { BYTES_PER_MB } from '@mizan/domain/limits';
import { paddingEntry, repeatedEntry, writeZip } from '../../test/zip-fixtures.js';
import { checkZip, ZIP_LIMITS, zipEntries } from './zip.reader.js';

const status = async (run: () => unknown) => {
  try {
    await run();
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe('files: zip reader', () => {
  it('lists the central directory of an honest container and inflates it once', async () => {
    const zip = writeZip([await repeatedEntry('a.xml', '<a/>', 10_000), paddingEntry('b.bin', 100)]);
    const entries = await checkZip(zip);
    expect(entries.map((e) => [e.name, e.bytes])).toEqual([
      ['a.xml', 10_000],
      ['b.bin', 100],
    ]);
  });

  it('refuses on declared numbers alone: entries, expanded size, ratio (413), unsafe path (422)', async () => {
    const many = writeZip(Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i) => paddingEntry(`${i}`, 1)));
    expect(await status(() => zipEntries(many))).toBe(413);
    const big = writeZip([await repeatedEntry('s.xml', 'x', 61 * BYTES_PER_MB)]);
    expect(await status(() => zipEntries(big))).toBe(413);
    const dense = writeZip([await repeatedEntry('s.xml', 'x', 2 * BYTES_PER_MB)]);
    expect(await status(() => zipEntries(dense))).toBe(413);
    expect(await status(() => zipEntries(writeZip([paddingEntry('../evil', 1)])))).toBe(422);
  });

  it('a container lying about its sizes is stopped one byte past what it declared', async () => {
    const entry = await repeatedEntry('s.xml', 'x', 50 * BYTES_PER_MB);
    const liar = writeZip([{ ...entry, bytes: 1000 }]);
    expect(await status(() => zipEntries(liar))).toBe(200);
    // Unpacked to the end, it would be 50 MB against the 1,000 bytes declared: 422, not 413.
    expect(await status(() => checkZip(liar))).toBe(413);
  });

  it('damaged bytes: 422', async () => {
    expect(await status(() => checkZip(Buffer.from('PK\x03\x04 not really a zip')))).toBe(422);
    const zip = writeZip([await repeatedEntry('a.xml', '<a/>', 10_000)]);
    zip.fill(0, 40, 80); // inside the packed data
    expect(await status(() => checkZip(zip))).toBe(422);
  });
});
