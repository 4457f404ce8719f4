import { type ClientToServerEvents, SOCKET_PATH, type ServerToClientEvents } from '@mizan/domain/realtime';
import { io, type Socket } from 'socket.io-client';
import { refreshSession } from '../api/auth.api';
import { goTo } from '../app/navigation';
import { authAtom } from '../state/authAtom';
import { clearSession, store } from '../state/store';

export type MizanSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the session's socket. The token is read at every (re)connect, because each HTTP answer
 * rotates it; reconnecting on every rotation would drop course rooms for nothing.
 */
export function connectSocket(): MizanSocket {
  const socket: MizanSocket = io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: (cb) => cb({ token: store.get(authAtom)?.token }),
  });
  socket.on('session:revoked', () => {
    clearSession();
    goTo('/login', true);
  });
  socket.on('session:changed', () => {
    // Errors are handled by the fetch wrapper (a 401 here logs out like any other).
    refreshSession().catch(() => undefined);
  });
  return socket;
}
