import { Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import {
  type CanAddResult,
  type CandidatesResult,
  canAddQuerySchema,
  candidatesQuerySchema,
  type ExamAddBody,
  type ExamAddResult,
  type ExamEditBody,
  type ExamEventsResult,
  type ExamIssue,
  type ExamListParsed,
  type ExamListResult,
  type ExamView,
  examAddBodySchema,
  examEditBodySchema,
  examEventsQuerySchema,
  examListQuerySchema,
  type GenerateBody,
  type GenerateResult,
  generateBodySchema,
  type LockVersionResult,
  type ModelSaveBody,
  type ModelView,
  modelSaveBodySchema,
  type PublishBody,
  publishBodySchema,
  type SpecificationBody,
  specificationBodySchema,
} from '@mizan/domain/exam-generation';
import type { Bilingual } from '@mizan/domain/i18n';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { DomainError } from '../common/domain-error.js';
import { CurrentAuth, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { ExamBody } from './exam-access.js';
import { ExamModelsService } from './exam-models.service.js';
import { ExamsService } from './exams.service.js';

/** A model number in the path: 0 to 99 (codes '00'-'99'); anything else is not found. */
export function modelNoParam(value: string): number {
  if (!/^\d{1,2}$/.test(value)) throw new DomainError(404, 'notFound');
  return Number(value);
}

/**
 * 165.7.1. Exam generation (API.md). The literal routes (add, can-add, getList) come before
 * `{examId}` so that they are never read as ids.
 */
@Controller('api/exams/165.7.1.')
export class ExamsController {
  constructor(
    private readonly exams: ExamsService,
    private readonly models: ExamModelsService,
  ) {}

  @Post('add')
  @HttpCode(200)
  @Access('165.7.1.', Right.add)
  add(
    @CurrentAuth() auth: RequestAuth,
    @ExamBody(examAddBodySchema) body: ExamAddBody,
  ): Promise<ExamAddResult> {
    return this.exams.add(auth, body);
  }

  @Get('can-add')
  @Access('165.7.1.', Right.add)
  canAdd(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(canAddQuerySchema) q: { courseId: number },
  ): Promise<CanAddResult> {
    return this.exams.canAdd(auth, q.courseId);
  }

  @Get('getList')
  @Access('165.7.1.', Right.view)
  list(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(examListQuerySchema) q: ExamListParsed,
  ): Promise<ExamListResult> {
    return this.exams.list(auth, q);
  }

  @Get(':examId')
  @Access('165.7.1.', Right.view)
  view(@CurrentAuth() auth: RequestAuth, @Param('examId') examId: string): Promise<ExamView> {
    return this.exams.view(auth, idParam(examId));
  }

  @Put(':examId')
  @Access('165.7.1.', Right.edit)
  edit(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ExamBody(examEditBodySchema) body: ExamEditBody,
  ): Promise<LockVersionResult> {
    return this.exams.edit(auth, idParam(examId), body);
  }

  @Get(':examId/events')
  @Access('165.7.1.', Right.view)
  events(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ValidQuery(examEventsQuerySchema) q: { since: number },
  ): Promise<ExamEventsResult> {
    return this.exams.events(auth, idParam(examId), q.since);
  }

  @Put(':examId/specification')
  @Access('165.7.1.', Right.edit)
  specification(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ExamBody(specificationBodySchema) body: SpecificationBody,
  ): Promise<LockVersionResult & { warning: Bilingual | null }> {
    return this.exams.saveSpecification(auth, idParam(examId), body);
  }

  @Post(':examId/generate')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  generate(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ExamBody(generateBodySchema) body: GenerateBody,
  ): Promise<GenerateResult> {
    return this.models.generate(auth, idParam(examId), body);
  }

  @Get(':examId/models/:modelNo')
  @Access('165.7.1.', Right.view)
  model(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('modelNo') modelNo: string,
  ): Promise<ModelView> {
    return this.models.model(auth, idParam(examId), modelNoParam(modelNo));
  }

  @Put(':examId/models/:modelNo')
  @Access('165.7.1.', Right.edit)
  saveModel(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('modelNo') modelNo: string,
    @ExamBody(modelSaveBodySchema) body: ModelSaveBody,
  ): Promise<LockVersionResult & { issues: ExamIssue[] }> {
    return this.models.save(auth, idParam(examId), modelNoParam(modelNo), body);
  }

  @Get(':examId/models/:modelNo/candidates')
  @Access('165.7.1.', Right.view)
  candidates(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('modelNo') modelNo: string,
    @ValidQuery(candidatesQuerySchema) q: { position: number },
  ): Promise<CandidatesResult> {
    return this.models.candidates(auth, idParam(examId), modelNoParam(modelNo), q.position);
  }

  @Post(':examId/publish')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  publish(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ExamBody(publishBodySchema) body: PublishBody,
  ): Promise<LockVersionResult> {
    return this.exams.publish(auth, idParam(examId), body);
  }
}
