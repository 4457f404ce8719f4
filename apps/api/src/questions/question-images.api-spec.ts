import { MESSAGES } from '@mizan/domain/messages';
import { QUESTION_MESSAGES as M, questionPaths as P } from '@mizan/domain/questions';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const GIF = new Uint8Array(new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'));
const WEBP = new Uint8Array([
  ...new TextEncoder().encode('RIFF'),
  4,
  0,
  0,
  0,
  ...new TextEncoder().encode('WEBPVP8 '),
]);

const form = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
  const data = new FormData();
  data.append('file', new Blob([bytes], { type }), name);
  return data;
};

describe('165.2.1. question images', () => {
  let t: TestApp;
  let creator: string;
  const upload = (bytes: Uint8Array<ArrayBuffer>, name = 'x.png', type = 'image/png', token = creator) =>
    t.request('POST', P.images(), { token, raw: { body: form(bytes, name, type) } });

  beforeAll(async () => {
    t = await startTestApp();
    creator = await t.login('creator');
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('stores an image by its content and serves it from its own public URL', async () => {
    // The declared name and type are not trusted: the bytes say GIF.
    const res = await upload(GIF, 'photo.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/api\/question-images\/[0-9a-f-]{36}$/);
    const image = await t.request('GET', res.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/gif');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await (await fetch(`${t.url}${res.body.url}`)).arrayBuffer())).toEqual(GIF);
    for (const bytes of [PNG, WEBP]) expect((await upload(bytes)).status).toBe(200);
  });

  it('refuses other types (415), a file over 3 MB (413) and no file (422)', async () => {
    const text = await upload(new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'x.png');
    expect(text.status).toBe(415);
    expect(text.body.message).toEqual(M.imageType);
    const big = new Uint8Array(3 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toEqual({
      ar: 'حجم الصورة أكبر من ٣ ميجابايت',
      en: 'The image is larger than 3 MB',
    });
    const atLimit = new Uint8Array(3 * 1024 * 1024);
    atLimit.set(PNG);
    expect((await upload(atLimit)).status).toBe(200);
    const none = await t.request('POST', P.images(), { token: creator, raw: { body: new FormData() } });
    expect(none.status).toBe(422);
    expect(none.body.fields.file).toEqual(M.imageRequired);
    const two = new FormData();
    for (const name of ['a.png', 'b.png']) two.append('file', new Blob([PNG], { type: 'image/png' }), name);
    const twoFiles = await t.request('POST', P.images(), { token: creator, raw: { body: two } });
    expect(twoFiles.status).toBe(422);
    expect(twoFiles.body.fields.file).toEqual(M.imageRequired);
  });

  it('needs the add right to upload, and answers 404 for an unknown image', async () => {
    const viewer = await t.login('viewer');
    expect((await upload(PNG, 'x.png', 'image/png', viewer)).status).toBe(403);
    const unknown = await t.request('GET', P.image('0b6f3c1e-2a4d-4e8f-9a1b-3c5d7e9f1a2b'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toEqual(MESSAGES.notFound);
    expect((await t.request('GET', P.image('not-a-uuid'))).status).toBe(404);
  });
});
