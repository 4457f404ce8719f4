import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The built API as a child process, for the specs that run two processes on one PostgreSQL
 * database and one Redis (`npm run build` first).
 */
export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const MAIN_JS = path.join(ROOT, 'apps/api/dist/bundle/main.js');
/** Started as users start it, with its process settings (bin/mizan-api). */
const LAUNCHER = path.join(ROOT, 'apps/api/bin/mizan-api');
const DOMAIN_JS = path.join(ROOT, 'libs/domain/dist/realtime/index.js');

export interface ApiProcess {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/** Throws unless the API and the domain library are built. */
export function requireBuild(): void {
  if (!existsSync(MAIN_JS) || !existsSync(DOMAIN_JS)) {
    throw new Error(`${MAIN_JS} or ${DOMAIN_JS} is missing: run \`npm run build\` before this spec`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function startApi(
  name: string,
  port: number,
  urls: { databaseUrl: string; redisUrl: string },
  extraEnv: Record<string, string> = {},
): ApiProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: urls.databaseUrl,
    REDIS_URL: urls.redisUrl,
    // The spec's own channels, as its in-process apps have (harness.ts).
    MIZAN_REDIS_PREFIX: `mizan-test-${process.pid}`,
    MIZAN_WEB_DIST: '/nonexistent',
  };
  // The processes must agree on the secret kept in the database, not on a configured one.
  delete env.MIZAN_TOKEN_SECRET;
  // jest's --experimental-vm-modules is not for the API.
  delete env.NODE_OPTIONS;
  const child = spawn(LAUNCHER, [], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, url: `http://127.0.0.1:${port}`, child, output, exited };
}

export async function waitForHealth(api: ApiProcess, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  let gone = false;
  void api.exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`API ${api.name} exited before it was healthy:\n${api.output.join('')}`);
    try {
      const res = await fetch(`${api.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API ${api.name} not healthy within ${ms} ms:\n${api.output.join('')}`);
}

/** SIGTERM (main.js closes the app), SIGKILL after 10 s: no process outlives the spec. */
export async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  await api.exited;
  clearTimeout(timer);
}

export async function call(
  api: ApiProcess,
  method: string,
  route: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${api.url}${route}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

export async function login(api: ApiProcess, username: string, password: string): Promise<string> {
  const res = await call(api, 'POST', '/api/auth/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`login on ${api.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

/**
 * Starts A, waits until it has migrated and seeded the empty database, then B on the migrated
 * one (two processes migrating one empty database at the same moment collide).
 */
export async function startTwo(
  urls: { databaseUrl: string; redisUrl: string },
  env: Record<string, string> = {},
): Promise<[ApiProcess, ApiProcess]> {
  const [portA, portB] = [await freePort(), await freePort()];
  const a = startApi('A', portA, urls, env);
  try {
    await waitForHealth(a);
    const b = startApi('B', portB, urls, env);
    try {
      await waitForHealth(b);
    } catch (error) {
      await stopApi(b);
      throw error;
    }
    return [a, b];
  } catch (error) {
    await stopApi(a);
    throw error;
  }
}
