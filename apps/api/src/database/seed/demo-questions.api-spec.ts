import { QUESTION_STATUSES, QUESTION_TYPES } from '@mizan/domain/codes';
import {
  normText,
  plainText,
  type QuestionContent,
  questionContentSchema,
  savedStatus,
} from '@mizan/domain/questions';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemo } from './demo-seed.js';

interface Row {
  id: number;
  course_id: number;
  code: string;
  status: string;
  question_type: string;
  language: string;
  content: QuestionContent;
  text_plain: string;
  text_norm: string;
  version: number;
  revision: number;
  deleted_at: string | null;
}

describe('165.2.1. demo questions', () => {
  let t: TestApp;
  let rows: Row[];
  beforeAll(async () => {
    t = await startTestApp();
    rows = await t.sql<Row>(
      `select q.id, q.course_id, c.course_code as code, q.status, q.question_type, q.language, q.content,
         q.text_plain, q.text_norm, q.version, q.revision, q.deleted_at
       from question q join course c on c.id = q.course_id order by q.id`,
    );
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('fills nine courses with every type and status, in Arabic and English', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.code)).size).toBe(9);
    expect(new Set(rows.map((r) => r.question_type))).toEqual(new Set(Object.keys(QUESTION_TYPES)));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(Object.keys(QUESTION_STATUSES)));
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['4.1.', '4.2.']));
    // The reviewer (ENG) has questions waiting, the exam committee (SCI) approved ones.
    expect(rows.some((r) => /^(CIV|ELC|CSE)/.test(r.code) && r.status === '5.2.')).toBe(true);
    expect(rows.filter((r) => /^(MTH|PHY|CHM)/.test(r.code) && r.status === '5.3.').length).toBeGreaterThan(
      10,
    );
  });

  it('stores content the question rules accept, with the status and texts a save would give', () => {
    const schema = questionContentSchema();
    for (const r of rows) {
      const parsed = schema.safeParse(r.content);
      if (!parsed.success) throw new Error(`question ${r.id}: ${JSON.stringify(parsed.error.issues)}`);
      const computed = savedStatus(r.content);
      if (r.status === '5.1.') expect(computed).toBe('5.1.');
      else if (r.status !== '5.5.') expect(computed).toBe('5.6.');
      expect(r.text_plain).toBe(plainText(r.content.stem));
      expect(r.text_norm).toBe(normText(r.text_plain));
      expect(r.deleted_at !== null).toBe(r.status === '5.5.');
    }
  });

  it('keeps every version and a timeline whose status changes lead to the current status', async () => {
    const versions = await t.sql<{
      question_id: number;
      version: number;
      revision: number;
      content: QuestionContent;
    }>(
      `select distinct on (question_id) question_id, version, revision, content from question_version
       order by question_id, version desc, revision desc`,
    );
    const latest = new Map(versions.map((v) => [v.question_id, v]));
    const events = await t.sql<{ question_id: number; kind: string; from_status: string; to_status: string }>(
      'select question_id, kind, from_status, to_status from question_event order by question_id, id',
    );
    const timeline = new Map<number, typeof events>();
    for (const e of events) timeline.set(e.question_id, [...(timeline.get(e.question_id) ?? []), e]);
    for (const r of rows) {
      const v = latest.get(r.id);
      expect(v && [v.version, v.revision]).toEqual([r.version, r.revision]);
      expect(v?.content).toEqual(r.content);
      const [created, ...rest] = timeline.get(r.id) ?? [];
      expect(created.kind).toBe('created');
      let status = created.to_status;
      for (const e of rest.filter((x) => x.kind === 'status')) {
        expect(e.from_status).toBe(status);
        status = e.to_status;
      }
      expect(status).toBe(r.status);
    }
    const [counts] = await t.sql<{ major: number; minor: number; comments: number }>(
      `select count(*) filter (where edit_type = '1')::int as major, count(*) filter (where edit_type = '0')::int as minor,
         (select count(*)::int from question_event where kind = 'comment') as comments from question_version`,
    );
    expect(counts.major).toBeGreaterThan(20);
    expect(counts.minor).toBeGreaterThan(50);
    expect(counts.comments).toBeGreaterThan(10);
  });

  it('links ILOs of the question subject only', async () => {
    const [bad] = await t.sql<{ n: number }>(
      `select count(*)::int as n from question_ilo qi join question q on q.id = qi.question_id
       where not exists (select 1 from subject_ilo si where si.subject_id = q.subject_id and si.ilo_id = qi.ilo_id)`,
    );
    expect(bad.n).toBe(0);
  });

  it('has near duplicates in every course for the similarity warning (pg_trgm, 0.7)', async () => {
    const pairs = await t.sql<{ course_id: number; n: number }>(
      `select a.course_id, count(*)::int as n from question a join question b
         on b.course_id = a.course_id and b.id > a.id and similarity(a.text_norm, b.text_norm) >= 0.7
       group by a.course_id`,
    );
    expect(pairs.length).toBe(9);
    for (const p of pairs) expect(p.n).toBeLessThan(15);
  });

  it('runs again without adding anything', async () => {
    await seedDemo(t.running.database.orm);
    const [after] = await t.sql<{ n: number }>('select count(*)::int as n from question');
    expect(after.n).toBe(rows.length);
  });
});
