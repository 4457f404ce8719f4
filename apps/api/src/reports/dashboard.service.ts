import { Injectable } from '@nestjs/common';
import { type AppId, hasRight, Right } from '@mizan/domain/access';
import type { DashboardFigures } from '@mizan/domain/reports';
import type { RequestAuth } from '../auth/session.store.js';
import { Db } from '../database/db.service.js';
import { coursesUnder, QuestionStatsReader } from '../questions/question-stats.reader.js';
import { ReportScope } from './report-scope.js';

const DAY_MS = 86_400_000;

/**
 * The dashboard's live figures (issue 18 part 6), each only for an app the user holds view on and
 * counted at or under the user's own scope, in the courses of the user's stage (as the reports).
 * Questions come from the questions area's reader; exams and reservations are two counts here
 * (nothing else of those tables is read).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly questions: QuestionStatsReader,
    private readonly where: ReportScope,
  ) {}

  async figures(auth: RequestAuth, now = new Date()): Promise<DashboardFigures> {
    const can = (app: AppId) => hasRight(auth.rights, app, Right.view);
    const courseTypes = this.where.courseTypes(auth);
    const { sql: courses, params: courseParams } = coursesUnder(auth.scopePath, courseTypes);
    const out: DashboardFigures = {};
    const work: Promise<void>[] = [];
    if (can('165.2.1.') || can('165.2.2.') || can('165.4.1.'))
      work.push(
        this.questions.dashboard(auth.scopePath, courseTypes).then((q) => {
          if (can('165.2.1.')) out.needToFix = q.needToFix;
          if (can('165.2.2.')) out.pendingReview = q.pending;
          if (can('165.4.1.')) out.questions = q.live;
        }),
      );
    if (can('165.7.1.'))
      work.push(
        this.db
          .read<{ n: number }>(
            `select count(*)::int as n from exam e join course c on c.id = e.course_id join scope s on s.id = c.scope_id
             where ${courses} and e.starts_at >= ? and e.starts_at < ?`,
            [...courseParams, now, new Date(now.getTime() + 7 * DAY_MS)],
          )
          .then(([r]) => {
            out.examsThisWeek = r.n;
          }),
      );
    if (can('165.7.2.'))
      work.push(
        this.db
          .read<{ n: number }>(
            `select count(*)::int as n from reserve_exam r join course c on c.id = r.course_id join scope s on s.id = c.scope_id
             where ${courses} and r.status = '34.1.' and r.withdrawn_at is null`,
            courseParams,
          )
          .then(([r]) => {
            out.reservationsWaiting = r.n;
          }),
      );
    await Promise.all(work);
    return out;
  }
}
