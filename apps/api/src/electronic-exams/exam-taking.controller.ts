import { Controller, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  type AttemptView,
  answerSaveBodySchema,
  portalSignInSchema,
  type SaveAck,
  type SignInRequest,
  type SignInResponse,
  type SubmitResponse,
  signInSchema,
} from '@mizan/domain/electronic-exams';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Public, StudentSession } from '../common/access.decorator.js';
import { DomainError } from '../common/domain-error.js';
import { ValidBody } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { AnswerService } from './answer.service.js';
import { AttemptViewService } from './attempt-view.service.js';
import { SignInService } from './sign-in.service.js';
import { CurrentAttempt, StudentGuard } from './student.guard.js';
import { SubmissionService } from './submission.service.js';
import type { AttemptRow } from './taking.store.js';

/** HTTP status of a refused save (the socket ack carries the same code and text). */
const REFUSAL_STATUS: Record<string, number> = {
  alreadySubmitted: 409,
  timeUp: 409,
  notStarted: 409,
  sessionEnded: 401,
  tooFast: 429,
};

/** The student's side (20.3.): entry, the attempt, answers (HTTP fallback of the socket), submit. */
@Controller('api/exam-taking')
export class ExamTakingController {
  constructor(
    private readonly signIns: SignInService,
    private readonly views: AttemptViewService,
    private readonly answers: AnswerService,
    private readonly submissions: SubmissionService,
  ) {}

  @Post('sign-in')
  @HttpCode(200)
  @Public()
  signIn(@ValidBody(signInSchema) body: SignInRequest, @Req() req: FastifyRequest): Promise<SignInResponse> {
    return this.signIns.signIn(body.nationalId, body.accessCode, body.deviceId, req.ip ?? '');
  }

  @Post('portal')
  @HttpCode(200)
  @Public()
  portal(@ValidBody(portalSignInSchema) body: z.output<typeof portalSignInSchema>): Promise<SignInResponse> {
    return this.signIns.portal(body.token, body.deviceId);
  }

  @Get('attempt')
  @StudentSession()
  @UseGuards(StudentGuard)
  attempt(@CurrentAttempt() attempt: AttemptRow): Promise<AttemptView> {
    return this.views.view(attempt);
  }

  @Put('answers/:position')
  @StudentSession()
  @UseGuards(StudentGuard)
  async answer(
    @CurrentAttempt() attempt: AttemptRow,
    @Param('position') position: string,
    @ValidBody(answerSaveBodySchema) body: z.output<typeof answerSaveBodySchema>,
  ): Promise<SaveAck> {
    const ack = await this.answers.save(attempt, { ...body, position: idParam(position) });
    if (!ack.ok) throw DomainError.of(REFUSAL_STATUS[ack.code] ?? 422, ack.message);
    return ack;
  }

  @Post('submit')
  @HttpCode(200)
  @StudentSession()
  @UseGuards(StudentGuard)
  submit(@CurrentAttempt() attempt: AttemptRow): Promise<SubmitResponse> {
    return this.submissions.submit(attempt.session_id);
  }
}
