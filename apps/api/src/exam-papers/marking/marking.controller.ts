import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import {
  type MarkingItem,
  type MarkingOverview,
  type MarkingPage,
  markerQuerySchema,
  markingQuerySchema,
  markingRef,
  writtenAnswerSchema,
} from '@mizan/domain/scoring';
import { validate } from '@mizan/domain/validation';
import type { RequestAuth } from '../../auth/session.store.js';
import { Access } from '../../common/access.decorator.js';
import { DomainError, notFound } from '../../common/domain-error.js';
import { CurrentAuth, ValidQuery } from '../../common/request.decorators.js';
import { idParam } from '../../courses/course-access.js';
import { MarkingService } from './marking.service.js';

/** 165.7.1. Blind marking per question, paper and electronic exams (API.md 'Marking'). */
@Controller('api/exam-papers/165.7.1.')
export class MarkingController {
  constructor(private readonly marking: MarkingService) {}

  @Get(':examId/marking')
  @Access('165.7.1.', Right.view)
  overview(@CurrentAuth() auth: RequestAuth, @Param('examId') examId: string): Promise<MarkingOverview> {
    return this.marking.overview(auth, idParam(examId));
  }

  @Get(':examId/marking/:questionId')
  @Access('165.7.1.', Right.view)
  page(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('questionId') questionId: string,
    @ValidQuery(markingQuerySchema) q: { cursor?: string; limit: number; unmarked: boolean },
  ): Promise<MarkingPage> {
    return this.marking.page(auth, idParam(examId), idParam(questionId), q);
  }

  /** {rubricMarks?, blanks?, parts?}: merged into what the marker entered before; 200 with the answer. */
  @Put(':examId/marking/:questionId/:ref')
  @Access('165.7.1.', Right.edit)
  mark(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('questionId') questionId: string,
    @Param('ref') ref: string,
    @ValidQuery(markerQuerySchema) q: { marker: number },
    @Body() body: unknown,
  ): Promise<MarkingItem> {
    if (!markingRef.safeParse(ref).success) throw notFound();
    const input = validate(writtenAnswerSchema, body ?? {});
    if (!input.success) throw DomainError.validation(input.fields);
    return this.marking.mark(auth, idParam(examId), idParam(questionId), ref, q.marker, input.data);
  }
}
