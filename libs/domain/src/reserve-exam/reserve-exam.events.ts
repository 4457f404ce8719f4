import type { RequestStatusCode } from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';
import type { UserRef } from '../review/review.api.js';

/** Everyone with the reservation board, a list or a request open: one room, filtered on the client. */
export const RESERVE_EXAM_BOARD_ROOM = 'reserve-exam:board';

export type ReservationChangeKind = 'submitted' | 'accepted' | 'rejected' | 'withdrawn';

/**
 * A request was submitted, decided or withdrawn (after commit, from whichever process). `seq` is
 * its id in the area's event log, the catch-up cursor (GET .../events?since=).
 */
export interface ReservationChangedEvent {
  seq: number;
  kind: ReservationChangeKind;
  reserveExamId: number;
  courseId: number;
  hallIds: number[];
  startsAt: string;
  endsAt: string;
  status: RequestStatusCode;
  lockVersion: number;
  /** Accepting: the pending requests that now intersect an accepted booking of one of their halls. */
  competing?: number[];
  by: UserRef;
  at: string;
}

export type BoardWatchAck = { ok: true; lastSeq: number } | { ok: false; message: Bilingual };

export interface ReserveExamEvents {
  /** To the board room. */
  'reserve-exam:changed': (e: ReservationChangedEvent) => void;
}

export interface ReserveExamClientEvents {
  /** Follow the board (needs view on 165.7.2.); the ack carries the cursor to catch up from. */
  'reserve-exam:watch': (e: Record<string, never>, ack?: (r: BoardWatchAck) => void) => void;
  'reserve-exam:unwatch': (e: Record<string, never>, ack?: (r: BoardWatchAck) => void) => void;
}
