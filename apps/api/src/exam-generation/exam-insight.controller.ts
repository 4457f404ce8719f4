import { Controller, Get, Param } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import type { ModelDetails, QuestionDetails } from '@mizan/domain/exam-generation';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { ExamInsightService } from './exam-insight.service.js';
import { modelNoParam } from './exams.controller.js';

/** 165.7.1. the details screens' reading (API.md 'Details'): view on the app, the exam's course in scope. */
@Controller('api/exams/165.7.1.')
export class ExamInsightController {
  constructor(private readonly insight: ExamInsightService) {}

  @Get(':examId/models/:modelNo/details')
  @Access('165.7.1.', Right.view)
  model(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('modelNo') modelNo: string,
  ): Promise<ModelDetails> {
    return this.insight.model(auth, idParam(examId), modelNoParam(modelNo));
  }

  @Get(':examId/questions/:questionId/details')
  @Access('165.7.1.', Right.view)
  question(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('questionId') questionId: string,
  ): Promise<QuestionDetails> {
    return this.insight.question(auth, idParam(examId), idParam(questionId));
  }
}
