import type { RightCode } from '@mizan/domain/access';
import type { CourseListResponse, CourseListRow } from '@mizan/domain/courses';
import type { Column } from '@mizan/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../app/PageHeader';
import { useLang } from '../app/useLang';
import { courseAtom } from '../state/courseAtom';
import { filtersAtom } from '../state/filtersAtom';
import { scopeAtom } from '../state/scopeAtom';
import { COURSE_FILTERS, CourseFilters, TEXT_FILTERS } from './CourseFilters';
import { courseColumns } from './course-columns';
import { courseListPath, courseListQuery } from './course-list.api';
import { ListTable } from './list/ListTable';
import { useListUrl } from './list/list-state';
import { useListFilters } from './list/useListFilters';
import { type CourseAppId, coursePath } from './paths';
import '../i18n/texts/courses';

/** What a course list keeps in its URL and saves as the area's filters. */
const LIST_KEYS = ['page', 'limit', 'orderBy', 'desc', ...COURSE_FILTERS] as const;

type Reload = (patch?: (rows: CourseListRow[]) => CourseListRow[]) => void;

export interface CourseListScreenProps {
  appId: CourseAppId;
  /** The subject-side list shows active courses only (SPEC 7: activeStatus=1). */
  forceActive?: boolean;
  /** Buttons at the end of the title row, given the rights the list answered with. */
  actions?: (rights: RightCode[], reload: () => void) => ReactNode;
  /** A last column (the course app's active switch). */
  extraColumn?: (reload: Reload) => Column<CourseListRow>;
  /** Shown above the table (import panels). */
  children?: ReactNode;
}

/**
 * SPEC 2 course list: filters, a server-paged sortable table, the whole state in the URL query
 * (restored from it and saved as the area's filters), a language or scope change back to page 1,
 * and a row click that selects and opens the course. Shared by every area that starts from a course.
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
  const queryClient = useQueryClient();
  const scopeId = useAtomValue(scopeAtom)?.selectedScopeId;
  const setFilters = useSetAtom(filtersAtom);
  const selectCourse = useSetAtom(courseAtom);
  const url = useListUrl(scopeId);
  const { params, queryKey } = url;
  const filters = useListFilters(COURSE_FILTERS, TEXT_FILTERS, url);
  const [advancedOpen] = useState(() =>
    (['stdPlan', 'IHId', 'courseType', 'activeStatus'] as const).some((k) => params.get(k)),
  );

  // Saved per app, so entering the section again carries them (SPEC 2 'Section entry').
  useEffect(() => {
    const p = new URLSearchParams(queryKey);
    const saved = Object.fromEntries(LIST_KEYS.flatMap((k) => (p.get(k) ? [[k, p.get(k) as string]] : [])));
    setFilters((all) => ({ ...all, [appId]: saved }));
  }, [appId, queryKey, setFilters]);

  const p = new URLSearchParams(queryKey);
  const options = courseListQuery(appId, {
    page: url.page,
    limit: url.limit,
    orderBy: p.get('orderBy') ?? undefined,
    desc: p.get('desc') === '1' ? 1 : undefined,
    clientLang: lang,
    scope: scopeId,
    courseName: p.get('courseName')?.trim() || undefined,
    stdPlan: p.get('stdPlan')?.trim() || undefined,
    IHId: p.get('IHId')?.trim() || undefined,
    courseType: p.get('courseType') || undefined,
    activeStatus: forceActive ? '1' : p.get('activeStatus') || undefined,
  });
  const list = useQuery({ ...options, placeholderData: keepPreviousData });
  // SPEC 8: after a failure the wrapper toasts (5 s) and the list is empty.
  const data = list.isError ? undefined : list.data;

  const reload: Reload = (patch) =>
    patch
      ? queryClient.setQueryData(
          options.queryKey,
          (old: CourseListResponse | undefined) => old && { ...old, courses: patch(old.courses) },
        )
      : void queryClient.invalidateQueries({ queryKey: [courseListPath(appId)] });

  const select = (row: CourseListRow) => selectCourse({ courseId: row.courseId, courseName: row.courseName });
  const open = (row: CourseListRow) => {
    select(row);
    navigate(coursePath(appId, row.courseId));
  };
  const columns = courseColumns(t, lang, (r) => coursePath(appId, r.courseId), select);
  if (extraColumn) columns.push(extraColumn(reload));

  return (
    <>
      <PageHeader
        title={t(`titles.${appId}`)}
        subtitle={t('list.subtitle')}
        actions={actions?.(data?.rights ?? [], () => reload())}
      />
      {children}
      <CourseFilters
        filters={filters}
        advancedOpen={advancedOpen}
        forceActive={forceActive}
        courseTypes={data?.courseTypes ?? []}
        scopeId={scopeId}
      />
      <ListTable
        testId="course"
        ns="courses"
        caption={t(`titles.${appId}`)}
        columns={columns}
        rows={data?.courses ?? []}
        rowKey={(r) => r.courseId}
        total={data?.totalItems ?? 0}
        defaultSort={{ orderBy: null, desc: false }}
        loading={list.isFetching}
        list={url}
        onRowClick={open}
        empty={t('list.empty')}
      />
    </>
  );
}
