import { isDeepStrictEqual } from 'node:util';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  type StudentResponse,
  type SubmitResponse,
  TAKING_MESSAGES as M,
  TAKING_LIMITS,
  takingKey,
  toScorerResponse,
} from '@mizan/domain/electronic-exams';
import { type Response, scoreQuestion, withRubricMarks } from '@mizan/domain/scoring';
import { DomainError } from '../common/domain-error.js';
import { Periodic } from '../common/periodic.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { TakingExamReader, type TakingModelQuestion } from './taking-exam.reader.js';
import { TakingLive } from './taking-live.js';
import { type AttemptRow, type SubmittedAnswer, TakingStore } from './taking.store.js';

/** How often every API process looks for attempts past their deadline (MIZAN_EXAM_SWEEP_MS). */
export const sweepMs = () => Math.max(100, Number(process.env.MIZAN_EXAM_SWEEP_MS ?? 15_000));

/**
 * Submission, by the student or by the server at the deadline: the attempt closes and every model
 * question gets its exam_answer row (source 'electronic', at the version the model froze), scored by
 * the one scorer; essays wait for a marker (pending, marks null), an essay left empty is 0.
 *
 * The deadline sweep runs on every process every MIZAN_EXAM_SWEEP_MS: overdue attempts are taken
 * `for update skip locked`, so processes share the work and never submit one twice; nothing is
 * scheduled, so a restart or a deadline moved by extra time needs nothing rescheduled.
 */
@Injectable()
export class SubmissionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('ExamSweep');
  private readonly periodic = new Periodic(() => this.sweep());

  constructor(
    private readonly db: Db,
    private readonly store: TakingStore,
    private readonly reader: TakingExamReader,
    private readonly live: TakingLive,
  ) {}

  onApplicationBootstrap(): void {
    this.periodic.start(sweepMs(), this.db.migrated);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  async submit(sessionId: string): Promise<SubmitResponse> {
    const result = await this.db.transaction(async (em) => {
      const attempt = await this.store.attemptBySession(sessionId, em, true);
      if (!attempt) throw DomainError.of(401, M.sessionEnded);
      if (attempt.submitted_at) throw DomainError.of(409, M.alreadySubmitted);
      return { attempt, ...(await this.finalize(attempt, 'student', em)) };
    });
    this.announce(result.attempt, result.submittedAt, 'student');
    return {
      submittedAt: result.submittedAt.toISOString(),
      answered: result.answered,
      total: result.total,
      message: M.submitted,
    };
  }

  /** Submits every attempt past its deadline and grace, 50 to a transaction. */
  private async sweep(): Promise<void> {
    try {
      while (!this.periodic.stopping) {
        const closed = await this.db.transaction(async (em) => {
          const due = await this.db.query<AttemptRow>(
            `select a.* from exam_attempt a
             where a.submitted_at is null and a.deadline + make_interval(secs => ?) < now()
             order by a.deadline limit 50 for update skip locked`,
            [TAKING_LIMITS.graceMs / 1000],
            em,
          );
          const out: { attempt: AttemptRow; submittedAt: Date }[] = [];
          for (const attempt of due) out.push({ attempt, ...(await this.finalize(attempt, 'deadline', em)) });
          return out;
        });
        for (const c of closed) this.announce(c.attempt, c.submittedAt, 'deadline');
        if (closed.length < 50) return;
      }
    } catch (error) {
      this.log.error(`sweep: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async finalize(
    attempt: AttemptRow,
    by: 'student' | 'deadline',
    em: Em,
  ): Promise<{ submittedAt: Date; answered: number; total: number }> {
    const model = await this.reader.model(attempt.model_id);
    const saved = await this.db.query<{
      position: number;
      response: StudentResponse | null;
      answered: boolean;
    }>('select position, response, answered from exam_attempt_answer where attempt_id = ?', [attempt.id], em);
    const byPosition = new Map(saved.map((s) => [s.position, s]));
    // A reopened submission was written before: an answer the student left as it was keeps its row
    // (a marker's marks, second marks included); a changed one is scored again (an essay back to pending).
    const before = new Map(
      (await this.store.submittedAnswers(attempt.student_id, em)).map((a) => [a.position, a]),
    );
    const changed: number[] = [];
    for (const q of model.questions) {
      const s = byPosition.get(q.position);
      const response = s?.answered
        ? toScorerResponse(q.body, s.response, q.choiceOrder, takingKey(attempt.model_id, q.position))
        : undefined;
      const old = before.get(q.position);
      if (old && sameAnswer(old, { modelId: attempt.model_id, question: q, response })) continue;
      if (old) changed.push(q.position);
      const score = scoreQuestion(q.body, q.degree, response);
      // Nothing to mark in an empty answer: 0, not waiting for a person.
      const marks = response ? score.marks : (score.marks ?? 0);
      await this.store.writeAnswer(
        {
          examId: attempt.exam_id,
          studentId: attempt.student_id,
          position: q.position,
          modelId: attempt.model_id,
          questionId: q.questionId,
          version: q.version,
          response: response ?? {},
          marks,
          maxMarks: score.max,
        },
        em,
      );
    }
    await this.store.dropSecondMarks(attempt.student_id, changed, em);
    const [row] = await this.db.query<{ submitted_at: Date }>(
      `update exam_attempt set submitted_at = now(), submitted_by = ? where id = ?
       returning submitted_at`,
      [by, attempt.id],
      em,
    );
    return {
      submittedAt: new Date(row.submitted_at),
      answered: saved.filter((s) => s.answered && model.byPosition.has(s.position)).length,
      total: model.questions.length,
    };
  }

  private announce(attempt: AttemptRow, submittedAt: Date, by: 'student' | 'deadline'): void {
    this.live.toSession(attempt.session_id, 'exam-taking:submitted', {
      submittedAt: submittedAt.toISOString(),
      by,
    });
    void this.live.student(attempt.exam_id, attempt.sector_id, attempt.student_id);
  }
}

/**
 * The stored answer is the one being submitted: same question version, and the same words and
 * choices once the markers' rubric marks (laid into a stored essay) are set aside.
 */
function sameAnswer(
  stored: SubmittedAnswer,
  fresh: { modelId: number; question: TakingModelQuestion; response: Response | undefined },
): boolean {
  const { question: q } = fresh;
  if (stored.source !== 'electronic' || stored.model_id !== fresh.modelId) return false;
  if (stored.question_id !== q.questionId || stored.version !== q.version) return false;
  const studentPart = (r: Response | undefined) => withRubricMarks(q.body, r, undefined, true);
  return isDeepStrictEqual(studentPart(stored.response), studentPart(fresh.response ?? ({} as Response)));
}
