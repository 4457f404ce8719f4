import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FormFile, fileUpload } from '../../files/multipart.js';
import { Right } from '@mizan/domain/access';
import {
  type ReviewDecision,
  type ReviewQueuePage,
  reviewDecisionSchema,
  reviewQueueQuerySchema,
  SCAN_LIMITS,
  type ScanBatchPage,
  type ScanBatchView,
  SCORING_MESSAGES as M,
} from '@mizan/domain/scoring';
import { validate } from '@mizan/domain/validation';
import type { RequestAuth } from '../../auth/session.store.js';
import { Access } from '../../common/access.decorator.js';
import { DomainError } from '../../common/domain-error.js';
import { CurrentAuth, ValidQuery } from '../../common/request.decorators.js';
import { idParam } from '../../courses/course-access.js';
import { UploadFilter } from '../../files/upload.filter.js';
import type { UploadedFile as Upload } from '../../files/upload.js';
import { DeclaredSizeInterceptor } from './declared-size.interceptor.js';
import { ScansService, scanTooLarge } from './scans.service.js';

/** 165.7.1. Paper exams: scanner uploads read by a job, and the review queue (API.md 'Scans and results'). */
@Controller('api/exam-papers/165.7.1.')
export class ScansController {
  constructor(private readonly scans: ScansService) {}

  /** multipart/form-data, field `file`: the scanner's PDF. 202 with the batch; progress as job:progress. */
  @Post(':examId/scans')
  @HttpCode(202)
  @Access('165.7.1.', Right.edit)
  @UseFilters(new UploadFilter({ field: 'file', missing: M.scanRequired, tooLarge: scanTooLarge }))
  @UseInterceptors(
    DeclaredSizeInterceptor,
    fileUpload('file', { fileSize: SCAN_LIMITS.maxBytes, files: 1, fields: 5 }),
  )
  upload(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @FormFile() file?: Upload,
  ): Promise<ScanBatchView> {
    return this.scans.upload(auth, idParam(examId), file);
  }

  @Get(':examId/scans')
  @Access('165.7.1.', Right.view)
  list(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ValidQuery(reviewQueueQuerySchema) q: { page: number; pageSize: number },
  ): Promise<ScanBatchPage> {
    return this.scans.batches(auth, idParam(examId), q.page, q.pageSize);
  }

  @Get(':examId/scans/:batchId')
  @Access('165.7.1.', Right.view)
  batch(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('batchId') batchId: string,
  ): Promise<ScanBatchView> {
    return this.scans.batch(auth, idParam(examId), idParam(batchId));
  }

  @Get(':examId/review-queue')
  @Access('165.7.1.', Right.view)
  queue(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ValidQuery(reviewQueueQuerySchema) q: { page: number; pageSize: number },
  ): Promise<ReviewQueuePage> {
    return this.scans.queue(auth, idParam(examId), q.page, q.pageSize);
  }

  /** {marked: number[]} for a mark; {action: 'discard'} or {action: 'assign', studentId} for a page. */
  @Put(':examId/review-queue/:itemId')
  @HttpCode(204)
  @Access('165.7.1.', Right.edit)
  async decide(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('itemId') itemId: string,
    @Body() body: unknown,
  ): Promise<void> {
    const input = validate(reviewDecisionSchema, body ?? {});
    if (!input.success) throw DomainError.validation(input.fields);
    await this.scans.decide(auth, idParam(examId), idParam(itemId), input.data as ReviewDecision);
  }
}
