import '../i18n';
import { Right } from '@mizan/domain/access';
import { EXAM_TYPES, labelOf, MODEL_MATCH } from '@mizan/domain/codes';
import type { ExamListRow } from '@mizan/domain/exam-generation';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { Button, type Column, SelectField } from '@mizan/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { FilterBar } from '../../course-scope/list/FilterBar';
import { ListTable } from '../../course-scope/list/ListTable';
import { useListUrl } from '../../course-scope/list/list-state';
import { codeOptions } from '../../course-scope/list/question-columns';
import { useListFilters } from '../../course-scope/list/useListFilters';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { formatDateTime } from '../../format/date';
import { ExamStatusBadge } from '../components/StatusBadge';
import { examListQuery } from '../exam.api';
import { examPaths } from '../paths';

const FILTERS = ['examType'] as const;

/** SPEC 2 '{courseId}/exams-list': the course's exams, server-paged and sorted, filtered by 20.2.-20.6., all in the URL. */
function ExamsList() {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const course = useCourseInfo('165.7.1.', courseId);
  const url = useListUrl();
  const { params } = url;
  const { draft, set, search, reset } = useListFilters(FILTERS, [], url);

  const query = {
    courseId: courseId ?? 0,
    page: url.page,
    limit: url.limit,
    orderBy: params.get('orderBy') ?? undefined,
    desc: params.get('orderBy') ? (params.get('desc') === '1' ? 1 : 0) : undefined,
    examType: params.get('examType') || undefined,
  };
  const list = useQuery({ ...examListQuery(query), enabled: !!courseId, placeholderData: keepPreviousData });
  const data = list.isError ? undefined : list.data;
  if (!courseId) return <Navigate to="/notFound" replace />;

  const open = (r: ExamListRow) => examPaths.details(courseId, r.examId);
  const columns: Column<ExamListRow>[] = [
    {
      key: 'name',
      header: t('list.columns.name'),
      sortable: true,
      cell: (r) => (
        <Link to={open(r)} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
          <bdi data-user-content="">{r.name}</bdi>
        </Link>
      ),
    },
    {
      key: 'deliveryMode',
      header: t('list.columns.deliveryMode'),
      sortable: true,
      cell: (r) => labelOf(EXAM_TYPES, r.deliveryMode, lang),
    },
    {
      key: 'startsAt',
      header: t('list.columns.startsAt'),
      sortable: true,
      cell: (r) => formatDateTime(r.startsAt, lang),
    },
    {
      key: 'durationMinutes',
      header: t('list.columns.duration'),
      cell: (r) =>
        t('common.minutes', { count: r.durationMinutes, n: formatNumber(r.durationMinutes, lang) }),
    },
    {
      key: 'modelsCount',
      header: t('list.columns.models'),
      sortable: true,
      cell: (r) => formatNumber(r.modelsCount, lang),
    },
    {
      key: 'modelsMatch',
      header: t('list.columns.match'),
      cell: (r) => labelOf(MODEL_MATCH, r.modelsMatch, lang),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      sortable: true,
      cell: (r) => <ExamStatusBadge status={r.status} testId={`exam-status-${r.examId}`} />,
    },
  ];
  const canAdd = data?.rights.includes(Right.add);

  return (
    <>
      <CourseHeaderBar appId="165.7.1." course={course} />
      <PageHeader
        title={t('list.title')}
        subtitle={course ? pick(course.courseName, lang) : undefined}
        actions={
          canAdd && (
            <Button onClick={() => navigate(examPaths.add(courseId))} data-testid="exam-add">
              {t('list.add')}
            </Button>
          )
        }
      />
      <FilterBar
        testId="exam"
        ns="exam-generation"
        onSearch={search}
        onReset={reset}
        grid="grid items-end gap-3 md:grid-cols-[minmax(0,20rem)_auto]"
      >
        <SelectField
          label={t('filters.examType')}
          value={draft.examType}
          onChange={set('examType')}
          options={codeOptions(EXAM_TYPES, lang, { value: '', label: t('filters.any') })}
          data-testid="exam-filter-type"
        />
      </FilterBar>
      <ListTable
        testId="exam"
        ns="exam-generation"
        caption={t('list.title')}
        columns={columns}
        rows={data?.exams ?? []}
        rowKey={(r) => r.examId}
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
    <RequireRight route="exams-list">
      <ExamsList />
    </RequireRight>
  );
}
