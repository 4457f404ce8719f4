import { Controller, Get, Param, type StreamableFile } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import {
  type ExamsCreatorResponse,
  type ExamsCreatorsQuery,
  type ExamsCreatorsResponse,
  type ExportQuery,
  examsCreatorsQuerySchema,
  exportQuerySchema,
} from '@mizan/domain/reports';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { ExamsCreatorsService } from './exams-creators.service.js';
import { reportWorkbook } from './report-export.js';

/** 165.4.3. Exams creators (API.md). */
@Controller('api/reports/165.4.3./exams-creators')
export class ExamsCreatorsController {
  constructor(private readonly report: ExamsCreatorsService) {}

  @Get()
  @Access('165.4.3.', Right.view)
  async creators(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(examsCreatorsQuerySchema) q: ExamsCreatorsQuery,
  ): Promise<ExamsCreatorsResponse | StreamableFile> {
    const r = await this.report.creators(auth, q.courseId);
    return q.format === 'xlsx'
      ? reportWorkbook(`exams-creators-${q.courseId}`, this.report.creatorsSheets(r, q.lang), q.lang)
      : r;
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
    return q.format === 'xlsx'
      ? reportWorkbook(`exams-creator-${courseId}-${creatorId}`, this.report.creatorSheets(r, q.lang), q.lang)
      : r;
  }
}
