import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { Bilingual } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { rooms, type WatchAck } from '@mizan/domain/realtime';
import type { Socket } from 'socket.io';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { CourseAccess } from '../courses/course-access.js';
import { PresenceStore } from '../realtime/presence.store.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ReviewAccess } from './review-access.js';
import { ReviewEventLog } from './review-event.store.js';
import { ReviewStore } from './review.store.js';

/** What a socket follows, kept on socket.data so a recovered connection (one process) keeps it too. */
interface WatchData {
  auth: RequestAuth;
  /** questionId -> courseId of the questions this socket has open. */
  watching?: Record<number, number>;
}

const positiveId = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2 ** 31 ? v : null;

/**
 * Following a question or a course live (STYLE 5): the socket joins the room after the same
 * checks as reading it over HTTP, and its user shows as present on the question until it stops
 * watching or disconnects. Handlers answer through the socket.io acknowledgement.
 */
@WebSocketGateway()
export class ReviewGateway implements OnGatewayConnection, OnGatewayDisconnect {
  private readonly log = new Logger('ReviewGateway');

  constructor(
    private readonly access: ReviewAccess,
    private readonly courses: CourseAccess,
    private readonly presence: PresenceStore,
    private readonly realtime: RealtimeService,
    private readonly events: ReviewEventLog,
    private readonly store: ReviewStore,
  ) {}

  @SubscribeMessage('question:watch')
  watchQuestion(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<WatchAck> {
    return this.answer(async () => {
      const questionId = positiveId((body as { questionId?: unknown } | null)?.questionId);
      if (!questionId) return refused(MESSAGES.invalidData);
      const data = socket.data as WatchData;
      const question = await this.access.watchable(data.auth, questionId);
      const lastSeq = await this.events.lastSeq();
      await socket.join(rooms.question(questionId));
      data.watching = { ...data.watching, [questionId]: question.course_id };
      const users = await this.presence.join(
        questionId,
        socket.id,
        { userId: data.auth.userId, name: await this.name(data.auth.userId) },
        rooms.course(question.course_id),
      );
      this.broadcast(questionId, question.course_id, users);
      return { ok: true, lastSeq, users };
    });
  }

  @SubscribeMessage('question:unwatch')
  unwatchQuestion(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<WatchAck> {
    return this.answer(async () => {
      const questionId = positiveId((body as { questionId?: unknown } | null)?.questionId);
      if (!questionId) return refused(MESSAGES.invalidData);
      await this.stopWatching(socket, questionId);
      return { ok: true, lastSeq: await this.events.lastSeq() };
    });
  }

  @SubscribeMessage('course:watch')
  watchCourse(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<WatchAck> {
    return this.answer(async () => {
      const courseId = positiveId((body as { courseId?: unknown } | null)?.courseId);
      if (!courseId) return refused(MESSAGES.invalidData);
      const { auth } = socket.data as WatchData;
      if (!this.access.canWatch(auth)) return refused(MESSAGES.forbidden);
      await this.courses.course(auth, courseId);
      const lastSeq = await this.events.lastSeq();
      await socket.join(rooms.course(courseId));
      // Read after the join: a change before it is in this answer, one after it comes as an event.
      const watched = await this.presence.inGroup(rooms.course(courseId));
      const watchers = [...watched].map(([questionId, users]) => ({ questionId: Number(questionId), users }));
      return { ok: true, lastSeq, watchers };
    });
  }

  @SubscribeMessage('course:unwatch')
  unwatchCourse(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<WatchAck> {
    return this.answer(async () => {
      const courseId = positiveId((body as { courseId?: unknown } | null)?.courseId);
      if (!courseId) return refused(MESSAGES.invalidData);
      await socket.leave(rooms.course(courseId));
      return { ok: true, lastSeq: await this.events.lastSeq() };
    });
  }

  /** A connection recovered with its rooms (one process): its user is present again. */
  async handleConnection(socket: Socket): Promise<void> {
    const data = socket.data as WatchData;
    if (!socket.recovered || !data.watching) return;
    const name = await this.name(data.auth.userId);
    for (const [questionId, courseId] of Object.entries(data.watching)) {
      const users = await this.presence.join(
        Number(questionId),
        socket.id,
        { userId: data.auth.userId, name },
        rooms.course(courseId),
      );
      this.broadcast(Number(questionId), courseId, users);
    }
  }

  async handleDisconnect(socket: Socket): Promise<void> {
    const data = socket.data as WatchData;
    for (const [questionId, courseId] of Object.entries(data.watching ?? {})) {
      const users = await this.presence
        .leave(Number(questionId), socket.id, rooms.course(courseId))
        .catch(() => null);
      if (users) this.broadcast(Number(questionId), courseId, users);
    }
  }

  private async stopWatching(socket: Socket, questionId: number): Promise<void> {
    const data = socket.data as WatchData;
    const courseId = data.watching?.[questionId];
    if (courseId === undefined) return;
    const { [questionId]: _, ...rest } = data.watching ?? {};
    data.watching = rest;
    await socket.leave(rooms.question(questionId));
    this.broadcast(
      questionId,
      courseId,
      await this.presence.leave(questionId, socket.id, rooms.course(courseId)),
    );
  }

  private broadcast(
    questionId: number,
    courseId: number,
    users: { userId: number; name: Bilingual }[],
  ): void {
    this.realtime.toRooms([rooms.question(questionId), rooms.course(courseId)], 'question:presence', {
      questionId,
      courseId,
      users,
    });
  }

  private async name(userId: number): Promise<Bilingual> {
    return (await this.store.userRef(userId)).name;
  }

  /** A refusal (not found, no right) as the ack's message; anything else is logged, the generic text sent. */
  private async answer(work: () => Promise<WatchAck>): Promise<WatchAck> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) return refused(error.body.message);
      this.log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return refused(MESSAGES.generic);
    }
  }
}

const refused = (message: Bilingual): WatchAck => ({ ok: false, message });
