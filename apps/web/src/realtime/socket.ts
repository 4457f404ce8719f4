import {
  type ClientToServerEvents,
  SOCKET_HANDSHAKE_TIMEOUT_MS,
  SOCKET_PATH,
  SOCKET_UNAUTHORIZED,
  type ServerToClientEvents,
} from '@mizan/domain/realtime';
import { io, type Socket } from 'socket.io-client';
import { refreshSession } from '../api/auth.api';
import { currentPath, goTo, isLoggingOut, loginPathFor } from '../app/navigation';
import { authAtom } from '../state/authAtom';
import { socketAtom } from '../state/socketAtom';
import { clearSession, store } from '../state/store';

/** The wait before a refused handshake is tried again (up to twice this, so tabs spread out). */
const REFUSED_RETRY_MS = 2000;

export type MizanSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the session's socket. The token is read at every (re)connect, because each HTTP answer
 * rotates it; reconnecting on every rotation would drop course rooms for nothing.
 */
export function connectSocket(): MizanSocket {
  const socket: MizanSocket = io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    timeout: SOCKET_HANDSHAKE_TIMEOUT_MS,
    auth: (cb) => cb({ token: store.get(authAtom)?.token }),
  });
  // Ended elsewhere (another tab, a password reset): the same as an HTTP 401 (SPEC 8).
  const endSession = () => {
    if (isLoggingOut()) return;
    clearSession();
    goTo(loginPathFor(currentPath()), true);
  };
  socket.on('session:revoked', endSession);
  socket.on('connect_error', (err) => {
    // A refused token ends the session. Any other error is transient: socket.io retries a failed
    // transport by itself, but not a handshake the server refused ('unavailable', its database
    // down), so that one is tried again later while this is still the session's socket.
    if (err.message === SOCKET_UNAUTHORIZED) endSession();
    else if (!socket.active)
      setTimeout(
        () => {
          if (!socket.active && store.get(socketAtom) === socket) socket.connect();
        },
        REFUSED_RETRY_MS + Math.random() * REFUSED_RETRY_MS,
      );
  });
  socket.on('session:changed', () => {
    // Errors are handled by the fetch wrapper (a 401 here logs out like any other).
    refreshSession().catch(() => undefined);
  });
  return socket;
}
