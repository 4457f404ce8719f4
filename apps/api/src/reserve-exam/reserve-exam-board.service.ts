import { Injectable } from '@nestjs/common';
import { RequestStatus } from '@mizan/domain/codes';
import {
  type BoardQuery,
  type BoardResponse,
  DAY_MS,
  overlaps,
  RESERVE_EXAM_LIMITS,
  RESERVE_EXAM_MESSAGES,
  type ReservationChangedEvent,
} from '@mizan/domain/reserve-exam';
import { MESSAGES } from '@mizan/domain/messages';
import { fill } from '@mizan/domain/i18n';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { ExamCentresStore, hallInfo } from './exam-centres.store.js';
import { type BookingRow, ReserveExamStore, requesterOf, slotOf } from './reserve-exam.store.js';

/**
 * 165.7.2. The board: the halls of the caller's branch (their faculty's, and the university's
 * above it) as rows, with the accepted bookings and the pending requests of the window; a pending
 * request is marked when it intersects another open booking of its hall. Live through the board
 * room (reserve-exam.gateway.ts), with catch-up from the event log.
 */
@Injectable()
export class ReserveExamBoardService {
  constructor(
    private readonly store: ReserveExamStore,
    private readonly centres: ExamCentresStore,
  ) {}

  async board(auth: RequestAuth, q: BoardQuery): Promise<BoardResponse> {
    const window = { startsAt: Date.parse(q.from), endsAt: Date.parse(q.to) };
    if (!(window.endsAt > window.startsAt))
      throw DomainError.validation({ to: RESERVE_EXAM_MESSAGES.endNotAfterStart });
    if (window.endsAt - window.startsAt > RESERVE_EXAM_LIMITS.boardDaysMax * DAY_MS)
      throw DomainError.validation({
        to: fill(MESSAGES.maxValue, { max: RESERVE_EXAM_LIMITS.boardDaysMax }),
      });
    const [lastSeq, halls] = await Promise.all([
      this.store.lastSeq(),
      this.centres.hallsOnBranch(auth.scopePath, { below: true, centreId: q.centreId }),
    ]);
    const rows = await this.store.board(
      halls.map((h) => h.id),
      window,
    );
    const byHall = new Map<number, BookingRow[]>();
    for (const row of rows) byHall.set(row.hall_id, [...(byHall.get(row.hall_id) ?? []), row]);
    return {
      from: new Date(window.startsAt).toISOString(),
      to: new Date(window.endsAt).toISOString(),
      timeZone: await this.store.timeZone(),
      lastSeq,
      halls: halls.map((h) => {
        const bookings = byHall.get(h.id) ?? [];
        return {
          ...hallInfo(h),
          bookings: bookings.map((b) => ({
            reserveExamId: b.reserve_exam_id,
            courseId: b.course_id,
            startsAt: new Date(b.starts_at).toISOString(),
            endsAt: new Date(b.ends_at).toISOString(),
            status: b.status,
            students: b.students,
            requester: requesterOf(b),
            inConflict:
              b.status === RequestStatus.PENDING &&
              bookings.some((o) => o.reserve_exam_id !== b.reserve_exam_id && overlaps(slotOf(o), slotOf(b))),
          })),
        };
      }),
    };
  }

  /** The board's events after `since` (a reconnecting client's catch-up), and the cursor now. */
  async events(
    auth: RequestAuth,
    since: number,
  ): Promise<{ events: ReservationChangedEvent[]; lastSeq: number }> {
    const lastSeq = await this.store.lastSeq();
    const events = await this.store.eventsSince(
      since,
      lastSeq,
      auth.scopePath,
      RESERVE_EXAM_LIMITS.eventsMax,
    );
    return {
      events,
      lastSeq: events.length === RESERVE_EXAM_LIMITS.eventsMax ? events[events.length - 1].seq : lastSeq,
    };
  }
}
