/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import { createServer, type Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { SessionInfo } from '@mizan/domain/auth';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// The server package is the API's: its types from there too.
import type { Server as IoServer, Socket as ServerSocket } from '../../../api/node_modules/socket.io';
import { connectSocket, type MizanSocket } from '../realtime/socket';
import { authAtom } from '../state/authAtom';
import { socketAtom } from '../state/socketAtom';
import { store } from '../state/store';
import { useNotifications } from './useNotifications';
import { actUntil } from '../testing/until';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The bell against a real HTTP server holding the user's notifications (ids 1..newest), whose
 * answers to an older page the test can hold back, and the session's socket to a real socket.io
 * server on the same origin: what the hook asks, and what it shows.
 */
const { Server } = createRequire(resolve('apps/api/package.json'))('socket.io') as {
  Server: typeof IoServer;
};
let http: HttpServer;
let io: IoServer;
let newest = 30;
const asked: string[] = [];
let holdOlder = false;
const held: (() => void)[] = [];

const page = (ids: number[]) =>
  JSON.stringify({
    unread: 0,
    notifications: ids.map((notificationId) => ({ notificationId, kind: 'comment', read: false })),
    currentPage: 1,
    totalItems: newest,
  });
const idsFrom = (top: number) => Array.from({ length: Math.min(10, top) }, (_, i) => top - i);

beforeAll(async () => {
  http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const before = url.searchParams.get('before');
    asked.push(before ? `before ${before}` : 'newest');
    // Read when answered, not when asked: what the server holds by then.
    const answer = () => {
      res.setHeader('content-type', 'application/json');
      res.end(page(idsFrom(before ? Number(before) - 1 : newest)));
    };
    if (before && holdOlder) held.push(answer);
    else answer();
  });
  io = new Server(http, { path: SOCKET_PATH, transports: ['websocket'] });
  await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
  const { port } = http.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/`,
  );
});
let client: MizanSocket | undefined;
let root: Root | undefined;
// Also after a failure: an answer left held or a socket left open would keep the run from ending.
afterEach(() => {
  for (const answer of held.splice(0)) answer();
  act(() => root?.unmount());
  act(() => store.set(socketAtom, null));
  client?.disconnect();
});
afterAll(() => new Promise<void>((ok) => io.close(() => ok())));

/** The next connection the server accepts (a first connect or a reconnect). */
const connection = () => new Promise<ServerSocket>((ok) => io.once('connection', ok));

let bell: ReturnType<typeof useNotifications> | undefined;
function Bell() {
  bell = useNotifications('admin');
  return null;
}

it('brings the older page below what is shown when the newest was read again while it was on its way', async () => {
  store.set(authAtom, { token: 'a-token' } as SessionInfo);
  const connected = connection();
  const socket = connectSocket();
  client = socket;
  const server = await connected;
  await actUntil(() => socket.connected, 'socket connected');
  act(() => store.set(socketAtom, socket));
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(document.createElement('div'));
  act(() => root?.render(createElement(QueryClientProvider, { client: queries }, createElement(Bell))));
  const shown = () => bell?.items.map((n) => n.notificationId) ?? [];
  await actUntil(() => shown().length === 10, 'the newest page');
  expect(shown()).toEqual(idsFrom(30));

  // The user asks for older ones. Before they arrive the connection drops, eleven come meanwhile,
  // and the socket, back, has the newest page read again: more than a page, so it replaces the list.
  holdOlder = true;
  act(() => bell?.older());
  await actUntil(() => held.length === 1, 'the older page asked');
  const again = connection();
  server.conn.close();
  newest = 41;
  await again;
  await actUntil(() => shown()[0] === 41, 'the newest page read again');
  expect(shown()).toEqual(idsFrom(41));

  // The older page, below the list as it was, would leave a gap: it is dropped and the page below
  // what is shown now is asked instead.
  holdOlder = false;
  held.splice(0)[0]();
  await actUntil(() => shown().length === 20, 'the older page below what is shown');
  expect(asked).toEqual(['newest', 'before 21', 'newest', 'before 32']);
  expect(shown()).toEqual([...idsFrom(41), ...idsFrom(31)]);
});
