import { Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { hasRight, Right } from '@mizan/domain/access';
import { type ProctorWatchAck, proctorRoom } from '@mizan/domain/electronic-exams';
import { MESSAGES } from '@mizan/domain/messages';
import type { Socket } from 'socket.io';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { ProctorService } from './proctor.service.js';

const idOf = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2 ** 31 ? v : null;

/** Proctors (staff sockets) follow a sector live: the same checks as the REST snapshot, then its room. */
@WebSocketGateway()
export class ProctorGateway {
  private readonly log = new Logger('ProctorGateway');

  constructor(private readonly proctor: ProctorService) {}

  @SubscribeMessage('exam-taking:proctor-watch')
  async watch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ProctorWatchAck> {
    const b = (body ?? {}) as { examId?: unknown; sectorId?: unknown };
    const examId = idOf(b.examId);
    const sectorId = idOf(b.sectorId);
    if (!examId || !sectorId) return { ok: false, message: MESSAGES.invalidData };
    const auth = socket.data.auth as RequestAuth;
    if (!hasRight(auth.rights, '165.7.1.', Right.view)) return { ok: false, message: MESSAGES.forbidden };
    try {
      // Joined first: an event between the snapshot's read and the join would be missed otherwise.
      await socket.join(proctorRoom(examId, sectorId));
      return { ok: true, snapshot: await this.proctor.snapshot(auth, examId, sectorId) };
    } catch (error) {
      await socket.leave(proctorRoom(examId, sectorId));
      if (error instanceof DomainError) return { ok: false, message: error.body.message };
      this.log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return { ok: false, message: MESSAGES.generic };
    }
  }

  @SubscribeMessage('exam-taking:proctor-unwatch')
  async unwatch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<{ ok: true }> {
    const b = (body ?? {}) as { examId?: unknown; sectorId?: unknown };
    const examId = idOf(b.examId);
    const sectorId = idOf(b.sectorId);
    if (examId && sectorId) await socket.leave(proctorRoom(examId, sectorId));
    return { ok: true };
  }
}
