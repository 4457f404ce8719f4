import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import {
  type AccessCodeView,
  extendSchema,
  type ProctorMessage,
  type ProctorSnapshot,
  type ProctorStudent,
  proctorMessageSchema,
  reopenSchema,
} from '@mizan/domain/electronic-exams';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth, ValidBody } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { ProctorService } from './proctor.service.js';

/** The proctor's side of electronic exams (165.7.1.): the exam's course must be in the caller's scope. */
@Controller('api/electronic-exams/165.7.1.')
export class ProctorController {
  constructor(private readonly proctor: ProctorService) {}

  @Get(':examId/access-codes')
  @Access('165.7.1.', Right.edit)
  codes(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
  ): Promise<{ codes: AccessCodeView[] }> {
    return this.proctor.codes(auth, idParam(examId));
  }

  @Post(':examId/access-codes/:sectorId/regenerate')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  regenerate(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('sectorId') sectorId: string,
  ): Promise<AccessCodeView> {
    return this.proctor.regenerate(auth, idParam(examId), idParam(sectorId));
  }

  @Get(':examId/sectors/:sectorId/proctor')
  @Access('165.7.1.', Right.view)
  snapshot(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('sectorId') sectorId: string,
  ): Promise<ProctorSnapshot> {
    return this.proctor.snapshot(auth, idParam(examId), idParam(sectorId));
  }

  @Post(':examId/sectors/:sectorId/extend')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  extend(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('sectorId') sectorId: string,
    @ValidBody(extendSchema) body: z.output<typeof extendSchema>,
  ): Promise<ProctorSnapshot> {
    return this.proctor.extend(auth, idParam(examId), idParam(sectorId), body.minutes, body.studentId);
  }

  @Post(':examId/sectors/:sectorId/message')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  message(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('sectorId') sectorId: string,
    @ValidBody(proctorMessageSchema) body: z.output<typeof proctorMessageSchema>,
  ): Promise<ProctorMessage> {
    return this.proctor.message(auth, idParam(examId), idParam(sectorId), body.text);
  }

  @Post(':examId/students/:studentId/reopen')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  reopen(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('studentId') studentId: string,
    @ValidBody(reopenSchema) body: z.output<typeof reopenSchema>,
  ): Promise<ProctorStudent> {
    return this.proctor.reopen(auth, idParam(examId), idParam(studentId), body.minutes);
  }
}
