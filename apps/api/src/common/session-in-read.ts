import { Req } from '@nestjs/common';
import { TOKEN_HEADER } from '@mizan/domain/auth';
import type { FastifyReply } from 'fastify';
import type { RequestAuth, SessionStore } from '../auth/session.store.js';
import { readRiders } from '../database/read-rider.js';
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
const sameAccess = (a: RequestAuth, b: RequestAuth) =>
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
 * through `Db.read` has its session checked after it, before its answer is given; a refusal raised
 * before the route ran (its query's check) waits for the session's own check (`before`).
 *
 * Run by the route's own method (`checkedInRead`), not by a Nest interceptor: with any interceptor
 * Nest runs every route through rxjs and an AsyncResource, 20-30 us of API CPU a request.
 */
export class SessionReadCheck {
  private found: RequestAuth | null | undefined;
  private ran = false;

  constructor(
    private readonly sessions: SessionStore,
    private readonly req: { auth?: RequestAuth },
    private readonly res: FastifyReply,
    /** The guard's check of the route's rule on a session (403, 404 as fits); sets `req.auth`. */
    private readonly admit: (auth: RequestAuth) => void,
    readonly assumed: RequestAuth,
  ) {}

  /** Runs the route on the session it may run on: `route` gets that session. */
  async run(route: (auth: RequestAuth) => unknown): Promise<unknown> {
    this.ran = true;
    const { assumed } = this;
    const rider = this.sessions.touchRider(assumed, (auth) => {
      this.found = auth;
      if (!auth || !sameAccess(auth, assumed)) throw new SessionChanged();
    });
    let outcome: { value: unknown } | { error: unknown };
    try {
      outcome = { value: await readRiders.run(rider, () => route(assumed)) };
    } catch (error) {
      outcome = { error };
    }
    const found = await this.settled();
    // The answer stands on the same session; a read stopped by its check never gives one (its rights
    // changed, said by their hash: `touch` then read them).
    const stopped = 'error' in outcome && outcome.error instanceof SessionChanged;
    if (!stopped && sameAccess(found, assumed)) {
      this.req.auth = found;
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    }
    this.admit(found);
    return route(found);
  }

  /**
   * What to answer for `error`, raised before the route ran: the session's refusal when it has one
   * (401, or the rule refusing the session as found), else `error` itself.
   */
  async before(error: unknown): Promise<unknown> {
    if (this.ran) return error;
    try {
      const found = await this.settled();
      if (!sameAccess(found, this.assumed)) this.admit(found);
    } catch (refusal) {
      return refusal;
    }
    return error;
  }

  /** The session as found, by the route's read or else read now; gone: 401, its fresh token taken back. */
  private async settled(): Promise<RequestAuth> {
    if (this.found === undefined) this.found = await this.sessions.touch(this.assumed.sessionId);
    if (this.found) return this.found;
    this.res.removeHeader(TOKEN_HEADER);
    throw unauthorized();
  }
}

/** A request the guard let in on the session as last found. */
export interface CheckedRequest {
  sessionCheck?: SessionReadCheck;
}

/**
 * Makes a list route's method run through its request's `SessionReadCheck` (when the guard set one):
 * the request comes to it as one more argument (Nest's @Req at the next index), which the route
 * itself never sees. Run again on a changed session, the route gets that session where it had the
 * assumed one (its @CurrentAuth() argument).
 */
export function checkedInRead(): MethodDecorator {
  return (target, key, descriptor: PropertyDescriptor) => {
    const route = descriptor.value as (...args: unknown[]) => unknown;
    const at = route.length;
    Req()(target, key, at);
    const checked = function (this: unknown, ...args: unknown[]) {
      const check = (args[at] as CheckedRequest).sessionCheck;
      args.length = at;
      if (!check) return route.apply(this, args);
      return check.run((auth) =>
        route.apply(
          this,
          auth === check.assumed ? args : args.map((arg) => (arg === check.assumed ? auth : arg)),
        ),
      );
    };
    // Nest reads a route's metadata off its method: what the decorators below this one set goes along.
    for (const k of Reflect.getMetadataKeys(route))
      Reflect.defineMetadata(k, Reflect.getMetadata(k, route), checked);
    Object.defineProperty(checked, 'name', { value: route.name });
    descriptor.value = checked;
  };
}
