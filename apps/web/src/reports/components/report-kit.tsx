import type { QuestionStatusCode } from '@mizan/domain/codes';
import { formatNumber, type Lang } from '@mizan/domain/i18n';
import { Button } from '@mizan/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { downloadReport, type ReportFileFormat, type ReportQuery } from '../reports.api';

/** Status colours of the charts, chosen to read on the light and the dark panel alike. */
export const STATUS_COLORS: Record<QuestionStatusCode, string> = {
  '5.1.': '#94a3b8',
  '5.2.': '#f59e0b',
  '5.3.': '#16a34a',
  '5.4.': '#dc2626',
  '5.5.': '#6b7280',
  '5.6.': '#3b82f6',
};

export const num = (n: number, lang: Lang) => formatNumber(n, lang);

/** One part of a report: a heading, then its table beside its chart (the table is the accessible view). */
export function ReportPanel({
  title,
  children,
  testId,
  live,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  /** Following its scope's changes (useReportLive), said as data-live for whoever waits on it. */
  live?: boolean;
}) {
  return (
    <section
      className="mb-6 rounded-lg border border-line bg-panel p-4"
      data-testid={testId}
      data-live={live}
    >
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Side by side on wide screens; `stack`: a table too wide to share the row gets the chart below it. */
export function TableAndChart({
  table,
  chart,
  stack,
}: {
  table: ReactNode;
  chart: ReactNode;
  stack?: boolean;
}) {
  return (
    <div className={`grid gap-4 ${stack ? '' : 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]'}`}>
      <div className="min-w-0 overflow-x-auto">{table}</div>
      <div className={`min-w-0 ${stack ? 'max-w-2xl' : ''}`}>{chart}</div>
    </div>
  );
}

export const th = 'border-b border-line px-2 py-2 text-start align-bottom font-medium';
export const td = 'border-b border-line px-2 py-1.5';
export const tdNum = `${td} text-end tabular-nums`;

/**
 * The report as an .xlsx and as a PDF in the interface language (the API writes both: right to left
 * in Arabic, the PDF through the same print path as exam papers). Each button says while its file is made.
 */
export function ExportButton({
  path,
  query,
  fileName,
}: {
  path: string;
  query: ReportQuery;
  fileName: string;
}) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const [busy, setBusy] = useState<ReportFileFormat | null>(null);
  const run = async (format: ReportFileFormat) => {
    setBusy(format);
    // A failure is the fetch wrapper's toast (SPEC 8).
    await downloadReport(path, query, lang, fileName, format).catch(() => undefined);
    setBusy(null);
  };
  return (
    <span className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        onClick={() => run('xlsx')}
        disabled={busy !== null}
        data-testid="report-export"
      >
        {busy === 'xlsx' ? t('export.busy') : t('export.xlsx')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => run('pdf')}
        disabled={busy !== null}
        data-testid="report-export-pdf"
      >
        {busy === 'pdf' ? t('export.busy') : t('export.pdf')}
      </Button>
    </span>
  );
}
