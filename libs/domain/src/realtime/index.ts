/** Socket.io contract shared by the API gateway and the web client (STYLE 5). */
export const SOCKET_PATH = '/socket.io';
/** Reserved for the y-websocket collaboration endpoint (questions issue). */
export const COLLAB_PATH_PREFIX = '/collab/';

/**
 * The connect_error message of a refused handshake (missing, forged, expired or revoked token):
 * the client treats it like an HTTP 401. Any other connect_error is transient and retried.
 */
export const SOCKET_UNAUTHORIZED = 'unauthorized';

export const rooms = {
  user: (userId: number) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  course: (courseId: number) => `course:${courseId}`,
};

export interface SessionChangedEvent {
  reason: 'scope' | 'stage' | 'profile' | 'password';
}

export interface ServerToClientEvents {
  /**
   * The session was ended on the server (logout, revoked after a password reset): the client
   * logs out. RealtimeService.endSession then closes the session's sockets ('io server disconnect').
   */
  'session:revoked': () => void;
  /** Scope, stage or profile changed in another tab or process: the client refreshes its session. */
  'session:changed': (e: SessionChangedEvent) => void;
}

/** Areas add the events clients send (course:watch, question:watch) with their issues. */
export type ClientToServerEvents = Record<never, never>;
