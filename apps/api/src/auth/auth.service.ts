import { Inject, Injectable } from '@nestjs/common';
import type { ChangePasswordRequest, LoginRequest, SessionInfo, StageItem } from '@mizan/domain/auth';
import { PORTAL_TOKEN_TTL_SECONDS } from '@mizan/domain/auth';
import { MESSAGES } from '@mizan/domain/messages';
import type { AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG } from '../database/database.module.js';
import { Db } from '../database/db.service.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { isWithin, ScopesService } from '../scopes/scopes.service.js';
import { UsersStore } from '../users/users.store.js';
import { LoginThrottle } from './login-throttle.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password-hasher.js';
import { SessionInfoService } from './session-info.service.js';
import { type RequestAuth, SessionStore } from './session.store.js';
import { readPortalToken } from './signed-token.js';

interface ClientMeta {
  userAgent?: string;
  ip?: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly info: SessionInfoService,
    private readonly throttle: LoginThrottle,
    private readonly scopes: ScopesService,
    private readonly users: UsersStore,
    private readonly realtime: RealtimeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login({ username, password }: LoginRequest, meta: ClientMeta): Promise<SessionInfo> {
    const ip = meta.ip ?? '';
    const wait = await this.throttle.retryAfter(username, ip);
    if (wait > 0) {
      throw new DomainError(429, 'tooManyAttempts', { minutes: Math.ceil(wait / 60) }, undefined, {
        'Retry-After': String(wait),
      });
    }
    const userId = await this.throttle.slowed(username, async () => {
      const [user] = await this.db.query<{ id: number; password_hash: string }>(
        'select id, password_hash from app_user where lower(username) = lower(?)',
        [username],
      );
      // Verify against a dummy hash for unknown users so timing does not reveal which part was wrong.
      const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !ok) {
        await this.throttle.fail(username, ip);
        throw new DomainError(401, 'invalidCredentials');
      }
      return user.id;
    });
    await this.throttle.clear(username, ip);
    return this.open(userId, meta);
  }

  /** One-time login from the university portal: HMAC-signed, valid one minute, usable once. */
  async portalLogin(token: string, meta: ClientMeta): Promise<SessionInfo> {
    const refused = () => new DomainError(401, 'portalTokenInvalid');
    if (!this.config.portalSecret) throw refused();
    const claims = readPortalToken(this.config.portalSecret, token);
    const now = Date.now() / 1000;
    if (!claims || claims.exp < now || claims.exp > now + PORTAL_TOKEN_TTL_SECONDS + 5) throw refused();
    const [user] = await this.db.query<{ id: number }>(
      'select id from app_user where lower(username) = lower(?)',
      [claims.username],
    );
    if (!user) throw refused();
    const spent = await this.db.query(
      'insert into portal_token_use (nonce, used_at) values (?, now()) on conflict do nothing returning nonce',
      [claims.nonce],
    );
    if (spent.length === 0) throw refused();
    return this.open(user.id, meta);
  }

  private async open(userId: number, meta: ClientMeta): Promise<SessionInfo> {
    const sessionId = await this.sessions.create(userId, meta);
    const auth = await this.sessions.touch(sessionId);
    return this.info.build(userId, sessionId, auth!.expiresAt);
  }

  session(auth: RequestAuth): Promise<SessionInfo> {
    return this.info.build(auth.userId, auth.sessionId, auth.expiresAt);
  }

  async logout(auth: RequestAuth): Promise<void> {
    await this.sessions.revoke(auth.sessionId);
    this.realtime.endSession(auth.sessionId);
  }

  /** The forced reset of SPEC 4: new password, flag cleared, the user's other sessions ended. */
  async resetPassword(auth: RequestAuth, password: string): Promise<SessionInfo> {
    if (!auth.resetPassword) throw new DomainError(422, 'resetNotRequired');
    return this.setPassword(auth, password);
  }

  /** New password, any pending reset cleared, the user's other sessions ended. */
  private async setPassword(auth: RequestAuth, password: string): Promise<SessionInfo> {
    const hash = await hashPassword(password);
    const revoked = await this.db.transaction(async (em) => {
      await this.users.setPassword(auth.userId, hash, em);
      return this.sessions.revokeOthers(auth.userId, auth.sessionId, em);
    });
    for (const id of revoked) this.realtime.endSession(id);
    return this.session({ ...auth, resetPassword: false });
  }

  /**
   * A user changes their own password: the current one is checked like a login (same throttle
   * per user name and address), then the user's other sessions end as after a forced reset.
   */
  async changePassword(
    auth: RequestAuth,
    body: ChangePasswordRequest,
    meta: ClientMeta,
  ): Promise<SessionInfo> {
    const ip = meta.ip ?? '';
    const wait = await this.throttle.retryAfter(auth.username, ip);
    if (wait > 0) {
      throw new DomainError(429, 'tooManyAttempts', { minutes: Math.ceil(wait / 60) }, undefined, {
        'Retry-After': String(wait),
      });
    }
    await this.throttle.slowed(auth.username, async () => {
      const [user] = await this.db.query<{ password_hash: string }>(
        'select password_hash from app_user where id = ?',
        [auth.userId],
      );
      if (!(await verifyPassword(body.currentPassword, user?.password_hash ?? DUMMY_HASH))) {
        await this.throttle.fail(auth.username, ip);
        throw new DomainError(
          422,
          'currentPasswordWrong',
          {},
          { currentPassword: MESSAGES.currentPasswordWrong },
        );
      }
    });
    await this.throttle.clear(auth.username, ip);
    return this.setPassword(auth, body.password);
  }

  async changeScope(auth: RequestAuth, scopeId: number): Promise<SessionInfo> {
    const scope = await this.scopes.byId(scopeId);
    if (!scope || !isWithin(scope.path, auth.scopePath)) throw new DomainError(404, 'scopeOutside');
    await this.users.selectScope(auth.userId, scopeId);
    this.realtime.toUser(auth.userId, 'session:changed', { reason: 'scope' });
    return this.session(auth);
  }

  async changeStage(auth: RequestAuth, stageId: StageItem['id']): Promise<SessionInfo> {
    if (!(await this.users.stages(auth.userId)).includes(stageId))
      throw new DomainError(422, 'stageNotHeld', {}, { stageId: MESSAGES.stageNotHeld });
    await this.users.setActiveStage(auth.userId, stageId);
    this.realtime.toUser(auth.userId, 'session:changed', { reason: 'stage' });
    return this.session(auth);
  }
}
