import { Injectable } from '@nestjs/common';
import { type ClientToServerEvents, rooms, type ServerToClientEvents } from '@mizan/domain/realtime';
import type { Server } from 'socket.io';

export type MizanServer = Server<ClientToServerEvents, ServerToClientEvents>;
type EventArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

/**
 * Areas emit through this service after their transaction commits. With REDIS_URL the
 * socket.io Redis adapter carries each event to the clients of every API process.
 */
@Injectable()
export class RealtimeService {
  private server?: MizanServer;
  private readonly sessionEndListeners = new Set<(sessionId: string) => void>();
  private readonly emitListeners = new Set<(event: keyof ServerToClientEvents, args: unknown[]) => void>();

  attach(server: MizanServer): void {
    this.server = server;
  }

  toUser<E extends keyof ServerToClientEvents>(userId: number, event: E, ...args: EventArgs<E>): void {
    this.emit(rooms.user(userId), event, args);
  }

  toSession<E extends keyof ServerToClientEvents>(sessionId: string, event: E, ...args: EventArgs<E>): void {
    this.emit(rooms.session(sessionId), event, args);
  }

  /**
   * A session ended on the server (logout, revoked by a password reset): its sockets, on every
   * process, hear 'session:revoked' and are then closed, so they stop receiving the user's events.
   */
  endSession(sessionId: string): void {
    const room = rooms.session(sessionId);
    this.emit(room, 'session:revoked', []);
    this.server?.in(room).disconnectSockets(true);
    for (const listener of this.sessionEndListeners) listener(sessionId);
  }

  /** Sockets outside socket.io (the collaboration endpoint) close with the session too. */
  onSessionEnded(listener: (sessionId: string) => void): () => void {
    this.sessionEndListeners.add(listener);
    return () => this.sessionEndListeners.delete(listener);
  }

  toCourse<E extends keyof ServerToClientEvents>(courseId: number, event: E, ...args: EventArgs<E>): void {
    this.emit(rooms.course(courseId), event, args);
  }

  /** One emit to several rooms: a socket in more than one of them still gets the event once. */
  toRooms<E extends keyof ServerToClientEvents>(roomNames: string[], event: E, ...args: EventArgs<E>): void {
    this.emit(roomNames, event, args);
  }

  /**
   * Hears this process's emits of one event (after their commit, as areas emit), so another area
   * can follow an area's changes without the area knowing it (the reports' dashboard: exams and
   * reservations). Each emit is heard on the process that made it, once.
   */
  onEmit<E extends keyof ServerToClientEvents>(
    event: E,
    listener: (...args: EventArgs<E>) => void,
  ): () => void {
    const heard = (e: keyof ServerToClientEvents, args: unknown[]) => {
      if (e === event) listener(...(args as EventArgs<E>));
    };
    this.emitListeners.add(heard);
    return () => this.emitListeners.delete(heard);
  }

  private emit(room: string | string[], event: keyof ServerToClientEvents, args: unknown[]): void {
    for (const listener of this.emitListeners) listener(event, args);
    (this.server?.to(room).emit as ((e: string, ...a: unknown[]) => void) | undefined)?.(event, ...args);
  }
}
