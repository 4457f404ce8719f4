import { TOKEN_HEADER } from '@mizan/domain/auth';
import { fill } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { MESSAGES } from '@mizan/domain/messages';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';

/** A real 1x1 PNG (signature, IHDR, IDAT, IEND). */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
/** A JPEG header followed by padding, `size` bytes long. */
const jpeg = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  return bytes;
};
const GIF = Uint8Array.from(
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
);

const form = (field: string, bytes: Uint8Array, filename: string, type: string) => {
  const data = new FormData();
  data.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), filename);
  return data;
};
const IMAGE_SIZE = { message: fill(MESSAGES.imageSize, { max: LIMITS.profileImageMaxBytes / 1_048_576 }) };

describe('users', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('reviewer');
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  const upload = (data: FormData, username = 'reviewer', tk = token) =>
    t.request('PUT', `/api/users/${username}/image`, { token: tk, raw: { body: data } });

  describe('profile', () => {
    it('shows the own profile', async () => {
      const res = await t.request('GET', '/api/users/reviewer/profile', { token });
      expect(res.status).toBe(200);
      expect(res.headers.get(TOKEN_HEADER)).toBeTruthy();
      expect(res.body).toEqual({
        username: 'reviewer',
        name: { ar: 'د. خالد المراجع', en: 'Dr. Khaled Reviewer' },
        email: null,
        phone: null,
        nationalId: null,
        userImage: null,
        origin: '10.1.',
        scope: { ar: 'كلية الهندسة', en: 'Faculty of Engineering' },
        canEdit: true,
      });
      // The username in the path is matched regardless of case.
      expect((await t.request('GET', '/api/users/REVIEWER/profile', { token })).status).toBe(200);
    });

    it("answers 404 for another user's profile, existing or not", async () => {
      for (const username of ['admin', 'creator', 'nobody']) {
        for (const method of ['GET', 'PUT']) {
          const res = await t.request(method, `/api/users/${username}/profile`, {
            token,
            body: method === 'PUT' ? { nameAr: 'x', nameEn: 'x' } : undefined,
          });
          expect({ username, method, status: res.status, body: res.body }).toEqual({
            username,
            method,
            status: 404,
            body: { message: MESSAGES.notFound },
          });
        }
      }
      const admin = await t.request('GET', '/api/users/admin/profile', { token: await t.login('admin') });
      expect(admin.body.name.en).toBe('System Administrator');
    });

    it('saves a valid edit and returns it', async () => {
      const edit = {
        nameAr: '  د. خالد محمد  ',
        nameEn: 'Dr. Khaled M.',
        email: 'khaled@example.edu',
        phone: '+20 100-123-4567',
        nationalId: '29001011234567',
      };
      const res = await t.request('PUT', '/api/users/reviewer/profile', { token, body: edit });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        username: 'reviewer',
        name: { ar: 'د. خالد محمد', en: 'Dr. Khaled M.' },
        email: 'khaled@example.edu',
        phone: '+20 100-123-4567',
        nationalId: '29001011234567',
      });
      const read = await t.request('GET', '/api/users/reviewer/profile', { token });
      expect(read.body).toEqual(res.body);
      expect((await t.request('GET', '/api/auth/session', { token })).body.name).toEqual(res.body.name);

      // Empty optional fields clear them.
      const cleared = await t.request('PUT', '/api/users/reviewer/profile', {
        token,
        body: { nameAr: 'د. خالد', nameEn: 'Dr. Khaled', email: '', phone: '', nationalId: '' },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ email: null, phone: null, nationalId: null });
    });

    it('refuses a national id that is not 14 digits starting with 2 or 3', async () => {
      for (const nationalId of [
        '1900101123456',
        '19001011234567',
        '4900101123456x',
        '2900101123456',
        '290010112345678',
      ]) {
        const res = await t.request('PUT', '/api/users/reviewer/profile', {
          token,
          body: { nameAr: 'x', nameEn: 'x', nationalId },
        });
        expect({ nationalId, status: res.status, body: res.body }).toEqual({
          nationalId,
          status: 422,
          body: { message: MESSAGES.invalidData, fields: { nationalId: MESSAGES.nationalId } },
        });
      }
      expect((await t.request('GET', '/api/users/reviewer/profile', { token })).body.name.en).toBe(
        'Dr. Khaled',
      );
    });

    it('refuses an invalid email, a missing name and unknown fields', async () => {
      const cases: [Record<string, unknown>, Record<string, unknown>][] = [
        [{ nameAr: 'x', nameEn: 'x', email: 'not-an-email' }, { email: MESSAGES.invalidEmail }],
        [{ nameAr: 'x', nameEn: 'x', email: 'a@b' }, { email: MESSAGES.invalidEmail }],
        [{ nameAr: '', nameEn: 'x' }, { nameAr: MESSAGES.required }],
        [{ nameEn: 'x' }, { nameAr: MESSAGES.required }],
        [{ nameAr: 'x', nameEn: 'x', phone: 'call me' }, { phone: MESSAGES.validNumber }],
        [{ nameAr: 'x', nameEn: 'x', username: 'admin' }, { username: MESSAGES.unknownField }],
        [{ nameAr: 'x', nameEn: 'x', scopeId: 1 }, { scopeId: MESSAGES.unknownField }],
      ];
      for (const [body, fields] of cases) {
        const res = await t.request('PUT', '/api/users/reviewer/profile', { token, body });
        expect({ body, status: res.status, body_: res.body }).toEqual({
          body,
          status: 422,
          body_: { message: MESSAGES.invalidData, fields },
        });
      }
      expect((await t.request('GET', '/api/users/reviewer/profile', { token })).body).toMatchObject({
        username: 'reviewer',
        name: { en: 'Dr. Khaled' },
      });
    });
  });

  describe('image', () => {
    it('takes a PNG and serves back the same bytes', async () => {
      const res = await upload(form('image', PNG, 'me.png', 'image/png'));
      expect(res.status).toBe(200);
      expect(res.body.username).toBe('reviewer');
      expect(res.body.userImage).toMatch(/^\/api\/users\/reviewer\/image\?v=\d+$/);
      const session = await t.request('GET', '/api/auth/session', { token });
      expect(session.body.userImage).toBe(res.body.userImage);

      const image = await fetch(`${t.url}${res.body.userImage}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

      // Another user may see it; nobody without a session may.
      const other = await t.request('GET', '/api/users/reviewer/image', { token: await t.login('viewer') });
      expect(other.status).toBe(200);
      expect((await t.request('GET', '/api/users/reviewer/image')).status).toBe(401);
    });

    it('takes a JPEG of exactly 1 MB in place of the PNG, under a new image URL', async () => {
      const before = (await t.request('GET', '/api/users/reviewer/profile', { token })).body.userImage;
      await new Promise((r) => setTimeout(r, 5));
      const res = await upload(form('image', jpeg(LIMITS.profileImageMaxBytes), 'me.JPEG', 'image/jpeg'));
      expect(res.status).toBe(200);
      // A new URL, so that browsers holding the old picture in cache fetch the new one.
      expect(res.body.userImage).not.toBe(before);
      const image = await t.request('GET', '/api/users/reviewer/image', { token });
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    });

    it('refuses an image over 1 MB with 413 imageSize', async () => {
      for (const size of [LIMITS.profileImageMaxBytes + 1, 3 * LIMITS.profileImageMaxBytes]) {
        const res = await upload(form('image', jpeg(size), 'big.jpg', 'image/jpeg'));
        expect({ size, status: res.status, body: res.body }).toEqual({ size, status: 413, body: IMAGE_SIZE });
      }
      await t.request('GET', '/api/health');
    });

    it('refuses a GIF, a text file named .png and a PNG named .gif with 415 imageType', async () => {
      const cases: [Uint8Array, string, string][] = [
        [GIF, 'me.gif', 'image/gif'],
        [new TextEncoder().encode('just some text, not an image'), 'me.png', 'image/png'],
        [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'me.jpg', 'image/jpeg'],
        [PNG, 'me.gif', 'image/gif'],
        [PNG, 'me.png.exe', 'application/octet-stream'],
      ];
      for (const [bytes, filename, type] of cases) {
        const res = await upload(form('image', bytes, filename, type));
        expect({ filename, status: res.status, body: res.body }).toEqual({
          filename,
          status: 415,
          body: { message: MESSAGES.imageType },
        });
      }
      // The JPEG of the previous test is still the picture.
      const image = await t.request('GET', '/api/users/reviewer/image', { token });
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    });

    it('answers 422 on the image field when no image is sent', async () => {
      const required = {
        message: MESSAGES.invalidData,
        fields: { image: { ar: 'برجاء اختيار صورة', en: 'Please choose an image' } },
      };
      const empty = new FormData();
      empty.append('note', 'no file here');
      const wrongField = form('photo', PNG, 'me.png', 'image/png');
      for (const [label, data] of [
        ['empty form', empty],
        ['file under another field', wrongField],
      ] as const) {
        const res = await upload(data);
        expect({ label, status: res.status, body: res.body }).toEqual({ label, status: 422, body: required });
      }
      const json = await t.request('PUT', '/api/users/reviewer/image', { token, body: { image: 'x' } });
      expect(json.status).toBe(422);
      expect(json.body).toEqual(required);
    });

    it('answers a broken multipart body with a clear 400, not a crash', async () => {
      const res = await t.request('PUT', '/api/users/reviewer/image', {
        token,
        raw: {
          body: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
          contentType: 'multipart/form-data; boundary=xyz',
        },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MESSAGES.invalidData });
      expect((await t.request('GET', '/api/health')).status).toBe(200);
    });

    it("refuses to set another user's image", async () => {
      const res = await upload(form('image', PNG, 'me.png', 'image/png'), 'admin');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: MESSAGES.notFound });
      const admin = await t.request('GET', '/api/users/admin/image', { token });
      expect(admin.status).toBe(404);
      expect(admin.body).toEqual({ message: MESSAGES.notFound });
    });
  });
});
