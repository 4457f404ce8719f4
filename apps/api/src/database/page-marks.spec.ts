import { PageMarks, pagePlan, readPage, SEEK_FROM, seekFilter } from './page-marks.js';

describe('pagePlan', () => {
  it('reads near pages by offset, page 1 with its offset written in', () => {
    expect(pagePlan(10, 1)).toEqual({ clause: { sql: 'limit 10 offset 0', params: [] }, lead: 0 });
    expect(pagePlan(10, SEEK_FROM / 10)).toEqual({
      clause: { sql: 'limit 10 offset ?', params: [SEEK_FROM - 10] },
      lead: 0,
    });
  });

  it('reads a far page with the row before it, from a mark or from the start', () => {
    expect(pagePlan(10, 500)).toEqual({ clause: { sql: 'limit 11 offset ?', params: [4989] }, lead: 1 });
    const mark = { at: 4900, key: 'م', id: 7 };
    expect(pagePlan(10, 500, mark)).toEqual({
      mark,
      clause: { sql: 'limit 11 offset ?', params: [89] },
      lead: 1,
    });
  });

  it('starts a page at its own mark as page 1 starts: nothing skipped, one statement text', () => {
    const mark = { at: 4990, key: 'م', id: 7 };
    expect(pagePlan(10, 500, mark)).toEqual({
      mark,
      clause: { sql: 'limit 10 offset 0', params: [] },
      lead: 0,
    });
  });
});

describe('seekFilter', () => {
  it('follows the order: after the mark ascending, before it descending', () => {
    const plan = pagePlan(10, 500, { at: 4990, key: '2026-11-28 10:00:00.123456+00', id: 9 });
    expect(seekFilter(plan, 'q.updated_at', 'q.id', false)).toEqual({
      sql: '(q.updated_at, q.id) > (?, ?)',
      params: ['2026-11-28 10:00:00.123456+00', 9],
    });
    expect(seekFilter(plan, 'q.updated_at', 'q.id', true)?.sql).toBe('(q.updated_at, q.id) < (?, ?)');
    expect(seekFilter(pagePlan(10, 500), 'q.updated_at', 'q.id', true)).toBeUndefined();
  });
});

describe('PageMarks', () => {
  it('gives the nearest mark at or before an offset, per list, until cleared', () => {
    const marks = new PageMarks();
    marks.remember('a', { at: 300, key: 'x', id: 1 });
    marks.remember('a', { at: 4990, key: 'y', id: 2 });
    marks.remember('b', { at: 1000, key: 'z', id: 3 });
    expect(marks.before('a', 4989)?.at).toBe(300);
    expect(marks.before('a', 4990)?.at).toBe(4990);
    expect(marks.before('a', 299)).toBeUndefined();
    expect(marks.before('b', 5000)?.id).toBe(3);
    marks.clear();
    expect(marks.before('a', 5000)).toBeUndefined();
  });

  it('forgets a list after ttlMs (another process may have moved its rows)', () => {
    const marks = new PageMarks();
    marks.remember('a', { at: 300, key: 'x', id: 1 }, 0);
    expect(marks.before('a', 300, marks.ttlMs - 1)?.id).toBe(1);
    expect(marks.before('a', 300, marks.ttlMs)).toBeUndefined();
  });
});

describe('readPage', () => {
  /** A list of 1,000 rows in order, sort values r0000...; `nullsFrom` on, the sort value is null (ascending: last). */
  const table = (nullsFrom = Number.POSITIVE_INFINITY) =>
    Array.from({ length: 1000 }, (_, i) => ({
      id: i + 1,
      seek_key: i >= nullsFrom ? null : `r${String(i).padStart(4, '0')}`,
    }));

  /** What the statement would return for a plan: rows after the mark (never the null ones), then limit/offset. */
  const reader = (rows: ReturnType<typeof table>, reads: string[]) => (plan: ReturnType<typeof pagePlan>) => {
    const mark = plan.mark;
    const from = mark ? rows.filter((r) => r.seek_key !== null && r.seek_key > mark.key) : rows;
    const [offset] = plan.clause.params.length ? plan.clause.params : [0];
    const limit = Number(/limit (\d+)/.exec(plan.clause.sql)?.[1]);
    reads.push(mark ? `seek ${mark.at} +${offset}` : `offset ${offset}`);
    return Promise.resolve(from.slice(offset, offset + limit));
  };

  it('reads a far page the same from a mark as by offset, and its next page from its last row', async () => {
    const rows = table();
    const marks = new PageMarks();
    const reads: string[] = [];
    const first = await readPage(marks, 'l', 10, 50, reader(rows, reads));
    const again = await readPage(marks, 'l', 10, 50, reader(rows, reads));
    const next = await readPage(marks, 'l', 10, 51, reader(rows, reads));
    const further = await readPage(marks, 'l', 10, 55, reader(rows, reads));
    expect(first.map((r) => r.id)).toEqual(rows.slice(490, 500).map((r) => r.id));
    expect(again).toEqual(first);
    expect(next.map((r) => r.id)).toEqual(rows.slice(500, 510).map((r) => r.id));
    expect(further.map((r) => r.id)).toEqual(rows.slice(540, 550).map((r) => r.id));
    expect(reads).toEqual(['offset 489', 'seek 490 +0', 'seek 500 +0', 'seek 510 +29']);
  });

  it('reads again by offset a page a seek leaves short: the null values an ascending order puts last', async () => {
    const rows = table(505);
    const marks = new PageMarks();
    const reads: string[] = [];
    await readPage(marks, 'l', 10, 50, reader(rows, reads));
    const page = await readPage(marks, 'l', 10, 51, reader(rows, reads));
    expect(page.map((r) => r.id)).toEqual(rows.slice(500, 510).map((r) => r.id));
    expect(reads).toEqual(['offset 489', 'seek 500 +0', 'offset 499']);
  });
});
