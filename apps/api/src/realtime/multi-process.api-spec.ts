import { SOCKET_PATH, type ServerToClientEvents } from '@mizan/domain/realtime';
import { io, type Socket } from 'socket.io-client';
import { type ApiProcess, call, login, requireBuild, startTwo, stopApi } from '../../test/api-process.js';
import { ownPostgresDatabase } from '../../test/harness.js';

/**
 * Two API processes on one PostgreSQL database and one Redis (issue 2, parts 4 and 7): a token
 * issued by one is honoured by the other, and an event emitted on one reaches the sockets of the
 * other through the socket.io Redis adapter. Runs the built API (`npm run build` first).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const enabled = Boolean(databaseUrl && redisUrl);
if (!enabled) {
  console.info('multi-process realtime spec skipped: it needs both TEST_DATABASE_URL and REDIS_URL');
}

type ClientSocket = Socket<ServerToClientEvents, Record<string, never>>;

(enabled ? describe : describe.skip)('realtime across two API processes (PostgreSQL + Redis)', () => {
  const apis: ApiProcess[] = [];
  const sockets: ClientSocket[] = [];
  let a: ApiProcess;
  let b: ApiProcess;
  // Last resort if jest dies between beforeAll and afterAll.
  const killAll = () => {
    for (const api of apis) api.child.kill('SIGKILL');
  };

  const connect = (api: ApiProcess, token: string): Promise<ClientSocket> => {
    const socket: ClientSocket = io(api.url, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  const next = (socket: ClientSocket, event: keyof ServerToClientEvents, ms = 5_000): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${event}' within ${ms} ms`)), ms);
      socket.once(event, (...args: unknown[]) => {
        clearTimeout(timer);
        resolve(typeof args[0] === 'object' ? args[0] : undefined);
      });
    });

  beforeAll(async () => {
    requireBuild();
    const own = await ownPostgresDatabase(databaseUrl!);
    process.once('exit', killAll);
    [a, b] = await startTwo({ databaseUrl: own, redisUrl: redisUrl! });
    apis.push(a, b);
  }, 120_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await Promise.all(apis.map(stopApi));
    process.off('exit', killAll);
  }, 30_000);

  it('honours on each process a token issued by the other, with the secret kept in the database', async () => {
    // The first logins on both processes at the same moment: both create the secret, one wins.
    const [fromA, fromB] = await Promise.all([
      login(a, 'viewer', 'Viewer@12345'),
      login(b, 'viewer', 'Viewer@12345'),
    ]);
    expect((await call(b, 'GET', '/api/auth/session', { token: fromA })).status).toBe(200);
    expect((await call(a, 'GET', '/api/auth/session', { token: fromB })).status).toBe(200);
    const socket = await connect(b, fromA);
    expect(socket.connected).toBe(true);
  });

  it('delivers a scope change made through A to the sockets on B', async () => {
    const token = await login(a, 'admin', 'Admin@12345');
    const socket = await connect(b, token);
    const got = next(socket, 'session:changed');
    const tree = await call(a, 'GET', '/api/scopes/tree', { token });
    const root = (tree.body as { root: { id: number; children: { id: number }[] } }).root;
    const res = await call(a, 'PUT', '/api/auth/scope', {
      token,
      body: { scopeId: root.children[0]?.id ?? root.id },
    });
    expect(res.status).toBe(200);
    expect(await got).toEqual({ reason: 'scope' });
  });

  it('delivers a logout through A to the socket of that session on B, and B then refuses the token', async () => {
    const token = await login(a, 'creator', 'Creator@12345');
    const socket = await connect(b, token);
    const got = next(socket, 'session:revoked');
    expect((await call(a, 'POST', '/api/auth/logout', { token })).status).toBeLessThan(300);
    await got;
    expect((await call(b, 'GET', '/api/auth/session', { token })).status).toBe(401);
    await expect(connect(b, token)).rejects.toThrow('unauthorized');
  });

  it('closes on B the socket of a session that a password reset through A ended', async () => {
    const ended = await login(b, 'newuser', 'Newuser@12345');
    const resetting = await login(a, 'newuser', 'Newuser@12345');
    const socket = await connect(b, ended);
    const revoked = next(socket, 'session:revoked');
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    const password = 'Renewed#2026pw';
    const res = await call(a, 'POST', '/api/auth/reset-password', {
      token: resetting,
      body: { password, confirmPassword: password },
    });
    expect(res.status).toBe(200);
    await revoked;
    expect(await closed).toBe('io server disconnect');
    await expect(connect(b, ended)).rejects.toThrow('unauthorized');
  });
});
