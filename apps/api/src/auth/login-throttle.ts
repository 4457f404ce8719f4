import { Injectable } from '@nestjs/common';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '@mizan/domain/auth';
import { Db } from '../database/db.service.js';

/**
 * Lock-out after LOGIN_MAX_FAILURES failures for one username within LOGIN_WINDOW_MINUTES,
 * counted in the database so every API process sees the same count.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /** Seconds until the user may try again, or 0 when not locked. */
  async retryAfter(username: string): Promise<number> {
    const [row] = await this.db.query<{ at: Date | string }>(
      `select at from login_failure
       where lower(username) = lower(?) and at > now() - make_interval(mins => ?)
       order by at desc offset ? limit 1`,
      [username, LOGIN_WINDOW_MINUTES, LOGIN_MAX_FAILURES - 1],
    );
    if (!row) return 0;
    const unlockAt = new Date(row.at).getTime() + LOGIN_WINDOW_MINUTES * 60_000;
    return Math.max(1, Math.ceil((unlockAt - Date.now()) / 1000));
  }

  async fail(username: string, ip?: string): Promise<void> {
    await this.db.query('insert into login_failure (username, at, ip) values (?, now(), ?)', [
      username.slice(0, 100),
      ip?.slice(0, 60) ?? null,
    ]);
  }

  async clear(username: string): Promise<void> {
    await this.db.query('delete from login_failure where lower(username) = lower(?)', [username]);
  }
}
