import type { ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';

export interface Column<Row> {
  /** The server's orderBy value when sortable. */
  key: string;
  header: string;
  sortable?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
}

export interface DataTableTexts {
  loading: string;
  empty: string;
  rowsPerPage: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** For example (1, 4) -> "Page 1 of 4". */
  pageOf: (page: number, pages: number) => string;
  /** A number in the active language's digits (the page sizes). */
  number: (n: number) => string;
  /** Accessible description of the current sort, e.g. "sorted descending". */
  sortedAscending: string;
  sortedDescending: string;
}

export interface SortState {
  orderBy: string | null;
  desc: boolean;
}

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Total rows on the server, for the page count. */
  total: number;
  page: number;
  limit: number;
  pageSizes: readonly number[];
  sort: SortState;
  loading?: boolean;
  texts: DataTableTexts;
  caption: string;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  onSortChange: (sort: SortState) => void;
  onRowClick?: (row: Row) => void;
  'data-testid'?: string;
}

/** A server-paged table: it renders one page and reports page, size and sort changes upward. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, limit, total, sort, texts, loading } = props;
  const pages = Math.max(1, Math.ceil(total / limit));

  const toggleSort = (key: string) =>
    props.onSortChange(
      sort.orderBy === key ? { orderBy: key, desc: !sort.desc } : { orderBy: key, desc: false },
    );

  return (
    <div
      className="overflow-hidden rounded-lg border border-line bg-panel"
      data-testid={props['data-testid']}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{props.caption}</caption>
          <thead className="bg-surface text-muted">
            <tr>
              {columns.map((c) => {
                const active = sort.orderBy === c.key;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                    className={cx('px-3 py-2 text-start font-medium', c.className)}
                  >
                    {c.sortable ? (
                      <button
                        type="button"
                        onClick={() => toggleSort(c.key)}
                        className="inline-flex items-center gap-1 hover:text-ink"
                      >
                        {c.header}
                        <span aria-hidden="true">{active ? (sort.desc ? '▼' : '▲') : '↕'}</span>
                        {active && (
                          <span className="sr-only">
                            {sort.desc ? texts.sortedDescending : texts.sortedAscending}
                          </span>
                        )}
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center">
                  <Spinner label={texts.loading} />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-muted">
                  {texts.empty}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => (
                <tr
                  key={props.rowKey(row)}
                  onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                  className={cx(
                    'border-t border-line',
                    props.onRowClick && 'cursor-pointer hover:bg-surface',
                  )}
                >
                  {columns.map((c) => (
                    <td key={c.key} className={cx('px-3 py-2 text-start', c.className)}>
                      {c.cell(row, i)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager {...props} pages={pages} />
    </div>
  );
}

function Pager<Row>({
  page,
  limit,
  pageSizes,
  texts,
  onPageChange,
  onLimitChange,
  pages,
}: DataTableProps<Row> & { pages: number }) {
  const btn = 'rounded px-2 py-1 hover:bg-surface disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-3 py-2 text-sm">
      <label className="inline-flex items-center gap-2">
        {texts.rowsPerPage}
        <select
          value={limit}
          onChange={(e) => onLimitChange(Number(e.target.value))}
          className="rounded border border-line bg-panel px-2 py-1"
        >
          {pageSizes.map((s) => (
            <option key={s} value={s}>
              {texts.number(s)}
            </option>
          ))}
        </select>
      </label>
      {/* « ‹ › » are bidi-mirrored characters: in RTL the browser draws them flipped, pointing the right way. */}
      <nav className="inline-flex items-center gap-1" aria-label={texts.pageOf(page, pages)}>
        <button
          type="button"
          className={btn}
          disabled={page <= 1}
          onClick={() => onPageChange(1)}
          aria-label={texts.first}
        >
          <span aria-hidden="true" className="inline-block">
            «
          </span>
        </button>
        <button
          type="button"
          className={btn}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          aria-label={texts.previous}
        >
          <span aria-hidden="true" className="inline-block">
            ‹
          </span>
        </button>
        <span className="px-2">{texts.pageOf(page, pages)}</span>
        <button
          type="button"
          className={btn}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
          aria-label={texts.next}
        >
          <span aria-hidden="true" className="inline-block">
            ›
          </span>
        </button>
        <button
          type="button"
          className={btn}
          disabled={page >= pages}
          onClick={() => onPageChange(pages)}
          aria-label={texts.last}
        >
          <span aria-hidden="true" className="inline-block">
            »
          </span>
        </button>
      </nav>
    </div>
  );
}
