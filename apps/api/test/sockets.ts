import { SOCKET_PATH } from '@mizan/domain/realtime';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/**
 * A socket.io client of the API at `url` (a namespace may follow it), signed in with `auth`,
 * without reconnection unless `opts` asks for it, resolved once connected (rejected, and closed,
 * on `connect_error`). It is added to `opened` so that the spec closes it after the test.
 */
export function openSocket<S>(
  url: string,
  auth: { token?: string } | Record<string, unknown>,
  opened: { close(): void }[],
  opts: Partial<ManagerOptions & SocketOptions> = {},
): Promise<S> {
  const socket: Socket = io(url, {
    path: SOCKET_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...opts,
  });
  opened.push(socket);
  return new Promise<S>((resolve, reject) => {
    socket.once('connect', () => resolve(socket as S));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
