import {
  createServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { SessionInfo } from '@mizan/domain/auth';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import { act } from 'react';
// The server package is the API's: its types from there too.
import type { Server as IoServer, Socket as ServerSocket } from '../../../api/node_modules/socket.io';
import { connectSocket, type MizanSocket } from '../realtime/socket';
import { authAtom } from '../state/authAtom';
import { socketAtom } from '../state/socketAtom';
import { store } from '../state/store';
import { actUntil } from './until';

const { Server } = createRequire(resolve('apps/api/package.json'))('socket.io') as {
  Server: typeof IoServer;
};

export interface LiveServer {
  io: IoServer;
  /** The next connection the server accepts (a first connect or a reconnect). */
  connection(): Promise<ServerSocket>;
  /** A session's socket, connected to this server and set as the session's (socketAtom). */
  connect(): Promise<{ client: MizanSocket; server: ServerSocket }>;
  /** Unsets and closes the socket of connect(), if any (for afterEach: also after a failure). */
  disconnect(): void;
  close(): Promise<void>;
}

/**
 * For web specs of live screens: a real HTTP server answering `handle`, with a real socket.io server
 * on the same origin (websocket only, no connection state recovery: a reconnect joins afresh, as
 * with several API processes), and the page's origin set to it.
 */
export async function liveServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LiveServer> {
  const http: HttpServer = createServer(handle);
  const io = new Server(http, { path: SOCKET_PATH, transports: ['websocket'] });
  await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
  const { port } = http.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/`,
  );
  const connection = () => new Promise<ServerSocket>((ok) => io.once('connection', ok));
  let client: MizanSocket | undefined;
  return {
    io,
    connection,
    async connect() {
      store.set(authAtom, { token: 'a-token' } as SessionInfo);
      const accepted = connection();
      const socket = connectSocket();
      client = socket;
      const server = await accepted;
      await actUntil(() => socket.connected, 'socket connected');
      act(() => store.set(socketAtom, socket));
      return { client: socket, server };
    },
    disconnect() {
      act(() => store.set(socketAtom, null));
      client?.disconnect();
      client = undefined;
    },
    close: () => new Promise<void>((ok) => io.close(() => ok())),
  };
}

/** Answers a JSON body. */
export function json(res: ServerResponse, body: unknown): void {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}
