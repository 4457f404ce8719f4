import { jest } from '@jest/globals';
import pg from 'pg';
import { Parser } from 'pg-protocol/dist/parser.js';
import { HotPool } from './hot-pool.js';
import { hotDriver } from './hot-query.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl)
  console.info('hot pool spec skipped: the hot pool serves PostgreSQL only (TEST_DATABASE_URL)');

/** The pipelined connections of the hot path (PostgreSQL only), against the test server. */
(databaseUrl ? describe : describe.skip)('the hot pool (pipelined connections)', () => {
  const application_name = `mizan-hot-pool-spec-${process.pid}`;
  const open: HotPool[] = [];
  const hotPool = (size: number) => {
    const pool = new HotPool(
      hotDriver(pg, Parser),
      { connectionString: databaseUrl, application_name },
      size,
    );
    open.push(pool);
    return pool;
  };
  const admin = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const backends = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
        application_name,
      ])
    ).rows.map((r) => r.pid);
  afterEach(() => Promise.all(open.splice(0).map((p) => p.end())));
  afterAll(() => admin.end());

  it('answers each of many concurrent statements with its own rows, prepared once per connection', async () => {
    const pool = hotPool(3);
    const text = 'select $1::int as n, $2::text as label';
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        pool.query<{ n: number; label: string }>({ name: 'spec_echo', text, values: [i, `q${i}`] }),
      ),
    );
    expect(answers.map((rows) => rows[0])).toEqual(
      Array.from({ length: 300 }, (_, i) => ({ n: i, label: `q${i}` })),
    );
    // Spread over its connections, each of which prepared the statement once.
    const prepared = await Promise.all(
      Array.from({ length: 12 }, () =>
        pool.query<{ n: number }>({
          text: "select count(*)::int as n from pg_prepared_statements where name = 'spec_echo'",
          values: [],
        }),
      ),
    );
    expect(new Set(prepared.map((rows) => rows[0].n))).toEqual(new Set([1]));
    expect((await backends()).length).toBe(3);
  });

  it('reads every kind of field as pg reads it: short and long, ASCII or not, empty and null', async () => {
    const text = `select $1::text as short, $2::text as long, $3::text as arabic, $4::text as emoji,
      ''::text as empty, null::text as nothing, 1.50::numeric as number, true as flag,
      '{"ar": "قسم", "en": "Department"}'::jsonb as name`;
    const values = ['5.2.', 'x'.repeat(13), 'أ', 'a😀'];
    const [viaHotPool] = await hotPool(1).query({ name: 'spec_fields', text, values });
    const { rows } = await admin.query({ text, values });
    expect(viaHotPool).toEqual(rows[0]);
    expect(viaHotPool).toMatchObject({ short: '5.2.', arabic: 'أ', emoji: 'a😀', empty: '', nothing: null });
  });

  it('passes over a connection held by a slow statement while the others answer', async () => {
    const pool = hotPool(4);
    const slow = pool.query({ text: 'select pg_sleep(0.6)', values: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const answered = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const rows = await pool.query<{ n: number }>({
          name: 'spec_fast',
          text: 'select $1::int as n',
          values: [i],
        });
        return { n: rows[0].n, ms: performance.now() - started };
      }),
    );
    expect(answered.map((a) => a.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    // None queued behind the sleep (which has more than 500 ms left to run).
    expect(Math.max(...answered.map((a) => a.ms))).toBeLessThan(400);
    await slow;
  });

  it('fails a statement in error alone: those sent around it on the same connection are answered', async () => {
    const pool = hotPool(1);
    const text = 'select 10 / $1::int as n';
    const results = await Promise.allSettled(
      [5, 2, 0, 1, 10].map((d) => pool.query<{ n: number }>({ name: 'spec_divide', text, values: [d] })),
    );
    expect(
      results.map((r) => (r.status === 'fulfilled' ? r.value[0].n : (r.reason as Error).message)),
    ).toEqual([2, 5, 'division by zero', 10, 1]);
  });

  it("reads rows as pg's own queries read them, describing a named statement's columns once per connection", async () => {
    const pool = hotPool(1);
    const describeSpy = jest.spyOn(pg.Connection.prototype, 'describe');
    const text = `select $1::int as n, $2::text as label, $3::bigint as big, $4::bool as yes, $5::jsonb as doc,
        $6::int[] as ids, $7::timestamptz as at, null::text as none, 'سؤال' as ar, 1 as dup, 2 as dup`;
    const values = [7, 'a"b', '9007199254740993', true, { ar: 'أ', en: 'A' }, [1, 2], '2026-12-06T01:02:03Z'];
    let answers: unknown[][] = [];
    try {
      answers = await Promise.all(
        Array.from({ length: 20 }, () => pool.query({ name: 'spec_types', text, values })),
      );
      expect(describeSpy).toHaveBeenCalledTimes(1);
      describeSpy.mockClear();
      // An unnamed statement is described with each execution.
      await pool.query({ text: 'select $1::int as n', values: [1] });
      await pool.query({ text: 'select $1::int as n', values: [2] });
      expect(describeSpy).toHaveBeenCalledTimes(2);
    } finally {
      describeSpy.mockRestore();
    }
    const own = await admin.query({ text, values });
    for (const rows of answers) expect(rows).toEqual(own.rows);
    expect(Object.keys(answers[0][0] as object)).toEqual(Object.keys(own.rows[0]));
  });

  it('prepares a statement afresh after it failed while being prepared, and runs statements of no rows', async () => {
    const pool = hotPool(1);
    const text = 'select $1::int + 1 as n';
    // The first fails at its bind (the value is no integer), after the server prepared it.
    const first = await Promise.allSettled(
      ['x', '1', '2'].map((v) => pool.query<{ n: number }>({ name: 'spec_retry', text, values: [v] })),
    );
    expect(first.map((r) => (r.status === 'fulfilled' ? r.value[0].n : 'failed'))).toEqual(['failed', 2, 3]);
    expect(await pool.query({ name: 'spec_retry', text, values: [41] })).toEqual([{ n: 42 }]);
    // A statement the server cannot parse fails with its own error every time.
    for (let i = 0; i < 2; i++)
      await expect(pool.query({ name: 'spec_typo', text: 'selec 1', values: [] })).rejects.toThrow(
        'syntax error',
      );
    // No rows and no columns (the server describes none).
    await pool.query({ text: 'create temporary table spec_seen (n int)', values: [] });
    for (const n of [1, 2, 3])
      expect(
        await pool.query({ name: 'spec_insert', text: 'insert into spec_seen values ($1)', values: [n] }),
      ).toEqual([]);
    expect(await pool.query({ text: 'select sum(n)::int as n from spec_seen', values: [] })).toEqual([
      { n: 6 },
    ]);
  });

  it('fails a statement whose row a type parser refuses, and goes on serving the connection', async () => {
    const int4 = (text: string) => {
      if (text === '13') throw new Error('unlucky row');
      return Number(text);
    };
    const types = {
      getTypeParser: (oid: number, format?: string) =>
        oid === 23 ? int4 : pg.types.getTypeParser(oid, format as 'text'),
    };
    const pool = new HotPool(
      hotDriver(pg, Parser),
      { connectionString: databaseUrl, application_name, types } as pg.ClientConfig,
      1,
    );
    open.push(pool);
    const text = 'select generate_series($1::int, $1::int + 1) as n';
    const results = await Promise.allSettled(
      [11, 12, 14].map((n) => pool.query<{ n: number }>({ name: 'spec_parsed', text, values: [n] })),
    );
    expect(
      results.map((r) =>
        r.status === 'fulfilled' ? r.value.map((row) => row.n) : (r.reason as Error).message,
      ),
    ).toEqual([[11, 12], 'unlucky row', [14, 15]]);
  });

  it('fails the unanswered statements of a connection that dies, and opens a new one for the next', async () => {
    const pool = hotPool(1);
    const [{ pid }] = await pool.query<{ pid: number }>({
      text: 'select pg_backend_pid() as pid',
      values: [],
    });
    const slow = pool.query({ text: 'select pg_sleep(10)', values: [] });
    const behind = pool.query({ name: 'spec_behind', text: 'select $1::int as n', values: [1] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await expect(slow).rejects.toThrow();
    await expect(behind).rejects.toThrow();

    // The named statement is prepared afresh on the new connection.
    expect(await pool.query({ name: 'spec_behind', text: 'select $1::int as n', values: [2] })).toEqual([
      { n: 2 },
    ]);
    const [{ pid: next }] = await pool.query<{ pid: number }>({
      text: 'select pg_backend_pid() as pid',
      values: [],
    });
    expect(next).not.toBe(pid);
  });

  it('rejects a statement on a server that cannot be reached, and the process goes on', async () => {
    const pool = new HotPool(
      hotDriver(pg, Parser),
      { connectionString: 'postgres://postgres@127.0.0.1:1/none' },
      2,
    );
    open.push(pool);
    await expect(pool.query({ text: 'select 1', values: [] })).rejects.toThrow();
    await expect(pool.query({ text: 'select 1', values: [] })).rejects.toThrow();
  });

  it('closes its connections on end, and refuses statements after', async () => {
    const pool = hotPool(2);
    await Promise.all([1, 2, 3, 4].map((n) => pool.query({ text: 'select $1::int', values: [n] })));
    expect((await backends()).length).toBe(2);
    await pool.end();
    await expect(pool.query({ text: 'select 1', values: [] })).rejects.toThrow('the hot pool has ended');
    for (let i = 0; i < 50 && (await backends()).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await backends()).toEqual([]);
  });
});
