import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { EXAM_TAKING_NAMESPACE, type SaveAck } from '@mizan/domain/electronic-exams';
import { MESSAGES } from '@mizan/domain/messages';
import { SOCKET_UNAUTHORIZED } from '@mizan/domain/realtime';
import type { Namespace, Socket } from 'socket.io';
import { SessionStore } from '../auth/session.store.js';
import { PresenceStore } from '../realtime/presence.store.js';
import { AnswerService, type AttemptRef } from './answer.service.js';
import { readStudentToken } from './student-token.js';
import { studentRooms, TakingLive } from './taking-live.js';
import { socketKey, TakingStore } from './taking.store.js';

/**
 * The students' socket.io namespace: the handshake must carry a live student token (a staff token
 * is refused), the socket joins its session's and sector's rooms and becomes the attempt's current
 * socket; saves are acknowledged after the database has them.
 */
@WebSocketGateway({ namespace: EXAM_TAKING_NAMESPACE })
export class ExamTakingGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly log = new Logger('ExamTaking');

  constructor(
    private readonly sessions: SessionStore,
    private readonly store: TakingStore,
    private readonly answers: AnswerService,
    private readonly live: TakingLive,
    private readonly presence: PresenceStore,
  ) {}

  afterInit(namespace: Namespace): void {
    this.live.attach(namespace);
    namespace.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      void (async () => {
        const id =
          typeof token === 'string' ? readStudentToken(await this.sessions.tokenSecret(), token) : null;
        const attempt = id ? await this.store.attemptBySession(id) : null;
        if (!attempt) return next(new Error(SOCKET_UNAUTHORIZED));
        socket.data.attempt = attempt satisfies AttemptRef;
        next();
      })().catch((error: unknown) => {
        this.log.error(`handshake: ${error instanceof Error ? error.message : String(error)}`);
        next(new Error('unavailable'));
      });
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const attempt = socket.data.attempt as AttemptRef | undefined;
    if (!attempt) return;
    await socket.join([studentRooms.session(attempt.session_id), studentRooms.sector(attempt.sector_id)]);
    await this.store.setSocket(attempt.id, socketKey(this.presence.processId, socket.id));
    await this.live.student(attempt.exam_id, attempt.sector_id, attempt.student_id);
  }

  async handleDisconnect(socket: Socket): Promise<void> {
    const attempt = socket.data.attempt as AttemptRef | undefined;
    if (!attempt) return;
    try {
      if (await this.store.clearSocket(attempt.id, socketKey(this.presence.processId, socket.id)))
        await this.live.student(attempt.exam_id, attempt.sector_id, attempt.student_id);
    } catch (error) {
      this.log.warn(`disconnect: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  @SubscribeMessage('exam-taking:save')
  async save(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SaveAck> {
    try {
      return await this.answers.save(socket.data.attempt as AttemptRef, body);
    } catch (error) {
      // Not stored: the client keeps the answer in its journal and sends it again.
      this.log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return {
        ok: false,
        position: null,
        seq: null,
        code: 'badResponse',
        message: MESSAGES.generic,
      } as SaveAck;
    }
  }
}
