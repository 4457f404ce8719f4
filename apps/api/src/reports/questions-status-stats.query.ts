import { QUESTION_STATUSES, type QuestionStatusCode, type ReportDistributionCode } from '@mizan/domain/codes';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import {
  REPORT_MESSAGES,
  type StatusCounts,
  type StatusStatsResponse,
  type StatusStatsRow,
} from '@mizan/domain/reports';
import type { CourseStatusCounts } from '../questions/question-stats.reader.js';

const STATUSES = Object.keys(QUESTION_STATUSES) as QuestionStatusCode[];

/** Scope tree levels of the distributions (1 university, 2 faculty, 3 department). */
export const DISTRIBUTION_LEVELS: Partial<Record<ReportDistributionCode, number>> = { '1': 2, '2': 3 };

export const zeroCounts = (): StatusCounts => Object.fromEntries(STATUSES.map((s) => [s, 0])) as StatusCounts;

export const totalOf = (counts: Partial<StatusCounts>) => STATUSES.reduce((n, s) => n + (counts[s] ?? 0), 0);

/** Questions of a course, deleted ones aside: what 'with questions' (2) and 'without' (3) test. */
const liveTotal = (c: CourseStatusCounts) => totalOf(c.counts) - (c.counts['5.5.'] ?? 0);

/** Course status filter of SPEC 3: 1 all, 2 with questions, 3 without. */
export function keepCourse(c: CourseStatusCounts, courseStatus: '1' | '2' | '3'): boolean {
  if (courseStatus === '2') return liveTotal(c) > 0;
  if (courseStatus === '3') return liveTotal(c) === 0;
  return true;
}

/**
 * The grade (الفرقة, year of study) of a course: the first digit of the number in its code, the
 * numbering convention of the university's course codes (CE301 is a third-year course). 0: the
 * code has no number, so the course has no grade.
 */
export function gradeOf(courseCode: string | null): number {
  const digit = courseCode?.match(/\d/)?.[0];
  return digit ? Number(digit) : 0;
}

/** Scope ids along a path ('/1/3/5/' -> [1, 3, 5]): index level - 1 is the scope at that level. */
export const pathIds = (path: string) => path.split('/').filter(Boolean).map(Number);

/** The row a course counts in: its faculty or department (its own scope when above that level), or its grade. */
export function rowIdOf(c: CourseStatusCounts, distribution: ReportDistributionCode): number {
  const level = DISTRIBUTION_LEVELS[distribution];
  if (level === undefined) return gradeOf(c.courseCode);
  return pathIds(c.scopePath)[level - 1] ?? c.scopeId;
}

export const gradeName = (grade: number): Bilingual =>
  grade ? fill(REPORT_MESSAGES.grade, { n: grade }) : REPORT_MESSAGES.noGrade;

/** Rows by the distribution, in scope tree / grade order, and the totals over them. */
export function statusStatsRows(
  courses: readonly CourseStatusCounts[],
  distribution: ReportDistributionCode,
  scopeName: (scopeId: number) => Bilingual,
): StatusStatsResponse {
  const rows = new Map<number, StatusStatsRow>();
  const totals = zeroCounts();
  for (const c of courses) {
    const id = rowIdOf(c, distribution);
    let row = rows.get(id);
    if (!row) {
      row = {
        id,
        name: DISTRIBUTION_LEVELS[distribution] ? scopeName(id) : gradeName(id),
        counts: zeroCounts(),
        total: 0,
      };
      rows.set(id, row);
    }
    for (const s of STATUSES) {
      const n = c.counts[s] ?? 0;
      row.counts[s] += n;
      totals[s] += n;
    }
  }
  const out = [...rows.values()].sort((a, b) => (distribution === '3' ? a.id - b.id : 0));
  for (const row of out) row.total = totalOf(row.counts);
  return { rows: out, totals: { counts: totals, total: totalOf(totals) } };
}
