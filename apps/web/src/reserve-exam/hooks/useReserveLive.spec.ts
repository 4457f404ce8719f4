/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { SessionInfo } from '@mizan/domain/auth';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import type { ReservationChangedEvent } from '@mizan/domain/reserve-exam';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// The server package is the API's: its types from there too.
import type { Server as IoServer, Socket as ServerSocket } from '../../../../api/node_modules/socket.io';
import { connectSocket, type MizanSocket } from '../../realtime/socket';
import { authAtom } from '../../state/authAtom';
import { socketAtom } from '../../state/socketAtom';
import { store } from '../../state/store';
import { RESERVE_KEY } from '../reserve-exam.api';
import { useReserveLive } from './useReserveLive';
import { actUntil } from '../../testing/until';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A screen following the reserve-exam board (the pattern of every live hook: join the room, hear
 * its events, join again after a reconnect and catch up, leave on unmount) with the app's session
 * socket against a real socket.io server on the page's origin (the server package is the API's
 * dependency; jest runs from the repository root). A query of the area stands for the screen's
 * data: each of its loads is counted.
 */
const { Server } = createRequire(resolve('apps/api/package.json'))('socket.io') as {
  Server: typeof IoServer;
};

let http: HttpServer;
let io: IoServer;
let lastSeq = 0;
const log: string[] = [];
const heard: number[] = [];
let loads = 0;
let client: MizanSocket;
let root: Root | undefined;
let server: ServerSocket;
let queries: QueryClient;

const event = (seq: number) => ({ seq, reserveExamId: 4, courseId: 7 }) as ReservationChangedEvent;

/** The next connection the server accepts (a first connect or a reconnect). */
const connection = () => new Promise<ServerSocket>((ok) => io.once('connection', ok));

function Board() {
  useReserveLive((e) => heard.push(e.seq));
  useQuery({
    queryKey: [...RESERVE_KEY, 'list'],
    queryFn: async () => {
      loads += 1;
      return loads;
    },
  });
  return null;
}

beforeAll(async () => {
  http = createServer();
  io = new Server(http, { path: SOCKET_PATH, transports: ['websocket'] });
  io.on('connection', (s) => {
    s.on('reserve-exam:watch', (_e: unknown, ack: (r: unknown) => void) => {
      log.push('watch');
      void s.join('board');
      ack({ ok: true, lastSeq });
    });
    s.on('reserve-exam:unwatch', () => {
      log.push('unwatch');
      void s.leave('board');
    });
  });
  await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
  const { port } = http.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/reserve-exam`,
  );
});
afterAll(() => new Promise<void>((ok) => io.close(() => ok())));

beforeEach(async () => {
  lastSeq = 3;
  log.length = 0;
  heard.length = 0;
  loads = 0;
  store.set(authAtom, { token: 'a-token' } as SessionInfo);
  const connected = connection();
  client = connectSocket();
  server = await connected;
  await actUntil(() => client.connected, 'client connected');
  act(() => store.set(socketAtom, client));
  queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(document.createElement('div'));
  act(() => root?.render(createElement(QueryClientProvider, { client: queries }, createElement(Board))));
  await actUntil(() => log.includes('watch') && loads === 1, 'joined and loaded');
});
afterEach(() => {
  act(() => root?.unmount());
  act(() => store.set(socketAtom, null));
  client.disconnect();
});

/** Drops the connection as a network blip does; resolves once the client has joined again. */
const blip = async () => {
  const watches = log.filter((l) => l === 'watch').length;
  const again = connection();
  server.conn.close();
  server = await again;
  await actUntil(() => log.filter((l) => l === 'watch').length === watches + 1, 'joined again');
};

describe('useReserveLive: a screen following the board', () => {
  it('joins the board once and reloads the area on each change, passing the change to the screen', async () => {
    expect(log).toEqual(['watch']);
    io.to('board').emit('reserve-exam:changed', event(4));
    await actUntil(() => loads === 2, 'reloaded');
    expect(heard).toEqual([4]);
    io.to('board').emit('reserve-exam:changed', event(5));
    await actUntil(() => loads === 3, 'reloaded again');
    expect(heard).toEqual([4, 5]);
  });

  it('joins again after a reconnect, and reloads only when changes were missed meanwhile', async () => {
    await blip();
    // Nothing happened while away: the next change (sent after the join's answer, so heard after
    // it) is the only reload.
    io.to('board').emit('reserve-exam:changed', event(4));
    await actUntil(() => heard.length === 1 && queries.isFetching() === 0, 'change heard');
    expect(loads).toBe(2);
    // Two changes went by while disconnected: the room's cursor moved, so the area loads again.
    lastSeq = 6;
    await blip();
    await actUntil(() => loads === 3, 'caught up');
    expect(heard).toEqual([4]);
    expect(log).toEqual(['watch', 'watch', 'watch']);
  });

  it('leaves the board on unmount and no longer hears it', async () => {
    act(() => root?.unmount());
    root = undefined;
    await actUntil(() => log.includes('unwatch'), 'left');
    // A listener of the test's own, after the hook's would have been called, marks the delivery.
    const delivered = new Promise<void>((ok) => client.once('reserve-exam:changed', () => ok()));
    server.emit('reserve-exam:changed', event(9));
    await delivered;
    expect(heard).toEqual([]);
    expect(loads).toBe(1);
  });
});
