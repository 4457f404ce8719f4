import { QuestionStatus } from '@mizan/domain/codes';
import { MESSAGES } from '@mizan/domain/messages';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import {
  REPORT_MESSAGES,
  type ReportChangedEvent,
  reportPaths,
  type StatusStatsResponse,
} from '@mizan/domain/reports';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatNumber } from '@mizan/domain/i18n';
import ExcelJS from 'exceljs';
import { io, type Socket } from 'socket.io-client';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { userWith } from '../../test/questions.js';
import { REPORT_DEBOUNCE_MS } from './report-live.js';
import { reviewCourse, reviewQuestions } from '../../test/review.js';

const P = reportPaths.statusStats;

describe('165.4.1. questions status stats API', () => {
  let t: TestApp;
  let admin: string;
  let creator: string;
  let reviewer: string;
  let eng: string;
  let scopes: Record<string, number>;

  /** The independent count: questions per status of the courses at or under a scope. */
  const expected = async (scopeId: number) => {
    const rows = await t.sql<{ status: string; n: number }>(
      `select q.status, count(*)::int as n from question q join course c on c.id = q.course_id
       join scope s on s.id = c.scope_id where s.path like (select path from scope where id = ?) || '%'
       group by q.status`,
      [scopeId],
    );
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  };
  const get = (query: string, token = admin) => t.request('GET', `${P}?${query}`, { token });
  const nonZero = (counts: Record<string, number>) =>
    Object.fromEntries(Object.entries(counts).filter(([, n]) => n));

  beforeAll(async () => {
    t = await startTestApp();
    [admin, creator, reviewer] = await Promise.all(['admin', 'creator', 'reviewer'].map((u) => t.login(u)));
    scopes = await t.scopeIds();
    eng = (await userWith(t, 'dean-eng', 'ENG', { '165.4.1.': ['9.2.'] })).token;
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('rows by faculty match the bank, every status present, totals sum the rows (the contract)', async () => {
    const res = await get(`scopeId=${scopes.UNI}&courseStatus=1&distribution=1`);
    expect(res.status).toBe(200);
    const body = res.body as StatusStatsResponse;
    expect(Object.keys(body).sort()).toEqual(['rows', 'totals']);
    expect(body.rows.map((r) => r.id).sort()).toEqual([scopes.ENG, scopes.SCI].sort());
    for (const row of body.rows) {
      expect(Object.keys(row).sort()).toEqual(['counts', 'id', 'name', 'total']);
      expect(Object.keys(row.counts)).toEqual(['5.1.', '5.2.', '5.3.', '5.4.', '5.5.', '5.6.']);
      expect(nonZero(row.counts)).toEqual(await expected(row.id));
      expect(row.total).toBe(Object.values(row.counts).reduce((a, b) => a + b, 0));
      expect(row.name.ar).toMatch(/كلية/);
    }
    expect(nonZero(body.totals.counts)).toEqual(await expected(scopes.UNI));
    expect(body.totals.total).toBeGreaterThan(0);
  });

  it('rows by department under a faculty; by grade from the course codes', async () => {
    const dep = (await get(`scopeId=${scopes.ENG}&distribution=2`)).body as StatusStatsResponse;
    expect(dep.rows.map((r) => r.id).sort()).toEqual(
      [scopes['ENG-CIV'], scopes['ENG-ELC'], scopes['ENG-CSE']].sort(),
    );
    for (const row of dep.rows) expect(nonZero(row.counts)).toEqual(await expected(row.id));
    const grades = (await get(`scopeId=${scopes.ENG}&distribution=3`)).body as StatusStatsResponse;
    expect(grades.rows.every((r) => Number.isInteger(r.id) && r.id >= 0 && r.id <= 9)).toBe(true);
    expect(grades.rows[0].name).toMatchObject({ ar: expect.stringMatching(/الفرقة|بدون/) });
    expect(grades.totals).toEqual(dep.totals);
  });

  it('courses with (2) and without (3) questions; the drill-down lists the courses behind a number', async () => {
    const all = (await get(`scopeId=${scopes.ENG}&distribution=2`)).body as StatusStatsResponse;
    const row = all.rows.find((r) => r.total > 0)!;
    const behind = await t.request(
      'GET',
      `${reportPaths.statusStatsCourses}?scopeId=${scopes.ENG}&distribution=2&rowId=${row.id}&limit=100`,
      { token: admin },
    );
    expect(behind.status).toBe(200);
    expect(behind.body.courses.reduce((n: number, c: { total: number }) => n + c.total, 0)).toBe(row.total);
    const approved = await t.request(
      'GET',
      `${reportPaths.statusStatsCourses}?scopeId=${scopes.ENG}&distribution=2&rowId=${row.id}&status=5.3.&limit=100`,
      { token: admin },
    );
    expect(
      approved.body.courses.reduce(
        (n: number, c: { counts: Record<string, number> }) => n + c.counts['5.3.'],
        0,
      ),
    ).toBe(row.counts['5.3.']);
    const without = (await get(`scopeId=${scopes.ENG}&distribution=2&courseStatus=3`))
      .body as StatusStatsResponse;
    const withQ = (await get(`scopeId=${scopes.ENG}&distribution=2&courseStatus=2`))
      .body as StatusStatsResponse;
    expect(without.totals.counts['5.3.']).toBe(0);
    expect(withQ.totals.counts['5.3.']).toBe(all.totals.counts['5.3.']);
  });

  it('narrows by type, language and date; a range ending before the bank is empty, not NaN', async () => {
    const mcq = (await get(`scopeId=${scopes.UNI}&questionType=3.1.`)).body as StatusStatsResponse;
    const [{ n }] = await t.sql<{ n: number }>(
      "select count(*)::int as n from question where question_type = '3.1.'",
    );
    expect(mcq.totals.total).toBe(n);
    const old = (await get(`scopeId=${scopes.UNI}&from=2000-01-01&to=2000-12-31`))
      .body as StatusStatsResponse;
    expect(old.totals.total).toBe(0);
    expect(JSON.stringify(old)).not.toMatch(/NaN|null/);
  });

  it('keeps the caller in their scope: a faculty dean sees only it, another faculty is 404 with its own text', async () => {
    const own = await get('distribution=1', eng);
    expect(own.status).toBe(200);
    expect(own.body.rows.map((r: { id: number }) => r.id)).toEqual([scopes.ENG]);
    for (const scopeId of [scopes.SCI, scopes.UNI, 999999]) {
      const res = await get(`scopeId=${scopeId}`, eng);
      expect(res.status).toBe(404);
      expect(res.body.message).toEqual(REPORT_MESSAGES.scopeOutside);
    }
  });

  it('refuses without view on 165.4.1. (403) and another stage than the caller works in', async () => {
    expect((await get('', creator)).status).toBe(403);
    const ug = (await userWith(t, 'dean-ug', 'ENG', { '165.4.1.': ['9.2.'] })).userId;
    await t.sql("update app_user set active_stage = '33.1.' where id = ?", [ug]);
    const token = await t.login('dean-ug', 'Tester@12345');
    const res = await get('stage=33.2.', token);
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(REPORT_MESSAGES.stageNotYours);
    expect((await get('stage=33.1.', token)).status).toBe(200);
  });

  it.each([
    ['courseStatus=9', 'courseStatus', MESSAGES.invalidOption],
    ['distribution=faculty', 'distribution', MESSAGES.invalidOption],
    ['stage=33.9.', 'stage', MESSAGES.invalidOption],
    ['questionType=3.99.', 'questionType', MESSAGES.invalidOption],
    ['from=2026-13-45', 'from', MESSAGES.invalidData],
    ['from=2026-05-01&to=2026-01-01', 'to', REPORT_MESSAGES.rangeReversed],
    ['scopeId=abc', 'scopeId', MESSAGES.wrongType],
  ])('answers %s with 422 and the field in ar and en', async (query, field, message) => {
    const res = await get(query);
    expect(res.status).toBe(422);
    expect(res.body.fields[field]).toEqual(message);
  });

  it('refuses a range over 20 years', async () => {
    const res = await get('from=1990-01-01&to=2026-01-01');
    expect(res.status).toBe(422);
    expect(res.body.fields.to.en).toMatch(/7305 days/);
  });

  it('exports to Excel: right to left in Arabic, left to right in English, the same numbers', async () => {
    const json = (await get(`scopeId=${scopes.UNI}`)).body as StatusStatsResponse;
    for (const lang of ['ar', 'en'] as const) {
      const res = await fetch(`${t.url}${P}?scopeId=${scopes.UNI}&format=xlsx&lang=${lang}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const sheet = book.worksheets[0];
      expect(sheet.views[0].rightToLeft).toBe(lang === 'ar');
      expect(sheet.getRow(1).getCell(1).value).toBe(lang === 'ar' ? 'الكلية' : 'Faculty');
      const last = sheet.getRow(json.rows.length + 2);
      expect(last.getCell(8).value).toBe(json.totals.total);
    }
  });

  it('exports to PDF through the documents service: Amiri embedded, Arabic headings, the language digits', async () => {
    const json = (await get(`scopeId=${scopes.UNI}`)).body as StatusStatsResponse;
    const dir = mkdtempSync(path.join(tmpdir(), 'mizan-report-pdf-'));
    try {
      for (const lang of ['ar', 'en'] as const) {
        const res = await fetch(`${t.url}${P}?scopeId=${scopes.UNI}&format=pdf&lang=${lang}`, {
          headers: { authorization: `Bearer ${admin}` },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(res.headers.get('content-disposition')).toContain(`questions-status-stats-${lang}.pdf`);
        const file = path.join(dir, `${lang}.pdf`);
        writeFileSync(file, Buffer.from(await res.arrayBuffer()));
        expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/Amiri.*yes/i);
        // pdftotext puts bidi controls and spaces as it likes around Arabic: compare letters only.
        const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(
          /[^\p{L}\p{N}]/gu,
          '',
        );
        const total = formatNumber(json.totals.total, lang);
        if (lang === 'ar') {
          expect(text).toContain('إحصائياتحالاتالأسئلة');
          expect(text).toContain('الإجمالي');
          expect(text).not.toMatch(/[0-9]/);
        } else expect(text).toContain('Questionsstatusstatistics');
        expect(text).toContain(total);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('live: a reviewer approving a question tells the open report of its faculty and university, once', async () => {
    const reviewQuestion = reviewQuestions(t, { creator, admin, reviewer });
    const f = await reviewCourse(t);
    const q = await reviewQuestion(f);
    const socket: Socket = io(t.url, {
      path: SOCKET_PATH,
      auth: { token: eng },
      transports: ['websocket'],
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(await socket.emitWithAck('report:watch', { scopeId: scopes.SCI })).toEqual({
        ok: false,
        message: REPORT_MESSAGES.scopeOutside,
      });
      expect(await socket.emitWithAck('report:watch', { scopeId: scopes.ENG })).toEqual({ ok: true });
      const events: ReportChangedEvent[] = [];
      socket.on('report:changed', (e: ReportChangedEvent) => events.push(e));
      // The question's own submission may still be in its debounce window: let it pass first.
      await new Promise((r) => setTimeout(r, 2 * REPORT_DEBOUNCE_MS));
      events.length = 0;
      const before = ((await get('distribution=1', eng)).body as StatusStatsResponse).totals.counts['5.3.'];
      const started = Date.now();
      const res = await t.request('POST', `/api/review-questions/165.2.2./${q.id}/decision`, {
        token: reviewer,
        body: { decision: 'approve', version: q.lockVersion },
      });
      expect(res.body.status).toBe(QuestionStatus.APPROVED);
      // How soon is the reports bench's figure (live across processes); here: it comes, once.
      while (!events.length && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 400));
      expect(events).toEqual([
        { scopeId: scopes.ENG, apps: ['165.4.1.', '165.4.2.'], courseIds: [f.courseId] },
      ]);
      const after = ((await get('distribution=1', eng)).body as StatusStatsResponse).totals.counts['5.3.'];
      expect(after).toBe(before + 1);
    } finally {
      socket.disconnect();
    }
  });
});
