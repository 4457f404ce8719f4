import { ConnectedSocket, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { hasRight, Right } from '@mizan/domain/access';
import { MESSAGES } from '@mizan/domain/messages';
import { rooms } from '@mizan/domain/realtime';
import type { BoardWatchAck } from '@mizan/domain/reserve-exam';
import type { Socket } from 'socket.io';
import type { RequestAuth } from '../auth/session.store.js';
import { ReserveExamStore } from './reserve-exam.store.js';

/**
 * Following the reservation board (lists, views and the board screen): a socket holding view on
 * 165.7.2. joins the board room and gets the event log's cursor to catch up from after a reconnect.
 */
@WebSocketGateway()
export class ReserveExamGateway {
  constructor(private readonly store: ReserveExamStore) {}

  @SubscribeMessage('reserve-exam:watch')
  async watch(@ConnectedSocket() socket: Socket): Promise<BoardWatchAck> {
    const { auth } = socket.data as { auth: RequestAuth };
    if (!hasRight(auth.rights, '165.7.2.', Right.view)) return { ok: false, message: MESSAGES.forbidden };
    const lastSeq = await this.store.lastSeq();
    await socket.join(rooms.reserveExamBoard);
    return { ok: true, lastSeq };
  }

  @SubscribeMessage('reserve-exam:unwatch')
  async unwatch(@ConnectedSocket() socket: Socket): Promise<BoardWatchAck> {
    await socket.leave(rooms.reserveExamBoard);
    return { ok: true, lastSeq: await this.store.lastSeq() };
  }
}
