import { Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import {
  type ChangePasswordRequest,
  changePasswordSchema,
  type LoginRequest,
  loginSchema,
  portalLoginSchema,
  resetPasswordSchema,
  type SessionInfo,
  scopeChangeSchema,
  stageChangeSchema,
} from '@mizan/domain/auth';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Authenticated, Public } from '../common/access.decorator.js';
import { CurrentAuth, clientMeta, ValidBody } from '../common/request.decorators.js';
import { AuthService } from './auth.service.js';
import type { RequestAuth } from './session.store.js';

@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  login(@ValidBody(loginSchema) body: LoginRequest, @Req() req: FastifyRequest): Promise<SessionInfo> {
    return this.auth.login(body, clientMeta(req));
  }

  /** Behind the web route /myMansLogin/{token}. */
  @Post('portal')
  @HttpCode(200)
  @Public()
  portal(
    @ValidBody(portalLoginSchema) body: { token: string },
    @Req() req: FastifyRequest,
  ): Promise<SessionInfo> {
    return this.auth.portalLogin(body.token, clientMeta(req));
  }

  @Get('session')
  @Authenticated({ duringReset: true })
  session(@CurrentAuth() auth: RequestAuth): Promise<SessionInfo> {
    return this.auth.session(auth);
  }

  @Post('logout')
  @HttpCode(204)
  @Authenticated({ duringReset: true })
  async logout(@CurrentAuth() auth: RequestAuth): Promise<void> {
    await this.auth.logout(auth);
  }

  @Post('reset-password')
  @HttpCode(200)
  @Authenticated({ duringReset: true })
  resetPassword(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(resetPasswordSchema) body: z.infer<typeof resetPasswordSchema>,
  ): Promise<SessionInfo> {
    return this.auth.resetPassword(auth, body.password);
  }

  /** A user's voluntary password change from their profile (not during a forced reset: that is reset-password). */
  @Post('change-password')
  @HttpCode(200)
  @Authenticated()
  changePassword(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(changePasswordSchema) body: ChangePasswordRequest,
    @Req() req: FastifyRequest,
  ): Promise<SessionInfo> {
    return this.auth.changePassword(auth, body, clientMeta(req));
  }

  @Put('scope')
  @Authenticated()
  scope(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(scopeChangeSchema) body: z.infer<typeof scopeChangeSchema>,
  ): Promise<SessionInfo> {
    return this.auth.changeScope(auth, body.scopeId);
  }

  @Put('stage')
  @Authenticated()
  stage(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(stageChangeSchema) body: z.infer<typeof stageChangeSchema>,
  ): Promise<SessionInfo> {
    return this.auth.changeStage(auth, body.stageId);
  }
}
