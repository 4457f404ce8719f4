import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type AppId, hasRight, isAppId } from '@mizan/domain/access';
import { TOKEN_HEADER } from '@mizan/domain/auth';
import type { Request, Response } from 'express';
import { type RequestAuth, SessionStore } from '../auth/session.store.js';
import { issueSessionToken, readSessionToken } from '../auth/signed-token.js';
import { ACCESS_KEY, type AccessRule } from './access.decorator.js';
import { DomainError, forbidden, notFound, unauthorized } from './domain-error.js';

/** `appId`: the app the route's right was checked on (its `:appId` segment, else its own). */
export type AuthedRequest = Request & { auth?: RequestAuth; appId?: AppId };

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The app a right is checked on: the route's own, or the one its `:appId` segment names. Every
 * route with that segment is checked here and only here: an app it does not serve is 404 (SPEC 8),
 * before any body is read. Handlers take the checked app through @AppIdParam().
 */
function ruleApp(rule: Extract<AccessRule, { kind: 'right' }>, req: Request): AppId {
  const named = req.params?.appId;
  if (named === undefined) return rule.appId;
  if (!isAppId(named) || !(rule.pathApps ?? [rule.appId]).includes(named)) throw notFound();
  return named;
}

/**
 * Global guard: every route declares its access rule; a route without one is refused so a
 * forgotten declaration fails closed. Resolves the session, refreshes the token and checks the right.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly log = new Logger(AuthGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) {
      this.log.error(`${context.getClass().name}.${context.getHandler().name} declares no access rule`);
      throw forbidden();
    }
    // Student sessions are checked by their own guard (electronic-exams): no staff session here.
    if (rule.kind === 'public' || rule.kind === 'student') return true;

    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const secret = await this.sessions.tokenSecret();
    const token = bearerToken(req.headers.authorization);
    const sessionId = token ? readSessionToken(secret, token) : null;
    const auth = sessionId ? await this.sessions.touch(sessionId) : null;
    if (!auth) throw unauthorized();
    req.auth = auth;
    res.setHeader(TOKEN_HEADER, issueSessionToken(secret, auth.sessionId));

    if (auth.resetPassword && !(rule.kind === 'session' && rule.duringReset))
      throw new DomainError(403, 'forcedReset');
    if (rule.kind !== 'right') return true;
    const appId = ruleApp(rule, req);
    if (!hasRight(auth.rights, appId, rule.right)) throw forbidden();
    req.appId = appId;
    return true;
  }
}
