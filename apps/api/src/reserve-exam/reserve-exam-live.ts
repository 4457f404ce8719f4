import { Injectable } from '@nestjs/common';
import type { RequestStatusCode } from '@mizan/domain/codes';
import { rooms } from '@mizan/domain/realtime';
import type { ReservationChangedEvent, ReservationChangeKind, Slot } from '@mizan/domain/reserve-exam';
import type { UserRef } from '@mizan/domain/review';
import type { RequestAuth } from '../auth/session.store.js';
import type { Em } from '../database/database.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { AfterCommit } from '../realtime/after-commit.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ReserveExamStore } from './reserve-exam.store.js';

export interface Change {
  kind: ReservationChangeKind;
  request: { id: number; course_id: number; hall_ids: number[]; requester_id: number };
  slot: Slot;
  status: RequestStatusCode;
  lockVersion: number;
  reason?: string | null;
  /** Accepting: the pending requests it put in conflict, and their requesters. */
  competing?: { id: number; course_id: number; requester_id: number }[];
}

/** The change as logged and emitted, once the log gives it its place (seq) and time. */
export const changeEvent =
  (change: Change, by: UserRef) =>
  (seq: number, at: string): ReservationChangedEvent => ({
    seq,
    kind: change.kind,
    reserveExamId: change.request.id,
    courseId: change.request.course_id,
    hallIds: change.request.hall_ids,
    startsAt: new Date(change.slot.startsAt).toISOString(),
    endsAt: new Date(change.slot.endsAt).toISOString(),
    status: change.status,
    lockVersion: change.lockVersion,
    ...(change.competing?.length ? { competing: change.competing.map((c) => c.id) } : {}),
    by,
    at,
  });

/**
 * A request's change, logged in the write's own transaction (the board's catch-up cursor and the
 * request's history), its requesters notified (a decision tells the requester; an acceptance also
 * tells the requesters of the pending requests it put in conflict), and emitted after commit to
 * the board room and the requesters' user rooms, on every process through the Redis adapter.
 */
@Injectable()
export class ReserveExamLive {
  constructor(
    private readonly store: ReserveExamStore,
    private readonly notifications: NotificationsService,
    private readonly afterCommit: AfterCommit,
    private readonly realtime: RealtimeService,
  ) {}

  async changed(em: Em, auth: RequestAuth, change: Change): Promise<ReservationChangedEvent> {
    const by = await this.store.userRef(auth.userId, em);
    const competing = change.competing ?? [];
    const event = await this.store.appendEvent(em, changeEvent(change, by), change.reason ?? null);
    const told = [
      ...(change.request.requester_id !== auth.userId && change.kind !== 'submitted'
        ? [
            {
              userId: change.request.requester_id,
              reserveExamId: change.request.id,
              courseId: change.request.course_id,
              kind: change.kind,
            },
          ]
        : []),
      ...competing
        .filter((c) => c.requester_id !== auth.userId)
        .map((c) => ({
          userId: c.requester_id,
          reserveExamId: c.id,
          courseId: c.course_id,
          kind: 'competing',
        })),
    ];
    const notified = await this.notifications.addReservations(em, event.seq, told, {
      by,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
    });
    this.afterCommit.run(em, async () => {
      this.realtime.toRooms(
        [rooms.reserveExamBoard, ...new Set(told.map((t) => rooms.user(t.userId)))],
        'reserve-exam:changed',
        event,
      );
      await this.notifications.announce(notified);
    });
    return event;
  }
}
