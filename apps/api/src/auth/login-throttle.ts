import { Injectable } from '@nestjs/common';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '@mizan/domain/auth';
import { Db } from '../database/db.service.js';

/** Added per failure of a user name, from any address, once LOGIN_MAX_FAILURES are reached. */
export const SLOWDOWN_STEP_MS = 250;
/** The most one attempt at a user name is held back. */
export const SLOWDOWN_MAX_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Failed logins (README 'Login throttle'), counted in the database so every API process sees them:
 * - LOGIN_MAX_FAILURES failures of one user name from one client address within
 *   LOGIN_WINDOW_MINUTES lock that pair out (429): a guesser's own address, not the user;
 * - failures of the user name from all addresses slow down every attempt at it (the right
 *   password from any address still gets in, only later), and attempts at a slowed name are taken
 *   one at a time on each process so parallel guesses gain nothing.
 * A successful login forgets the failures of its own address only.
 */
@Injectable()
export class LoginThrottle {
  /** Per lower-cased user name: the attempts waiting their turn on this process. */
  private readonly turns = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Db) {}

  /** Seconds until this address may try this user name again, or 0 when not locked. */
  async retryAfter(username: string, ip: string): Promise<number> {
    const [row] = await this.db.query<{ at: Date | string }>(
      `select at from login_failure
       where lower(username) = lower(?) and coalesce(ip, '') = ? and at > now() - make_interval(mins => ?)
       order by at desc offset ? limit 1`,
      [username, ip, LOGIN_WINDOW_MINUTES, LOGIN_MAX_FAILURES - 1],
    );
    if (!row) return 0;
    const unlockAt = new Date(row.at).getTime() + LOGIN_WINDOW_MINUTES * 60_000;
    return Math.max(1, Math.ceil((unlockAt - Date.now()) / 1000));
  }

  /** How long an attempt at this user name is held back: 0 until it has failed LOGIN_MAX_FAILURES times. */
  async delayMs(username: string): Promise<number> {
    const [row] = await this.db.query<{ n: number | string }>(
      `select count(*) as n from login_failure
       where lower(username) = lower(?) and at > now() - make_interval(mins => ?)`,
      [username, LOGIN_WINDOW_MINUTES],
    );
    const failures = Number(row?.n ?? 0);
    if (failures < LOGIN_MAX_FAILURES) return 0;
    return Math.min(SLOWDOWN_MAX_MS, (failures - LOGIN_MAX_FAILURES + 1) * SLOWDOWN_STEP_MS);
  }

  /** Runs `attempt` after the user name's delay, one attempt at a slowed name at a time. */
  async slowed<T>(username: string, attempt: () => Promise<T>): Promise<T> {
    const delay = await this.delayMs(username);
    if (delay === 0) return attempt();
    const key = username.toLowerCase();
    const previous = this.turns.get(key) ?? Promise.resolve();
    const turn = previous
      .catch(() => undefined)
      .then(async () => {
        await sleep(delay);
        return attempt();
      });
    this.turns.set(key, turn);
    try {
      return await turn;
    } finally {
      if (this.turns.get(key) === turn) this.turns.delete(key);
    }
  }

  async fail(username: string, ip: string): Promise<void> {
    await this.db.query('insert into login_failure (username, at, ip) values (?, now(), ?)', [
      username.slice(0, 100),
      ip.slice(0, 60),
    ]);
  }

  async clear(username: string, ip: string): Promise<void> {
    await this.db.query(
      'delete from login_failure where lower(username) = lower(?) and coalesce(ip, ?) = ?',
      [username, ip, ip],
    );
  }
}
