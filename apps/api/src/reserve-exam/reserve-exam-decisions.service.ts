import { Injectable } from '@nestjs/common';
import { RequestStatus } from '@mizan/domain/codes';
import {
  type CompetingResponse,
  type DecisionResponse,
  type ReservationDecisionInput,
  RESERVE_EXAM_MESSAGES,
} from '@mizan/domain/reserve-exam';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, forbidden } from '../common/domain-error.js';
import { Db } from '../database/db.service.js';
import { ExamCentresStore } from './exam-centres.store.js';
import { ReserveExamAccess } from './reserve-exam-access.js';
import { ReserveExamConflicts } from './reserve-exam-conflicts.js';
import { ReserveExamLive } from './reserve-exam-live.js';
import { conflictOf, ReserveExamStore, slotOf } from './reserve-exam.store.js';
import { ReserveExamService } from './reserve-exam.service.js';

/** PostgreSQL's exclusion_violation: the constraint caught two accepts the checks let through. */
const EXCLUSION_VIOLATION = '23P01';
const isExclusionViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === EXCLUSION_VIOLATION || e?.cause?.code === EXCLUSION_VIOLATION;
};

/**
 * 165.7.2. An administrator's decision on a pending request, with optimistic locking on its
 * lock_version (the row is locked first: of two deciding at once, the second reads the first's
 * version and gets 409). Accepting re-checks the slot and the accepted bookings, and the exclusion
 * constraint settles any race the check cannot see: the loser gets the same 409 with the
 * conflicts, never a stored double booking. The halls' advisory locks make accepts of one hall
 * wait for each other before the check, so the constraint is a backstop, not the usual referee.
 */
@Injectable()
export class ReserveExamDecisionsService {
  constructor(
    private readonly db: Db,
    private readonly store: ReserveExamStore,
    private readonly centres: ExamCentresStore,
    private readonly access: ReserveExamAccess,
    private readonly conflicts: ReserveExamConflicts,
    private readonly requests: ReserveExamService,
    private readonly live: ReserveExamLive,
  ) {}

  async decide(auth: RequestAuth, id: number, body: ReservationDecisionInput): Promise<DecisionResponse> {
    try {
      return await this.db.transaction(async (em) => {
        const r = await this.access.request(auth, await this.store.request(id, em, true), undefined, em);
        const halls = await this.centres.halls(r.hall_ids, em);
        if (!this.access.canDecide(auth, halls)) throw forbidden();
        if (r.lock_version !== body.version) throw DomainError.of(409, RESERVE_EXAM_MESSAGES.staleVersion);
        if (r.status !== RequestStatus.PENDING || r.withdrawn)
          throw DomainError.of(409, RESERVE_EXAM_MESSAGES.notPending);
        const slot = slotOf(r);
        const lockVersion = r.lock_version + 1;
        if (body.decision === 'reject') {
          if (!body.reason) throw DomainError.validation({ reason: RESERVE_EXAM_MESSAGES.reasonRequired });
          await this.store.reject(id, auth.userId, body.reason, em);
          await this.live.changed(em, auth, {
            kind: 'rejected',
            request: r,
            slot,
            status: RequestStatus.REJECTED,
            lockVersion,
            reason: body.reason,
          });
          return { status: RequestStatus.REJECTED, lockVersion, message: RESERVE_EXAM_MESSAGES.rejected };
        }
        if (slot.startsAt <= Date.now())
          throw DomainError.validation({ startsAt: RESERVE_EXAM_MESSAGES.startPassed });
        const course = await this.access.course(auth, r.course_id, em);
        await this.store.lockHalls(r.hall_ids, em, 'accept');
        await this.conflicts.refuseIfTaken(halls, slot, r.students, r.electronic, course.scope_path, em, id);
        const competing = await this.store.competing(r.hall_ids, slot, id, em);
        await this.store.accept(id, auth.userId, em);
        await this.live.changed(em, auth, {
          kind: 'accepted',
          request: r,
          slot,
          status: RequestStatus.ACCEPTED,
          lockVersion,
          competing,
        });
        return {
          status: RequestStatus.ACCEPTED,
          lockVersion,
          message: RESERVE_EXAM_MESSAGES.accepted,
          competing: competing.map((c) => c.id),
        };
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      // The transaction is gone; what won is committed now and can be named.
      const r = (await this.store.request(id))!;
      const halls = await this.centres.halls(r.hall_ids);
      const course = await this.access.course(auth, r.course_id);
      const rows = await this.store.acceptedConflicts(r.hall_ids, slotOf(r), undefined, id);
      throw await this.conflicts.refusal(
        rows.map(conflictOf),
        halls,
        slotOf(r),
        r.students,
        r.electronic,
        course.scope_path,
      );
    }
  }

  /** Before accepting: the pending requests that accepting `id` would put in conflict. */
  async competing(auth: RequestAuth, id: number): Promise<CompetingResponse> {
    const r = await this.access.request(auth, await this.store.request(id));
    const rows = await this.store.competing(r.hall_ids, slotOf(r), id);
    const summaries = await this.requests.summaries(rows);
    const mine = new Set(r.hall_ids);
    return {
      competing: summaries.map((s, i) => ({ ...s, hallIds: rows[i].hall_ids.filter((h) => mine.has(h)) })),
    };
  }
}
