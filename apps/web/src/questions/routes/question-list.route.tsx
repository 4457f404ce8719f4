import { Right, type RightCode } from '@mizan/domain/access';
import {
  codesOf,
  LANGUAGES,
  labelOf,
  NEED_TO_FIX,
  QUESTION_STATUSES,
  QUESTION_TYPES,
} from '@mizan/domain/codes';
import { fill, pick } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { MESSAGES } from '@mizan/domain/messages';
import type { QuestionListItem } from '@mizan/domain/questions';
import type { SubjectItem } from '@mizan/domain/subjects';
import {
  Button,
  Checkbox,
  type Column,
  ConfirmDialog,
  SelectField,
  type SortState,
  TextField,
} from '@mizan/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
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
import { questionListIdsAtom } from '../../state/questionListIdsAtom';
import { showToast } from '../../state/store';
import { AddQuestionMenu } from '../components/AddQuestionMenu';
import { StatusBadge } from '../../question-kit/StatusBadge';
import { ExportMenu } from '../components/ExportMenu';
import { flattenIlos, type IloItem } from '../../question-kit/ilos';
import {
  questionCopyPath,
  questionEditPath,
  questionImportPath,
  questionViewPath,
} from '../../course-scope/question-paths';
import { FILTERS, type Filter, listQuery } from '../../course-scope/list/list-query';
import { QuestionListTable } from '../../question-kit/QuestionListTable';
import { useListUrl } from '../../course-scope/list/list-state';
import { getCourseIlos, getCourseSubjects } from '../../question-kit/question.api';
import { deleteQuestion, getQuestionList } from '../questions.api';

type Draft = Record<Filter, string>;
const ADVANCED: Filter[] = ['subjectId', 'iloId', 'language', 'creatorId', 'needToFix'];

const draftOf = (p: URLSearchParams): Draft =>
  Object.fromEntries(FILTERS.map((k) => [k, p.get(k) ?? ''])) as Draft;

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors';
const rowAction =
  'rounded px-2 py-1 text-xs font-medium hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-primary-950';

const percent = (fraction: number, lang: 'ar' | 'en') =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', { style: 'percent' }).format(fraction);

function QuestionList() {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const course = useCourseInfo('165.2.1.', courseId);
  const keepIds = useSetAtom(questionListIdsAtom);
  const { params, setParams, update, page, limit, queryKey } = useListUrl();

  const [rows, setRows] = useState<QuestionListItem[]>([]);
  const [total, setTotal] = useState(0);
  const [rights, setRights] = useState<RightCode[]>([]);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const [draft, setDraft] = useState<Draft>(() => draftOf(params));
  const [textError, setTextError] = useState<string>();
  const [advanced, setAdvanced] = useState(() => ADVANCED.some((k) => params.get(k)));
  const [subjects, setSubjects] = useState<SubjectItem[]>([]);
  const [courseIlos, setCourseIlos] = useState<IloItem[]>([]);
  const [asking, setAsking] = useState<QuestionListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [creators, setCreators] = useState<Map<number, QuestionListItem['creator']>>(new Map());
  // Ticked for export, kept across pages and filters.
  const [picked, setPicked] = useState<Map<number, QuestionListItem>>(new Map());

  // Without a chosen column the server lists the newest change first; the table says so.
  const sort: SortState = params.get('orderBy')
    ? { orderBy: params.get('orderBy'), desc: params.get('desc') === '1' }
    : { orderBy: 'updatedAt', desc: true };

  useEffect(() => {
    setDraft(draftOf(new URLSearchParams(queryKey)));
  }, [queryKey]);

  useEffect(() => {
    if (!courseId) return;
    getCourseSubjects(courseId).then(
      (r) => setSubjects(r.subjects),
      () => setSubjects([]),
    );
    getCourseIlos(courseId).then(
      (r) => setCourseIlos(flattenIlos(r.courseIlos)),
      () => setCourseIlos([]),
    );
  }, [courseId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the reload trigger (after a delete)
  useEffect(() => {
    if (!courseId) return;
    const p = new URLSearchParams(queryKey);
    const query = listQuery(courseId, p, lang);
    const ctl = new AbortController();
    setLoading(true);
    getQuestionList(query, ctl.signal).then(
      (r) => {
        setRows(r.questions);
        setTotal(r.totalItems);
        setRights(r.rights);
        setLoading(false);
        // Creators seen in this course's lists so far: the creator filter offers them.
        setCreators((m) => {
          const next = new Map(m);
          for (const q of r.questions) next.set(q.creator.userId, q.creator);
          return next;
        });
        // SPEC 9: the list's ids persist, for previous/next in the view screen.
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

  const subjectIlos = useMemo(() => {
    const s = subjects.find((x) => String(x.subjectId) === draft.subjectId);
    return s ? flattenIlos(s.ilos) : courseIlos;
  }, [subjects, courseIlos, draft.subjectId]);

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

  const remove = async (q: QuestionListItem) => {
    setDeleting(true);
    try {
      const r = await deleteQuestion(q.questionId);
      showToast(pick(r.message, lang), 'success');
      // The last row of a page gone: show the page before it.
      if (rows.length === 1 && page > 1) update({ page: page - 1 });
      else setTick((n) => n + 1);
    } catch {
      // SPEC 8: the wrapper's toast; the dialog closes.
    }
    setDeleting(false);
    setAsking(null);
  };

  const canAdd = rights.includes(Right.add);
  const view = (q: QuestionListItem) => questionViewPath(courseId, q.questionType, q.questionId);

  const columns: Column<QuestionListItem>[] = [
    {
      key: 'pick',
      header: t('question-import:export.pick'),
      className: 'w-10',
      cell: (r) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click; the checkbox inside is the control
        // biome-ignore lint/a11y/useKeyWithClickEvents: as above
        <div onClick={(e) => e.stopPropagation()}>
          <Checkbox
            checked={picked.has(r.questionId)}
            onChange={(on) =>
              setPicked((m) => {
                const next = new Map(m);
                if (on) next.set(r.questionId, r);
                else next.delete(r.questionId);
                return next;
              })
            }
            label={
              <span className="sr-only">{t('question-import:export.pickOne', { n: r.questionId })}</span>
            }
            data-testid={`question-pick-${r.questionId}`}
          />
        </div>
      ),
    },
    {
      key: 'questionId',
      header: t('list.number'),
      sortable: true,
      className: 'w-16',
      cell: (r) => formatNumber(r.questionId, lang),
    },
    {
      key: 'text',
      header: t('list.text'),
      cell: (r) => (
        <Link
          to={view(r)}
          data-testid={`question-row-${r.questionId}`}
          onClick={(e) => e.stopPropagation()}
          lang={LANGUAGES[r.language]?.lang}
          dir="auto"
          className="line-clamp-2 min-w-56 max-w-xl font-medium hover:underline focus-visible:underline"
        >
          {r.text || t('list.noText')}
        </Link>
      ),
    },
    {
      key: 'questionType',
      header: t('list.type'),
      sortable: true,
      cell: (r) => labelOf(QUESTION_TYPES, r.questionType, lang),
    },
    {
      key: 'status',
      header: t('list.status'),
      sortable: true,
      // The version sits under the status, which keeps the table within the page.
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge status={r.status} />
          <span className="text-xs text-muted">
            {t('list.versionOf', { v: formatNumber(r.version, lang) })}
          </span>
        </span>
      ),
    },
    { key: 'subject', header: t('list.subject'), cell: (r) => r.subjectName ?? '—' },
    {
      key: 'difficulty',
      header: t('list.difficulty'),
      sortable: true,
      className: 'w-16',
      cell: (r) => (r.difficulty === null ? '—' : formatNumber(r.difficulty, lang)),
    },
    { key: 'creator', header: t('list.creator'), cell: (r) => pick(r.creator.name, lang) },
    {
      key: 'updatedAt',
      header: t('list.updatedAt'),
      sortable: true,
      className: 'min-w-32',
      cell: (r) => <span className="text-xs">{formatDateTime(r.updatedAt, lang)}</span>,
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (r) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click; the links and buttons inside are the controls
        // biome-ignore lint/a11y/useKeyWithClickEvents: as above
        <div
          className="grid grid-cols-[auto_auto] gap-1 whitespace-nowrap"
          onClick={(e) => e.stopPropagation()}
        >
          <Link to={view(r)} className={rowAction} data-testid={`question-view-${r.questionId}`}>
            {t('actions.view')}
          </Link>
          {canAdd && r.canEdit && (
            <Link
              to={questionEditPath(courseId, r.questionType, r.questionId)}
              className={rowAction}
              data-testid={`question-edit-${r.questionId}`}
            >
              {t('actions.edit')}
            </Link>
          )}
          {canAdd && (
            <Link
              to={questionCopyPath(courseId, r.questionType, r.questionId)}
              className={rowAction}
              data-testid={`question-copy-${r.questionId}`}
            >
              {t('actions.copy')}
            </Link>
          )}
          {r.canDelete && (
            <button
              type="button"
              className={`${rowAction} text-danger-600 dark:text-red-300`}
              onClick={() => setAsking(r)}
              data-testid={`question-delete-${r.questionId}`}
            >
              {t('actions.delete')}
            </button>
          )}
        </div>
      ),
    },
  ];

  const set = (k: Filter) => (v: string) =>
    setDraft((d) => ({ ...d, [k]: v, ...(k === 'subjectId' ? { iloId: '' } : {}) }));
  const any = { value: '', label: t('filters.any') };
  const codeOptions = <T extends Record<string, { ar: string; en: string }>>(table: T) => [
    any,
    ...codesOf(table).map((c) => ({ value: c, label: labelOf(table, c, lang) })),
  ];
  const creatorOptions = [
    any,
    ...[...creators.values()]
      .map((c) => ({ value: String(c.userId), label: pick(c.name, lang) }))
      .sort((a, b) => a.label.localeCompare(b.label, lang)),
  ];
  // A creator chosen through the URL but not seen in this session's lists still shows as chosen.
  if (draft.creatorId && !creators.has(Number(draft.creatorId)))
    creatorOptions.push({ value: draft.creatorId, label: `#${formatNumber(Number(draft.creatorId), lang)}` });

  return (
    <>
      <CourseHeaderBar appId="165.2.1." course={course} />
      <PageHeader
        title={t('list.title')}
        subtitle={course ? pick(course.courseName, lang) : undefined}
        actions={
          <>
            <ExportMenu courseId={courseId} selected={[...picked.values()]} pageRows={rows} />
            {canAdd && (
              <>
                <AddQuestionMenu courseId={courseId} />
                <Link
                  to={questionImportPath(courseId)}
                  data-testid="question-import"
                  className={`${linkButton} border border-line bg-panel text-ink hover:bg-surface`}
                >
                  {t('list.import')}
                </Link>
              </>
            )}
          </>
        }
      />
      <search>
        <form
          onSubmit={search}
          className="mb-4 rounded-lg border border-line bg-panel p-4"
          aria-label={t('filters.label')}
        >
          <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr] lg:grid-cols-[2fr_1fr_1fr_auto]">
            <TextField
              label={t('filters.text')}
              value={draft.text}
              onChange={(e) => set('text')(e.target.value)}
              error={textError}
              data-testid="question-filter-text"
              enterKeyHint="search"
            />
            <SelectField
              label={t('filters.type')}
              value={draft.questionType}
              onChange={set('questionType')}
              options={codeOptions(QUESTION_TYPES)}
              data-testid="question-filter-type"
            />
            <SelectField
              label={t('filters.status')}
              value={draft.status}
              onChange={set('status')}
              options={codeOptions(QUESTION_STATUSES)}
              data-testid="question-filter-status"
            />
            <div className="flex flex-wrap gap-2 md:col-span-3 lg:col-span-1 lg:self-end">
              <Button type="submit" data-testid="question-search">
                {t('filters.search')}
              </Button>
              <Button variant="secondary" onClick={reset} data-testid="question-reset">
                {t('filters.reset')}
              </Button>
              <Button
                variant="ghost"
                aria-expanded={advanced}
                onClick={() => setAdvanced((a) => !a)}
                data-testid="question-advanced"
              >
                {advanced ? t('filters.lessFilters') : t('filters.moreFilters')}
              </Button>
            </div>
          </div>
          {advanced && (
            <div className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-5">
              <SelectField
                label={t('filters.subject')}
                value={draft.subjectId}
                onChange={set('subjectId')}
                options={[
                  any,
                  ...subjects.map((s) => ({ value: String(s.subjectId), label: s.subjectName })),
                ]}
                data-testid="question-filter-subject"
              />
              <SelectField
                label={t('filters.ilo')}
                value={draft.iloId}
                onChange={set('iloId')}
                options={[
                  any,
                  ...subjectIlos.map((i) => ({
                    value: String(i.id),
                    label: `${'\u00a0\u00a0'.repeat(i.depth)}${i.code} ${pick(i.description, lang)}`,
                  })),
                ]}
                data-testid="question-filter-ilo"
              />
              <SelectField
                label={t('filters.language')}
                value={draft.language}
                onChange={set('language')}
                options={codeOptions(LANGUAGES)}
                data-testid="question-filter-language"
              />
              <SelectField
                label={t('filters.creator')}
                value={draft.creatorId}
                onChange={set('creatorId')}
                options={creatorOptions}
                data-testid="question-filter-creator"
              />
              <SelectField
                label={t('filters.needToFix')}
                value={draft.needToFix}
                onChange={set('needToFix')}
                options={codeOptions(NEED_TO_FIX)}
                hint={t('filters.needToFixHint', {
                  difficulty: formatNumber(LIMITS.difficultyRange, lang),
                  time: percent(LIMITS.timeRange, lang),
                })}
                data-testid="question-filter-fix"
              />
            </div>
          )}
        </form>
      </search>
      <QuestionListTable
        testId="question"
        caption={t('list.title')}
        columns={columns}
        rows={rows}
        total={total}
        sort={sort}
        loading={loading}
        list={{ update, page, limit }}
        onRowClick={(r) => navigate(view(r))}
        empty={t('list.empty')}
      />
      <ConfirmDialog
        open={!!asking}
        title={t('delete.title')}
        message={t('delete.body', { text: asking?.text.slice(0, 120) ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('common:cancel')}
        danger
        busy={deleting}
        onConfirm={() => asking && void remove(asking)}
        onCancel={() => setAsking(null)}
        data-testid="question-delete-confirm"
      />
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="questions-list">
      <QuestionList />
    </RequireRight>
  );
}
