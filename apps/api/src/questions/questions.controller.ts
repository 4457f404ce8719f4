import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FormFile, fileUpload } from '../files/multipart.js';
import { UploadFilter } from '../files/upload.filter.js';
import { type AppId, Right } from '@mizan/domain/access';
import { queryId } from '@mizan/domain/courses';
import { LIMITS } from '@mizan/domain/limits';
import {
  QUESTION_MESSAGES as M,
  type QuestionDetail,
  type QuestionImageResponse,
  type QuestionListQuery,
  type QuestionListResponse,
  type QuestionSaveResponse,
  type QuestionSettingsResponse,
  type QuestionStatusResponse,
  type QuestionVersionDetail,
  type QuestionVersionItem,
  questionListQuerySchema,
  type SimilarBody,
  type SimilarResponse,
  type SubmitBody,
  similarBodySchema,
  submitBodySchema,
  type TimelineEntry,
} from '@mizan/domain/questions';
import { validate } from '@mizan/domain/validation';
import { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { DomainError } from '../common/domain-error.js';
import { AppIdParam, CurrentAuth, ValidBody, ValidQuery } from '../common/request.decorators.js';
import { QUESTION_READ_APPS, questionIdParam } from './question-access.js';
import { IMAGE_TOO_LARGE, QuestionImagesService, type UploadedImage } from './question-images.service.js';
import { QuestionsService } from './questions.service.js';

const read = { pathApps: QUESTION_READ_APPS };

/**
 * 165.2.1. The question bank: the calls of issue 4 (see API.md). Reads serve the reviewers' app
 * 165.2.2. as well; writes are the bank's own. Save bodies are checked in the service, against
 * the current rich-text maximum (a setting).
 */
@Controller('api/questions/:appId')
export class QuestionsController {
  constructor(
    private readonly questions: QuestionsService,
    private readonly images: QuestionImagesService,
  ) {}

  @Get('getList')
  @Access('165.2.1.', Right.view, { ...read, sessionInRead: true })
  list(
    @CurrentAuth() auth: RequestAuth,
    @AppIdParam() appId: AppId,
    @ValidQuery(questionListQuerySchema) q: QuestionListQuery,
  ): Promise<QuestionListResponse> {
    return this.questions.list(auth, appId, q);
  }

  @Get('settings')
  @Access('165.2.1.', Right.view, read)
  settings(): Promise<QuestionSettingsResponse> {
    return this.questions.currentSettings();
  }

  @Post('similar')
  @HttpCode(200)
  @Access('165.2.1.', Right.view, read)
  similar(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(similarBodySchema) body: SimilarBody,
  ): Promise<SimilarResponse> {
    return this.questions.similar(auth, body);
  }

  /** multipart/form-data: file (png, jpeg, gif or webp by content, up to 3 MB); courseId optional. */
  @Post('images')
  @HttpCode(200)
  @Access('165.2.1.', Right.add)
  // One byte over the limit is enough to know it is too big; the form reader stops there.
  @UseInterceptors(fileUpload('file', { fileSize: LIMITS.richTextUploadMaxBytes + 1, files: 1 }))
  @UseFilters(new UploadFilter({ field: 'file', missing: M.imageRequired, tooLarge: IMAGE_TOO_LARGE }))
  uploadImage(
    @CurrentAuth() auth: RequestAuth,
    @Query() query: Record<string, unknown>,
    @Body() fields: Record<string, unknown> | undefined,
    @FormFile() file?: UploadedImage,
  ): Promise<QuestionImageResponse> {
    const course = validate(z.object({ courseId: queryId.optional() }), { ...query, ...(fields ?? {}) });
    if (!course.success) throw DomainError.validation(course.fields);
    return this.images.store(auth, file, course.data.courseId);
  }

  @Post()
  @HttpCode(200)
  @Access('165.2.1.', Right.add)
  add(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(z.unknown()) body: unknown,
  ): Promise<QuestionSaveResponse> {
    return this.questions.add(auth, body);
  }

  @Get(':questionId')
  @Access('165.2.1.', Right.view, read)
  detail(@CurrentAuth() auth: RequestAuth, @Param('questionId') questionId: string): Promise<QuestionDetail> {
    return this.questions.detail(auth, questionIdParam(questionId));
  }

  @Put(':questionId')
  @Access('165.2.1.', Right.add)
  edit(
    @CurrentAuth() auth: RequestAuth,
    @Param('questionId') questionId: string,
    @ValidBody(z.unknown()) body: unknown,
  ): Promise<QuestionSaveResponse> {
    return this.questions.edit(auth, questionIdParam(questionId), body);
  }

  @Delete(':questionId')
  @Access('165.2.1.', Right.delete)
  remove(
    @CurrentAuth() auth: RequestAuth,
    @Param('questionId') questionId: string,
  ): Promise<QuestionStatusResponse> {
    return this.questions.remove(auth, questionIdParam(questionId));
  }

  @Post(':questionId/submit')
  @HttpCode(200)
  @Access('165.2.1.', Right.add)
  submit(
    @CurrentAuth() auth: RequestAuth,
    @Param('questionId') questionId: string,
    @ValidBody(submitBodySchema) body: SubmitBody,
  ): Promise<QuestionStatusResponse> {
    return this.questions.submit(auth, questionIdParam(questionId), body);
  }

  @Get(':questionId/timeline')
  @Access('165.2.1.', Right.view, read)
  timeline(
    @CurrentAuth() auth: RequestAuth,
    @Param('questionId') questionId: string,
  ): Promise<{ timeline: TimelineEntry[] }> {
    return this.questions.timeline(auth, questionIdParam(questionId));
  }

  @Get(':questionId/versions')
  @Access('165.2.1.', Right.view, read)
  versions(
    @CurrentAuth() auth: RequestAuth,
    @Param('questionId') questionId: string,
  ): Promise<{ versions: QuestionVersionItem[] }> {
    return this.questions.versions(auth, questionIdParam(questionId));
  }

  /** {label} is "version.revision", e.g. 2.3. */
  @Get(':questionId/versions/:label')
  @Access('165.2.1.', Right.view, read)
  version(
    @CurrentAuth() auth: RequestAuth,
    @Param('questionId') questionId: string,
    @Param('label') label: string,
  ): Promise<QuestionVersionDetail> {
    return this.questions.version(auth, questionIdParam(questionId), label);
  }
}
