import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A statement that travels in the same round trip as a request's first `Db.read` (the session check
 * of a list route: common/session-in-read.ts), so the list costs one round trip, not two.
 * Its CTEs go at the statement's top level and end in one named `rider` of one row or none, with one
 * column, `_rider`; the read runs laterally for that row: no row, no read.
 */
export interface ReadRider {
  /** The CTE list without `with`, `?` placeholders. */
  ctes: string;
  params: unknown[];
  /** Gets the rider's `_rider` value (null: no row) before the read's rows are returned; may throw. */
  settle(value: unknown): void;
  /** Set by the read that carries it: a request's later reads run alone. */
  taken: boolean;
}

export const readRiders = new AsyncLocalStorage<ReadRider>();

/**
 * The read's statement under the rider; `_rider_row` keeps the read's order and marks its rows. The
 * rider's value comes on the first row only: a session's rights repeated on every row cost more than
 * the page.
 */
export const withRider = (rider: ReadRider, sql: string) =>
  `with ${rider.ctes}
   select case when coalesce(r._rider_row, 1) = 1 then rider._rider end as _rider, r.* from rider left join lateral
     (select row_number() over () as _rider_row, q.* from (${sql}) q) r on true
   order by r._rider_row`;

/**
 * The read's own rows out of the rider's answer (a rider without a read row answers one row of nulls).
 * The rows are the answer's own, not copies (a copy per row was 2% of a list's CPU): their `_rider` and
 * `_rider_row` are left undefined, so a row written out as it is (JSON) shows neither.
 */
export function riderRows<T>(rider: ReadRider, rows: Record<string, unknown>[]): T[] {
  rider.settle(rows[0]?._rider ?? null);
  if (rows.length === 1 && rows[0]._rider_row === null) return [];
  for (const row of rows) {
    row._rider = undefined;
    row._rider_row = undefined;
  }
  return rows as T[];
}
