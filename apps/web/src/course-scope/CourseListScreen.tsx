import type { RightCode } from '@mizan/domain/access';
import type { CourseListRow, CourseTypeOption } from '@mizan/domain/courses';
import { fill, pick } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { MESSAGES } from '@mizan/domain/messages';
import { Button, type Column, DataTable, SelectField, type SortState, TextField } from '@mizan/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { changeScope } from '../api/auth.api';
import { PageHeader } from '../app/PageHeader';
import { useLang } from '../app/useLang';
import { authAtom } from '../state/authAtom';
import { courseAtom } from '../state/courseAtom';
import { filtersAtom } from '../state/filtersAtom';
import { scopeAtom } from '../state/scopeAtom';
import { getCourseList } from './course-list.api';
import { formatNumber } from '@mizan/domain/i18n';
import { type CourseAppId, coursePath } from './paths';

const TEXT_FILTERS = ['courseName', 'stdPlan', 'IHId'] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];
const LIST_KEYS = [
  'page',
  'limit',
  'orderBy',
  'desc',
  ...TEXT_FILTERS,
  'courseType',
  'activeStatus',
] as const;

interface Draft {
  courseName: string;
  stdPlan: string;
  IHId: string;
  courseType: string;
  activeStatus: string;
}

const draftOf = (p: URLSearchParams): Draft => ({
  courseName: p.get('courseName') ?? '',
  stdPlan: p.get('stdPlan') ?? '',
  IHId: p.get('IHId') ?? '',
  courseType: p.get('courseType') ?? '',
  activeStatus: p.get('activeStatus') ?? '',
});

const pageSizeOf = (v: string | null): number => {
  const n = Number(v);
  return (LIMITS.pageSizes as readonly number[]).includes(n) ? n : LIMITS.defaultPageSize;
};

export interface CourseListScreenProps {
  appId: CourseAppId;
  /** The subject-side list shows active courses only (SPEC 7: activeStatus=1). */
  forceActive?: boolean;
  /** Buttons at the end of the title row, given the rights the list answered with. */
  actions?: (rights: RightCode[], reload: () => void) => ReactNode;
  /** A last column (the course app's active switch). */
  extraColumn?: (
    reload: (patch?: (rows: CourseListRow[]) => CourseListRow[]) => void,
  ) => Column<CourseListRow>;
  /** Shown above the table (import panels). */
  children?: ReactNode;
}

/**
 * SPEC 2 course list: filters, a server-paged sortable table, the whole state in the URL query
 * (restored from it and saved as the area's filters), a language change back to page 1, and a
 * row click that selects and opens the course. Shared by the courses, subjects and ILO areas.
 */
export function CourseListScreen({
  appId,
  forceActive,
  actions,
  extraColumn,
  children,
}: CourseListScreenProps) {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const scope = useAtomValue(scopeAtom);
  const auth = useAtomValue(authAtom);
  const setFilters = useSetAtom(filtersAtom);
  const selectCourse = useSetAtom(courseAtom);

  const [rows, setRows] = useState<CourseListRow[]>([]);
  const [total, setTotal] = useState(0);
  const [rights, setRights] = useState<RightCode[]>([]);
  const [courseTypes, setCourseTypes] = useState<CourseTypeOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const [draft, setDraft] = useState<Draft>(() => draftOf(params));
  const [errors, setErrors] = useState<Partial<Record<TextFilter, string>>>({});
  const [advanced, setAdvanced] = useState(
    () =>
      !!(
        params.get('stdPlan') ||
        params.get('IHId') ||
        params.get('courseType') ||
        params.get('activeStatus')
      ),
  );

  const page = Math.max(1, Number(params.get('page')) || LIMITS.defaultPage);
  const limit = pageSizeOf(params.get('limit'));
  const sort: SortState = { orderBy: params.get('orderBy'), desc: params.get('desc') === '1' };
  const queryKey = params.toString();
  const scopeId = scope?.selectedScopeId;

  // The URL is the state: the form follows it on back/forward and on links with saved filters.
  useEffect(() => {
    setDraft(draftOf(new URLSearchParams(queryKey)));
  }, [queryKey]);

  // Saved per app, so entering the section again carries them (SPEC 2 'Section entry').
  useEffect(() => {
    const saved: Record<string, string> = {};
    const p = new URLSearchParams(queryKey);
    for (const k of LIST_KEYS) {
      const v = p.get(k);
      if (v) saved[k] = v;
    }
    setFilters((all) => ({ ...all, [appId]: saved }));
  }, [appId, queryKey, setFilters]);

  const update = (patch: Record<string, string | number | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace },
    );

  // SPEC 2: a language change resets the page to 1.
  const lastLang = useRef(lang);
  useEffect(() => {
    if (lastLang.current === lang) return;
    lastLang.current = lang;
    if (page !== 1) update({ page: 1 }, true);
  });

  const lastScope = useRef(scopeId);
  useEffect(() => {
    if (lastScope.current === scopeId) return;
    lastScope.current = scopeId;
    if (page !== 1) update({ page: 1 }, true);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the reload trigger (after an import)
  useEffect(() => {
    const p = new URLSearchParams(queryKey);
    const ctl = new AbortController();
    setLoading(true);
    getCourseList(
      appId,
      {
        page: Math.max(1, Number(p.get('page')) || 1),
        limit: pageSizeOf(p.get('limit')),
        orderBy: p.get('orderBy') ?? undefined,
        desc: p.get('desc') === '1' ? 1 : undefined,
        clientLang: lang,
        scope: scopeId,
        courseName: p.get('courseName')?.trim() || undefined,
        stdPlan: p.get('stdPlan')?.trim() || undefined,
        IHId: p.get('IHId')?.trim() || undefined,
        courseType: p.get('courseType') || undefined,
        activeStatus: forceActive ? '1' : p.get('activeStatus') || undefined,
      },
      ctl.signal,
    ).then(
      (r) => {
        setRows(r.courses);
        setTotal(r.totalItems);
        setRights(r.rights);
        setCourseTypes(r.courseTypes);
        setLoading(false);
      },
      (e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        // SPEC 8: the wrapper shows the error toast for 5 s; the list is emptied.
        setRows([]);
        setTotal(0);
        setLoading(false);
      },
    );
    return () => ctl.abort();
  }, [appId, queryKey, lang, scopeId, forceActive, tick]);

  const reload = (patch?: (rows: CourseListRow[]) => CourseListRow[]) =>
    patch ? setRows(patch) : setTick((n) => n + 1);

  const search = (e?: React.FormEvent) => {
    e?.preventDefault();
    const errs: Partial<Record<TextFilter, string>> = {};
    for (const k of TEXT_FILTERS)
      if (draft[k].trim().length > LIMITS.filterTextMax)
        errs[k] = pick(fill(MESSAGES.maxLength, { max: LIMITS.filterTextMax }), lang);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    update({
      page: 1,
      courseName: draft.courseName.trim(),
      stdPlan: draft.stdPlan.trim(),
      IHId: draft.IHId.trim(),
      courseType: draft.courseType,
      activeStatus: forceActive ? null : draft.activeStatus,
    });
  };

  const reset = () => {
    setErrors({});
    setParams(limit !== LIMITS.defaultPageSize ? { limit: String(limit) } : {});
  };

  const ownScopeId = auth?.scope.path[0]?.id;
  const [resettingScope, setResettingScope] = useState(false);
  const resetScope = async () => {
    if (!ownScopeId) return;
    setResettingScope(true);
    try {
      await changeScope(ownScopeId);
    } catch {
      // Reported by the fetch wrapper.
    }
    setResettingScope(false);
  };

  const open = (row: CourseListRow) => {
    selectCourse({ courseId: row.courseId, courseName: pick(row.courseName, lang) });
    navigate(coursePath(appId, row.courseId));
  };

  const columns = (() => {
    const cols: Column<CourseListRow>[] = [
      { key: 'index', header: t('list.index'), cell: (r) => formatNumber(r.index, lang), className: 'w-12' },
      {
        key: 'courseName',
        header: t('list.courseName'),
        sortable: true,
        cell: (r) => (
          // A real link, so the course opens from the keyboard too; the row click does the same.
          <Link
            to={coursePath(appId, r.courseId)}
            data-testid={`course-row-${r.courseId}`}
            className="font-medium hover:underline focus-visible:underline"
            onClick={(e) => {
              e.stopPropagation();
              selectCourse({ courseId: r.courseId, courseName: pick(r.courseName, lang) });
            }}
          >
            {pick(r.courseName, lang)}
            {r.courseCode && (
              <span className="ms-2 text-xs text-muted">
                <bdi dir="ltr">{r.courseCode}</bdi>
              </span>
            )}
          </Link>
        ),
      },
      {
        key: 'stdPlan',
        header: t('list.studyPlan'),
        sortable: true,
        cell: (r) => pick(r.studyPlanName, lang),
      },
      { key: 'courseType', header: t('list.courseType'), sortable: true, cell: (r) => pick(r.baName, lang) },
      {
        key: 'IHId',
        header: t('list.externalId'),
        sortable: true,
        cell: (r) => <span dir="ltr">{r.IHId ?? ''}</span>,
      },
    ];
    if (extraColumn) cols.push(extraColumn(reload));
    return cols;
  })();

  const statusOptions = [
    // SPEC 3 course activity filter: '' any, '1' active, '0' inactive. The labels are i18n texts, not
    // COURSE_ACTIVITY: @mizan/domain/codes shares a chunk with zod, which the first page should not load.
    { value: '', label: t('filters.statusAny') },
    { value: '1', label: t('filters.statusActive') },
    { value: '0', label: t('filters.statusInactive') },
  ];
  const typeOptions = [
    { value: '', label: t('filters.anyType') },
    ...courseTypes.map((c) => ({ value: c.baID, label: pick(c.baName, lang) })),
  ];
  const set = (k: keyof Draft) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));

  return (
    <>
      <PageHeader
        title={t(`titles.${appId}`)}
        subtitle={t('list.subtitle')}
        actions={actions?.(rights, () => reload())}
      />
      {children}
      <search>
        <form
          onSubmit={search}
          className="mb-4 rounded-lg border border-line bg-panel p-4"
          aria-label={t('filters.label')}
        >
          <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end">
            <TextField
              label={t('filters.courseName')}
              value={draft.courseName}
              onChange={(e) => set('courseName')(e.target.value)}
              error={errors.courseName}
              data-testid="course-filter-name"
              enterKeyHint="search"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" data-testid="course-search">
                {t('filters.search')}
              </Button>
              <Button variant="secondary" onClick={reset} data-testid="course-reset">
                {t('filters.reset')}
              </Button>
              <Button
                variant="ghost"
                aria-expanded={advanced}
                onClick={() => setAdvanced((a) => !a)}
                data-testid="course-advanced"
              >
                {advanced ? t('filters.lessFilters') : t('filters.moreFilters')}
              </Button>
            </div>
          </div>
          {advanced && (
            <div className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-4">
              <TextField
                label={t('filters.studyPlan')}
                value={draft.stdPlan}
                onChange={(e) => set('stdPlan')(e.target.value)}
                error={errors.stdPlan}
                data-testid="course-filter-plan"
              />
              <TextField
                label={t('filters.externalId')}
                value={draft.IHId}
                onChange={(e) => set('IHId')(e.target.value)}
                error={errors.IHId}
                data-testid="course-filter-ihid"
              />
              <SelectField
                label={t('filters.courseType')}
                value={draft.courseType}
                onChange={set('courseType')}
                options={typeOptions}
                data-testid="course-filter-type"
              />
              {!forceActive && (
                <SelectField
                  label={t('filters.status')}
                  value={draft.activeStatus}
                  onChange={set('activeStatus')}
                  options={statusOptions}
                  data-testid="course-filter-status"
                />
              )}
            </div>
          )}
          {ownScopeId !== undefined && ownScopeId !== scopeId && (
            <div className="mt-3">
              <Button
                variant="ghost"
                onClick={resetScope}
                busy={resettingScope}
                data-testid="course-scope-reset"
                className="px-2 py-1"
              >
                {t('filters.scopeReset')}
              </Button>
            </div>
          )}
        </form>
      </search>
      <DataTable
        data-testid="course-table"
        caption={t(`titles.${appId}`)}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.courseId}
        total={total}
        page={page}
        limit={limit}
        pageSizes={LIMITS.pageSizes}
        sort={sort}
        loading={loading}
        onPageChange={(p) => update({ page: p })}
        onLimitChange={(l) => update({ limit: l, page: 1 })}
        onSortChange={(s) => update({ orderBy: s.orderBy, desc: s.desc ? 1 : null, page: 1 })}
        onRowClick={open}
        texts={{
          loading: t('common:loading'),
          empty: t('list.empty'),
          rowsPerPage: t('list.rowsPerPage'),
          first: t('list.first'),
          previous: t('list.previous'),
          next: t('list.next'),
          last: t('list.last'),
          pageOf: (p, n) => t('list.pageOf', { page: formatNumber(p, lang), pages: formatNumber(n, lang) }),
          sortedAscending: t('list.sortedAscending'),
          sortedDescending: t('list.sortedDescending'),
        }}
      />
      {!loading && total > 0 && (
        <p className="mt-2 text-sm text-muted" data-testid="course-total">
          {t('list.total', { count: total, formatted: formatNumber(total, lang) })}
        </p>
      )}
    </>
  );
}
