import { Injectable } from '@nestjs/common';
import type { RequestStatusCode } from '@mizan/domain/codes';
import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  type ReservationChangedEvent,
  type ReservationConflict,
  type ReservationHistoryItem,
  type Slot,
} from '@mizan/domain/reserve-exam';
import type { UserRef } from '@mizan/domain/review';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { isoTime } from '../database/timestamps.js';

export interface RequestRecord {
  id: number;
  course_id: number;
  exam_id: number | null;
  starts_at: Date | string;
  ends_at: Date | string;
  students: number;
  electronic: boolean;
  note: string | null;
  status: RequestStatusCode;
  reason: string | null;
  withdrawn: boolean;
  requester_id: number;
  requester_username: string;
  requester_name: UserRef['name'] | string;
  lock_version: number;
  created_at: Date | string;
  hall_ids: number[];
}

export interface NewRequest {
  courseId: number;
  examId: number | null;
  slot: Slot;
  students: number;
  electronic: boolean;
  note: string | null;
  hallIds: number[];
  requesterId: number;
}

export interface BookingRow {
  reserve_exam_id: number;
  hall_id: number;
  course_id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  status: RequestStatusCode;
  students: number;
  requester_id: number;
  requester_username: string;
  requester_name: UserRef['name'] | string;
}

/** app_setting key of the university's IANA time zone (SPEC 8's exam-date alert compares with it). */
export const TIME_ZONE_SETTING = 'university.timeZone';
/** Any constant: the advisory lock that orders the event log's ids by commit (see the migration). */
const LOG_LOCK = 2_026_112_420;
/** The first half of a hall's advisory lock key (the second is its id): 'REXH'. */
const HALL_LOCK = 0x52455848;

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const idArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
const range = "tstzrange(?::timestamptz, ?::timestamptz, '[)')";
const slotParams = (slot: Slot) => [isoTime(new Date(slot.startsAt)), isoTime(new Date(slot.endsAt))];

const REQUEST = `select r.id, r.course_id, r.exam_id, r.starts_at, r.ends_at, r.students, r.electronic, r.note,
    r.status, r.reason, r.withdrawn_at is not null as withdrawn, r.requester_id, u.username as requester_username,
    u.name as requester_name, r.lock_version, r.created_at,
    array(select hall_id from reserve_exam_hall rh where rh.reserve_exam_id = r.id order by hall_id) as hall_ids
  from reserve_exam r join app_user u on u.id = r.requester_id`;

export const requesterOf = (r: {
  requester_id: number;
  requester_username: string;
  requester_name: UserRef['name'] | string;
}): UserRef => ({ userId: r.requester_id, username: r.requester_username, name: json(r.requester_name) });

export const slotOf = (r: { starts_at: Date | string; ends_at: Date | string }): Slot => ({
  startsAt: new Date(r.starts_at).getTime(),
  endsAt: new Date(r.ends_at).getTime(),
});

/**
 * SQL on reserve_exam, reserve_exam_hall and reserve_exam_event (165.7.2.). The exclusion
 * constraint reserve_exam_hall_no_double_booking is the last word on double booking; the reads
 * here let the service name the conflict before the database has to.
 */
@Injectable()
export class ReserveExamStore {
  constructor(private readonly db: Db) {}

  async timeZone(em?: Em): Promise<string> {
    const [row] = await this.db.query<{ value: string }>(
      'select value from app_setting where key = ?',
      [TIME_ZONE_SETTING],
      em,
    );
    return row && isTimeZone(row.value) ? row.value : DEFAULT_TIME_ZONE;
  }

  /** An exam's course (an exam is the exam-generation area's; only its id and course are read). */
  async examCourse(examId: number, em: Em): Promise<number | undefined> {
    const [row] = await this.db.query<{ course_id: number }>(
      'select course_id from exam where id = ?',
      [examId],
      em,
    );
    return row?.course_id;
  }

  /**
   * A request; locked, it waits for another decision or withdrawal of it to commit. The lock is
   * `no key update`: the notifications and events that name the row (foreign keys, key share) of
   * a concurrent acceptance must not wait for it, or the two would deadlock.
   */
  async request(id: number, em?: Em, lock = false): Promise<RequestRecord | undefined> {
    const [row] = await this.db.query<RequestRecord>(
      `${REQUEST} where r.id = ?${lock ? ' for no key update of r' : ''}`,
      [id],
      em,
    );
    return row;
  }

  async insert(req: NewRequest, em: Em): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `insert into reserve_exam (course_id, exam_id, starts_at, ends_at, students, electronic, note, requester_id)
       values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        req.courseId,
        req.examId,
        ...slotParams(req.slot),
        req.students,
        req.electronic,
        req.note,
        req.requesterId,
      ],
      em,
    );
    await this.db.query(
      `insert into reserve_exam_hall (reserve_exam_id, hall_id, slot)
       select ?, h, ${range} from unnest(?::int[]) as h`,
      [row.id, ...slotParams(req.slot), idArray(req.hallIds)],
      em,
    );
    return row.id;
  }

  /**
   * Takes the halls' advisory locks until the transaction ends, in id order (so two requests
   * sharing halls never wait on each other in a cycle): exclusive to accept, shared to submit.
   * Without them two accepts of intersecting slots both pass the check and then wait on each
   * other's row inside the exclusion constraint, which PostgreSQL ends as a deadlock after a
   * second; with them the second waits here, then sees the first's booking and gets the 409.
   */
  async lockHalls(hallIds: number[], em: Em, mode: 'accept' | 'submit'): Promise<void> {
    const fn = mode === 'accept' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
    await this.db.query(
      `select count(${fn}(?, h)) from (select h from unnest(?::int[]) as h order by h) as halls`,
      [HALL_LOCK, idArray(hallIds)],
      em,
    );
  }

  /** Accepted bookings of `hallIds` that intersect `slot` (other than `except`), named for SPEC 8. */
  acceptedConflicts(hallIds: number[], slot: Slot, em?: Em, except = 0): Promise<ConflictRow[]> {
    return this.db.query<ConflictRow>(
      `select rh.hall_id, rh.reserve_exam_id, c.name as centre_name, h.name as hall_name,
         lower(rh.slot) as starts_at, upper(rh.slot) as ends_at
       from reserve_exam_hall rh join exam_hall h on h.id = rh.hall_id join exam_centre c on c.id = h.centre_id
       where rh.accepted and rh.hall_id = any(?::int[]) and rh.slot && ${range} and rh.reserve_exam_id <> ?
       order by c.id, h.id, lower(rh.slot)`,
      [idArray(hallIds), ...slotParams(slot), except],
      em,
    );
  }

  /** Accepted bookings of `hallIds` within `window` (the nearest free slots are sought among them). */
  async acceptedIn(
    hallIds: number[],
    window: Slot,
    em?: Em,
  ): Promise<{ hallId: number; startsAt: number; endsAt: number }[]> {
    const rows = await this.db.query<{ hall_id: number; starts_at: Date | string; ends_at: Date | string }>(
      `select hall_id, lower(slot) as starts_at, upper(slot) as ends_at from reserve_exam_hall
       where accepted and hall_id = any(?::int[]) and slot && ${range}`,
      [idArray(hallIds), ...slotParams(window)],
      em,
    );
    return rows.map((r) => ({ hallId: r.hall_id, ...slotOf(r) }));
  }

  /** Of `hallIds`, those with an accepted booking intersecting `slot`. */
  async takenHalls(hallIds: number[], slot: Slot, em?: Em): Promise<Set<number>> {
    const rows = await this.db.query<{ hall_id: number }>(
      `select distinct hall_id from reserve_exam_hall where accepted and hall_id = any(?::int[]) and slot && ${range}`,
      [idArray(hallIds), ...slotParams(slot)],
      em,
    );
    return new Set(rows.map((r) => r.hall_id));
  }

  /** Pending requests (not withdrawn) other than `except` asking for one of `hallIds` at an intersecting time. */
  async competing(hallIds: number[], slot: Slot, except: number, em?: Em): Promise<RequestRecord[]> {
    return this.db.query<RequestRecord>(
      `${REQUEST} where r.id in (
         select reserve_exam_id from reserve_exam_hall
         where open and not accepted and hall_id = any(?::int[]) and slot && ${range} and reserve_exam_id <> ?)
       order by r.starts_at, r.id`,
      [idArray(hallIds), ...slotParams(slot), except],
      em,
    );
  }

  /** Pending requests per hall intersecting `slot` (availability). */
  async pendingCounts(hallIds: number[], slot: Slot): Promise<Map<number, number>> {
    const rows = await this.db.query<{ hall_id: number; n: number }>(
      `select hall_id, count(*)::int as n from reserve_exam_hall
       where open and not accepted and hall_id = any(?::int[]) and slot && ${range} group by hall_id`,
      [idArray(hallIds), ...slotParams(slot)],
    );
    return new Map(rows.map((r) => [r.hall_id, r.n]));
  }

  /** Marks the request's halls accepted: the exclusion constraint refuses it on any double booking. */
  async accept(id: number, userId: number, em: Em): Promise<void> {
    await this.db.query('update reserve_exam_hall set accepted = true where reserve_exam_id = ?', [id], em);
    await this.decided(id, '34.2.', userId, null, em);
  }

  async reject(id: number, userId: number, reason: string, em: Em): Promise<void> {
    await this.db.query('update reserve_exam_hall set open = false where reserve_exam_id = ?', [id], em);
    await this.decided(id, '34.3.', userId, reason, em);
  }

  private async decided(
    id: number,
    status: RequestStatusCode,
    userId: number,
    reason: string | null,
    em: Em,
  ) {
    await this.db.query(
      `update reserve_exam set status = ?, reason = ?, decided_by = ?, decided_at = now(),
         lock_version = lock_version + 1 where id = ?`,
      [status, reason, userId, id],
      em,
    );
  }

  async withdraw(id: number, em: Em): Promise<void> {
    await this.db.query('update reserve_exam_hall set open = false where reserve_exam_id = ?', [id], em);
    await this.db.query(
      'update reserve_exam set withdrawn_at = now(), lock_version = lock_version + 1 where id = ?',
      [id],
      em,
    );
  }

  async page(
    courseId: number,
    filters: { status?: RequestStatusCode; from?: string; to?: string },
    limit: number,
    offset: number,
  ): Promise<{ rows: RequestRecord[]; total: number }> {
    const conditions = ['r.course_id = ?'];
    const params: unknown[] = [courseId];
    if (filters.status) {
      conditions.push('r.status = ?');
      params.push(filters.status);
    }
    if (filters.from) {
      conditions.push('r.ends_at > ?::timestamptz');
      params.push(filters.from);
    }
    if (filters.to) {
      conditions.push('r.starts_at < ?::timestamptz');
      params.push(filters.to);
    }
    const where = conditions.join(' and ');
    const [rows, [count]] = await Promise.all([
      this.db.query<RequestRecord>(
        `${REQUEST} where ${where} order by r.starts_at desc, r.id desc limit ? offset ?`,
        [...params, limit, offset],
      ),
      this.db.query<{ n: number }>(`select count(*)::int as n from reserve_exam r where ${where}`, params),
    ]);
    return { rows, total: count.n };
  }

  /** Accepted and pending (not withdrawn) bookings of `hallIds` within `window`. */
  board(hallIds: number[], window: Slot): Promise<BookingRow[]> {
    return this.db.query<BookingRow>(
      `select rh.reserve_exam_id, rh.hall_id, r.course_id, r.starts_at, r.ends_at, r.status, r.students,
         r.requester_id, u.username as requester_username, u.name as requester_name
       from reserve_exam_hall rh join reserve_exam r on r.id = rh.reserve_exam_id join app_user u on u.id = r.requester_id
       where rh.open and rh.hall_id = any(?::int[]) and rh.slot && ${range}
       order by rh.hall_id, r.starts_at, r.id`,
      [idArray(hallIds), ...slotParams(window)],
    );
  }

  /**
   * Appends the event under the log's lock (held until the caller's transaction ends): call it as
   * the transaction's last statement.
   */
  async appendEvent(
    em: Em,
    build: (seq: number, at: string) => ReservationChangedEvent,
    reason: string | null,
  ): Promise<ReservationChangedEvent> {
    await this.db.query('select pg_advisory_xact_lock(?)', [LOG_LOCK], em);
    const [row] = await this.db.query<{ seq: string | number; at: Date | string }>(
      "select nextval('reserve_exam_event_seq') as seq, now() as at",
      [],
      em,
    );
    const event = build(Number(row.seq), isoTime(row.at));
    await this.db.query(
      'insert into reserve_exam_event (id, kind, reserve_exam_id, user_id, reason, payload) values (?, ?, ?, ?, ?, ?)',
      [event.seq, event.kind, event.reserveExamId, event.by.userId, reason, JSON.stringify(event)],
      em,
    );
    return event;
  }

  async lastSeq(): Promise<number> {
    const [row] = await this.db.query<{ seq: string | number | null }>(
      'select max(id) as seq from reserve_exam_event',
    );
    return Number(row.seq ?? 0);
  }

  /** Events in (since, upTo] whose request names a hall of a centre on the branch of `path`. */
  async eventsSince(
    since: number,
    upTo: number,
    path: string,
    limit: number,
  ): Promise<ReservationChangedEvent[]> {
    const rows = await this.db.query<{ payload: ReservationChangedEvent | string }>(
      `select e.payload from reserve_exam_event e
       where e.id > ? and e.id <= ? and exists (
         select 1 from reserve_exam_hall rh join exam_hall h on h.id = rh.hall_id
           join exam_centre c on c.id = h.centre_id join scope s on s.id = c.scope_id
         where rh.reserve_exam_id = e.reserve_exam_id and (? like s.path || '%' or s.path like ? || '%'))
       order by e.id limit ?`,
      [since, upTo, path, path, limit],
    );
    return rows.map((r) => json(r.payload));
  }

  async history(id: number): Promise<ReservationHistoryItem[]> {
    const rows = await this.db.query<{
      kind: ReservationHistoryItem['kind'];
      reason: string | null;
      payload: ReservationChangedEvent | string;
      created_at: Date | string;
    }>(
      'select kind, reason, payload, created_at from reserve_exam_event where reserve_exam_id = ? order by id',
      [id],
    );
    return rows.map((r) => ({
      kind: r.kind,
      by: json(r.payload).by,
      at: isoTime(r.created_at),
      ...(r.reason ? { reason: r.reason } : {}),
    }));
  }

  async userRef(userId: number, em?: Em): Promise<UserRef> {
    const [u] = await this.db.query<{ username: string; name: UserRef['name'] | string }>(
      'select username, name from app_user where id = ?',
      [userId],
      em,
    );
    return { userId, username: u.username, name: json(u.name) };
  }
}

export interface ConflictRow {
  hall_id: number;
  reserve_exam_id: number;
  centre_name: ReservationConflict['centreName'] | string;
  hall_name: ReservationConflict['hallName'] | string;
  starts_at: Date | string;
  ends_at: Date | string;
}

export const conflictOf = (r: ConflictRow): ReservationConflict => ({
  hallId: r.hall_id,
  reserveExamId: r.reserve_exam_id,
  centreName: json(r.centre_name),
  hallName: json(r.hall_name),
  startsAt: isoTime(r.starts_at),
  endsAt: isoTime(r.ends_at),
});
