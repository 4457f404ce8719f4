import '../i18n';
import { Right } from '@mizan/domain/access';
import { REQUEST_STATUSES } from '@mizan/domain/codes';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { DEFAULT_TIME_ZONE, type ReservationSummary } from '@mizan/domain/reserve-exam';
import { Button, type Column, DateField, SelectField } from '@mizan/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { DATE_LOCALES } from '../../format/date';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { FilterBar } from '../../course-scope/list/FilterBar';
import { ListTable } from '../../course-scope/list/ListTable';
import { useListUrl } from '../../course-scope/list/list-state';
import { codeOptions } from '../../course-scope/list/question-columns';
import { useListFilters } from '../../course-scope/list/useListFilters';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { HallNames } from '../components/HallNames';
import { ReservationStatus } from '../components/StatusBadge';
import { TimeZoneAlert } from '../components/TimeZoneAlert';
import { useReserveLive } from '../hooks/useReserveLive';
import { reservePaths as paths } from '../paths';
import { reservationListQuery } from '../reserve-exam.api';
import { addDays, dayStart, zonedFormat } from '../zoned';

const FILTERS = ['status', 'from', 'to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** SPEC 2 '{courseId}/reserve-exam-list': the course's requests, server-paged, by status and date, all in the URL. */
function ReserveList() {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const course = useCourseInfo('165.7.2.', courseId);
  const url = useListUrl();
  const { params } = url;
  const { draft, set, search, reset } = useListFilters(FILTERS, [], url);
  useReserveLive();
  // The filter's dates are the university's days; its zone arrives with the first answer.
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const list = useQuery({
    ...reservationListQuery(courseId ?? 0, {
      page: url.page,
      limit: url.limit,
      status: params.get('status') || undefined,
      from: DATE.test(from) ? dayStart(from, zone) : undefined,
      to: DATE.test(to) ? dayStart(addDays(to, 1), zone) : undefined,
    }),
    enabled: !!courseId,
    placeholderData: keepPreviousData,
  });
  const data = list.isError ? undefined : list.data;
  useEffect(() => {
    if (data?.timeZone) setZone(data.timeZone);
  }, [data?.timeZone]);
  if (!courseId) return <Navigate to="/notFound" replace />;
  const f = zonedFormat(lang, zone);
  const open = (r: ReservationSummary) => paths.view(courseId, r.reserveExamId);

  const columns: Column<ReservationSummary>[] = [
    {
      key: 'startsAt',
      header: t('list.columns.when'),
      cell: (r) => (
        <Link to={open(r)} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
          {f.slot(r.startsAt, r.endsAt)}
        </Link>
      ),
    },
    { key: 'halls', header: t('list.columns.halls'), cell: (r) => <HallNames halls={r.halls} /> },
    { key: 'students', header: t('list.columns.students'), cell: (r) => formatNumber(r.students, lang) },
    {
      key: 'requester',
      header: t('list.columns.requester'),
      cell: (r) => <bdi>{pick(r.requester.name, lang)}</bdi>,
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      cell: (r) => (
        <ReservationStatus
          status={r.status}
          withdrawn={r.withdrawn}
          testId={`reserve-status-${r.reserveExamId}`}
        />
      ),
    },
  ];

  return (
    <>
      <CourseHeaderBar appId="165.7.2." course={course} />
      <PageHeader
        title={t('list.title')}
        subtitle={course ? pick(course.courseName, lang) : undefined}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => navigate(paths.board())}
              data-testid="reserve-open-board"
            >
              {t('board.open')}
            </Button>
            {data?.rights.includes(Right.add) && (
              <Button onClick={() => navigate(paths.add(courseId))} data-testid="reserve-add">
                {t('list.add')}
              </Button>
            )}
          </div>
        }
      />
      <TimeZoneAlert timeZone={data?.timeZone} />
      <FilterBar
        testId="reserve"
        ns="reserve-exam"
        onSearch={search}
        onReset={reset}
        grid="grid items-end gap-3 md:grid-cols-[repeat(3,minmax(0,14rem))_auto]"
      >
        <SelectField
          label={t('filters.status')}
          value={draft.status}
          onChange={set('status')}
          options={codeOptions(REQUEST_STATUSES, lang, { value: '', label: t('filters.any') })}
          data-testid="reserve-filter-status"
        />
        <DateField
          type="date"
          locale={DATE_LOCALES[lang]}
          label={t('filters.from')}
          value={draft.from}
          onChange={(e) => set('from')(e.target.value)}
          data-testid="reserve-filter-from"
        />
        <DateField
          type="date"
          locale={DATE_LOCALES[lang]}
          label={t('filters.to')}
          value={draft.to}
          onChange={(e) => set('to')(e.target.value)}
          data-testid="reserve-filter-to"
        />
      </FilterBar>
      <ListTable
        testId="reserve"
        ns="reserve-exam"
        caption={t('list.title')}
        columns={columns}
        rows={data?.reservations ?? []}
        rowKey={(r) => r.reserveExamId}
        total={data?.totalItems ?? 0}
        defaultSort={{ orderBy: 'startsAt', desc: true }}
        loading={list.isFetching}
        list={url}
        onRowClick={(r) => navigate(open(r))}
        empty={t('list.empty')}
      />
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="reserve-exam-list">
      <ReserveList />
    </RequireRight>
  );
}
