import { Injectable } from '@nestjs/common';
import { QUESTION_STATUSES, REPORT_DISTRIBUTIONS } from '@mizan/domain/codes';
import {
  REPORT_MESSAGES,
  reportRangeError,
  type StatusStatsCoursesQuery,
  type StatusStatsCoursesResponse,
  type StatusStatsQuery,
  type StatusStatsResponse,
} from '@mizan/domain/reports';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { type CourseStatusCounts, QuestionStatsReader } from '../questions/question-stats.reader.js';
import { type ReportSheet } from './report-export.js';
import { ReportScope } from './report-scope.js';
import { keepCourse, rowIdOf, statusStatsRows, totalOf, zeroCounts } from './questions-status-stats.query.js';

const STATUS_COLUMNS = Object.values(QUESTION_STATUSES).map(({ ar, en }) => ({ ar, en }));
const STATUS_CODES = Object.keys(QUESTION_STATUSES) as (keyof typeof QUESTION_STATUSES)[];

/** 165.4.1. Questions status statistics: counts per status by faculty, department or grade. */
@Injectable()
export class QuestionsStatusStatsService {
  constructor(
    private readonly reader: QuestionStatsReader,
    private readonly where: ReportScope,
  ) {}

  async stats(auth: RequestAuth, q: StatusStatsQuery): Promise<StatusStatsResponse> {
    const { courses, names } = await this.courses(auth, q);
    return statusStatsRows(
      courses,
      q.distribution,
      (id) => names.get(id) ?? { ar: String(id), en: String(id) },
    );
  }

  /** The courses behind one row (and one status when given), most questions first, a page of them. */
  async behind(auth: RequestAuth, q: StatusStatsCoursesQuery): Promise<StatusStatsCoursesResponse> {
    const { courses } = await this.courses(auth, q);
    const behind = courses
      .filter((c) => rowIdOf(c, q.distribution) === q.rowId && (!q.status || (c.counts[q.status] ?? 0) > 0))
      .map((c) => {
        const counts = { ...zeroCounts(), ...c.counts };
        return {
          courseId: c.courseId,
          name: c.name,
          courseCode: c.courseCode,
          scopeName: c.scopeName,
          counts,
          total: totalOf(counts),
        };
      })
      .sort(
        (a, b) =>
          (q.status ? b.counts[q.status] - a.counts[q.status] : b.total - a.total) || a.courseId - b.courseId,
      );
    const start = (q.page - 1) * q.limit;
    return { courses: behind.slice(start, start + q.limit), currentPage: q.page, totalItems: behind.length };
  }

  sheets(r: StatusStatsResponse, q: StatusStatsQuery): ReportSheet[] {
    return [
      {
        name: { ar: 'حالات الأسئلة', en: 'Questions status' },
        columns: [REPORT_DISTRIBUTIONS[q.distribution], ...STATUS_COLUMNS, REPORT_MESSAGES.total],
        rows: [
          ...r.rows.map((row) => [row.name[q.lang], ...STATUS_CODES.map((s) => row.counts[s]), row.total]),
          [REPORT_MESSAGES.total[q.lang], ...STATUS_CODES.map((s) => r.totals.counts[s]), r.totals.total],
        ],
      },
    ];
  }

  private async courses(auth: RequestAuth, q: StatusStatsQuery | StatusStatsCoursesQuery) {
    const range = reportRangeError(q);
    if (range) throw DomainError.validation(range);
    const courseTypes = this.where.courseTypes(auth, q.stage);
    const scope = await this.where.scope(auth, q.scopeId);
    const [all, names] = await Promise.all([
      this.reader.statusByCourse({
        scopePath: scope.path,
        courseTypes,
        questionType: q.questionType,
        language: q.language,
        from: q.from,
        to: q.to,
      }),
      this.where.names(scope.path),
    ]);
    const courses: CourseStatusCounts[] = all.filter((c) => keepCourse(c, q.courseStatus));
    return { courses, names };
  }
}
