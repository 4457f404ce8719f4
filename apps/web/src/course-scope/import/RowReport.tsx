import { type Bilingual, formatNumber, pick } from '@mizan/domain/i18n';
import { Alert } from '@mizan/ui';
import type { ReactNode } from 'react';
import { useLang } from '../../app/useLang';

export interface ReportRow {
  row: number;
  status: string;
  reason?: Bilingual | null;
}

export interface RowReportData<R extends ReportRow> {
  dryRun: boolean;
  imported: number;
  skipped: number;
  rows: R[];
  message: Bilingual;
}

interface Props<R extends ReportRow> {
  report: RowReportData<R>;
  /** Headers of the row number, the row's own column and the result. */
  headers: [string, string, string];
  /** The row's own column (a course's name, a student's number). */
  cell: (row: R) => ReactNode;
  /** A status's text; 'willImport' is an imported row of a check (dry run). */
  statusText: (status: string) => string;
  testId: string;
}

/** The row-by-row answer of a sheet import: the server's summary, then each row's result and reason. */
export function RowReport<R extends ReportRow>({ report, headers, cell, statusText, testId }: Props<R>) {
  const lang = useLang();
  return (
    <div className="mt-4" data-testid={`${testId}-report`}>
      <Alert kind={report.skipped ? 'warning' : 'info'}>{pick(report.message, lang)}</Alert>
      <div className="mt-3 max-h-72 overflow-y-auto rounded border border-line">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-surface text-muted">
            <tr>
              {headers.map((h) => (
                <th key={h} className="px-2 py-1 text-start font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr
                key={r.row}
                className="border-t border-line"
                data-testid={`${testId}-row-${r.row}`}
                data-status={r.status}
              >
                <td className="px-2 py-1">{formatNumber(r.row, lang)}</td>
                <td className="px-2 py-1">{cell(r)}</td>
                <td className="px-2 py-1">
                  <span
                    className={
                      r.status === 'imported' ? 'text-success-600' : 'text-danger-600 dark:text-danger-500'
                    }
                  >
                    {statusText(report.dryRun && r.status === 'imported' ? 'willImport' : r.status)}
                  </span>
                  {r.reason && <span className="ms-2 text-muted">{pick(r.reason, lang)}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
