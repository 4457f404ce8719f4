import { randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PORTAL_TOKEN_TTL_SECONDS } from '@mizan/domain/session';
import { type SignInResponse, TAKING_MESSAGES as M, TAKING_LIMITS } from '@mizan/domain/electronic-exams';
import { fill } from '@mizan/domain/i18n';
import { SessionStore } from '../auth/session.store.js';
import { readPortalToken } from '../auth/signed-token.js';
import { DomainError } from '../common/domain-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../database/database.module.js';
import { Db } from '../database/db.service.js';
import { AttemptViewService } from './attempt-view.service.js';
import { issueStudentToken } from './student-token.js';
import { TakingLive } from './taking-live.js';
import { TakingStore } from './taking.store.js';

interface Candidate {
  student_id: number;
  exam_id: number;
  sector_id: number;
  model_id: number;
  access_code: string;
  ends_at: Date;
  attempt_id: number | null;
}

/** Failed sign-ins per national id and per address on this process: 10 in 15 minutes, then 429. */
const FAILURES_MAX = 10;
const FAILURE_WINDOW_MS = 15 * 60_000;

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A student's entry: the national id names the student in an electronic exam whose distribution is
 * approved and whose window is near or open; the access code must be their sector's. The attempt is
 * made on the first sign-in; every sign-in gives it a new session, which closes the previous device.
 */
@Injectable()
export class SignInService {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly db: Db,
    private readonly store: TakingStore,
    private readonly views: AttemptViewService,
    private readonly live: TakingLive,
    private readonly sessions: SessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async signIn(
    nationalId: string,
    accessCode: string,
    deviceId: string,
    ip: string,
  ): Promise<SignInResponse> {
    this.checkThrottle([`id:${nationalId}`, `ip:${ip}`]);
    const matched = (await this.candidates(nationalId)).find((c) => sameCode(c.access_code, accessCode));
    if (!matched) {
      this.fail([`id:${nationalId}`, `ip:${ip}`]);
      throw DomainError.of(401, M.signInFailed);
    }
    return this.enter(matched, deviceId);
  }

  /** A portal token (as /myMansLogin) whose user name is the student's national id: no code needed. */
  async portal(token: string, deviceId: string): Promise<SignInResponse> {
    if (!this.config.portalSecret) throw DomainError.of(503, M.portalOff);
    const claims = readPortalToken(this.config.portalSecret, token);
    const now = Date.now() / 1000;
    if (!claims || claims.exp < now || claims.exp > now + PORTAL_TOKEN_TTL_SECONDS + 5)
      throw new DomainError(401, 'portalTokenInvalid');
    const [candidate] = await this.candidates(claims.username);
    if (!candidate) throw DomainError.of(401, M.portalNotStudent);
    const spent = await this.db.query(
      'insert into portal_token_use (nonce, used_at) values (?, now()) on conflict do nothing returning nonce',
      [claims.nonce],
    );
    if (spent.length === 0) throw new DomainError(401, 'portalTokenInvalid');
    return this.enter(candidate, deviceId);
  }

  /** The student's seats in electronic exams from an hour before their start to a day after their end. */
  private candidates(nationalId: string): Promise<Candidate[]> {
    return this.db.query<Candidate>(
      `select s.id as student_id, s.exam_id, s.sector_id, s.model_id, t.access_code,
         e.starts_at + make_interval(mins => e.duration_minutes + t.extra_minutes) as ends_at,
         a.id as attempt_id
       from exam_student s join exam e on e.id = s.exam_id
         join exam_taking_sector t on t.sector_id = s.sector_id
         left join exam_attempt a on a.student_id = s.id
       where s.national_id = ? and s.withdrawn_at is null and s.model_id is not null
         and e.delivery_mode = '20.3.' and e.status = 'distributionApproved'
         and e.starts_at - make_interval(mins => ?) <= now()
         and e.starts_at + make_interval(mins => e.duration_minutes + t.extra_minutes) + interval '1 day' > now()
       order by e.starts_at desc`,
      [nationalId, TAKING_LIMITS.earlySignInMinutes],
    );
  }

  private async enter(c: Candidate, deviceId: string): Promise<SignInResponse> {
    if (!c.attempt_id && new Date(c.ends_at).getTime() < Date.now()) throw DomainError.of(410, M.examClosed);
    const sessionId = randomUUID();
    const { attempt, previous } = await this.db.transaction(async (em) => {
      const old = await this.store.attemptOfStudent(c.student_id, em, true);
      if (old) {
        await this.db.query(
          'update exam_attempt set session_id = ?, device_id = ?, socket_id = null where id = ?',
          [sessionId, deviceId, old.id],
          em,
        );
      } else {
        await this.db.query(
          `insert into exam_attempt (exam_id, student_id, sector_id, model_id, session_id, device_id, deadline)
           values (?, ?, ?, ?, ?, ?, ?)`,
          [c.exam_id, c.student_id, c.sector_id, c.model_id, sessionId, deviceId, new Date(c.ends_at)],
          em,
        );
      }
      const row = await this.store.attemptBySession(sessionId, em);
      return { attempt: row!, previous: old?.session_id ?? null };
    });
    if (previous) this.live.replace(previous, M.replaced);
    void this.live.student(c.exam_id, c.sector_id, c.student_id);
    const secret = await this.sessions.tokenSecret();
    return { token: issueStudentToken(secret, sessionId), attempt: await this.views.view(attempt) };
  }

  private checkThrottle(keys: string[]): void {
    const now = Date.now();
    for (const key of keys) {
      const recent = (this.failures.get(key) ?? []).filter((t) => now - t < FAILURE_WINDOW_MS);
      this.failures.set(key, recent);
      if (recent.length >= FAILURES_MAX) {
        const seconds = Math.max(1, Math.ceil((recent[0] + FAILURE_WINDOW_MS - now) / 1000));
        const error = DomainError.of(429, fill(M.tooManySignIns, { seconds }));
        error.headers['Retry-After'] = String(seconds);
        throw error;
      }
    }
  }

  private fail(keys: string[]): void {
    for (const key of keys) this.failures.set(key, [...(this.failures.get(key) ?? []), Date.now()]);
  }
}
