import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { hasRight, Right } from '@mizan/domain/access';
import type { ExamWatchAck } from '@mizan/domain/exam-generation';
import type { Bilingual } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { rooms } from '@mizan/domain/realtime';
import type { Socket } from 'socket.io';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { PresenceStore } from '../realtime/presence.store.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ExamAccess } from './exam-access.js';
import { ExamStore } from './exam.store.js';

/** What a socket has open, on socket.data so a recovered connection (one process) keeps it. */
interface ExamWatchData {
  auth: RequestAuth;
  exams?: number[];
}

const presenceKey = (examId: number) => rooms.exam(examId);

/**
 * Having an exam open live (STYLE 5): the socket joins the exam's room after the same checks as
 * reading it over HTTP (view on 165.7.1., the course in scope), and its user shows as present
 * until it leaves or disconnects. The ack carries the exam's lock version: after a reconnect the
 * client asks GET .../{examId}/events?since= for what it missed.
 */
@WebSocketGateway()
export class ExamGateway implements OnGatewayConnection, OnGatewayDisconnect {
  private readonly log = new Logger('ExamGateway');

  constructor(
    private readonly access: ExamAccess,
    private readonly presence: PresenceStore,
    private readonly realtime: RealtimeService,
    private readonly store: ExamStore,
  ) {}

  @SubscribeMessage('exam:watch')
  watch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ExamWatchAck> {
    return this.answer(async () => {
      const examId = examIdOf(body);
      if (!examId) return refused(MESSAGES.invalidData);
      const data = socket.data as ExamWatchData;
      if (!hasRight(data.auth.rights, '165.7.1.', Right.view)) return refused(MESSAGES.forbidden);
      const { exam } = await this.access.readable(data.auth, examId);
      await socket.join(rooms.exam(examId));
      data.exams = [...new Set([...(data.exams ?? []), examId])];
      const users = await this.join(socket, examId);
      return { ok: true, lockVersion: exam.lockVersion, users };
    });
  }

  @SubscribeMessage('exam:unwatch')
  unwatch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ExamWatchAck> {
    return this.answer(async () => {
      const examId = examIdOf(body);
      if (!examId) return refused(MESSAGES.invalidData);
      const data = socket.data as ExamWatchData;
      data.exams = (data.exams ?? []).filter((id) => id !== examId);
      await socket.leave(rooms.exam(examId));
      const users = await this.presence.leave(presenceKey(examId), socket.id);
      this.realtime.toRooms([rooms.exam(examId)], 'exam:presence', { examId, users });
      const exam = await this.store.exam(examId);
      return { ok: true, lockVersion: exam?.lockVersion ?? 0, users };
    });
  }

  /** A connection recovered with its rooms (one process): its user is present again. */
  async handleConnection(socket: Socket): Promise<void> {
    const data = socket.data as ExamWatchData;
    if (!socket.recovered) return;
    for (const examId of data.exams ?? []) await this.join(socket, examId);
  }

  async handleDisconnect(socket: Socket): Promise<void> {
    for (const examId of (socket.data as ExamWatchData).exams ?? []) {
      const users = await this.presence.leave(presenceKey(examId), socket.id).catch(() => null);
      if (users) this.realtime.toRooms([rooms.exam(examId)], 'exam:presence', { examId, users });
    }
  }

  private async join(socket: Socket, examId: number) {
    const { auth } = socket.data as ExamWatchData;
    const { name } = await this.store.userRef(auth.userId);
    const users = await this.presence.join(presenceKey(examId), socket.id, { userId: auth.userId, name });
    this.realtime.toRooms([rooms.exam(examId)], 'exam:presence', { examId, users });
    return users;
  }

  /** A refusal (not found, no right) as the ack's message; anything else is logged, the generic text sent. */
  private async answer(work: () => Promise<ExamWatchAck>): Promise<ExamWatchAck> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) return refused(error.body.message);
      this.log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return refused(MESSAGES.generic);
    }
  }
}

const examIdOf = (body: unknown): number | null => {
  const v = (body as { examId?: unknown } | null)?.examId;
  return typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2 ** 31 ? v : null;
};
const refused = (message: Bilingual): ExamWatchAck => ({ ok: false, message });
