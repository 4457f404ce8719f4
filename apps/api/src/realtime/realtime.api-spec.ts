import { randomUUID } from 'node:crypto';
import { type ServerToClientEvents } from '@mizan/domain/realtime';
import { type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { issueSessionToken, readSessionToken } from '../auth/signed-token.js';
import { Redis } from 'ioredis';
import { openSocket } from '../../test/sockets.js';

const NEW_PASSWORD = 'Renewed#2026pw';
/** The forced reset of newuser (the demo seed's pending one), as the reset screen sends it. */
const resetPassword = (app: TestApp, token: string) =>
  app.request('POST', '/api/auth/reset-password', {
    token,
    body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
/** The stage switch of the header, which tells the user's sockets 'session:changed' {reason: 'stage'}. */
const switchStage = (app: TestApp, token: string, stageId: '33.1.' | '33.2.') =>
  app.request('PUT', '/api/auth/stage', { token, body: { stageId } });

type ClientSocket = Socket<ServerToClientEvents, Record<string, never>>;

describe('realtime: socket.io on the API origin with the session token', () => {
  let t: TestApp;
  const sockets: ClientSocket[] = [];

  /** Opens a socket as the web client does: resolves once connected, rejects with the refusal. */
  const connect = (
    auth: Record<string, unknown>,
    opts: Partial<ManagerOptions & SocketOptions> = {},
    app = t,
  ): Promise<ClientSocket> => openSocket(app.url, auth, sockets, opts);
  const refusal = (auth: Record<string, unknown>): Promise<string> =>
    connect(auth).then(
      () => 'connected',
      (error: Error) => error.message,
    );
  /** Every `event` the socket receives from now on. */
  const record = (socket: ClientSocket, event: keyof ServerToClientEvents): unknown[][] => {
    const seen: unknown[][] = [];
    socket.on(event, (...args: unknown[]) => seen.push(args));
    return seen;
  };
  /**
   * The event's payload. With connection-state recovery the server appends the packet's offset
   * as a last string argument (the client keeps it to resume), so only the first one is the payload.
   */
  const next = (socket: ClientSocket, event: keyof ServerToClientEvents, ms = 5_000): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${event}' within ${ms} ms`)), ms);
      socket.once(event, (...args: unknown[]) => {
        clearTimeout(timer);
        resolve(typeof args[0] === 'object' ? args[0] : undefined);
      });
    });
  /**
   * Events reach a socket in the order the server emitted them: once `socket` has the
   * 'session:changed' that `after` causes, it would already have had any event emitted before.
   */
  const passed = async (socket: ClientSocket, after: () => Promise<{ status: number }>) => {
    const got = next(socket, 'session:changed');
    expect((await after()).status).toBe(200);
    return got;
  };

  // Migrating and seeding can take longer than jest's default 5 s on a busy machine.
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t.close(), 30_000);

  it('connects with a valid session token', async () => {
    const socket = await connect({ token: await t.login('viewer') });
    expect(socket.connected).toBe(true);
  });

  it('refuses a missing, malformed or forged token at connect', async () => {
    const token = await t.login('viewer');
    const sessionId = readSessionToken(t.config.tokenSecret!, token)!;
    const [id, issued] = token.split('.');
    expect(await refusal({})).toBe('unauthorized');
    expect(await refusal({ token: '' })).toBe('unauthorized');
    expect(await refusal({ token: 42 })).toBe('unauthorized');
    expect(await refusal({ token: 'not-a-token' })).toBe('unauthorized');
    expect(await refusal({ token: `${id}.${issued}.${'A'.repeat(43)}` })).toBe('unauthorized');
    expect(await refusal({ token: issueSessionToken('another-secret', sessionId) })).toBe('unauthorized');
    // Well signed, but no such session.
    expect(await refusal({ token: issueSessionToken(t.config.tokenSecret!, randomUUID()) })).toBe(
      'unauthorized',
    );
  });

  it('refuses the token of a logged-out session', async () => {
    const token = await t.login('viewer');
    expect((await t.request('POST', '/api/auth/logout', { token })).status).toBeLessThan(300);
    expect(await refusal({ token })).toBe('unauthorized');
  });

  it("tells the logged-out session's sockets, and only them, that the session was revoked", async () => {
    const first = await t.login('creator');
    const second = await t.login('creator');
    const [a1, a2, b] = await Promise.all([
      connect({ token: first }),
      connect({ token: first }),
      connect({ token: second }),
    ]);
    const strays = record(b, 'session:revoked');
    const got = Promise.all([next(a1, 'session:revoked'), next(a2, 'session:revoked')]);

    expect((await t.request('POST', '/api/auth/logout', { token: first })).status).toBeLessThan(300);
    expect(await got).toEqual([undefined, undefined]);
    // The other session lives on, and its socket had no revocation before this later event.
    expect(await passed(b, () => switchStage(t, second, '33.1.'))).toEqual({ reason: 'stage' });
    expect(strays).toEqual([]);
    expect(b.connected).toBe(true);
  });

  it('tells every socket of the user, and no one else, that the scope changed', async () => {
    const mine = await t.login('admin');
    const mineElsewhere = await t.login('admin');
    const theirs = await t.login('reviewer');
    const [m1, m2, other] = await Promise.all([
      connect({ token: mine }),
      connect({ token: mineElsewhere }),
      connect({ token: theirs }),
    ]);
    const strays = record(other, 'session:changed');
    const got = Promise.all([next(m1, 'session:changed'), next(m2, 'session:changed')]);

    const tree = await t.request('GET', '/api/scopes/tree', { token: mine });
    expect(tree.status).toBe(200);
    const scopeId = (tree.body.root.children[0] ?? tree.body.root).id as number;
    const res = await t.request('PUT', '/api/auth/scope', { token: mine, body: { scopeId } });
    expect(res.status).toBe(200);

    expect(await got).toEqual([{ reason: 'scope' }, { reason: 'scope' }]);
    // The reviewer's socket has its own later stage switch, and nothing before it.
    expect(await passed(other, () => switchStage(t, theirs, '33.1.'))).toEqual({ reason: 'stage' });
    expect(strays.map(([payload]) => payload)).toEqual([{ reason: 'stage' }]);
  });

  it("closes the sockets of the sessions a password reset ends, after telling them, and not the resetting session's", async () => {
    const ended = await t.login('newuser');
    const resetting = await t.login('newuser');
    const [gone, kept] = await Promise.all([connect({ token: ended }), connect({ token: resetting })]);
    const revoked = next(gone, 'session:revoked');
    const closed = new Promise((resolve) => gone.once('disconnect', resolve));
    expect((await resetPassword(t, resetting)).status).toBe(200);
    await revoked;
    expect(await closed).toBe('io server disconnect');
    expect(await passed(kept, () => switchStage(t, resetting, '33.1.'))).toEqual({ reason: 'stage' });
    expect(kept.connected).toBe(true);
    await expect(connect({ token: ended })).rejects.toThrow('unauthorized');
  });

  it('resumes a briefly dropped socket with the events it missed (one process, no Redis)', async () => {
    const token = await t.login('reviewer');
    const other = await t.login('reviewer');
    const socket = await connect({ token });
    expect(socket.recovered).toBe(false);
    // A client resumes from the offset of the last event it received: it needs one first.
    expect(await passed(socket, () => switchStage(t, token, '33.2.'))).toEqual({ reason: 'stage' });

    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.io.engine.close(); // the network drops (the server sees the transport close)
    await dropped;
    // While it is away, the profile edit of the user menu (in another tab of the user).
    const edit = await t.request('PUT', '/api/users/reviewer/profile', {
      token: other,
      body: { nameAr: 'د. خالد المراجع', nameEn: 'Dr. Khaled Reviewer' },
    });
    expect(edit.status).toBe(200);
    const missed = next(socket, 'session:changed');
    const reconnected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.connect(); // what the client's reconnection does, once the network is back
    await reconnected;
    expect(socket.recovered).toBe(true);
    expect(await missed).toEqual({ reason: 'profile' });
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('realtime: one process with the Redis adapter (REDIS_URL)', () => {
  let t: TestApp;
  let probe: Redis;
  const sockets: ClientSocket[] = [];
  let closing: Promise<void> | undefined;
  const closeOnce = () => {
    closing ??= t?.close();
    return closing;
  };
  const ours = async () =>
    ((await probe.client('LIST')) as string)
      .split('\n')
      .filter((line) => line.includes(` name=mizan-api:${process.pid}:`));

  beforeAll(async () => {
    probe = new Redis(redisUrl!);
    t = await startTestApp({ redisUrl });
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await closeOnce();
    await probe.quit();
  }, 30_000);

  const connect = (token: string) => openSocket<ClientSocket>(t.url, { token }, sockets);

  it('carries events through Redis, without connection-state recovery, and closes its Redis clients with the app', async () => {
    // The adapter's publisher and subscriber connect (and name themselves) in the background;
    // other areas (presence, collaboration) keep clients of their own.
    const adapter = async () => (await ours()).filter((line) => / name=mizan-api:\d+:(pub|sub) /.test(line));
    for (let i = 0; i < 50 && (await adapter()).length < 2; i++) await settle(50);
    expect(await adapter()).toHaveLength(2);
    const token = await t.login('admin');
    const socket = await connect(token);
    const got = new Promise<unknown[]>((resolve) =>
      socket.once('session:changed', (...args: unknown[]) => resolve(args)),
    );
    expect((await switchStage(t, token, '33.2.')).status).toBe(200);
    // No offset appended: recovery is off with the Redis adapter, which cannot replay packets.
    expect(await got).toEqual([{ reason: 'stage' }]);
    expect(socket.recovered).toBeFalsy();

    // A password reset ends the user's other sessions: their sockets close through the adapter.
    const ended = await connect(await t.login('newuser'));
    const closed = new Promise((resolve) => ended.once('disconnect', resolve));
    expect((await resetPassword(t, await t.login('newuser'))).status).toBe(200);
    expect(await closed).toBe('io server disconnect');

    await closeOnce();
    expect(await ours()).toEqual([]);
  });
});

function settle(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
