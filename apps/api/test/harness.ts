import type { SessionInfo } from '@mizan/domain/auth';
import pg from 'pg';
import { startApp, type RunningApp } from '../src/app.js';
import { type AppConfig, readConfig } from '../src/config/app-config.js';
import { DEMO_USERS } from '../src/database/seed/demo-seed.js';
import { QuestionSettingsService } from '../src/questions/question-settings.js';
import { seededPgliteImage, seededPostgresDatabase } from './seeded-database.js';

/**
 * Tests and hooks here boot apps and hash passwords (scrypt, memory-hard), slow on a loaded machine;
 * the `testTimeout` of a jest project is not applied, so the files that use this harness set it.
 */
export const TEST_TIMEOUT = 30_000;
(import.meta as ImportMeta & { jest?: { setTimeout(ms: number): void } }).jest?.setTimeout(TEST_TIMEOUT);

/**
 * Boots the whole app over HTTP on a fresh database at the demo seed: in-memory PGlite by default,
 * or a database of its own on the PostgreSQL server at TEST_DATABASE_URL. Under the jest config
 * both are copies of the run's migrated, seeded database (test/seeded-database.ts); otherwise PGlite
 * starts empty, or TEST_DATABASE_URL's public schema is dropped, and the app migrates and seeds.
 * A `databaseUrl` override is used as it is, and so is a `dataDir` holding a cluster (to start
 * again on an app's database); an empty `dataDir` on disk gets the seeded copy too.
 */
export interface TestApp {
  running: RunningApp;
  url: string;
  config: AppConfig;
  login(username: string, password?: string): Promise<string>;
  /** Logs in and returns the whole SessionInfo body (throws unless 200). */
  loginInfo(username: string, password?: string): Promise<SessionInfo>;
  /** Raw SQL on the app's own database (`?` placeholders), for fixtures and for checking what was written. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /**
   * Sets an app_setting (null removes it) as an administrator does in the database, then drops
   * the app's settings cache so the next request reads it rather than the previous test's value.
   */
  setting(key: string, value: string | null): Promise<void>;
  /** Scope ids of the demo university by code ('UNI', 'ENG', 'SCI-MTH', ...). */
  scopeIds(): Promise<Record<string, number>>;
  request(method: string, path: string, opts?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, with its own content type. */
  raw?: { body: string | Uint8Array<ArrayBuffer> | FormData; contentType?: string };
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the body holds
  body: any;
  text: string;
}

/** The demo users' passwords, read from the seed itself. */
export const DEMO_PASSWORDS: Record<string, string> = Object.fromEntries(
  DEMO_USERS.map((u) => [u.username, u.password]),
);

export async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public;');
  } finally {
    await client.end();
  }
}

/**
 * A database of the caller's own on the server of `url`, at the demo seed: a copy of the run's
 * seeded template under the jest config (specs on parallel workers never share one), else `url`
 * itself emptied (a spec run alone); its URL.
 */
export async function ownPostgresDatabase(url: string): Promise<string> {
  const own = await seededPostgresDatabase(url);
  if (own) return own;
  await resetPostgres(url);
  return url;
}

/** One HTTP request to `baseUrl`, with a JSON body (or `raw`), the bearer token, and the body parsed when JSON. */
export async function httpRequest(
  baseUrl: string,
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | Uint8Array<ArrayBuffer> | FormData | undefined;
  if (opts.raw) {
    body = opts.raw.body;
    if (opts.raw.contentType) headers['Content-Type'] = opts.raw.contentType;
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  let databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  let testPgliteImage: Blob | undefined;
  if (databaseUrl && !overrides.databaseUrl) {
    databaseUrl = await ownPostgresDatabase(databaseUrl);
  } else if (!databaseUrl && !overrides.databaseUrl) {
    // In memory, or in a data dir on disk that holds no cluster yet (one holding one is started again).
    testPgliteImage = await seededPgliteImage();
  }
  const config: AppConfig = {
    ...readConfig({}),
    port: 0,
    databaseUrl,
    dataDir: 'memory://',
    redisUrl: undefined,
    // Per jest worker: apps of one spec share their Redis channels, specs run beside them do not.
    redisPrefix: `mizan-test-${process.pid}`,
    webDist: '/nonexistent',
    tokenSecret: 'test-token-secret',
    ...overrides,
  };
  const running = await startApp(config, { logger: ['error'], testPgliteImage });
  const url = running.url;

  const request = (method: string, path: string, opts: RequestOptions = {}) =>
    httpRequest(url, method, path, opts);

  const loginInfo = async (username: string, password = DEMO_PASSWORDS[username]) => {
    const res = await request('POST', '/api/auth/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.text}`);
    return res.body as SessionInfo;
  };
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    running.database.orm.em.execute(query, params as never[]) as Promise<T[]>;

  return {
    running,
    url,
    config,
    request,
    loginInfo,
    sql,
    async login(username, password) {
      return (await loginInfo(username, password)).token;
    },
    async setting(key, value) {
      if (value === null) await sql('delete from app_setting where key = ?', [key]);
      else
        await sql(
          'insert into app_setting (key, value) values (?, ?) on conflict (key) do update set value = excluded.value',
          [key, value],
        );
      running.app.get(QuestionSettingsService).clear();
    },
    async scopeIds() {
      const rows = await sql<{ id: number; code: string }>('select id, code from scope');
      return Object.fromEntries(rows.map((r) => [r.code, r.id]));
    },
    close: () => running.close(),
  };
}

/**
 * Timeout for a hook that boots an app (a cold PGlite takes a few seconds, and the first app of each
 * jest worker waits for the run's seeded database, which one worker builds): pass it to beforeAll.
 * Only a bound on a hung boot; a quiet machine boots in seconds.
 */
export const BOOT_TIMEOUT = 120_000;
