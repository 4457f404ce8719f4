import { type CourseTypeCode, normaliseArabic } from '@mizan/domain/codes';
import type { CourseOrderBy } from '@mizan/domain/courses';
import type { Lang } from '@mizan/domain/i18n';
import { type PagePlan, pagePlan, seekFilter } from '../database/page-marks.js';

/** Course types a study stage sees (SPEC 3 stages 33.x, course types 15.x); '*' sees all. */
export const STAGE_COURSE_TYPES: Record<string, readonly CourseTypeCode[] | undefined> = {
  '33.1.': ['15.1.', '15.2.', '15.3.'],
  '33.2.': ['15.4.', '15.5.', '15.6.'],
};

/**
 * What the user typed, as the stored search columns hold text (migration course_search): Arabic
 * spelling folded (SPEC 9 normaliseArabic) and lower-cased.
 */
export const searchText = (text: string) => normaliseArabic(text).toLowerCase();

/** A LIKE pattern matching `text` anywhere, with the user's % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * The course check folded into a list's statement, with the values [courseId, scopePath]: the
 * course lies at or under the caller's scope. It names no outer column, so PostgreSQL evaluates it
 * once per statement. An empty page then means no rows or no such course: the caller tells them
 * apart with the course check itself (CourseAccess.course), only on that rare path.
 */
export const COURSE_IN_SCOPE =
  'exists (select 1 from course c join scope sc on sc.id = c.scope_id where c.id = ? and starts_with(sc.path, ?))';

/** What the list statements need of the query (CourseListQuery, with activeStatus decided). */
export interface CourseListFilter {
  limit: number;
  page: number;
  orderBy: CourseOrderBy;
  desc: boolean;
  clientLang: Lang;
  courseName?: string;
  stdPlan?: string;
  IHId?: string;
  courseType?: CourseTypeCode;
  activeStatus?: '1' | '0';
}

export interface CourseListSql {
  rows: { sql: string; params: unknown[] };
  count: { sql: string; params: unknown[] };
  /** The list's filters and order, whatever its page: the key of its count and of its page marks. */
  list: string;
}

/**
 * The course list as two statements (page, count), `?` placeholders. Scope is a prefix test on
 * the materialised scope path; the text filters are "contains" tests served by trigram indexes.
 * The page picks its ids first (from the sort's index alone where it covers the filters: migration
 * course_list_cover; led by the type for one type by name: course_type_name) and joins the rest to
 * those rows only, so a far page skips index entries; from a page mark (`plan`) it seeks instead.
 * Kept apart from the service so the bench runs exactly this SQL straight through `pg`.
 */
export function courseListSql(
  q: CourseListFilter,
  scopePath: string,
  stageTypes?: readonly CourseTypeCode[],
  plan: PagePlan = pagePlan(q.limit, q.page),
): CourseListSql {
  // The scope's ids as one array, computed once: as a join (`in (select ...)`) a parameterised plan
  // compared every skipped row with every scope (6.6 ms against 2.1 for page 500 of 50,000 courses).
  const where: string[] = ['c.scope_id = any(array(select id from scope where path like ?))'];
  const params: unknown[] = [`${scopePath}%`];
  if (q.courseName) {
    where.push('c.search_name like ?');
    params.push(containsPattern(searchText(q.courseName)));
  }
  if (q.stdPlan) {
    where.push('c.study_plan_id in (select id from study_plan where search_text like ?)');
    params.push(containsPattern(searchText(q.stdPlan)));
  }
  if (q.IHId) {
    where.push('c.ih_id ilike ?');
    params.push(containsPattern(q.IHId));
  }
  if (q.courseType) {
    where.push('c.course_type = ?');
    params.push(q.courseType);
  } else if (stageTypes) {
    where.push(`c.course_type in (${stageTypes.map(() => '?').join(', ')})`);
    params.push(...stageTypes);
  }
  if (q.activeStatus) {
    where.push('c.active = ?');
    params.push(q.activeStatus === '1');
  }
  const lang = q.clientLang === 'en' ? 'en' : 'ar';
  const order: Record<CourseOrderBy, string> = {
    courseName: `c.name->>'${lang}'`,
    stdPlan: `c.plan_sort_${lang}`,
    courseType: 'c.course_type',
    IHId: 'c.ih_id',
    courseCode: 'c.course_code',
    active: 'c.active',
  };
  const dir = q.desc ? 'desc' : 'asc';
  const orderSql = `${order[q.orderBy]} ${dir}, c.id ${dir}`;
  const whereSql = where.join(' and ');
  const seek = seekFilter(plan, order[q.orderBy], 'c.id', q.desc);
  const pageWhere = seek ? `${whereSql} and ${seek.sql}` : whereSql;
  return {
    rows: {
      sql: `with page as (select c.id, (${order[q.orderBy]})::text as seek_key from course c where ${pageWhere}
          order by ${orderSql} ${plan.clause.sql})
        select c.id, page.seek_key, c.scope_id, s.name as scope_name, s.path as scope_path, c.name, c.course_type,
          c.study_plan_id, sp.name as study_plan_name, sp.number as study_plan_number, c.course_code, c.ih_id,
          c.flexible_ilos, c.active
        from page join course c on c.id = page.id join scope s on s.id = c.scope_id
          left join study_plan sp on sp.id = c.study_plan_id
        order by ${orderSql}`,
      params: [...params, ...(seek?.params ?? []), ...plan.clause.params],
    },
    count: { sql: `select count(*)::int as n from course c where ${whereSql}`, params },
    list: JSON.stringify([whereSql, params, orderSql]),
  };
}
