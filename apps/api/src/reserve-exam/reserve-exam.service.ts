import { Injectable } from '@nestjs/common';
import { RequestStatus } from '@mizan/domain/codes';
import { fill } from '@mizan/domain/i18n';
import {
  type AddReservationInput,
  type AddReservationResponse,
  type AvailabilityQuery,
  type AvailabilityResponse,
  capacityOf,
  type ReservationListQuery,
  type ReservationListResponse,
  type ReservationSummary,
  type ReservationView,
  RESERVE_EXAM_MESSAGES,
  type Slot,
  slotProblems,
} from '@mizan/domain/reserve-exam';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { ExamCentresStore, type HallRecord, hallInfo } from './exam-centres.store.js';
import { ReserveExamAccess } from './reserve-exam-access.js';
import { ReserveExamConflicts } from './reserve-exam-conflicts.js';
import { ReserveExamLive } from './reserve-exam-live.js';
import {
  conflictOf,
  type RequestRecord,
  ReserveExamStore,
  requesterOf,
  slotOf,
} from './reserve-exam.store.js';

/** Instants of a request body, already checked to parse (reserve-exam.schema.ts). */
export const slotFrom = (b: { startsAt: string; endsAt: string }): Slot => ({
  startsAt: Date.parse(b.startsAt),
  endsAt: Date.parse(b.endsAt),
});

/**
 * 165.7.2. Requests: submitting (SPEC 5 times, seats, halls of the course's faculty, no
 * intersection with an accepted booking), withdrawing, the paged list and one request's view.
 */
@Injectable()
export class ReserveExamService {
  constructor(
    private readonly db: Db,
    private readonly store: ReserveExamStore,
    private readonly centres: ExamCentresStore,
    private readonly access: ReserveExamAccess,
    private readonly conflicts: ReserveExamConflicts,
    private readonly live: ReserveExamLive,
  ) {}

  add(auth: RequestAuth, body: AddReservationInput): Promise<AddReservationResponse> {
    return this.db.transaction(async (em) => {
      const course = await this.access.course(auth, body.courseId, em);
      if (body.examId !== undefined && (await this.store.examCourse(body.examId, em)) !== course.id)
        throw DomainError.validation({ examId: RESERVE_EXAM_MESSAGES.examNotOfCourse });
      const slot = slotFrom(body);
      await this.checkSlot(slot, em);
      const halls = await this.centres.halls(body.hallIds, em, true);
      if (halls.length !== body.hallIds.length || !halls.every((h) => this.access.servesCourse(h, course)))
        throw DomainError.validation({ hallIds: RESERVE_EXAM_MESSAGES.hallUnavailable });
      checkCapacity(halls, body.students, body.electronic);
      // Shared: submits run side by side, but not while an accept of one of these halls commits.
      await this.store.lockHalls(body.hallIds, em, 'submit');
      await this.conflicts.refuseIfTaken(halls, slot, body.students, body.electronic, course.scope_path, em);
      const id = await this.store.insert(
        {
          courseId: course.id,
          examId: body.examId ?? null,
          slot,
          students: body.students,
          electronic: body.electronic,
          note: body.note ?? null,
          hallIds: body.hallIds,
          requesterId: auth.userId,
        },
        em,
      );
      await this.live.changed(em, auth, {
        kind: 'submitted',
        request: {
          id,
          course_id: course.id,
          hall_ids: [...body.hallIds].sort((a, b) => a - b),
          requester_id: auth.userId,
        },
        slot,
        status: RequestStatus.PENDING,
        lockVersion: 1,
      });
      return {
        reserveExamId: id,
        status: RequestStatus.PENDING,
        lockVersion: 1,
        message: RESERVE_EXAM_MESSAGES.submitted,
      };
    });
  }

  /** SPEC 5: start after now, end after start; within one day of the university's zone. */
  async checkSlot(slot: Slot, em?: Em): Promise<void> {
    const problems = slotProblems(slot, Date.now(), await this.store.timeZone(em));
    const fields = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, RESERVE_EXAM_MESSAGES[problem]]),
    );
    if (Object.keys(fields).length) throw DomainError.validation(fields);
  }

  withdraw(
    auth: RequestAuth,
    id: number,
    version: number,
  ): Promise<{ lockVersion: number; message: typeof RESERVE_EXAM_MESSAGES.withdrawn }> {
    return this.db.transaction(async (em) => {
      const r = await this.access.request(auth, await this.store.request(id, em, true), undefined, em);
      if (r.requester_id !== auth.userId) throw DomainError.of(403, RESERVE_EXAM_MESSAGES.notYourRequest);
      if (r.status !== RequestStatus.PENDING || r.withdrawn)
        throw DomainError.of(409, RESERVE_EXAM_MESSAGES.notPending);
      if (r.lock_version !== version) throw DomainError.of(409, RESERVE_EXAM_MESSAGES.staleVersion);
      await this.store.withdraw(id, em);
      await this.live.changed(em, auth, {
        kind: 'withdrawn',
        request: r,
        slot: slotOf(r),
        status: r.status,
        lockVersion: r.lock_version + 1,
      });
      return { lockVersion: r.lock_version + 1, message: RESERVE_EXAM_MESSAGES.withdrawn };
    });
  }

  async list(auth: RequestAuth, courseId: number, q: ReservationListQuery): Promise<ReservationListResponse> {
    await this.access.course(auth, courseId);
    const { rows, total } = await this.store.page(courseId, q, q.limit, (q.page - 1) * q.limit);
    return {
      reservations: await this.summaries(rows),
      currentPage: q.page,
      totalItems: total,
      rights: [...(auth.rights['165.7.2.'] ?? [])],
      timeZone: await this.store.timeZone(),
    };
  }

  async view(auth: RequestAuth, courseId: number, id: number): Promise<ReservationView> {
    const r = await this.access.request(auth, await this.store.request(id), courseId);
    const [summary] = await this.summaries([r]);
    const halls = await this.centres.halls(r.hall_ids);
    const pending = r.status === RequestStatus.PENDING && !r.withdrawn;
    return {
      ...summary,
      note: r.note,
      reason: r.reason,
      history: await this.store.history(id),
      canDecide: pending && this.access.canDecide(auth, halls),
      canWithdraw: pending && r.requester_id === auth.userId,
      timeZone: await this.store.timeZone(),
    };
  }

  /** Halls the course may ask for, each free or taken (by whom, until when) at the slot. */
  async availability(auth: RequestAuth, q: AvailabilityQuery): Promise<AvailabilityResponse> {
    const course = await this.access.course(auth, q.courseId);
    const slot = slotFrom(q);
    if (!(slot.endsAt > slot.startsAt))
      throw DomainError.validation({ endsAt: RESERVE_EXAM_MESSAGES.endNotAfterStart });
    const halls = await this.centres.hallsOnBranch(course.scope_path, { below: false });
    const ids = halls.map((h) => h.id);
    const [taken, pending] = await Promise.all([
      this.store.acceptedConflicts(ids, slot),
      this.store.pendingCounts(ids, slot),
    ]);
    return {
      halls: halls.map((h) => {
        const mine = taken.filter((t) => t.hall_id === h.id).map(conflictOf);
        return {
          ...hallInfo(h),
          state: mine.length ? 'taken' : 'free',
          taken: mine,
          pending: pending.get(h.id) ?? 0,
        };
      }),
      timeZone: await this.store.timeZone(),
    };
  }

  async summaries(rows: RequestRecord[]): Promise<ReservationSummary[]> {
    const halls = new Map(
      (await this.centres.halls([...new Set(rows.flatMap((r) => r.hall_ids))])).map((h) => [
        h.id,
        hallInfo(h),
      ]),
    );
    return rows.map((r) => ({
      reserveExamId: r.id,
      courseId: r.course_id,
      examId: r.exam_id,
      startsAt: new Date(r.starts_at).toISOString(),
      endsAt: new Date(r.ends_at).toISOString(),
      students: r.students,
      electronic: r.electronic,
      status: r.status,
      withdrawn: r.withdrawn,
      halls: r.hall_ids.flatMap((id) => halls.get(id) ?? []),
      requester: requesterOf(r),
      lockVersion: r.lock_version,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }
}

/** The chosen halls must seat the students (an electronic exam: one computer each). */
export function checkCapacity(halls: HallRecord[], students: number, electronic: boolean): void {
  const capacity = capacityOf(halls, electronic);
  if (capacity < students)
    throw DomainError.validation({
      students: fill(electronic ? RESERVE_EXAM_MESSAGES.computersShort : RESERVE_EXAM_MESSAGES.seatsShort, {
        capacity,
        students,
      }),
    });
}
