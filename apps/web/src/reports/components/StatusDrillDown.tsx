import { QUESTION_STATUSES, type QuestionStatusCode } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import type { StatusStatsCourse } from '@mizan/domain/reports';
import { type Column, DataTable } from '@mizan/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../app/useLang';
import { listTableTexts, type ListUrl } from '../../course-scope/list/list-state';
import { reportScreens } from '../paths';
import { type ReportQuery, statusStatsCoursesQuery } from '../reports.api';
import { num } from './report-kit';
import { STATUS_CODES } from './StatusTable';

interface Props {
  query: ReportQuery;
  stage?: string;
  rowName: string;
  status: QuestionStatusCode | null;
  url: ListUrl;
}

/** The courses behind a clicked number, most questions first, paged in the URL. */
export function StatusDrillDown({ query, stage, rowName, status, url }: Props) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const courses = useQuery({
    ...statusStatsCoursesQuery({ ...query, page: url.page, limit: url.limit }, stage),
    placeholderData: keepPreviousData,
  });
  const columns: Column<StatusStatsCourse>[] = [
    {
      key: 'name',
      header: t('drill.course'),
      cell: (c) => (
        <Link
          to={reportScreens.courseStats(c.courseId)}
          className="text-primary-700 hover:underline dark:text-primary-300"
        >
          <bdi data-user-content>{pick(c.name, lang)}</bdi>
        </Link>
      ),
    },
    { key: 'code', header: t('drill.code'), cell: (c) => <bdi data-user-content>{c.courseCode ?? '—'}</bdi> },
    {
      key: 'scope',
      header: t('drill.scope'),
      cell: (c) => <bdi data-user-content>{pick(c.scopeName, lang)}</bdi>,
    },
    ...STATUS_CODES.map((s) => ({
      key: s,
      header: pick(QUESTION_STATUSES[s], lang),
      cell: (c: StatusStatsCourse) => num(c.counts[s], lang),
      className: 'text-end tabular-nums',
    })),
    {
      key: 'total',
      header: t('status.total'),
      cell: (c) => num(c.total, lang),
      className: 'text-end tabular-nums',
    },
  ];
  const heading = status
    ? t('drill.titleStatus', { row: rowName, status: pick(QUESTION_STATUSES[status], lang) })
    : t('drill.title', { row: rowName });
  return (
    <section className="mt-6" data-testid="status-drill">
      <h2 className="mb-3 text-lg font-semibold">{heading}</h2>
      <DataTable
        data-testid="drill-table"
        caption={heading}
        columns={columns}
        rows={courses.data?.courses ?? []}
        rowKey={(c) => c.courseId}
        total={courses.data?.totalItems ?? 0}
        page={url.page}
        limit={url.limit}
        pageSizes={LIMITS.pageSizes}
        sort={{ orderBy: null, desc: false }}
        loading={courses.isFetching}
        texts={listTableTexts(t, lang, t('drill.empty'), 'reports')}
        onPageChange={(page) => url.update({ page })}
        onLimitChange={(limit) => url.update({ limit, page: 1 })}
        onSortChange={() => undefined}
      />
    </section>
  );
}
