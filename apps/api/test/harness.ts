import pg from 'pg';
import { startApp, type RunningApp } from '../src/app.js';
import { type AppConfig, readConfig } from '../src/config/app-config.js';

/**
 * Boots the whole app over HTTP on a fresh database: in-memory PGlite by default, or the
 * PostgreSQL server at TEST_DATABASE_URL (its public schema is dropped and migrated anew).
 */
export interface TestApp {
  running: RunningApp;
  url: string;
  config: AppConfig;
  login(username: string, password?: string): Promise<string>;
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

export const DEMO_PASSWORDS: Record<string, string> = {
  admin: 'Admin@12345',
  creator: 'Creator@12345',
  reviewer: 'Reviewer@12345',
  examcreator: 'Examcreator@12345',
  viewer: 'Viewer@12345',
  newuser: 'Newuser@12345',
};

export async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public;');
  } finally {
    await client.end();
  }
}

export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (databaseUrl && !overrides.databaseUrl) await resetPostgres(databaseUrl);
  const config: AppConfig = {
    ...readConfig({}),
    port: 0,
    databaseUrl,
    dataDir: 'memory://',
    redisUrl: undefined,
    webDist: '/nonexistent',
    tokenSecret: 'test-token-secret',
    ...overrides,
  };
  const running = await startApp(config, { logger: ['error'] });
  const url = running.url;

  const request = async (method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse> => {
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
    const res = await fetch(`${url}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };

  return {
    running,
    url,
    config,
    request,
    async login(username, password = DEMO_PASSWORDS[username]) {
      const res = await request('POST', '/api/auth/login', { body: { username, password } });
      if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.text}`);
      return res.body.token as string;
    },
    close: () => running.close(),
  };
}
