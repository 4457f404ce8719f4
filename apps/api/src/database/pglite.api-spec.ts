import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedPglite, startPglite } from './pglite.js';

/** The embedded database in its worker thread: what the ORM, pg-boss and the app rely on from PGlite. */
describe('the embedded database (PGlite in a worker thread)', () => {
  let db: EmbeddedPglite;
  beforeAll(async () => {
    db = await startPglite('memory://');
    await db.exec('create table item (id int primary key, at timestamptz, data bytea, doc jsonb)');
  }, 60_000);
  afterAll(() => db.close());
  beforeEach(() => db.exec('delete from item'));

  const ids = async () =>
    (await db.query<{ id: number }>('select id from item order by id')).rows.map((r) => r.id);

  it('answers rows with dates, bytes and JSON as PGlite does, and parameters of each', async () => {
    const at = new Date('2026-12-02T08:00:00.000Z');
    await db.query('insert into item values ($1, $2, $3, $4)', [
      1,
      at,
      new Uint8Array([1, 2, 255]),
      { a: [1] },
    ]);
    const { rows, fields } = await db.query<{ at: Date; data: Uint8Array; doc: unknown }>(
      'select at, data, doc from item',
    );
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].at.toISOString()).toBe(at.toISOString());
    expect([...rows[0].data]).toEqual([1, 2, 255]);
    expect(rows[0].doc).toEqual({ a: [1] });
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    expect(fields.map((f) => f.name)).toEqual(['at', 'data', 'doc']);
    const array = await db.query<unknown[]>('select 1 as a, 2 as b', [], { rowMode: 'array' });
    expect(array.rows).toEqual([[1, 2]]);
  });

  it("throws the database's error with its code, constraint and detail", async () => {
    await db.query('insert into item (id) values (1)');
    const error = await db.query('insert into item (id) values (1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'item_pkey',
      detail: 'Key (id)=(1) already exists.',
    });
    // The database goes on answering.
    expect(await ids()).toEqual([1]);
  });

  it('commits a transaction whose work resolves, and rolls back one that throws', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.query('insert into item (id) values (1)');
      await tx.exec('insert into item (id) values (2)');
      return (await tx.query<{ n: number }>('select count(*)::int as n from item')).rows[0].n;
    });
    expect(answer).toBe(2);
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into item (id) values (3)');
      throw new Error('the work failed');
    });
    await expect(failed).rejects.toThrow('the work failed');
    const rolledBack = await db.transaction(async (tx) => {
      await tx.query('insert into item (id) values (4)');
      await tx.rollback();
      return 'rolled back';
    });
    expect(rolledBack).toBe('rolled back');
    expect(await ids()).toEqual([1, 2]);
  });

  it('fails a commit the database refuses, leaving nothing written', async () => {
    await db.exec(
      `create table pair (id int primary key, other int references pair (id) deferrable initially deferred)`,
    );
    const commit = db.transaction(async (tx) => {
      await tx.query('insert into pair values (1, 2)');
    });
    await expect(commit).rejects.toMatchObject({ code: '23503' });
    expect((await db.query('select * from pair')).rows).toEqual([]);
    await db.exec('drop table pair');
  });

  it('holds statements outside a transaction until it ends, as PGlite does', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let began = () => {};
    const inside = new Promise<void>((resolve) => {
      began = resolve;
    });
    const tx = db.transaction(async (t) => {
      await t.query('insert into item (id) values (1)');
      began();
      await held;
    });
    await inside;
    const outside = db.query<{ n: number }>('select count(*)::int as n from item');
    let answered = false;
    void outside.then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await tx;
    expect((await outside).rows[0].n).toBe(1);
  });

  it('delivers notifications to a listener until it unlistens', async () => {
    const heard: string[] = [];
    const unlisten = await db.listen('jobs', (payload) => heard.push(payload));
    await db.query("select pg_notify('jobs', 'one')");
    for (let i = 0; i < 100 && !heard.length; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual(['one']);
    await unlisten();
    await db.query("select pg_notify('jobs', 'two')");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['one']);
  });

  it('refuses query options that cannot cross to the worker', async () => {
    await expect(db.query('select 1', [], { parsers: { 23: String } })).rejects.toThrow(/parsers/);
  });

  it('keeps a data dir across a close and a new start, and answers nothing once closed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mizan-pglite-'));
    try {
      const first = await startPglite(dir);
      await first.exec('create table kept (v text); insert into kept values ($$written$$)');
      await first.close();
      expect(first.closed).toBe(true);
      await expect(first.query('select 1')).rejects.toThrow(/closed/);
      const second = await startPglite(dir);
      expect((await second.query<{ v: string }>('select v from kept')).rows).toEqual([{ v: 'written' }]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
