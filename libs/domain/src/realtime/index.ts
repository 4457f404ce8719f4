/** Socket.io contract shared by the API gateway and the web client (STYLE 5). */
export const SOCKET_PATH = '/socket.io';
/** Reserved for the y-websocket collaboration endpoint (questions issue). */
export const COLLAB_PATH_PREFIX = '/collab/';

export const rooms = {
  user: (userId: number) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  course: (courseId: number) => `course:${courseId}`,
};

export interface SessionChangedEvent {
  reason: 'scope' | 'stage' | 'profile' | 'password';
}

export interface ServerToClientEvents {
  /** The session was ended on the server (logout elsewhere, revoked): the client logs out. */
  'session:revoked': () => void;
  /** Scope, stage or profile changed in another tab or process: the client refreshes its session. */
  'session:changed': (e: SessionChangedEvent) => void;
}

/** Areas add the events clients send (course:watch, question:watch) with their issues. */
export type ClientToServerEvents = Record<never, never>;
