import { Body, Controller, Get, HttpCode, Param, Post, Put, type StreamableFile } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import type { Lang } from '@mizan/domain/i18n';
import { type ExamResults, resultsQuerySchema, writtenAnswerSchema } from '@mizan/domain/scoring';
import { validate } from '@mizan/domain/validation';
import { z } from 'zod';
import type { RequestAuth } from '../../auth/session.store.js';
import { Access } from '../../common/access.decorator.js';
import { DomainError, notFound } from '../../common/domain-error.js';
import { CurrentAuth, ValidQuery } from '../../common/request.decorators.js';
import { idParam } from '../../courses/course-access.js';
import { ResultsService } from './results.service.js';

const xlsxQuerySchema = z.strictObject({ lang: z.enum(['ar', 'en']).default('ar') });

/** 165.7.1. Paper exams: written marks per rubric, publish, results (API.md 'Scans and results'). */
@Controller('api/exam-papers/165.7.1.')
export class ResultsController {
  constructor(private readonly results: ResultsService) {}

  /** {rubricMarks?, blanks?, parts?: {subId: {rubricMarks?, blanks?}}}: merged into what is there. */
  @Put(':examId/marks/:studentId/:position')
  @HttpCode(204)
  @Access('165.7.1.', Right.edit)
  async mark(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('studentId') studentId: string,
    @Param('position') position: string,
    @Body() body: unknown,
  ): Promise<void> {
    if (!/^\d{1,4}$/.test(position)) throw notFound();
    const input = validate(writtenAnswerSchema, body ?? {});
    if (!input.success) throw DomainError.validation(input.fields);
    await this.results.mark(auth, idParam(examId), idParam(studentId), Number(position), input.data);
  }

  @Post(':examId/results/publish')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  publish(@CurrentAuth() auth: RequestAuth, @Param('examId') examId: string): Promise<ExamResults> {
    return this.results.publish(auth, idParam(examId));
  }

  @Get(':examId/results')
  @Access('165.7.1.', Right.view)
  list(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ValidQuery(resultsQuerySchema) q: { page?: number; pageSize: number; sector?: string },
  ): Promise<ExamResults> {
    return this.results.results(auth, idParam(examId), q);
  }

  @Get(':examId/results.xlsx')
  @Access('165.7.1.', Right.view)
  xlsx(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ValidQuery(xlsxQuerySchema) q: { lang: Lang },
  ): Promise<StreamableFile> {
    return this.results.workbook(auth, idParam(examId), q.lang);
  }
}
