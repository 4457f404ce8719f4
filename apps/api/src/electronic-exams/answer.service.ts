import { Injectable } from '@nestjs/common';
import {
  answerSaveSchema,
  checkResponse,
  isAnswered,
  type SaveAck,
  TAKING_MESSAGES as M,
  TAKING_LIMITS,
  type TakingRefusal,
} from '@mizan/domain/electronic-exams';
import { fill } from '@mizan/domain/i18n';
import { Db } from '../database/db.service.js';
import { TakingExamReader } from './taking-exam.reader.js';
import { TakingLive } from './taking-live.js';
import type { AttemptRow } from './taking.store.js';

/** The one session's attempt, as its socket or request knows it. */
export type AttemptRef = Pick<
  AttemptRow,
  'id' | 'exam_id' | 'sector_id' | 'student_id' | 'model_id' | 'session_id'
>;

const refusal = (
  code: TakingRefusal,
  position: number | null = null,
  seq: number | null = null,
  params: Record<string, number> = {},
): SaveAck => ({ ok: false, position, seq, code, message: fill(M[code], params) });

/**
 * The answer is written only while the attempt belongs to this session, is not submitted, has
 * started and is within its deadline (+ grace), in the same statement as the write: the attempt row
 * is held `for share`, so a submission (which locks it for update) either sees this answer or this
 * save sees the submission. The highest seq per question wins (`where stored.seq < excluded.seq`).
 */
const SAVE_SQL = `with a as (
    select a.id from exam_attempt a join exam e on e.id = a.exam_id
    where a.id = ? and a.session_id = ? and a.submitted_at is null and e.starts_at <= now()
      and a.deadline + make_interval(secs => ?) > now()
    for share of a
  ), old as (
    select answered from exam_attempt_answer where attempt_id = ? and position = ?
  ), up as (
    insert into exam_attempt_answer as w (attempt_id, position, seq, response, answered, flagged, time_spent_ms)
    select a.id, ?, ?, ?::jsonb, ?, ?, ? from a
    on conflict (attempt_id, position) do update set seq = excluded.seq, response = excluded.response,
      answered = excluded.answered, flagged = excluded.flagged, time_spent_ms = excluded.time_spent_ms, saved_at = now()
    where w.seq < excluded.seq
    returning w.saved_at, w.answered
  )
  select (select count(*) from a)::int as open, up.saved_at, up.answered, (select answered from old) as was,
    (select count(*) from exam_attempt_answer x where x.attempt_id = ? and x.answered)::int as answered_count
  from (select 1) one left join up on true`;

/** Autosave: one path for the socket and the HTTP fallback. */
@Injectable()
export class AnswerService {
  /** Per attempt: tokens left and when they were counted (a socket's student is served by one process). */
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly reader: TakingExamReader,
    private readonly live: TakingLive,
  ) {}

  async save(attempt: AttemptRef, input: unknown): Promise<SaveAck> {
    const raw = (input ?? {}) as { position?: unknown; seq?: unknown };
    const position = Number.isInteger(raw.position) ? (raw.position as number) : null;
    const seqIn = Number.isInteger(raw.seq) ? (raw.seq as number) : null;
    if (seqIn === null || seqIn < 1 || seqIn > TAKING_LIMITS.seqMax) return refusal('badSeq', position, null);
    const parsed = answerSaveSchema.safeParse(input);
    if (!parsed.success) return refusal('badResponse', position, seqIn);
    const save = parsed.data;
    if (!this.take(attempt.id)) return refusal('tooFast', save.position, save.seq);

    const model = await this.reader.model(attempt.model_id);
    const question = model.byPosition.get(save.position);
    if (!question) return refusal('notInModel', save.position, save.seq);
    const problem = save.response ? checkResponse(question.body, save.response) : null;
    if (problem) {
      const max = question.body.type === '3.1.' ? (question.body.answerWordsMax ?? 0) : 0;
      return refusal(problem, save.position, save.seq, { max });
    }

    const answered = isAnswered(save.response);
    const [row] = await this.db.hot<{
      open: number;
      saved_at: Date | null;
      answered: boolean | null;
      was: boolean | null;
      answered_count: number;
    }>('exam_taking_save', SAVE_SQL, [
      attempt.id,
      attempt.session_id,
      TAKING_LIMITS.graceMs / 1000,
      attempt.id,
      save.position,
      save.position,
      save.seq,
      save.response === null ? null : JSON.stringify(save.response),
      answered,
      save.flagged,
      save.timeSpentMs,
      attempt.id,
    ]);
    if (!row.open) return refusal(await this.whyClosed(attempt), save.position, save.seq);
    if (!row.saved_at) {
      // A higher seq is stored already: a replay or an older journal entry. Nothing changed.
      return {
        ok: true,
        position: save.position,
        seq: save.seq,
        applied: false,
        savedAt: new Date().toISOString(),
        answered: row.answered_count,
      };
    }
    // The count was read before this statement's write (a CTE's write is not visible to its siblings).
    const count = row.answered_count + Number(answered) - Number(row.was ?? false);
    void this.live.saved(
      attempt.exam_id,
      attempt.sector_id,
      attempt.student_id,
      (row.was ?? false) !== answered,
    );
    return {
      ok: true,
      position: save.position,
      seq: save.seq,
      applied: true,
      savedAt: new Date(row.saved_at).toISOString(),
      answered: count,
    };
  }

  /** Why the attempt took no answer: another session now, submitted, not started, or time up. */
  private async whyClosed(attempt: AttemptRef): Promise<TakingRefusal> {
    const [a] = await this.db.query<{ session_id: string; submitted: boolean; started: boolean }>(
      `select a.session_id, a.submitted_at is not null as submitted, e.starts_at <= now() as started
       from exam_attempt a join exam e on e.id = a.exam_id where a.id = ?`,
      [attempt.id],
    );
    if (!a || a.session_id !== attempt.session_id) return 'sessionEnded';
    if (a.submitted) return 'alreadySubmitted';
    if (!a.started) return 'notStarted';
    return 'timeUp';
  }

  /** Token bucket: `burst` at once, refilled at `ratePerSecond`. */
  private take(attemptId: number): boolean {
    const now = Date.now();
    const b = this.buckets.get(attemptId) ?? { tokens: TAKING_LIMITS.burst, at: now };
    b.tokens = Math.min(TAKING_LIMITS.burst, b.tokens + ((now - b.at) / 1000) * TAKING_LIMITS.ratePerSecond);
    b.at = now;
    if (b.tokens < 1) {
      this.buckets.set(attemptId, b);
      return false;
    }
    b.tokens -= 1;
    this.buckets.set(attemptId, b);
    return true;
  }

  forget(attemptId: number): void {
    this.buckets.delete(attemptId);
  }
}
