import { rowBuilder } from './row-shapes.js';

const fields = (...names: string[]) => names.map((name) => ({ name }));
const text = (value: string) => value;
const int = (value: string) => Number.parseInt(value, 10);
/** Rows of these columns, every column text. */
const textRows = (names: string[], rows: (string | null)[][]) => {
  const parsers = names.map(() => text);
  const build = rowBuilder(fields(...names), parsers, text);
  return rows.map((row) => build(row, parsers));
};

describe('rowBuilder (a statement shape: its rows as objects from their column texts)', () => {
  it('keys each parsed value by its column, in column order, nulls as null, as pg builds its rows', () => {
    const json = (value: string) => JSON.parse(value);
    const parsers = [int, json, text];
    const build = rowBuilder(fields('id', 'name', 'updated_at'), parsers, text);
    const rows = [
      build(['1', '{"ar":"أ","en":"A"}', '2026-12-06 00:00:00+00'], parsers),
      build(['2', null, null], parsers),
    ];
    expect(rows).toEqual([
      { id: 1, name: { ar: 'أ', en: 'A' }, updated_at: '2026-12-06 00:00:00+00' },
      { id: 2, name: null, updated_at: null },
    ]);
    expect(Object.keys(rows[0])).toEqual(['id', 'name', 'updated_at']);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });

  it('lets a later column of the same name win, as pg does', () => {
    expect(textRows(['n', 'n'], [['1', '2']])).toEqual([{ n: '2' }]);
  });

  it('keeps a column named like a special key as an own value, never code or a prototype', () => {
    const names = ['__proto__', 'constructor', 'a"b', "c'd", 'e\\f', '}; throw 1; //', 'سؤال', ''];
    const [row] = textRows(names, [names.map((_, i) => String(i))]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(names.map((n) => Object.getOwnPropertyDescriptor(row, n)?.value)).toEqual(
      names.map((_, i) => String(i)),
    );
  });

  it('builds each shape apart: other columns, or the same columns parsed otherwise, share no builder', () => {
    expect(textRows(['a', 'b'], [['1', '2']])).toEqual([{ a: '1', b: '2' }]);
    expect(textRows(['a\u0000b'], [['3']])).toEqual([{ 'a\u0000b': '3' }]);
    expect(textRows(['b', 'a'], [['1', '2']])).toEqual([{ b: '1', a: '2' }]);
    const parsed = rowBuilder(fields('a', 'b'), [int, int], text);
    expect(parsed(['1', '2'], [int, int])).toEqual({ a: 1, b: 2 });
  });
});
