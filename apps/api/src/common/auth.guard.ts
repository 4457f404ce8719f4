import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type AppId, hasRight, isAppId } from '@mizan/domain/access';
import { TOKEN_HEADER } from '@mizan/domain/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RequestAuth, SessionStore } from '../auth/session.store.js';
import { issueSessionToken, readSessionToken } from '../auth/signed-token.js';
import { ACCESS_KEY, type AccessRule } from './access.decorator.js';
import { DomainError, forbidden, notFound, unauthorized } from './domain-error.js';
import { type CheckedRequest, SessionReadCheck } from './session-in-read.js';

/**
 * `appId`: the app the route's right was checked on (its `:appId` segment, else its own).
 * `sessionCheck`: `auth` is the session as this process last found it, to be checked in the
 * route's first read (session-in-read.ts).
 */
export type AuthedRequest = FastifyRequest &
  CheckedRequest & {
    auth?: RequestAuth;
    appId?: AppId;
  };

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The app a right is checked on: the route's own, or the one its `:appId` segment names. Every
 * route with that segment is checked here and only here: an app it does not serve is 404 (SPEC 8),
 * before any body is read. Handlers take the checked app through @AppIdParam().
 */
function ruleApp(rule: Extract<AccessRule, { kind: 'right' }>, req: FastifyRequest): AppId {
  const named = (req.params as Record<string, string> | undefined)?.appId;
  if (named === undefined) return rule.appId;
  if (!isAppId(named) || !(rule.pathApps ?? [rule.appId]).includes(named)) throw notFound();
  return named;
}

/**
 * Lets `auth` through `rule` or throws its refusal: a forced reset pending (403), the right not
 * held (403), an app the route does not serve (404). Sets the request's auth and checked app.
 */
export function admit(rule: AccessRule, req: AuthedRequest, auth: RequestAuth): void {
  req.auth = auth;
  if (auth.resetPassword && !(rule.kind === 'session' && rule.duringReset))
    throw new DomainError(403, 'forcedReset');
  if (rule.kind !== 'right') return;
  const appId = ruleApp(rule, req);
  if (!hasRight(auth.rights, appId, rule.right)) throw forbidden();
  req.appId = appId;
}

function admits(rule: AccessRule, req: AuthedRequest, auth: RequestAuth): boolean {
  try {
    admit(rule, req, auth);
    return true;
  } catch {
    return false;
  }
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
    const res = context.switchToHttp().getResponse<FastifyReply>();
    const secret = await this.sessions.tokenSecret();
    const token = bearerToken(req.headers.authorization);
    const sessionId = token ? readSessionToken(secret, token) : null;
    if (!sessionId) throw unauthorized();
    const refresh = () => res.header(TOKEN_HEADER, issueSessionToken(secret, sessionId));
    // A list works from the session as last found, checked again in its own statement; if that
    // would refuse it, the session is read now, since it may have changed since.
    const seen = rule.kind === 'right' && rule.sessionInRead ? this.sessions.lastSeen(sessionId) : undefined;
    if (seen && admits(rule, req, seen)) {
      req.sessionCheck = new SessionReadCheck(
        this.sessions,
        req,
        res,
        (auth) => admit(rule, req, auth),
        seen,
      );
      refresh(); // taken back if the check refuses the session
      return true;
    }
    const auth = await this.sessions.touch(sessionId);
    if (!auth) throw unauthorized();
    refresh();
    admit(rule, req, auth);
    return true;
  }
}
