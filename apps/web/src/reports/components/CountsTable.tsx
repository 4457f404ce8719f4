import type { ReactNode } from 'react';
import { td, tdNum, th } from './report-kit';

interface Props<R> {
  testId: string;
  caption: string;
  /** The first column's header (faculty, subject). */
  rowHeader: string;
  totalLabel: string;
  /** The counted columns (statuses, question types), a total column after them. */
  columns: { key: string; label: string }[];
  rows: R[];
  rowKey: (row: R) => string | number;
  /** The row's name, user content isolated where it is. */
  rowName: (row: R) => ReactNode;
  rowTestId?: (row: R) => string;
  /** A row's count in a column; `null` is the row's total. */
  cell: (row: R, column: string | null) => ReactNode;
  /** The totals row's count of a column; `null` is the grand total. */
  footer: (column: string | null) => ReactNode;
  footerTestId?: (column: string | null) => string | undefined;
  /** The numbers are being replaced (aria-busy): the previous query's, while the next one loads. */
  busy?: boolean;
}

/** A report's table of counts: rows by name, a column per code, totals per row and per column. */
export function CountsTable<R>(p: Props<R>) {
  return (
    <table className="w-full border-collapse text-sm" data-testid={p.testId} aria-busy={p.busy ?? false}>
      <caption className="sr-only">{p.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={th}>
            {p.rowHeader}
          </th>
          {p.columns.map((c) => (
            <th key={c.key} scope="col" className={`${th} text-end`}>
              {c.label}
            </th>
          ))}
          <th scope="col" className={`${th} text-end`}>
            {p.totalLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {p.rows.map((r) => (
          <tr key={p.rowKey(r)} data-testid={p.rowTestId?.(r)}>
            <th scope="row" className={`${td} text-start font-normal`}>
              {p.rowName(r)}
            </th>
            {p.columns.map((c) => (
              <td key={c.key} className={tdNum}>
                {p.cell(r, c.key)}
              </td>
            ))}
            <td className={`${tdNum} font-medium`}>{p.cell(r, null)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" className={`${td} text-start`}>
            {p.totalLabel}
          </th>
          {p.columns.map((c) => (
            <td key={c.key} className={tdNum} data-testid={p.footerTestId?.(c.key)}>
              {p.footer(c.key)}
            </td>
          ))}
          <td className={tdNum} data-testid={p.footerTestId?.(null)}>
            {p.footer(null)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
