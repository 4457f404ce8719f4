import { Controller, Get, Param, type StreamableFile } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import {
  type ExamsCreatorResponse,
  type ExamsCreatorsQuery,
  type ExamsCreatorsResponse,
  type ExportQuery,
  examsCreatorsQuerySchema,
  exportQuerySchema,
  REPORT_MESSAGES,
} from '@mizan/domain/reports';
import { fill, pick } from '@mizan/domain/i18n';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { ExamsCreatorsService } from './exams-creators.service.js';
import { ReportExport } from './report-export.js';
import { courseLabel } from './report-scope.js';

/** 165.4.3. Exams creators (API.md). */
@Controller('api/reports/165.4.3./exams-creators')
export class ExamsCreatorsController {
  constructor(
    private readonly report: ExamsCreatorsService,
    private readonly exporter: ReportExport,
  ) {}

  @Get()
  @Access('165.4.3.', Right.view)
  async creators(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(examsCreatorsQuerySchema) q: ExamsCreatorsQuery,
  ): Promise<ExamsCreatorsResponse | StreamableFile> {
    const r = await this.report.creators(auth, q.courseId);
    if (q.format === 'json') return r;
    const file = {
      fileName: `exams-creators-${q.courseId}`,
      title: fill(REPORT_MESSAGES.examsCreatorsTitle, { course: courseLabel(r.course, q.lang) }),
      sheets: this.report.creatorsSheets(r, q.lang),
    };
    return this.exporter.file(file, q.format, q.lang);
  }

  @Get(':courseId/:creatorId')
  @Access('165.4.3.', Right.view)
  async creator(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
    @Param('creatorId') creatorId: string,
    @ValidQuery(exportQuerySchema) q: ExportQuery,
  ): Promise<ExamsCreatorResponse | StreamableFile> {
    const r = await this.report.creator(auth, idParam(courseId), idParam(creatorId));
    if (q.format === 'json') return r;
    const file = {
      fileName: `exams-creator-${courseId}-${creatorId}`,
      title: fill(REPORT_MESSAGES.examsCreatorTitle, {
        creator: pick(r.creator.name, q.lang),
        course: courseLabel(r.course, q.lang),
      }),
      sheets: this.report.creatorSheets(r, q.lang),
    };
    return this.exporter.file(file, q.format, q.lang);
  }
}
