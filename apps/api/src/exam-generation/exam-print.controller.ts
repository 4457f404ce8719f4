import { Controller, Get, Param } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import {
  type ModelPrint,
  modelPrintQuerySchema,
  type QuestionsPrint,
  questionsPrintQuerySchema,
} from '@mizan/domain/exam-generation';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { DomainError } from '../common/domain-error.js';
import { CurrentAuth, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { ExamPrintService } from './exam-print.service.js';

/**
 * 165.7.1. The exam's questions as printed HTML (API.md 'Print'): show_model, the model editor and
 * the replacement candidates show what the paper prints.
 */
@Controller('api/exams/165.7.1.')
export class ExamPrintController {
  constructor(private readonly print: ExamPrintService) {}

  @Get(':examId/models/:modelNo/print')
  @Access('165.7.1.', Right.view)
  model(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('modelNo') modelNo: string,
    @ValidQuery(modelPrintQuerySchema) q: { answers: boolean },
  ): Promise<ModelPrint> {
    if (!/^\d{1,2}$/.test(modelNo)) throw new DomainError(404, 'notFound');
    return this.print.model(auth, idParam(examId), Number(modelNo), q.answers);
  }

  @Get(':examId/questions/print')
  @Access('165.7.1.', Right.view)
  questions(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ValidQuery(questionsPrintQuerySchema) q: { ids: number[]; answers: boolean },
  ): Promise<QuestionsPrint> {
    return this.print.questions(auth, idParam(examId), q.ids, q.answers);
  }
}
