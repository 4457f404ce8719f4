import {
  codesOf,
  LANGUAGES,
  labelOf,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  QuestionStatus,
} from '@mizan/domain/codes';
import { fill, pick } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { MESSAGES } from '@mizan/domain/messages';
import type { ReviewListItem } from '@mizan/domain/review';
import type { SubjectItem } from '@mizan/domain/subjects';
import { Button, type Column, SelectField, type SortState, TextField } from '@mizan/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { formatNumber } from '@mizan/domain/i18n';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { formatDateTime } from '../../format/date';
import { StatusBadge } from '../../question-kit/StatusBadge';
import { listQuery } from '../../course-scope/list/list-query';
import { QuestionListTable } from '../../question-kit/QuestionListTable';
import { useListUrl } from '../../course-scope/list/list-state';
import { getCourseSubjects } from '../../question-kit/question.api';
import { reviewListIdsAtom } from '../../state/reviewListIdsAtom';
import { Watchers } from '../../collaboration/feed/Watchers';
import { applyListEvent } from '../list-events';
import { reviewQuestionPath } from '../../course-scope/question-paths';
import { getReviewList } from '../review.api';
import { useLiveFeed } from '../../collaboration/feed/useLiveFeed';

/** The review list's filters, named alike in its URL and in the API's query. */
const FILTERS = ['text', 'questionType', 'status', 'subjectId', 'language'] as const;
type Filter = (typeof FILTERS)[number];
type Draft = Record<Filter, string>;

const draftOf = (p: URLSearchParams): Draft =>
  Object.fromEntries(FILTERS.map((k) => [k, p.get(k) ?? ''])) as Draft;

/** A reviewer lists every status but deleted; without a choice the API lists the pending ones. */
const STATUSES = codesOf(QUESTION_STATUSES).filter((s) => s !== QuestionStatus.DELETED);

function ReviewList() {
  const { t } = useTranslation('review');
  const lang = useLang();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const course = useCourseInfo('165.2.2.', courseId);
  const keepIds = useSetAtom(reviewListIdsAtom);
  const { params, setParams, update, page, limit, queryKey } = useListUrl();

  const [rows, setRows] = useState<ReviewListItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const [draft, setDraft] = useState<Draft>(() => draftOf(params));
  const [textError, setTextError] = useState<string>();
  const [subjects, setSubjects] = useState<SubjectItem[]>([]);

  // Without a chosen column the API lists the oldest question first: the review queue's order.
  const sort: SortState = params.get('orderBy')
    ? { orderBy: params.get('orderBy'), desc: params.get('desc') === '1' }
    : { orderBy: 'questionId', desc: false };

  // Live: decisions, comments and presence in this course (course:watch), caught up after a drop.
  const feed = useLiveFeed('165.2.2.', courseId ? { kind: 'course', id: courseId } : null, {
    onStatus: (e) => setRows((list) => applyListEvent(list, { event: 'question:status', payload: e })),
    onComment: (e) => setRows((list) => applyListEvent(list, { event: 'question:comment', payload: e })),
    onPresence: (e) => setRows((list) => applyListEvent(list, { event: 'question:presence', payload: e })),
    reload: () => setTick((n) => n + 1),
  });

  useEffect(() => {
    setDraft(draftOf(new URLSearchParams(queryKey)));
  }, [queryKey]);

  useEffect(() => {
    if (!courseId) return;
    getCourseSubjects(courseId, '165.2.2.').then(
      (r) => setSubjects(r.subjects),
      () => setSubjects([]),
    );
  }, [courseId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the reload trigger (a catch-up too long)
  useEffect(() => {
    if (!courseId) return;
    const query = listQuery(courseId, new URLSearchParams(queryKey), lang);
    // The table names the id column questionId; the API sorts it as id.
    if (query.orderBy === 'questionId') query.orderBy = 'id';
    const ctl = new AbortController();
    setLoading(true);
    getReviewList(query, ctl.signal).then(
      (r) => {
        setRows(r.questions);
        setTotal(r.totalItems);
        setLoading(false);
        feed.current.loaded(r.lastSeq);
        // SPEC 9: the list's ids persist, for previous/next in the review screen.
        keepIds({
          courseId,
          query: queryKey,
          page: r.currentPage,
          limit: query.limit as number,
          totalItems: r.totalItems,
          items: r.questions.map((q) => ({ questionId: q.questionId, questionType: q.questionType })),
        });
      },
      (e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        // SPEC 8: the wrapper's toast (5 s); the list is emptied.
        setRows([]);
        setTotal(0);
        setLoading(false);
      },
    );
    return () => ctl.abort();
  }, [courseId, queryKey, lang, tick, keepIds]);

  if (!courseId) return <Navigate to="/notFound" replace />;

  const search = (e?: React.FormEvent) => {
    e?.preventDefault();
    const text = draft.text.trim();
    if (text.length > LIMITS.filterTextMax) {
      setTextError(pick(fill(MESSAGES.maxLength, { max: LIMITS.filterTextMax }), lang));
      return;
    }
    setTextError(undefined);
    update({ page: 1, ...draft, text });
  };

  const reset = () => {
    setTextError(undefined);
    setParams(limit !== LIMITS.defaultPageSize ? { limit: String(limit) } : {});
  };

  const open = (q: ReviewListItem) => reviewQuestionPath(courseId, q.questionType, q.questionId);

  const columns: Column<ReviewListItem>[] = [
    {
      key: 'questionId',
      header: t('questions:list.number'),
      sortable: true,
      className: 'w-16',
      cell: (r) => formatNumber(r.questionId, lang),
    },
    {
      key: 'text',
      header: t('questions:list.text'),
      cell: (r) => (
        <Link
          to={open(r)}
          data-testid={`review-row-${r.questionId}`}
          onClick={(e) => e.stopPropagation()}
          lang={LANGUAGES[r.language]?.lang}
          dir="auto"
          className="line-clamp-2 min-w-56 max-w-xl font-medium hover:underline focus-visible:underline"
        >
          {r.text || t('questions:list.noText')}
        </Link>
      ),
    },
    {
      key: 'questionType',
      header: t('questions:list.type'),
      sortable: true,
      cell: (r) => labelOf(QUESTION_TYPES, r.questionType, lang),
    },
    {
      key: 'status',
      header: t('questions:list.status'),
      cell: (r) => (
        <span data-testid={`review-status-${r.questionId}`}>
          <StatusBadge status={r.status} />
        </span>
      ),
    },
    { key: 'subject', header: t('questions:list.subject'), cell: (r) => r.subjectName ?? '—' },
    {
      key: 'difficulty',
      header: t('questions:list.difficulty'),
      sortable: true,
      className: 'w-16',
      cell: (r) => (r.difficulty === null ? '—' : formatNumber(r.difficulty, lang)),
    },
    { key: 'creator', header: t('questions:list.creator'), cell: (r) => pick(r.creator.name, lang) },
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
          <Watchers users={r.watchers} testId={`review-watchers-${r.questionId}`} />
        </span>
      ),
    },
    {
      key: 'updatedAt',
      header: t('questions:list.updatedAt'),
      sortable: true,
      className: 'min-w-32',
      cell: (r) => <span className="text-xs">{formatDateTime(r.updatedAt, lang)}</span>,
    },
  ];

  const set = (k: Filter) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const any = { value: '', label: t('questions:filters.any') };
  const codeOptions = <T extends Record<string, { ar: string; en: string }>>(table: T) => [
    any,
    ...codesOf(table).map((c) => ({ value: c, label: labelOf(table, c, lang) })),
  ];

  return (
    <>
      <CourseHeaderBar appId="165.2.2." course={course} />
      <PageHeader title={t('list.title')} subtitle={course ? pick(course.courseName, lang) : undefined} />
      <search>
        <form
          onSubmit={search}
          className="mb-4 rounded-lg border border-line bg-panel p-4"
          aria-label={t('questions:filters.label')}
        >
          <div className="grid gap-3 md:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
            <TextField
              label={t('questions:filters.text')}
              value={draft.text}
              onChange={(e) => set('text')(e.target.value)}
              error={textError}
              data-testid="review-filter-text"
              enterKeyHint="search"
            />
            <SelectField
              label={t('questions:filters.status')}
              value={draft.status || QuestionStatus.PENDING_REVIEW}
              onChange={set('status')}
              options={STATUSES.map((c) => ({ value: c, label: labelOf(QUESTION_STATUSES, c, lang) }))}
              data-testid="review-filter-status"
            />
            <SelectField
              label={t('questions:filters.type')}
              value={draft.questionType}
              onChange={set('questionType')}
              options={codeOptions(QUESTION_TYPES)}
              data-testid="review-filter-type"
            />
            <SelectField
              label={t('questions:filters.subject')}
              value={draft.subjectId}
              onChange={set('subjectId')}
              options={[any, ...subjects.map((s) => ({ value: String(s.subjectId), label: s.subjectName }))]}
              data-testid="review-filter-subject"
            />
            <SelectField
              label={t('questions:filters.language')}
              value={draft.language}
              onChange={set('language')}
              options={codeOptions(LANGUAGES)}
              data-testid="review-filter-language"
            />
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" data-testid="review-search">
              {t('questions:filters.search')}
            </Button>
            <Button variant="secondary" onClick={reset} data-testid="review-reset">
              {t('questions:filters.reset')}
            </Button>
          </div>
        </form>
      </search>
      <QuestionListTable
        testId="review"
        caption={t('list.title')}
        columns={columns}
        rows={rows}
        total={total}
        sort={sort}
        loading={loading}
        list={{ update, page, limit }}
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
