import { Injectable } from '@nestjs/common';
import {
  type ConflictBody,
  capacityOf,
  conflictMessage,
  DAY_MS,
  nearestFreeSlots,
  RESERVE_EXAM_LIMITS,
  type ReservationAlternative,
  type ReservationConflict,
  type Slot,
} from '@mizan/domain/reserve-exam';
import { DomainError } from '../common/domain-error.js';
import type { Em } from '../database/database.js';
import { ExamCentresStore, type HallRecord, hallInfo } from './exam-centres.store.js';
import { conflictOf, ReserveExamStore } from './reserve-exam.store.js';

/** 409 with SPEC 8's message, the intersecting bookings and free alternatives (API.md). */
export class ReservationConflictError extends DomainError {
  constructor(readonly detail: ConflictBody) {
    super(409, 'generic');
  }

  override get body(): ConflictBody {
    return this.detail;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A slot that intersects an accepted booking of a chosen hall is refused, naming each centre and
 * hall with its taken time, with free alternatives: other halls of the course's faculty that seat
 * the students at that time, and the nearest times (either side, same length, same day) at which
 * all the chosen halls are free.
 */
@Injectable()
export class ReserveExamConflicts {
  constructor(
    private readonly store: ReserveExamStore,
    private readonly centres: ExamCentresStore,
  ) {}

  async refuseIfTaken(
    halls: HallRecord[],
    slot: Slot,
    students: number,
    electronic: boolean,
    coursePath: string,
    em: Em,
    except = 0,
  ): Promise<void> {
    const rows = await this.store.acceptedConflicts(
      halls.map((h) => h.id),
      slot,
      em,
      except,
    );
    if (!rows.length) return;
    throw await this.refusal(rows.map(conflictOf), halls, slot, students, electronic, coursePath, em);
  }

  /** The 409 for `conflicts` (also when the exclusion constraint, not the check, caught a race). */
  async refusal(
    conflicts: ReservationConflict[],
    halls: HallRecord[],
    slot: Slot,
    students: number,
    electronic: boolean,
    coursePath: string,
    em?: Em,
  ): Promise<ReservationConflictError> {
    const timeZone = await this.store.timeZone(em);
    return new ReservationConflictError({
      message: conflictMessage(conflicts, timeZone),
      conflicts,
      alternatives: await this.alternatives(halls, slot, students, electronic, coursePath, timeZone, em),
    });
  }

  private async alternatives(
    halls: HallRecord[],
    slot: Slot,
    students: number,
    electronic: boolean,
    coursePath: string,
    timeZone: string,
    em?: Em,
  ): Promise<ReservationAlternative[]> {
    const n = RESERVE_EXAM_LIMITS.alternatives;
    const chosen = new Set(halls.map((h) => h.id));
    const others = (await this.centres.hallsOnBranch(coursePath, { below: false }, em)).filter(
      (h) => !chosen.has(h.id) && capacityOf([h], electronic) >= students,
    );
    const taken = await this.store.takenHalls(
      others.map((h) => h.id),
      slot,
      em,
    );
    const otherHalls: ReservationAlternative[] = others
      .filter((h) => !taken.has(h.id))
      .sort((a, b) => capacityOf([a], electronic) - capacityOf([b], electronic) || a.id - b.id)
      .slice(0, n)
      .map((h) => ({
        kind: 'otherHall',
        hall: hallInfo(h),
        startsAt: iso(slot.startsAt),
        endsAt: iso(slot.endsAt),
      }));
    const horizon = 7 * DAY_MS;
    const nearby = await this.store.acceptedIn(
      [...chosen],
      { startsAt: slot.startsAt - horizon, endsAt: slot.endsAt + horizon },
      em,
    );
    const otherTimes: ReservationAlternative[] = nearestFreeSlots(slot, [...chosen], nearby, {
      now: Date.now(),
      timeZone,
      limit: n,
      horizonMs: horizon,
    }).map((s) => ({
      kind: 'otherTime',
      hallIds: [...chosen],
      startsAt: iso(s.startsAt),
      endsAt: iso(s.endsAt),
    }));
    return [...otherHalls, ...otherTimes];
  }
}
