import { Controller, Get, type StreamableFile } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import {
  type StatusStatsCoursesQuery,
  type StatusStatsCoursesResponse,
  type StatusStatsQuery,
  type StatusStatsResponse,
  statusStatsCoursesQuerySchema,
  statusStatsQuerySchema,
} from '@mizan/domain/reports';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth, ValidQuery } from '../common/request.decorators.js';
import { REPORT_MESSAGES } from '@mizan/domain/reports';
import { ReportExport } from './report-export.js';
import { QuestionsStatusStatsService } from './questions-status-stats.service.js';

/** 165.4.1. Questions status statistics (API.md). */
@Controller('api/reports/165.4.1./questions-status-stats')
export class QuestionsStatusStatsController {
  constructor(
    private readonly report: QuestionsStatusStatsService,
    private readonly exporter: ReportExport,
  ) {}

  @Get()
  @Access('165.4.1.', Right.view)
  async stats(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(statusStatsQuerySchema) q: StatusStatsQuery,
  ): Promise<StatusStatsResponse | StreamableFile> {
    const r = await this.report.stats(auth, q);
    if (q.format === 'json') return r;
    const file = {
      fileName: 'questions-status-stats',
      title: REPORT_MESSAGES.statusStatsTitle,
      sheets: this.report.sheets(r, q),
    };
    return this.exporter.file(file, q.format, q.lang);
  }

  @Get('courses')
  @Access('165.4.1.', Right.view)
  courses(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(statusStatsCoursesQuerySchema) q: StatusStatsCoursesQuery,
  ): Promise<StatusStatsCoursesResponse> {
    return this.report.behind(auth, q);
  }
}
