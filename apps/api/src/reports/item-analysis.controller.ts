import { Controller, Get, Param, type StreamableFile } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import { fill } from '@mizan/domain/i18n';
import {
  type ExamItemAnalysisResponse,
  type ExportQuery,
  exportQuerySchema,
  type QuestionItemStatisticsResponse,
  REPORT_MESSAGES,
} from '@mizan/domain/reports';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { ItemAnalysisService } from './item-analysis.service.js';
import { ReportExport } from './report-export.js';

/**
 * Item statistics (issue 18 part 7, API.md): an exam's analysis for those who read its results
 * (165.7.1. view), a question's measures per version for those who read the question (165.2.1. view).
 */
@Controller('api/reports')
export class ItemAnalysisController {
  constructor(
    private readonly analysis: ItemAnalysisService,
    private readonly exporter: ReportExport,
  ) {}

  @Get('165.7.1./item-analysis/:examId')
  @Access('165.7.1.', Right.view)
  async exam(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ValidQuery(exportQuerySchema) q: ExportQuery,
  ): Promise<ExamItemAnalysisResponse | StreamableFile> {
    const r = await this.analysis.exam(auth, idParam(examId));
    if (q.format === 'json') return r;
    const file = {
      fileName: `item-analysis-${r.exam.examId}`,
      title: fill(REPORT_MESSAGES.examItemAnalysisTitle, { exam: r.exam.name }),
      sheets: this.analysis.sheets(r, q.lang),
    };
    return this.exporter.file(file, q.format, q.lang);
  }

  @Get('165.2.1./item-statistics/:questionId')
  @Access('165.2.1.', Right.view)
  question(
    @CurrentAuth() auth: RequestAuth,
    @Param('questionId') questionId: string,
  ): Promise<QuestionItemStatisticsResponse> {
    return this.analysis.question(auth, idParam(questionId));
  }
}
