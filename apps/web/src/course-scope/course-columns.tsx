import type { CourseListRow } from '@mizan/domain/courses';
import { formatNumber, type Lang, pick } from '@mizan/domain/i18n';
import type { Column } from '@mizan/ui';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';

/** The course list's columns; the name is a real link, so a course opens from the keyboard too. */
export function courseColumns(
  t: TFunction,
  lang: Lang,
  to: (row: CourseListRow) => string,
  select: (row: CourseListRow) => void,
): Column<CourseListRow>[] {
  return [
    { key: 'index', header: t('list.index'), cell: (r) => formatNumber(r.index, lang), className: 'w-12' },
    {
      key: 'courseName',
      header: t('list.courseName'),
      sortable: true,
      cell: (r) => (
        <Link
          to={to(r)}
          data-testid={`course-row-${r.courseId}`}
          className="font-medium hover:underline focus-visible:underline"
          onClick={(e) => {
            e.stopPropagation();
            select(r);
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
      // A study plan's name is the faculty's, as entered ('لائحة ... 2018'): user content.
      cell: (r) => <bdi data-user-content="">{pick(r.studyPlanName, lang)}</bdi>,
    },
    { key: 'courseType', header: t('list.courseType'), sortable: true, cell: (r) => pick(r.baName, lang) },
    {
      key: 'IHId',
      header: t('list.externalId'),
      sortable: true,
      cell: (r) => <span dir="ltr">{r.IHId ?? ''}</span>,
    },
  ];
}
