import { Injectable } from '@nestjs/common';
import {
  type CourseTypeCode,
  type LanguageCode,
  QuestionStatus,
  type QuestionStatusCode,
  type QuestionTypeCode,
} from '@mizan/domain/codes';
import type { Bilingual } from '@mizan/domain/i18n';
import { Db } from '../database/db.service.js';
import { NEED_TO_FIX_SQL } from './question-list.query.js';

/** Which courses and questions a status count covers (the reports' filters, scope already checked). */
export interface StatusCountFilter {
  /** Courses at or under this scope path. */
  scopePath: string;
  /** The study stage's course types; absent: every type. */
  courseTypes?: readonly CourseTypeCode[];
  questionType?: QuestionTypeCode;
  language?: LanguageCode;
  /** Questions created on or after this day (UTC, YYYY-MM-DD). */
  from?: string;
  /** Questions created on or before this day. */
  to?: string;
}

/** A course of the scope with its questions per status (statuses without questions absent). */
export interface CourseStatusCounts {
  courseId: number;
  name: Bilingual;
  courseCode: string | null;
  scopeId: number;
  scopePath: string;
  scopeName: Bilingual;
  counts: Partial<Record<QuestionStatusCode, number>>;
}

export interface CourseCell {
  subjectId: number | null;
  questionType: QuestionTypeCode;
  status: QuestionStatusCode;
  count: number;
}

export interface IloApproved {
  iloId: number;
  code: string;
  description: Bilingual;
  approved: number;
}

export interface WeeklyActivity {
  week: string;
  userId: number;
  name: Bilingual;
  created: number;
  reviewed: number;
}

/**
 * The courses (alias c, their scope s) at or under a scope path, of these course types when given
 * (a stage's): the where clause and its parameters.
 */
export function coursesUnder(scopePath: string, courseTypes?: readonly CourseTypeCode[]) {
  return {
    sql: `s.path like ?${courseTypes ? ` and c.course_type in (${courseTypes.map(() => '?').join(', ')})` : ''}`,
    params: [`${scopePath}%`, ...(courseTypes ?? [])] as unknown[],
  };
}

/** A day (YYYY-MM-DD) as the first of its month, and the first of the next month. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * How question_status_month and question_status_day answer a day range (either end open): the
 * whole months [monthsFrom, monthsTo) from the months, and the days of the range outside them (at
 * its start before monthsFrom, at its end from monthsTo) from the days. A range inside one month
 * has no whole month: all of it is days.
 */
function rangeBuckets(from?: string, to?: string) {
  let monthsFrom = from ? (monthOf(from) === from ? from : nextMonth(from)) : '-infinity';
  let monthsTo = to ? monthOf(dayAfter(to)) : 'infinity';
  if (from && to && monthsFrom >= monthsTo) monthsFrom = monthsTo = from;
  return { from: from ?? '-infinity', monthsFrom, monthsTo, to: to ?? 'infinity' };
}

/**
 * The counts per course and status under the filter, from the table that answers it: the totals
 * (no filter), the counts by type and language (a type or language), the counts by month and day
 * (a date range), or, for a date range with a type or language, the questions themselves.
 */
function statusCountSource(f: StatusCountFilter, courseWhere: string, courseParams: unknown[]) {
  const inScope = `select c.id from course c join scope s on s.id = c.scope_id where ${courseWhere}`;
  const ranged = !!(f.from || f.to);
  const kinds = [
    ['question_type', f.questionType],
    ['language', f.language],
  ].filter(([, v]) => v) as [string, string][];
  if (!ranged && !kinds.length)
    return {
      sql: `select n.course_id, n.status, n.n from question_status_total n where n.course_id in (${inScope}) and n.n > 0`,
      params: courseParams,
    };
  if (!ranged)
    return {
      sql: `select n.course_id, n.status, sum(n.n)::int as n from question_status_count n
        where n.course_id in (${inScope}) and ${kinds.map(([k]) => `n.${k} = ?`).join(' and ')}
        group by n.course_id, n.status having sum(n.n) > 0`,
      params: [...courseParams, ...kinds.map(([, v]) => v)],
    };
  if (!kinds.length) {
    const b = rangeBuckets(f.from, f.to);
    return {
      sql: `select x.course_id, x.status, sum(x.n)::int as n from (
          select m.course_id, m.status, m.n from question_status_month m where m.month >= ?::date and m.month < ?::date
          union all
          select d.course_id, d.status, d.n from question_status_day d
          where (d.day >= ?::date and d.day < ?::date) or (d.day >= ?::date and d.day <= ?::date)) x
        where x.course_id in (${inScope}) group by x.course_id, x.status having sum(x.n) > 0`,
      params: [b.monthsFrom, b.monthsTo, b.from, b.monthsFrom, b.monthsTo, b.to, ...courseParams],
    };
  }
  // The creation day in UTC, as the day tables count it.
  const range = [
    ...(f.from ? [["q.created_at >= (?::timestamp at time zone 'UTC')", f.from]] : []),
    ...(f.to ? [["q.created_at < ((?::date + 1)::timestamp at time zone 'UTC')", f.to]] : []),
  ] as [string, string][];
  const filters = [...kinds.map(([k, v]) => [`q.${k} = ?`, v]), ...range];
  return {
    sql: `select q.course_id, q.status, count(*)::int as n
      from question q join course c on c.id = q.course_id join scope s on s.id = c.scope_id
      where ${[courseWhere, ...filters.map(([sql]) => sql)].join(' and ')}
      group by q.course_id, q.status`,
    params: [...courseParams, ...filters.map(([, v]) => v)],
  };
}

const DECIDED: QuestionStatusCode[] = [QuestionStatus.APPROVED, QuestionStatus.REJECTED];

/**
 * What the reports (165.4.x) read of the question bank: counts only, never question content.
 * Status counts come from the tables the triggers keep (statusCountSource), never from counting the
 * bank, except a date range together with a type or language.
 */
@Injectable()
export class QuestionStatsReader {
  constructor(private readonly db: Db) {}

  async statusByCourse(f: StatusCountFilter): Promise<CourseStatusCounts[]> {
    const { sql: courseWhere, params: courseParams } = coursesUnder(f.scopePath, f.courseTypes);
    const source = statusCountSource(f, courseWhere, courseParams);
    const [courses, counts] = await Promise.all([
      this.db.query<{
        id: number;
        name: Bilingual;
        course_code: string | null;
        scope_id: number;
        scope_path: string;
        scope_name: Bilingual;
      }>(
        `select c.id, c.name, c.course_code, c.scope_id, s.path as scope_path, s.name as scope_name
         from course c join scope s on s.id = c.scope_id where ${courseWhere} order by c.id`,
        courseParams,
      ),
      this.db.query<{ course_id: number; status: QuestionStatusCode; n: number }>(source.sql, source.params),
    ]);
    const byCourse = new Map<number, CourseStatusCounts['counts']>();
    for (const r of counts) {
      const c = byCourse.get(r.course_id) ?? {};
      c[r.status] = r.n;
      byCourse.set(r.course_id, c);
    }
    return courses.map((c) => ({
      courseId: c.id,
      name: c.name,
      courseCode: c.course_code,
      scopeId: c.scope_id,
      scopePath: c.scope_path,
      scopeName: c.scope_name,
      counts: byCourse.get(c.id) ?? {},
    }));
  }

  /**
   * The dashboard's question figures at or under a scope, in courses of these types (a stage;
   * absent: every type): live questions, waiting for review, needing a fix.
   */
  async dashboard(
    scopePath: string,
    courseTypes?: readonly CourseTypeCode[],
  ): Promise<{ live: number; pending: number; needToFix: number }> {
    const { sql: courses, params: courseParams } = coursesUnder(scopePath, courseTypes);
    const [[counts], [fix]] = await Promise.all([
      this.db.read<{ live: number; pending: number }>(
        `select coalesce(sum(n.n) filter (where n.status <> ?), 0)::int as live,
           coalesce(sum(n.n) filter (where n.status = ?), 0)::int as pending
         from question_status_total n join course c on c.id = n.course_id join scope s on s.id = c.scope_id
         where ${courses}`,
        [QuestionStatus.DELETED, QuestionStatus.PENDING_REVIEW, ...courseParams],
      ),
      // Measured questions only (the partial question_measured_index): never measured, never off.
      this.db.read<{ n: number }>(
        `select count(*)::int as n from question q join course c on c.id = q.course_id join scope s on s.id = c.scope_id
         where ${courses} and q.status <> ? and (q.measured_difficulty is not null or q.measured_time is not null)
           and (${NEED_TO_FIX_SQL.difficulty} or ${NEED_TO_FIX_SQL.time})`,
        [...courseParams, QuestionStatus.DELETED],
      ),
    ]);
    return { ...counts, needToFix: fix.n };
  }

  /** A course's questions per subject, type and status. */
  courseCells(courseId: number): Promise<CourseCell[]> {
    return this.db.query<CourseCell>(
      `select subject_id as "subjectId", question_type as "questionType", status, count(*)::int as count
       from question where course_id = ? group by subject_id, question_type, status
       order by subject_id nulls last, question_type, status`,
      [courseId],
    );
  }

  /** Stated difficulty of a course's live questions, per distinct value (null: not set). */
  difficulties(courseId: number): Promise<{ difficulty: number | null; count: number }[]> {
    return this.db.query(
      `select difficulty::float8 as difficulty, count(*)::int as count from question
       where course_id = ? and status <> ? group by difficulty`,
      [courseId, QuestionStatus.DELETED],
    );
  }

  /** Approved questions per ILO of the course (every ILO listed, 0 when none). */
  approvedPerIlo(courseId: number): Promise<IloApproved[]> {
    return this.db.query<IloApproved>(
      `select i.id as "iloId", i.code, i.description, count(q.id)::int as approved
       from course_ilo i
       left join question_ilo qi on qi.ilo_id = i.id
       left join question q on q.id = qi.question_id and q.status = ?
       where i.course_id = ? group by i.id order by i.sort, i.id`,
      [QuestionStatus.APPROVED, courseId],
    );
  }

  /** Per week and user: questions created, and review decisions (approve, reject) taken. */
  weeklyActivity(courseId: number): Promise<WeeklyActivity[]> {
    return this.db.query<WeeklyActivity>(
      `select to_char(date_trunc('week', e.created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
         e.user_id as "userId", u.name,
         (count(*) filter (where e.kind = 'created'))::int as created,
         (count(*) filter (where e.kind = 'status' and e.to_status in (?, ?)))::int as reviewed
       from question_event e join app_user u on u.id = e.user_id
       where e.course_id = ? and (e.kind = 'created' or (e.kind = 'status' and e.to_status in (?, ?)))
       group by 1, e.user_id, u.name order by 1, e.user_id`,
      [...DECIDED, courseId, ...DECIDED],
    );
  }
}
