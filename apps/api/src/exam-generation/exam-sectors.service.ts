import { Injectable } from '@nestjs/common';
import {
  type DistributeResult,
  EXAM_MESSAGES as M,
  type ExamSectorsResult,
  planDistribution,
  type SectorAddResult,
  type SectorBody,
  STUDENT_LIMITS,
} from '@mizan/domain/exam-generation';
import { fill } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import type { Em } from '../database/database.js';
import { ExamAccess } from './exam-access.js';
import { ExamStudentsStore } from './exam-students.store.js';
import { ExamWrite } from './exam-write.js';
import { ExamStore } from './exam.store.js';

const PLAN_REFUSALS = {
  noStudents: M.noStudents,
  noSectors: M.noSectors,
  noModels: M.distributeNeedsPublished,
} as const;

/**
 * 165.7.1. an exam's sectors (halls or committees with a capacity), the distribution of its
 * students over them with a model per seat (exam-distribution.rules.ts), and its approval (SPEC 4:
 * the exam and its models are then locked). A sector change forgets the distribution.
 */
@Injectable()
export class ExamSectorsService {
  constructor(
    private readonly access: ExamAccess,
    private readonly exams: ExamStore,
    private readonly store: ExamStudentsStore,
    private readonly write: ExamWrite,
  ) {}

  async list(auth: RequestAuth, examId: number): Promise<ExamSectorsResult> {
    const { exam } = await this.access.readable(auth, examId);
    return { sectors: await this.store.sectors(examId), lockVersion: exam.lockVersion };
  }

  private async checkName(examId: number, name: string, sectorId: number | null, em: Em) {
    if (await this.store.nameTaken(examId, name, sectorId, em))
      throw DomainError.validation({ name: M.sectorNameTaken });
  }

  add(auth: RequestAuth, examId: number, body: SectorBody): Promise<SectorAddResult> {
    const { version, ...sector } = body;
    return this.write.run(auth, examId, version, 'sectors', async (_exam, em) => {
      if ((await this.store.sectors(examId, em)).length >= STUDENT_LIMITS.sectorsMax)
        throw DomainError.of(422, fill(MESSAGES.maxValue, { max: STUDENT_LIMITS.sectorsMax }));
      await this.checkName(examId, sector.name, null, em);
      const sectorId = await this.store.addSector(examId, sector, em);
      await this.store.clearDistribution(examId, em);
      return { sectorId };
    });
  }

  update(auth: RequestAuth, examId: number, sectorId: number, body: SectorBody) {
    const { version, ...sector } = body;
    return this.write.run(auth, examId, version, 'sectors', async (_exam, em) => {
      await this.checkName(examId, sector.name, sectorId, em);
      if (!(await this.store.updateSector(examId, sectorId, sector, em)))
        throw DomainError.of(404, M.sectorNotFound);
      await this.store.clearDistribution(examId, em);
      return {};
    });
  }

  remove(auth: RequestAuth, examId: number, sectorId: number, version: number) {
    return this.write.run(auth, examId, version, 'sectors', async (_exam, em) => {
      // Seats first: a sector's students must not keep a seat number in no sector.
      await this.store.clearDistribution(examId, em);
      if (!(await this.store.deleteSector(examId, sectorId, em))) throw DomainError.of(404, M.sectorNotFound);
      return {};
    });
  }

  /** Seats every active student with a model; the exam must be published (its models final). */
  distribute(auth: RequestAuth, examId: number, version: number): Promise<DistributeResult> {
    return this.write.run(auth, examId, version, 'distributed', async (exam, em) => {
      if (exam.status !== 'published') throw DomainError.of(422, M.distributeNeedsPublished);
      const [students, sectors, models] = await Promise.all([
        this.store.activeIds(examId, em),
        this.store.sectors(examId, em),
        this.exams.summaries(examId, em),
      ]);
      const plan = planDistribution(
        students,
        sectors,
        models.map((m) => m.modelNo),
      );
      if (!plan.ok)
        throw DomainError.of(
          422,
          plan.reason === 'capacity'
            ? fill(M.sectorsTooSmall, { capacity: plan.capacity, students: plan.students })
            : PLAN_REFUSALS[plan.reason],
        );
      await this.store.seat(examId, plan.seats, em);
      return { sectors: await this.store.sectors(examId, em), seated: plan.seats.length };
    });
  }

  /** SPEC 4: approving the distribution locks the exam; every active student must be seated. */
  approve(auth: RequestAuth, examId: number, version: number) {
    return this.write.run(auth, examId, version, 'distributionApproved', async (exam, em) => {
      if (exam.status !== 'published') throw DomainError.of(422, M.distributeNeedsPublished);
      const counts = await this.store.counts(examId, em);
      if (!counts.active) throw DomainError.of(422, M.noStudents);
      if (counts.unassigned) throw DomainError.of(422, M.notDistributed);
      return { status: 'distributionApproved' as const };
    });
  }
}
