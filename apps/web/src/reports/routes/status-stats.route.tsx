import '../i18n';
import { type QuestionStatusCode, QUESTION_STATUSES } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import { reportPaths, reportRangeError } from '@mizan/domain/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { RequireRight } from '../../course-scope/RequireRight';
import { useListUrl } from '../../course-scope/list/list-state';
import { authAtom } from '../../state/authAtom';
import { scopeAtom } from '../../state/scopeAtom';
import { BarChart } from '../components/BarChart';
import { ExportButton, ReportPanel, STATUS_COLORS, TableAndChart } from '../components/report-kit';
import { STATUS_FILTERS, StatusFilters, type StatusFilterKey } from '../components/StatusFilters';
import { StatusDrillDown } from '../components/StatusDrillDown';
import { STATUS_CODES, StatusTable } from '../components/StatusTable';
import { useReportLive } from '../hooks/useReportLive';
import { statusStatsQuery } from '../reports.api';

/** SPEC 2 reports 'questions-status-stats' (165.4.1.). */
export function Component() {
  return (
    <RequireRight route="questions-status-stats">
      <StatusStats />
    </RequireRight>
  );
}

/**
 * Questions per status by faculty, department or grade of the selected scope and the session's
 * stage: filters, drill-down and page in the URL; a table beside a stacked bar chart; live.
 */
function StatusStats() {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const scopeId = useAtomValue(scopeAtom)?.selectedScopeId;
  const stage = useAtomValue(authAtom)?.stages.activeStageId;
  const url = useListUrl(scopeId);
  const live = useReportLive();

  const values = Object.fromEntries(
    STATUS_FILTERS.flatMap((k) => (url.params.get(k) ? [[k, url.params.get(k) as string]] : [])),
  ) as Partial<Record<StatusFilterKey, string>>;
  const query = { scopeId, ...values };
  const rangeError = reportRangeError(values);
  const stats = useQuery({
    ...statusStatsQuery(query, stage),
    enabled: !!scopeId && !rangeError,
    placeholderData: keepPreviousData,
  });
  const apiErrors = stats.error instanceof ApiError ? stats.error.fields : {};
  const data = stats.isError ? undefined : stats.data;
  // The previous filters' numbers, on screen until the new ones arrive: not a way into a drill-down.
  const stale = stats.isPlaceholderData;

  const rowParam = url.params.get('rowId');
  const rowId = rowParam !== null && /^\d+$/.test(rowParam) ? Number(rowParam) : null;
  const statusParam = url.params.get('status');
  const status = statusParam && statusParam in QUESTION_STATUSES ? (statusParam as QuestionStatusCode) : null;
  const drillRow = data?.rows.find((r) => r.id === rowId);
  // A new filter is a new report: the drill-down it had no longer applies.
  const setFilter = (k: StatusFilterKey, v: string) =>
    url.update({ [k]: v, rowId: null, status: null, page: null });
  const drill = (id: number, s: QuestionStatusCode | null) =>
    url.update({ rowId: id, status: s, page: null });

  return (
    <>
      <PageHeader
        title={t('status.title')}
        subtitle={t('status.subtitle')}
        actions={
          <ExportButton path={reportPaths.statusStats} query={query} fileName="questions-status-stats" />
        }
      />
      <StatusFilters
        values={values}
        onChange={setFilter}
        onClear={() => url.clear()}
        errors={{ ...apiErrors, ...rangeError }}
      />
      {data && (
        <ReportPanel title={t('status.panel')} testId="status-report" live={live}>
          {data.rows.length === 0 ? (
            <p className="text-muted" data-testid="status-empty">
              {t('status.empty')}
            </p>
          ) : (
            <TableAndChart
              table={<StatusTable data={data} onDrill={drill} selected={{ rowId, status }} stale={stale} />}
              chart={
                <BarChart
                  userCategories
                  testId="status-chart"
                  title={t('status.chartTitle')}
                  lang={lang}
                  categories={data.rows.map((r) => ({ key: String(r.id), label: pick(r.name, lang) }))}
                  series={STATUS_CODES.map((s) => ({
                    key: s,
                    label: pick(QUESTION_STATUSES[s], lang),
                    color: STATUS_COLORS[s],
                  }))}
                  value={(row, s) =>
                    data.rows.find((r) => String(r.id) === row)?.counts[s as QuestionStatusCode] ?? 0
                  }
                  onSelect={stale ? undefined : (row, s) => drill(Number(row), s as QuestionStatusCode)}
                />
              }
            />
          )}
        </ReportPanel>
      )}
      {data && rowId !== null && drillRow && (
        <StatusDrillDown
          query={{ ...query, rowId, status: status ?? undefined }}
          stage={stage}
          rowName={pick(drillRow.name, lang)}
          status={status}
          url={url}
        />
      )}
    </>
  );
}
