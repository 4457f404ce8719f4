import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Res,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FormFile, fileUpload } from '../files/multipart.js';
import type { FastifyReply } from 'fastify';
import { Right } from '@mizan/domain/access';
import { LIMITS } from '@mizan/domain/limits';
import {
  exportBodySchema,
  type ImportCommitResponse,
  type ImportPreviewQuestionsResponse,
  type ImportPreviewResponse,
  importPreviewFieldsSchema,
  isImportKind,
  previewQuestionsQuerySchema,
  QUESTION_IMPORT_MESSAGES as M,
} from '@mizan/domain/question-import';
import { validate } from '@mizan/domain/validation';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { CurrentAuth, ValidBody, ValidQuery } from '../common/request.decorators.js';
import { UploadFilter } from '../files/upload.filter.js';
import {
  fileTooLarge,
  QuestionImportService,
  type UploadedFile as Upload,
} from './question-import.service.js';

const download = (res: FastifyReply, file: { data: Buffer; fileName: string; mime: string }) => {
  res
    .header('Content-Type', file.mime)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.data);
};

/**
 * 165.2.1. Question import and export (SPEC 5 'Question import'; formats in FORMATS.md, calls in
 * API.md): preview a file, commit a selection of it, download a template, export questions.
 */
@Controller('api/questions/165.2.1.')
export class QuestionImportController {
  constructor(private readonly imports: QuestionImportService) {}

  /** multipart/form-data: courseId, importType (1 to 6, gift, aiken, qti) and file (under 5 MB). */
  @Post('import/preview')
  @HttpCode(200)
  @Access('165.2.1.', Right.add)
  @UseFilters(new UploadFilter({ field: 'file', missing: M.fileRequired, tooLarge: fileTooLarge }))
  @UseInterceptors(fileUpload('file', { fileSize: LIMITS.questionImportMaxBytes, files: 1, fields: 10 }))
  preview(
    @CurrentAuth() auth: RequestAuth,
    @Body() fields: Record<string, unknown> | undefined,
    @FormFile() file?: Upload,
  ): Promise<ImportPreviewResponse> {
    const input = validate(importPreviewFieldsSchema, fields ?? {});
    if (!input.success) throw DomainError.validation(input.fields);
    return this.imports.preview(auth, input.data, file);
  }

  /** ?courseId&indexes=20,21,...: those questions of a preview whole (the preview carries its first page). */
  @Get('import/:importId/questions')
  @Access('165.2.1.', Right.add)
  previewQuestions(
    @CurrentAuth() auth: RequestAuth,
    @Param('importId', new ParseUUIDPipe({ exceptionFactory: () => notFound() })) importId: string,
    @ValidQuery(previewQuestionsQuerySchema) q: z.output<typeof previewQuestionsQuerySchema>,
  ): Promise<ImportPreviewQuestionsResponse> {
    return this.imports.previewQuestions(auth, { importId, ...q });
  }

  /** {courseId, importId, indexes: (index | {index, subjectId?, ilos?})[], subjectId?, ilos?, approved}. */
  @Post('import/commit')
  @HttpCode(200)
  @Access('165.2.1.', Right.add)
  commit(@CurrentAuth() auth: RequestAuth, @Body() body: unknown): Promise<ImportCommitResponse> {
    return this.imports.commit(auth, body);
  }

  @Get('import/templates/:kind')
  @Access('165.2.1.', Right.add)
  async template(@Param('kind') kind: string, @Res() res: FastifyReply): Promise<void> {
    if (!isImportKind(kind)) throw notFound();
    // exceljs and jszip load at the first template asked for, not at the API's start.
    const { template } = await import('./templates.js');
    download(res, await template(kind));
  }

  /** {courseId, format: moodle-xml|qti|qmans-xml, ids}: a file; X-Skipped-Questions lists what the format cannot carry. */
  @Post('export')
  @HttpCode(200)
  @Access('165.2.1.', Right.view)
  async export(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(exportBodySchema) body: z.output<typeof exportBodySchema>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const file = await this.imports.export(auth, body);
    if (file.skipped.length) res.header('X-Skipped-Questions', file.skipped.join(','));
    download(res, file);
  }
}
