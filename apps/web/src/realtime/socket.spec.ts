/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { resolve } from 'node:path';
import type { SessionInfo } from '@mizan/domain/auth';
import { SOCKET_HANDSHAKE_TIMEOUT_MS, SOCKET_PATH, SOCKET_UNAUTHORIZED } from '@mizan/domain/realtime';
import { TOKEN_HEADER } from '@mizan/domain/session';
// The server package is the API's: its types from there too.
import type { Server as IoServer, Socket as ServerSocket } from '../../../api/node_modules/socket.io';
import { registerNavigate, setLoggingOut } from '../app/navigation';
import { authAtom } from '../state/authAtom';
import { courseAtom } from '../state/courseAtom';
import { socketAtom } from '../state/socketAtom';
import { store } from '../state/store';
import { connectSocket, type MizanSocket } from './socket';
import { waitUntil } from '../testing/until';

/**
 * The session's socket against a real socket.io server on the page's origin (the server package is
 * the API's dependency, loaded from there; jest runs from the repository root): the handshake carries the token stored at that moment,
 * and the server's session events end or refresh the session as SPEC 4 and 8 say.
 */
const { Server } = createRequire(resolve('apps/api/package.json'))('socket.io') as {
  Server: typeof IoServer;
};

let http: HttpServer;
let io: IoServer;
let refuse: string | null = null;
const handshakes: (string | undefined)[] = [];
const sessionCalls: (string | undefined)[] = [];
const went: { to: string; replace?: boolean }[] = [];
let client: MizanSocket | undefined;

const session = (token: string, username = 'creator'): SessionInfo => ({
  token,
  username,
  name: { ar: 'منشئ', en: 'Creator' },
  userImage: null,
  canSyncCourses: false,
  resetPassword: false,
  resetMessage: null,
  sessionDuration: 1800,
  sessionExpiry: new Date(Date.now() + 60_000).toISOString(),
  technicalSupport: false,
  apps: [],
  stages: { activeStageId: '33.1.', items: [] },
  scope: {
    selectedScopeId: 12,
    name: { ar: 'قسم', en: 'Department' },
    childCount: 0,
    path: [{ id: 12, name: { ar: 'قسم', en: 'Department' } }],
    startLevel: 3,
    level: 3,
    isLastLevel: true,
    isDepartmentLevel: true,
  },
});

/** Resolves on the next event of that name, failing after a while instead of hanging. */
const next = <T>(on: (cb: (v: T) => void) => void, what: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what}`)), 4000);
    on((v) => {
      clearTimeout(timer);
      resolve(v);
    });
  });
const nextConnection = () => next<ServerSocket>((cb) => io.once('connection', cb), 'connection');

beforeAll(async () => {
  http = createServer((req, res) => {
    // The session refresh that 'session:changed' asks for (SPEC 4): answers the stored session's user.
    sessionCalls.push(req.headers.authorization);
    res.writeHead(200, { 'Content-Type': 'application/json', [TOKEN_HEADER]: 'refreshed-token' });
    res.end(JSON.stringify(session('refreshed-token', 'renamed')));
  });
  io = new Server(http, { path: SOCKET_PATH, transports: ['websocket'] });
  io.use((socket, nextStep) => {
    handshakes.push(socket.handshake.auth.token);
    nextStep(refuse ? new Error(refuse) : undefined);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/courses/list?page=2`,
  );
  registerNavigate((to, opts) => went.push({ to, replace: opts?.replace }));
});
afterAll(async () => {
  await new Promise<void>((resolve) => io.close(() => resolve()));
});
beforeEach(() => {
  refuse = null;
  handshakes.length = 0;
  sessionCalls.length = 0;
  went.length = 0;
  setLoggingOut(false);
  store.set(authAtom, session('first-token'));
  store.set(courseAtom, { courseId: 7, courseName: { ar: 'الاستاتيكا', en: 'Statics' } });
});
afterEach(() => {
  store.set(socketAtom, null);
  client?.disconnect();
  client = undefined;
});

const open = async () => {
  const connected = nextConnection();
  client = connectSocket();
  const server = await connected;
  await waitUntil(() => client?.connected === true, 'client connected');
  return server;
};

describe('connectSocket', () => {
  it('joins the page origin with the stored token, and a reconnect sends the token stored then', async () => {
    const first = await open();
    expect(handshakes).toEqual(['first-token']);
    // Each HTTP reply rotates the token; the open socket is kept (no reconnect for it).
    store.set(authAtom, session('rotated-token'));
    expect(client?.connected).toBe(true);
    expect(handshakes).toHaveLength(1);
    // The connection drops (a network blip): socket.io reconnects with the token of now.
    const again = nextConnection();
    first.conn.close();
    const second = await again;
    expect(handshakes).toEqual(['first-token', 'rotated-token']);
    expect(second.id).not.toBe(first.id);
  });

  it('tries again when the link drops between the WebSocket opening and the handshake', async () => {
    // The first upgrade is answered (the page's WebSocket opens) and the link then drops before
    // the server's handshake: socket.io-client alone would sit on it for 20 s.
    const ioUpgrade = http.listeners('upgrade');
    http.removeAllListeners('upgrade');
    http.once('upgrade', (req: IncomingMessage, link: NetSocket) => {
      const accept = createHash('sha1')
        .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
        .digest('base64');
      link.end(
        `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
      );
      for (const l of ioUpgrade) http.on('upgrade', l as never);
    });
    const started = Date.now();
    client = connectSocket();
    await waitUntil(
      () => client?.connected === true,
      'connected after the drop',
      SOCKET_HANDSHAKE_TIMEOUT_MS + 4000,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(SOCKET_HANDSHAKE_TIMEOUT_MS - 100);
    expect(handshakes).toEqual(['first-token']);
  }, 15_000);

  it('delivers the server events to the screens that listen on it', async () => {
    const server = await open();
    const got = next<unknown>((cb) => client?.on('notification', cb as never), 'event');
    server.emit('notification', { id: 5 });
    expect(await got).toEqual({ id: 5 });
  });

  it("ends the session on 'session:revoked' and goes to the login page that returns here (SPEC 8)", async () => {
    const server = await open();
    server.emit('session:revoked');
    await waitUntil(() => went.length > 0, 'navigation');
    expect(store.get(authAtom)).toBeNull();
    expect(store.get(courseAtom)).toBeNull();
    expect(went).toEqual([
      { to: `/login?redirect=${encodeURIComponent('/courses/list?page=2')}`, replace: true },
    ]);
  });

  it("ignores the revocation echo of this tab's own logout", async () => {
    const server = await open();
    setLoggingOut(true);
    const echoed = next<void>((cb) => client?.once('session:revoked', () => cb()), 'echo');
    server.emit('session:revoked');
    await echoed;
    expect(went).toEqual([]);
    expect(store.get(authAtom)?.token).toBe('first-token');
  });

  it('ends the session when the server refuses the token at the handshake', async () => {
    refuse = SOCKET_UNAUTHORIZED;
    client = connectSocket();
    await waitUntil(() => went.length > 0, 'navigation');
    expect(store.get(authAtom)).toBeNull();
    expect(went[0]?.to).toBe(`/login?redirect=${encodeURIComponent('/courses/list?page=2')}`);
  });

  it('keeps the session through any other handshake refusal, and tries again while it is the session socket', async () => {
    refuse = 'unavailable';
    const opened = connectSocket();
    client = opened;
    store.set(socketAtom, opened);
    const failed = next<Error>((cb) => opened.once('connect_error', cb), 'connect_error');
    expect((await failed).message).toBe('unavailable');
    expect(went).toEqual([]);
    expect(store.get(authAtom)?.token).toBe('first-token');
    // The database is back: socket.io alone would never try again after a refusal.
    refuse = null;
    await waitUntil(() => client?.connected === true, 'connected after the refusal', 6000);
    expect(handshakes).toEqual(['first-token', 'first-token']);
  });

  it("refreshes the session over HTTP on 'session:changed' (a stage or profile change elsewhere)", async () => {
    const server = await open();
    server.emit('session:changed', {} as never);
    await waitUntil(() => store.get(authAtom)?.username === 'renamed', 'session refreshed');
    expect(sessionCalls).toEqual(['Bearer first-token']);
    expect(store.get(authAtom)?.token).toBe('refreshed-token');
  });
});
