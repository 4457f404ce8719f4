import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { rooms } from '@mizan/domain/realtime';
import type { Socket } from 'socket.io';
import type { RequestAuth } from '../auth/session.store.js';
import { type MizanServer, RealtimeService } from './realtime.service.js';

/** Puts every connection in its user's and its session's rooms; areas add their own rooms. */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(private readonly realtime: RealtimeService) {}

  afterInit(server: MizanServer): void {
    this.realtime.attach(server);
  }

  async handleConnection(socket: Socket): Promise<void> {
    const auth = socket.data.auth as RequestAuth;
    await socket.join([rooms.user(auth.userId), rooms.session(auth.sessionId)]);
  }
}
