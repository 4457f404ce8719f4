import { pageClause } from './page-clause.js';

describe('pageClause', () => {
  it('writes page 1 whole, so its statement has one text and a generic plan', () => {
    expect(pageClause(10, 1)).toEqual({ sql: 'limit 10 offset 0', params: [] });
  });

  it('keeps a later page offset as a parameter, so paging adds no statement text', () => {
    expect(pageClause(25, 3)).toEqual({ sql: 'limit 25 offset ?', params: [50] });
    expect(pageClause(25, 500).sql).toBe(pageClause(25, 3).sql);
  });

  it('refuses what is not a page size or number (never written into SQL)', () => {
    for (const [limit, page] of [
      [0, 1],
      [10, 0],
      [1.5, 1],
      [10, Number.NaN],
      [Number.POSITIVE_INFINITY, 1],
    ])
      expect(() => pageClause(limit, page)).toThrow();
  });
});
