import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { type ApiProcess, requireBuild, startTwo, stopApi } from './api-process.js';
import { ownPostgresDatabase } from './harness.js';
import { openSocket } from './sockets.js';

/**
 * The setup every multi-process spec shares: two built API processes on a PostgreSQL database of
 * the spec's own and one Redis, a SQL client on that database, and the sockets a test opened
 * closed after it. Specs run only where TEST_DATABASE_URL and REDIS_URL are given.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/** jest's describe where the spec can run, else describe.skip with a line saying why. */
export function describeMultiProcess(spec: string): jest.Describe {
  if (databaseUrl && redisUrl) return describe;
  console.info(`${spec} skipped: it needs both TEST_DATABASE_URL and REDIS_URL`);
  return describe.skip;
}

export interface TwoProcesses {
  readonly a: ApiProcess;
  readonly b: ApiProcess;
  /** Raw SQL on the processes' database (`?` placeholders), for fixtures and checks. */
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  /** A connected socket.io client of `api` (`namespace` '' is the staff socket). */
  connect<S>(api: ApiProcess, token: string, namespace?: string): Promise<S>;
}

/** Registers the hooks that start both processes before the spec's tests and stop them after. */
export function twoProcesses(env: Record<string, string> = {}): TwoProcesses {
  let pair: [ApiProcess, ApiProcess] | undefined;
  let db: pg.Client | undefined;
  const sockets: { close(): void }[] = [];
  // Last resort if jest dies between beforeAll and afterAll.
  const killAll = () => {
    for (const api of pair ?? []) api.child.kill('SIGKILL');
  };
  const started = () => {
    if (!pair) throw new Error('the two API processes are not started (use them inside tests)');
    return pair;
  };

  beforeAll(async () => {
    requireBuild();
    const own = await ownPostgresDatabase(databaseUrl!);
    process.once('exit', killAll);
    pair = await startTwo({ databaseUrl: own, redisUrl: redisUrl! }, env);
    db = new pg.Client({ connectionString: own });
    await db.connect();
  }, 180_000);
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await db?.end();
    await Promise.all((pair ?? []).map(stopApi));
    process.off('exit', killAll);
  }, 30_000);

  return {
    get a() {
      return started()[0];
    },
    get b() {
      return started()[1];
    },
    async sql<T>(query: string, params: unknown[] = []) {
      let n = 0;
      return (
        await db!.query(
          query.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as T[];
    },
    connect<S>(api: ApiProcess, token: string, namespace = '') {
      return openSocket<S>(`${api.url}${namespace}`, { token }, sockets);
    },
  };
}

/** The next `event` on `socket` whose first argument `match` accepts (rejects after `ms`). */
export function nextEvent<T>(
  typed: object,
  event: string,
  match: (payload: T) => boolean = () => true,
  ms = 5_000,
): Promise<T> {
  // Any socket.io client socket (their typed event maps do not meet in one parameter type).
  const socket = typed as Socket;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching '${event}' within ${ms} ms`)), ms);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
