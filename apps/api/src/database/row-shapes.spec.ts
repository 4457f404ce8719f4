import type { FieldDef } from 'pg';
import { rowObjects } from './row-shapes.js';

const fields = (...names: string[]) => names.map((name) => ({ name }) as FieldDef);

describe('rowObjects (pg array rows as objects)', () => {
  it('keys each value by its column, in column order, as pg builds its object rows', () => {
    const rows = rowObjects<object>(fields('id', 'name', 'updated_at'), [
      [1, { ar: 'أ', en: 'A' }, '2026-12-06 00:00:00+00'],
      [2, null, '2026-12-05 00:00:00+00'],
    ]);
    expect(rows).toEqual([
      { id: 1, name: { ar: 'أ', en: 'A' }, updated_at: '2026-12-06 00:00:00+00' },
      { id: 2, name: null, updated_at: '2026-12-05 00:00:00+00' },
    ]);
    expect(Object.keys(rows[0])).toEqual(['id', 'name', 'updated_at']);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });

  it('lets a later column of the same name win, as pg does', () => {
    expect(rowObjects(fields('n', 'n'), [[1, 2]])).toEqual([{ n: 2 }]);
  });

  it('keeps a column named like a special key as an own value, never code or a prototype', () => {
    const names = ['__proto__', 'constructor', 'a"b', "c'd", 'e\\f', '}; throw 1; //', 'سؤال', ''];
    const [row] = rowObjects<Record<string, unknown>>(fields(...names), [names.map((_, i) => i)]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(names.map((n) => Object.getOwnPropertyDescriptor(row, n)?.value)).toEqual(names.map((_, i) => i));
  });

  it('builds each shape apart: statements of different columns do not share a builder', () => {
    expect(rowObjects(fields('a', 'b'), [[1, 2]])).toEqual([{ a: 1, b: 2 }]);
    expect(rowObjects(fields('a\u0000b'), [[3]])).toEqual([{ 'a\u0000b': 3 }]);
    expect(rowObjects(fields('b', 'a'), [[1, 2]])).toEqual([{ b: 1, a: 2 }]);
    expect(rowObjects(fields('a'), [])).toEqual([]);
  });
});
