import http from 'node:http';
import { MESSAGES } from '@mizan/domain/messages';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';

const bilingual = { ar: expect.stringMatching(/\S/), en: expect.stringMatching(/\S/) };

describe('system', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('keeps an idle keep-alive connection past Node default 5 s, so a pooled socket is not reset', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const req = http.get(`${t.url}/api/public/info`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
        });
        req.on('error', reject);
      });
    try {
      const first = await get();
      await new Promise((r) => setTimeout(r, 6_000));
      const second = await get();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  }, 15_000);

  describe('GET /api/public/info', () => {
    it('gives the login page its texts without a session', async () => {
      const res = await t.request('GET', '/api/public/info');
      expect(res.status).toBe(200);
      expect(res.headers.get('X-Auth-Token')).toBeNull();
      expect(Object.keys(res.body).sort()).toEqual(['maintenance', 'marketing', 'policy', 'sisConfigured']);
      // The test servers run without a student-information system.
      expect(res.body.sisConfigured).toBe(false);
      expect(res.body.maintenance).toEqual(MESSAGES.maintenance);
      expect(res.body.policy).toEqual(bilingual);
      expect(res.body.marketing).toHaveLength(7);
      for (const entry of res.body.marketing)
        expect(entry).toEqual({ key: expect.any(String), title: bilingual, text: bilingual });
      expect(res.body.marketing.map((m: { key: string }) => m.key)).toEqual([
        'courses',
        'subjects',
        'questions',
        'review',
        'history',
        'exams',
        'privacy',
      ]);
      expect(new Set(res.body.marketing.map((m: { title: { en: string } }) => m.title.en)).size).toBe(7);
    });

    it('answers the same with any token, even a bad one', async () => {
      const res = await t.request('GET', '/api/public/info', { headers: { Authorization: 'Bearer forged' } });
      expect(res.status).toBe(200);
      expect(res.body.marketing).toHaveLength(7);
    });
  });

  describe('GET /api/health', () => {
    it('reports the database it answered from', async () => {
      const res = await t.request('GET', '/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'ok',
        database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
      });
      expect(res.body.database).toBe(t.running.database.kind);
    });
  });
});
