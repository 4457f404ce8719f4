import { Injectable } from '@nestjs/common';
import type { ExamChangeKind, ExamStatus } from '@mizan/domain/exam-generation';
import type { RequestAuth } from '../auth/session.store.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { ExamAccess } from './exam-access.js';
import { ExamLive } from './exam-live.js';
import { type ExamRecord, ExamStore } from './exam.store.js';

/**
 * One write to an exam's students, sectors, distribution or data: a transaction that locks the exam
 * (refusing an approved distribution and a stale version), does the work, raises the lock version,
 * keeps or moves the status, and records the change for the room.
 */
@Injectable()
export class ExamWrite {
  constructor(
    private readonly db: Db,
    private readonly access: ExamAccess,
    private readonly store: ExamStore,
    private readonly live: ExamLive,
  ) {}

  run<T extends object>(
    auth: RequestAuth,
    examId: number,
    version: number,
    kind: ExamChangeKind,
    work: (exam: ExamRecord, em: Em) => Promise<T & { status?: ExamStatus }>,
  ): Promise<Omit<T, 'status'> & { lockVersion: number }> {
    return this.db.transaction(async (em) => {
      const { exam } = await this.access.writable(auth, examId, version, em);
      const { status = exam.status, ...result } = await work(exam, em);
      const lockVersion = await this.store.bump(examId, { status }, em);
      await this.live.changed(em, auth, exam, { kind, lockVersion, status });
      return { ...result, lockVersion };
    });
  }
}
