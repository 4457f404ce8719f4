import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppRights } from '@mizan/domain/access';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../database/database.module.js';
import { Db } from '../database/db.service.js';
import type { ReadRider } from '../database/read-rider.js';
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
  /**
   * PostgreSQL's 64-bit hash of the rights (`jsonb_hash_extended`): what a list's check compares
   * instead of reading the rights' text again (common/session-in-read.ts).
   */
  rightsKey: string;
}

interface TouchRow {
  user_id: number;
  username: string;
  /** jsonb as text (`::text`): its canonical form, the key of `sharedRights`. */
  rights: string;
  scope_id: number;
  scope_path: string;
  selected_scope_id: number;
  selected_scope_path: string;
  active_stage: string;
  reset_password: boolean;
  rights_key: string;
  expires_at: Date | string;
}

/** What a list's check reads of the session: TouchRow without the rights' text. */
type RiderRow = Omit<TouchRow, 'rights'> & { slide: boolean };

/** How many distinct rights `sharedRights` keeps: one per role in practice. */
const RIGHTS_KEPT = 1000;
const rightsByText = new Map<string, AppRights>();

/**
 * Rights parsed once per distinct text and frozen: every request and socket of users with the same
 * rights shares one object (an admin's is a dozen arrays, 1-2 kB a socket parsed afresh), and the
 * session-in-read comparison finds them equal by identity.
 */
function sharedRights(text: string): AppRights {
  let rights = rightsByText.get(text);
  if (!rights) {
    const parsed = JSON.parse(text) as Record<string, readonly string[]>;
    for (const list of Object.values(parsed)) Object.freeze(list);
    rights = Object.freeze(parsed) as AppRights;
    if (rightsByText.size >= RIGHTS_KEPT) rightsByText.delete(rightsByText.keys().next().value as string);
    rightsByText.set(text, rights);
  }
  return rights;
}

/** How many sessions `lastSeen` remembers: about 1 kB each. */
const RECENT_SESSIONS = 5000;

/** The session with its user and scopes if live; `?`: the session id. */
const LIVE = `live as (
    select s.id, s.expires_at as current_expiry, u.id as user_id, u.username, u.rights::text as rights,
      jsonb_hash_extended(u.rights, 0)::text as rights_key, u.scope_id, own.path as scope_path,
      u.selected_scope_id, sel.path as selected_scope_path, u.active_stage, u.reset_password
    from user_session s
    join app_user u on u.id = s.user_id
    join scope own on own.id = u.scope_id
    join scope sel on sel.id = u.selected_scope_id
    where s.id = ? and s.revoked_at is null and s.expires_at > now()
  )`;
/** `live` with its expiry slid (`slid`); `?`: id, duration, duration - 1. */
const TOUCH_CTES = `${LIVE}, slid as (
    update user_session set expires_at = now() + make_interval(secs => ?)
    where id = (select id from live) and expires_at < now() + make_interval(secs => ?)
    returning expires_at
  )`;
const TOUCHED = 'live.*, coalesce((select expires_at from slid), live.current_expiry) as expires_at';

function toAuth(sessionId: string, row: Omit<TouchRow, 'rights'>, rights: AppRights): RequestAuth {
  return {
    sessionId,
    userId: row.user_id,
    username: row.username,
    rights,
    rightsKey: row.rights_key,
    scopeId: row.scope_id,
    scopePath: row.scope_path,
    selectedScopeId: row.selected_scope_id,
    selectedScopePath: row.selected_scope_path,
    activeStage: row.active_stage,
    resetPassword: row.reset_password,
    expiresAt: new Date(row.expires_at),
  };
}

/** Sessions live in the database so that every API process honours and revokes the same ones. */
@Injectable()
export class SessionStore {
  private readonly log = new Logger(SessionStore.name);
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
    const [row] = await this.db.hot<TouchRow>(
      'session_touch',
      `with ${TOUCH_CTES} select ${TOUCHED} from live`,
      this.touchParams(sessionId),
    );
    return this.seen(sessionId, row ? toAuth(sessionId, row, sharedRights(row.rights)) : null);
  }

  /**
   * The same check as a rider of the route's first read (database/read-rider.ts), read-only: a
   * write there would hold the session's row lock through the page, and a busy session's
   * concurrent reads would wait on it. It reads the rights' hash, not their text (2 kB for an admin,
   * written out as JSON and parsed again on every list): `settle` gets the session as `touch` would
   * answer it when its rights are `assumed`'s (same hash), null when it is gone, and undefined when
   * only `touch` can say (its rights changed). The slide, when due (once a second at most), follows as
   * `touch`'s own statement, not awaited.
   */
  touchRider(assumed: RequestAuth, settle: (auth: RequestAuth | null | undefined) => void): ReadRider {
    const { sessionId } = assumed;
    return {
      ctes: `${LIVE}, rider as (select row_to_json(t) as _rider from (select live.user_id, live.username,
        live.rights_key, live.scope_id, live.scope_path, live.selected_scope_id, live.selected_scope_path,
        live.active_stage, live.reset_password, live.current_expiry as expires_at,
        live.current_expiry < now() + make_interval(secs => ?) as slide from live) t)`,
      params: [sessionId, this.config.sessionDuration - 1],
      taken: false,
      settle: (value) => {
        const row = (typeof value === 'string' ? JSON.parse(value) : value) as RiderRow | null;
        if (row?.slide)
          this.touch(sessionId).catch((e) => this.log.warn(`session slide: ${(e as Error).message}`));
        if (row && row.rights_key !== assumed.rightsKey) return settle(undefined);
        settle(this.seen(sessionId, row ? toAuth(sessionId, row, assumed.rights) : null));
      },
    };
  }

  /**
   * The session as this process last found it live, for a list route to work from while its read
   * checks it again in the same statement (common/session-in-read.ts): never taken as
   * the check itself.
   */
  lastSeen(sessionId: string): RequestAuth | undefined {
    return this.recent.get(sessionId);
  }

  /** Sessions last found live, the oldest forgotten first. */
  private readonly recent = new Map<string, RequestAuth>();

  private seen(sessionId: string, auth: RequestAuth | null): RequestAuth | null {
    this.recent.delete(sessionId);
    if (!auth) return null;
    this.recent.set(sessionId, auth);
    if (this.recent.size > RECENT_SESSIONS) this.recent.delete(this.recent.keys().next().value as string);
    return auth;
  }

  private touchParams(sessionId: string): unknown[] {
    const duration = this.config.sessionDuration;
    return [sessionId, duration, duration - 1];
  }

  async revoke(sessionId: string): Promise<void> {
    this.recent.delete(sessionId);
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
