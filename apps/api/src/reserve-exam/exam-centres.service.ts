import { Injectable } from '@nestjs/common';
import type { CentreInput, CentresResponse, HallInput } from '@mizan/domain/reserve-exam';
import { hallBookingsMessage, RESERVE_EXAM_MESSAGES } from '@mizan/domain/reserve-exam';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { CourseAccess } from '../courses/course-access.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { ExamCentresStore, hallInfo } from './exam-centres.store.js';
import { ReserveExamAccess } from './reserve-exam-access.js';
import { ReserveExamStore } from './reserve-exam.store.js';

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * 165.7.2. Exam centres and their halls, managed by users with add/edit/delete on the app whose
 * scope holds the centre's (a centre outside it is 404). A hall is deleted softly: the requests
 * that named it keep it, new ones are refused.
 */
@Injectable()
export class ExamCentresService {
  constructor(
    private readonly db: Db,
    private readonly store: ExamCentresStore,
    private readonly access: ReserveExamAccess,
    private readonly scopes: CourseAccess,
    private readonly requests: ReserveExamStore,
  ) {}

  async list(auth: RequestAuth): Promise<CentresResponse> {
    const { centres, halls } = await this.store.centresUnder(auth.scopePath);
    return {
      centres: centres.map((c) => ({
        centreId: c.id,
        scopeId: c.scope_id,
        scopeName: json(c.scope_name),
        name: json(c.name),
        active: c.active,
        halls: halls.filter((h) => h.centre_id === c.id).map(hallInfo),
      })),
      rights: [...(auth.rights['165.7.2.'] ?? [])],
    };
  }

  addCentre(auth: RequestAuth, input: CentreInput): Promise<{ centreId: number }> {
    return this.db.transaction(async (em) => {
      await this.scopes.scope(auth, input.scopeId, em);
      return { centreId: await this.store.addCentre(input, em) };
    });
  }

  editCentre(auth: RequestAuth, id: number, input: CentreInput): Promise<{ centreId: number }> {
    return this.db.transaction(async (em) => {
      const centre = await this.centre(auth, id, em);
      await this.scopes.scope(auth, input.scopeId, em);
      if (input.scopeId !== centre.scope_id && (await this.store.hasHalls(id, em)))
        throw DomainError.validation({ scopeId: RESERVE_EXAM_MESSAGES.centreNotEmpty });
      await this.store.editCentre(id, input, em);
      return { centreId: id };
    });
  }

  addHall(auth: RequestAuth, centreId: number, input: HallInput): Promise<{ hallId: number }> {
    return this.db.transaction(async (em) => {
      await this.centre(auth, centreId, em);
      return { hallId: await this.store.addHall(centreId, input, em) };
    });
  }

  editHall(auth: RequestAuth, id: number, input: HallInput): Promise<{ hallId: number }> {
    return this.db.transaction(async (em) => {
      await this.hall(auth, id, em);
      await this.store.editHall(id, input, em);
      return { hallId: id };
    });
  }

  /** A hall with upcoming bookings stays: removing it would take them off every board unseen. */
  deleteHall(auth: RequestAuth, id: number): Promise<{ hallId: number }> {
    return this.db.transaction(async (em) => {
      await this.hall(auth, id, em);
      const first = await this.store.firstUpcomingBooking(id, em);
      if (first) throw DomainError.of(409, hallBookingsMessage(first, await this.requests.timeZone(em)));
      await this.store.deleteHall(id, em);
      return { hallId: id };
    });
  }

  private async centre(auth: RequestAuth, id: number, em: Em) {
    const centre = await this.store.centre(id, em);
    if (!centre || !this.access.manages(auth, centre.scope_path)) throw notFound();
    return centre;
  }

  private async hall(auth: RequestAuth, id: number, em: Em) {
    const [hall] = await this.store.halls([id], em);
    if (!hall || hall.deleted || !this.access.manages(auth, hall.scope_path)) throw notFound();
    return hall;
  }
}
