import { createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { EXAM_MESSAGES as M, validateExamBody } from '@mizan/domain/exam-generation';
import type { FastifyRequest as Request } from 'fastify';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { illFormedFields } from '../common/json-body.js';
import { refuseNonJsonBody } from '../common/request.decorators.js';
import { CourseAccess, type CourseRecord } from '../courses/course-access.js';
import type { Em } from '../database/database.js';
import { type ExamRecord, ExamStore } from './exam.store.js';

/**
 * An exam is reached through its course: outside the caller's scope it is not found (404). A write
 * locks the exam's row for the transaction, refuses an exam whose distribution is approved (SPEC 4)
 * and a stale lock version (409), in that order.
 */
@Injectable()
export class ExamAccess {
  constructor(
    private readonly store: ExamStore,
    private readonly courses: CourseAccess,
  ) {}

  async readable(
    auth: RequestAuth,
    examId: number,
    em?: Em,
  ): Promise<{ exam: ExamRecord; course: CourseRecord }> {
    const exam = await this.store.exam(examId, em);
    if (!exam) throw notFound();
    return { exam, course: await this.courses.course(auth, exam.courseId, em) };
  }

  async writable(
    auth: RequestAuth,
    examId: number,
    version: number,
    em: Em,
  ): Promise<{ exam: ExamRecord; course: CourseRecord }> {
    const exam = await this.store.exam(examId, em, true);
    if (!exam) throw notFound();
    const course = await this.courses.course(auth, exam.courseId, em);
    if (exam.status === 'distributionApproved') throw DomainError.of(422, M.examLocked);
    if (exam.lockVersion !== version) throw DomainError.of(409, M.staleExam);
    return { exam, course };
  }
}

/**
 * A JSON body checked by an exam schema (validateExamBody: the area's own {ar, en} texts), and the
 * common text check: 415 for another type, 422 with per-field texts.
 */
const examBodyParam = createParamDecorator(({ zod }: { zod: z.ZodType }, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<Request>();
  refuseNonJsonBody(req);
  const input: unknown = req.body ?? {};
  const illFormed = illFormedFields(input);
  const result = validateExamBody(zod, input);
  if (!result.success) throw DomainError.validation({ ...illFormed, ...result.fields });
  if (Object.keys(illFormed).length) throw DomainError.validation(illFormed);
  return result.data;
});
export const ExamBody = (schema: z.ZodType) => examBodyParam({ zod: schema });
