import { Injectable } from '@nestjs/common';
import type { ExamChangedEvent, ExamChangeKind, ExamStatus } from '@mizan/domain/exam-generation';
import { rooms } from '@mizan/domain/realtime';
import type { RequestAuth } from '../auth/session.store.js';
import type { Em } from '../database/database.js';
import { AfterCommit } from '../realtime/after-commit.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ExamStore } from './exam.store.js';

/**
 * An exam's change, recorded in the write's own transaction (the catch-up log, keyed by the lock
 * version it produced) and emitted to the exam's room once it commits.
 */
@Injectable()
export class ExamLive {
  constructor(
    private readonly store: ExamStore,
    private readonly afterCommit: AfterCommit,
    private readonly realtime: RealtimeService,
  ) {}

  async changed(
    em: Em,
    auth: RequestAuth,
    exam: { examId: number; courseId: number },
    change: { kind: ExamChangeKind; lockVersion: number; status: ExamStatus; modelNos?: number[] },
  ): Promise<ExamChangedEvent> {
    const event: ExamChangedEvent = {
      examId: exam.examId,
      courseId: exam.courseId,
      ...change,
      by: await this.store.userRef(auth.userId, em),
      at: new Date().toISOString(),
    };
    await this.store.appendEvent(event, em);
    this.afterCommit.run(em, () => this.realtime.toRooms([rooms.exam(exam.examId)], 'exam:changed', event));
    return event;
  }
}
