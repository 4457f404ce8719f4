import { Controller, Get, Param, type StreamableFile } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import { fill } from '@mizan/domain/i18n';
import {
  type CourseStatsResponse,
  type ExportQuery,
  exportQuerySchema,
  REPORT_MESSAGES,
} from '@mizan/domain/reports';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { ReportExport } from './report-export.js';
import { CourseQuestionsStatisticsService } from './course-questions-statistics.service.js';
import { courseLabel } from './report-scope.js';

/**
 * 165.4.2. Course questions statistics (API.md). Its courses-list screen reads the shared course
 * list, GET /api/courses/165.4.2./getList, which the courses area serves for this app id.
 */
@Controller('api/reports/165.4.2./course-questions-statistics')
export class CourseQuestionsStatisticsController {
  constructor(
    private readonly report: CourseQuestionsStatisticsService,
    private readonly exporter: ReportExport,
  ) {}

  @Get(':courseId')
  @Access('165.4.2.', Right.view)
  async course(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
    @ValidQuery(exportQuerySchema) q: ExportQuery,
  ): Promise<CourseStatsResponse | StreamableFile> {
    const r = await this.report.course(auth, idParam(courseId));
    if (q.format === 'json') return r;
    const file = {
      fileName: `course-questions-statistics-${r.course.courseId}`,
      title: fill(REPORT_MESSAGES.courseStatsTitle, { course: courseLabel(r.course, q.lang) }),
      sheets: this.report.sheets(r, q.lang),
    };
    return this.exporter.file(file, q.format, q.lang);
  }
}
