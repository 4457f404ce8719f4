import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppRights } from '@mizan/domain/access';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../database/database.module.js';
import { Db } from '../database/db.service.js';
import type { Em } from '../database/database.js';

/** Who is calling, as the auth guard resolved it: put on the request for controllers. */
export interface RequestAuth {
  sessionId: string;
  userId: number;
  username: string;
  rights: AppRights;
  /** The user's own scope: nothing outside it is theirs. */
  scopeId: number;
  scopePath: string;
  /** The scope the user works in now (at or under scopePath). */
  selectedScopeId: number;
  selectedScopePath: string;
  activeStage: string;
  resetPassword: boolean;
  expiresAt: Date;
}

interface TouchRow {
  user_id: number;
  username: string;
  rights: AppRights | string;
  scope_id: number;
  scope_path: string;
  selected_scope_id: number;
  selected_scope_path: string;
  active_stage: string;
  reset_password: boolean;
  expires_at: Date | string;
}

/** Sessions live in the database so that every API process honours and revokes the same ones. */
@Injectable()
export class SessionStore {
  private secret?: string;

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The token secret: configured, or one random value kept in the database for all processes. */
  async tokenSecret(): Promise<string> {
    if (this.secret) return this.secret;
    if (this.config.tokenSecret) {
      this.secret = this.config.tokenSecret;
      return this.secret;
    }
    await this.db.query('insert into app_setting (key, value) values (?, ?) on conflict (key) do nothing', [
      'token_secret',
      randomBytes(32).toString('base64url'),
    ]);
    const [row] = await this.db.query<{ value: string }>('select value from app_setting where key = ?', [
      'token_secret',
    ]);
    this.secret = row.value;
    return this.secret;
  }

  async create(userId: number, meta: { userAgent?: string; ip?: string }, em?: Em): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      `insert into user_session (id, user_id, expires_at, user_agent, ip)
       values (?, ?, now() + make_interval(secs => ?), ?, ?)`,
      [
        id,
        userId,
        this.config.sessionDuration,
        meta.userAgent?.slice(0, 300) ?? null,
        meta.ip?.slice(0, 60) ?? null,
      ],
      em,
    );
    return id;
  }

  /**
   * Checks a session and slides its expiry in one statement of primary-key lookups: the whole
   * per-request cost of authentication. The expiry is kept to the second: the slide is written only
   * when it moves the expiry by a second or more, so a busy client costs one read per request and
   * at most one committed write per second, not one per request.
   */
  async touch(sessionId: string): Promise<RequestAuth | null> {
    const duration = this.config.sessionDuration;
    const [row] = await this.db.hot<TouchRow>(
      'session_touch',
      `with live as (
         select s.id, s.expires_at as current_expiry, u.id as user_id, u.username, u.rights, u.scope_id, own.path as scope_path,
           u.selected_scope_id, sel.path as selected_scope_path, u.active_stage, u.reset_password
         from user_session s
         join app_user u on u.id = s.user_id
         join scope own on own.id = u.scope_id
         join scope sel on sel.id = u.selected_scope_id
         where s.id = ? and s.revoked_at is null and s.expires_at > now()
       ), slid as (
         update user_session set expires_at = now() + make_interval(secs => ?)
         where id = (select id from live) and expires_at < now() + make_interval(secs => ?)
         returning expires_at
       )
       select live.*, coalesce((select expires_at from slid), live.current_expiry) as expires_at from live`,
      [sessionId, duration, duration - 1],
    );
    if (!row) return null;
    return {
      sessionId,
      userId: row.user_id,
      username: row.username,
      rights: typeof row.rights === 'string' ? JSON.parse(row.rights) : row.rights,
      scopeId: row.scope_id,
      scopePath: row.scope_path,
      selectedScopeId: row.selected_scope_id,
      selectedScopePath: row.selected_scope_path,
      activeStage: row.active_stage,
      resetPassword: row.reset_password,
      expiresAt: new Date(row.expires_at),
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.query('update user_session set revoked_at = now() where id = ? and revoked_at is null', [
      sessionId,
    ]);
  }

  /** Ends the user's other sessions (after a password change). */
  async revokeOthers(userId: number, keepSessionId: string, em?: Em): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      'update user_session set revoked_at = now() where user_id = ? and id <> ? and revoked_at is null returning id',
      [userId, keepSessionId],
      em,
    );
    return rows.map((r) => r.id);
  }
}
