import { codesOf, labelOf, QUESTION_STATUSES, QuestionStatus } from '@mizan/domain/codes';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { type ReviewListItem, reviewPaths } from '@mizan/domain/review';
import { type Column, SelectField } from '@mizan/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { useLiveFeed } from '../../collaboration/feed/useLiveFeed';
import { Watchers } from '../../collaboration/feed/Watchers';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { FilterBar } from '../../course-scope/list/FilterBar';
import { ListTable } from '../../course-scope/list/ListTable';
import { listQuery } from '../../course-scope/list/list-query';
import { useListUrl } from '../../course-scope/list/list-state';
import { questionColumns } from '../../course-scope/list/question-columns';
import { questionFilterFields } from '../../course-scope/list/question-filters';
import { useListFilters } from '../../course-scope/list/useListFilters';
import { parseId } from '../../course-scope/paths';
import { reviewQuestionPath } from '../../course-scope/question-paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { courseSubjectsQuery } from '../../question-kit/question.api';
import { StatusBadge } from '../../question-kit/StatusBadge';
import { reviewListIdsAtom } from '../../state/reviewListIdsAtom';
import {
  type HeardPresence,
  heardCourse,
  heardEvent,
  patchList,
  type ListEvent,
  watchersOf,
} from '../list-events';
import { reviewListQuery } from '../review.api';
import '../../i18n/texts/questions';
import '../../i18n/texts/review';
import { reloadLive } from '../../realtime/reload-live';

/** The review list's filters, named alike in its URL and in the API's query. */
const FILTERS = ['text', 'questionType', 'status', 'subjectId', 'language'] as const;

/** A reviewer lists every status but deleted; without a choice the API lists the pending ones. */
const STATUSES = codesOf(QUESTION_STATUSES).filter((s) => s !== QuestionStatus.DELETED);

function ReviewList() {
  const { t } = useTranslation('review');
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const courseId = parseId(useParams().courseId);
  const course = useCourseInfo('165.2.2.', courseId);
  const keepIds = useSetAtom(reviewListIdsAtom);
  const url = useListUrl();
  const { queryKey } = url;
  const filters = useListFilters(FILTERS, ['text'], url);
  const { draft, set, search, reset } = filters;

  const query = listQuery(courseId ?? 0, new URLSearchParams(queryKey), lang);
  // The table names the id column questionId; the API sorts it as id.
  if (query.orderBy === 'questionId') query.orderBy = 'id';
  const list = useQuery({
    ...reviewListQuery(query),
    enabled: !!courseId,
    placeholderData: keepPreviousData,
  });
  // SPEC 8: after a failure the wrapper toasts (5 s) and the list is empty.
  const data = list.isError ? undefined : list.data;
  const rows = data?.questions ?? [];
  const subjects =
    useQuery({ ...courseSubjectsQuery(courseId ?? 0, '165.2.2.'), enabled: !!courseId }).data?.subjects ?? [];

  // Without a chosen column the API lists the oldest question first: the review queue's order.

  // Live: decisions, comments and presence in this course (course:watch), caught up after a drop.
  const patch = (e: ListEvent) =>
    queryClient.setQueryData(reviewListQuery(query).queryKey, (old) => old && patchList(old, e));
  const [heard, setHeard] = useState<HeardPresence>(() => ({ live: new Map() }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: another course starts with nothing heard
  useEffect(() => setHeard({ live: new Map() }), [courseId]);
  const feed = useLiveFeed('165.2.2.', courseId ? { kind: 'course', id: courseId } : null, {
    onStatus: (payload) => patch({ event: 'question:status', payload }),
    onComment: (payload) => patch({ event: 'question:comment', payload }),
    onPresence: (payload) => setHeard((h) => heardEvent(h, payload)),
    onWatchers: (watchers) => setHeard((h) => heardCourse(h, watchers)),
    reload: () => reloadLive(queryClient, [reviewPaths.list()]),
  });

  const loaded = list.isPlaceholderData ? undefined : data;
  useEffect(() => {
    if (!loaded || !courseId) return;
    feed.current.loaded(loaded.lastSeq);
    // SPEC 9: the list's ids persist, for previous/next in the review screen.
    keepIds({
      courseId,
      query: queryKey,
      page: loaded.currentPage,
      limit: url.limit,
      totalItems: loaded.totalItems,
      items: loaded.questions.map((q) => ({ questionId: q.questionId, questionType: q.questionType })),
    });
  }, [loaded, courseId, queryKey, url.limit, keepIds, feed]);

  if (!courseId) return <Navigate to="/notFound" replace />;

  const open = (q: ReviewListItem) => reviewQuestionPath(courseId, q.questionType, q.questionId);
  const c = questionColumns<ReviewListItem>(t, lang, 'review', open);
  const columns: Column<ReviewListItem>[] = [
    c.questionId,
    c.text,
    c.questionType,
    {
      key: 'status',
      header: t('questions:list.status'),
      cell: (r) => (
        <span data-testid={`review-status-${r.questionId}`}>
          <StatusBadge status={r.status} />
        </span>
      ),
    },
    c.subject,
    c.difficulty,
    c.creator,
    {
      key: 'activity',
      header: t('list.activity'),
      cell: (r) => (
        <span className="flex flex-col items-start gap-1" data-testid={`review-activity-${r.questionId}`}>
          <span
            className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs ${r.openComments ? 'bg-warning-100 text-warning-900 dark:bg-warning-900/40 dark:text-warning-100' : 'text-muted'}`}
            data-testid={`review-comments-${r.questionId}`}
            data-count={r.openComments}
          >
            {t('list.openComments', { count: r.openComments, n: formatNumber(r.openComments, lang) })}
          </span>
          <Watchers
            users={watchersOf(r, data?.readAt ?? 0, heard)}
            testId={`review-watchers-${r.questionId}`}
          />
        </span>
      ),
    },
    c.updatedAt,
  ];

  const fields = questionFilterFields({ t, lang, testId: 'review', filters, subjects });

  return (
    <>
      <CourseHeaderBar appId="165.2.2." course={course} />
      <PageHeader title={t('list.title')} subtitle={course ? pick(course.courseName, lang) : undefined} />
      <FilterBar
        testId="review"
        ns="questions"
        onSearch={search}
        onReset={reset}
        grid="grid gap-3 md:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
        buttonsBelow
      >
        {fields.text}
        <SelectField
          label={t('questions:filters.status')}
          value={draft.status || QuestionStatus.PENDING_REVIEW}
          onChange={set('status')}
          options={STATUSES.map((c) => ({ value: c, label: labelOf(QUESTION_STATUSES, c, lang) }))}
          data-testid="review-filter-status"
        />
        {fields.type}
        {fields.subject}
        {fields.language}
      </FilterBar>
      <ListTable
        testId="review"
        ns="questions"
        caption={t('list.title')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.questionId}
        total={data?.totalItems ?? 0}
        defaultSort={{ orderBy: 'questionId', desc: false }}
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
    <RequireRight route="review-questions-list">
      <ReviewList />
    </RequireRight>
  );
}
