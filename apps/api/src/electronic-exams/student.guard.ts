import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { TAKING_MESSAGES as M } from '@mizan/domain/electronic-exams';
import type { FastifyRequest } from 'fastify';
import { SessionStore } from '../auth/session.store.js';
import { bearerToken } from '../common/auth.guard.js';
import { DomainError, unauthorized } from '../common/domain-error.js';
import { readStudentToken } from './student-token.js';
import { type AttemptRow, TakingStore } from './taking.store.js';

type StudentRequest = FastifyRequest & { attempt?: AttemptRow };

/**
 * The student routes' guard (access rule 'student'): the bearer token must be a student token of a
 * live session. No token or a staff token is 401 unauthorized; a replaced session is 401 sessionEnded.
 */
@Injectable()
export class StudentGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionStore,
    private readonly store: TakingStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<StudentRequest>();
    const token = bearerToken(req.headers.authorization);
    const sessionId = token ? readStudentToken(await this.sessions.tokenSecret(), token) : null;
    if (!sessionId) throw unauthorized();
    const attempt = await this.store.attemptBySession(sessionId);
    if (!attempt) throw DomainError.of(401, M.sessionEnded);
    req.attempt = attempt;
    return true;
  }
}

export const CurrentAttempt = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AttemptRow => ctx.switchToHttp().getRequest<StudentRequest>().attempt!,
);
