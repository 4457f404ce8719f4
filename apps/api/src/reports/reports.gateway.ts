import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { hasRight, Right } from '@mizan/domain/access';
import type { Bilingual } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { rooms } from '@mizan/domain/realtime';
import type { ReportWatchAck } from '@mizan/domain/reports';
import type { Socket } from 'socket.io';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { ReportScope } from './report-scope.js';

/** The report apps, and the apps whose dashboard cards show a live figure (DashboardService). */
const WATCH_APPS = [
  '165.4.1.',
  '165.4.2.',
  '165.4.3.',
  '165.2.1.',
  '165.2.2.',
  '165.7.1.',
  '165.7.2.',
] as const;

/**
 * Having a scope's reports or dashboard open live: the socket joins the scope's report room after
 * the checks the reports make over HTTP (view on a report app or a dashboard figure's app, the scope
 * at or under the user's own). The room hears only which courses of that scope changed.
 */
@WebSocketGateway()
export class ReportsGateway {
  constructor(private readonly where: ReportScope) {}

  @SubscribeMessage('report:watch')
  async watch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ReportWatchAck> {
    const scopeId = scopeIdOf(body);
    if (!scopeId) return refused(MESSAGES.invalidData);
    const { auth } = socket.data as { auth: RequestAuth };
    if (!WATCH_APPS.some((app) => hasRight(auth.rights, app, Right.view))) return refused(MESSAGES.forbidden);
    try {
      await this.where.scope(auth, scopeId);
    } catch (error) {
      if (error instanceof DomainError) return refused(error.body.message);
      throw error;
    }
    await socket.join(rooms.reportScope(scopeId));
    return { ok: true };
  }

  @SubscribeMessage('report:unwatch')
  async unwatch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ReportWatchAck> {
    const scopeId = scopeIdOf(body);
    if (!scopeId) return refused(MESSAGES.invalidData);
    await socket.leave(rooms.reportScope(scopeId));
    return { ok: true };
  }
}

const scopeIdOf = (body: unknown): number | null => {
  const v = (body as { scopeId?: unknown } | null)?.scopeId;
  return typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2 ** 31 ? v : null;
};
const refused = (message: Bilingual): ReportWatchAck => ({ ok: false, message });
