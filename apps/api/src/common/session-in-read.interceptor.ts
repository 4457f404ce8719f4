import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { TOKEN_HEADER } from '@mizan/domain/auth';
import type { FastifyReply } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { type RequestAuth, SessionStore } from '../auth/session.store.js';
import { readRiders } from '../database/read-rider.js';
import type { AccessRule } from './access.decorator.js';
import { type AuthedRequest, admit } from './auth.guard.js';
import { unauthorized } from './domain-error.js';

/** The same rights, app by app (compared field by field: this runs twice on every list request). */
function sameRights(a: RequestAuth['rights'], b: RequestAuth['rights']): boolean {
  if (a === b) return true; // the same text read (auth/session.store.ts sharedRights)
  const apps = Object.keys(a) as (keyof typeof a)[];
  if (apps.length !== Object.keys(b).length) return false;
  for (const app of apps) {
    const x = a[app];
    const y = b[app];
    if (!x || !y || x.length !== y.length || x.some((right, i) => right !== y[i])) return false;
  }
  return true;
}

/** Let in on the same: the session's user, rights, scopes, stage and reset flag. */
const sameAccess = (a: RequestAuth | null, b: RequestAuth) =>
  !!a &&
  a.userId === b.userId &&
  a.username === b.username &&
  a.scopeId === b.scopeId &&
  a.scopePath === b.scopePath &&
  a.selectedScopeId === b.selectedScopeId &&
  a.selectedScopePath === b.selectedScopePath &&
  a.activeStage === b.activeStage &&
  a.resetPassword === b.resetPassword &&
  sameRights(a.rights, b.rights);

/** The session's check found it changed: the route's answer so far is not given. */
class SessionChanged extends Error {}

/**
 * A list route (`sessionInRead`) that the guard let in on the session as this process last found it
 * checks the session in its first read's statement (database/read-rider.ts): one round trip for the
 * session and the page. Found as assumed, the answer stands. Found changed (revoked, expired, rights,
 * scope or stage changed, maybe in another process), the answer is dropped: 401 without a fresh token,
 * or the guard's check and the route again on the session as found. A route that read nothing
 * through `Db.read` has its session checked after it, before its answer is given.
 */
@Injectable()
export class SessionInReadInterceptor implements NestInterceptor {
  constructor(private readonly sessions: SessionStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const rule = req.sessionToCheck;
    if (!rule || !req.auth) return next.handle();
    return from(this.checked(req, req.auth, rule, context.switchToHttp().getResponse<FastifyReply>(), next));
  }

  private async checked(
    req: AuthedRequest,
    assumed: RequestAuth,
    rule: AccessRule,
    res: FastifyReply,
    next: CallHandler,
  ): Promise<unknown> {
    let found: RequestAuth | null | undefined;
    const rider = this.sessions.touchRider(assumed.sessionId, (auth) => {
      found = auth;
      if (!sameAccess(auth, assumed)) throw new SessionChanged();
    });
    let outcome: { value: unknown } | { error: unknown };
    try {
      outcome = {
        value: await readRiders.run(rider, () => lastValueFrom(next.handle(), { defaultValue: undefined })),
      };
    } catch (error) {
      outcome = { error };
    }
    // Not read by the route (nothing through Db.read, or refused before it read): checked now.
    if (found === undefined) found = await this.sessions.touch(assumed.sessionId);
    if (found && sameAccess(found, assumed)) {
      req.auth = found;
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    }
    if (!found) {
      res.removeHeader(TOKEN_HEADER);
      throw unauthorized();
    }
    admit(rule, req, found);
    return lastValueFrom(next.handle(), { defaultValue: undefined });
  }
}
