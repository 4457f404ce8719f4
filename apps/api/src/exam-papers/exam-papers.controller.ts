import { Controller, Get, Param, type StreamableFile } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import {
  PAPER_MEDIA_TYPES,
  type PaperFormat,
  papersZipQuerySchema,
  sheetsQuerySchema,
} from '@mizan/domain/exam-papers';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { paperFile } from './paper-file.js';
import { ExamSheetsService } from './exam-sheets.service.js';
import { PaperBundleService } from './paper-bundle.service.js';

/**
 * 165.7.1. Paper delivery (20.2.): bubble sheets and every model in one zip (API.md); a model's paper
 * is exam-export.controller.ts.
 */
@Controller('api/exam-papers/165.7.1.')
export class ExamPapersController {
  constructor(
    private readonly sheets: ExamSheetsService,
    private readonly bundle: PaperBundleService,
  ) {}

  @Get(':examId/papers.zip')
  @Access('165.7.1.', Right.view)
  async papersZip(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ValidQuery(papersZipQuerySchema) q: { format: PaperFormat; keys: boolean; progress?: string },
  ): Promise<StreamableFile> {
    const { data, name } = await this.bundle.zip(auth, idParam(examId), q);
    return paperFile(data, 'application/zip', name, 'zip');
  }

  @Get(':examId/sheets.pdf')
  @Access('165.7.1.', Right.view)
  async sheetsPdf(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ValidQuery(sheetsQuerySchema) q: { count?: number; paper: 'A4' | 'Letter' },
  ): Promise<StreamableFile> {
    const { data, name } = await this.sheets.write(auth, idParam(examId), q);
    return paperFile(data, PAPER_MEDIA_TYPES.pdf, name, 'pdf');
  }
}
