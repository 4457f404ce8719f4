import { Injectable } from '@nestjs/common';
import type { QuestionCommentEvent, QuestionStatusEvent, QuestionStemEvent } from '@mizan/domain/realtime';
import type { ReviewEventRecord } from '@mizan/domain/review';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

/** Any constant: the key of the advisory lock that orders the log's ids by commit (see the migration). */
const LOG_LOCK = 2_026_112_204;

type Payloads = {
  'question:status': QuestionStatusEvent;
  'question:comment': QuestionCommentEvent;
  'question:stem': QuestionStemEvent;
};
export type LoggedEvent = keyof Payloads;

/**
 * The review event log: every live event gets its sequence id here, in the transaction that
 * caused it, so a client that missed some can fetch them (GET .../events?since=).
 */
@Injectable()
export class ReviewEventLog {
  constructor(private readonly db: Db) {}

  /**
   * Draws the next id under the log's lock (held until the caller's transaction ends) and stores
   * the payload `build` makes with it. Call it as the transaction's last statement: other writers
   * wait for the lock until this one commits.
   */
  async append<E extends LoggedEvent>(
    em: Em,
    kind: E,
    where: { questionId: number; courseId: number },
    build: (seq: number, at: string) => Payloads[E],
  ): Promise<Payloads[E]> {
    const [payload] = await this.appendMany(em, kind, [where], (_, seq, at) => build(seq, at));
    return payload;
  }

  /** `append` of several events of one kind in one go (an approving import): one id each, in order. */
  async appendMany<E extends LoggedEvent, W>(
    em: Em,
    kind: E,
    wheres: W[],
    build: (where: W, seq: number, at: string) => Payloads[E],
  ): Promise<Payloads[E][]> {
    await this.db.query('select pg_advisory_xact_lock(?)', [LOG_LOCK], em);
    const rows = await this.db.query<{ seq: string | number; at: Date | string }>(
      "select nextval('review_event_seq') as seq, now() as at from generate_series(1, ?) order by 1",
      [wheres.length],
      em,
    );
    const payloads = wheres.map((w, i) => build(w, Number(rows[i].seq), new Date(rows[i].at).toISOString()));
    // Every payload carries its seq, questionId and courseId.
    await this.db.query(
      `insert into review_event (id, kind, question_id, course_id, payload)
       select (e->>'seq')::bigint, ?, (e->>'questionId')::int, (e->>'courseId')::int, e
       from jsonb_array_elements(?::jsonb) e`,
      [kind, JSON.stringify(payloads)],
      em,
    );
    return payloads;
  }

  /** The highest committed id: everything at or below it is visible (the ids commit in order). */
  async lastSeq(): Promise<number> {
    const [row] = await this.db.query<{ seq: string | number | null }>(
      'select max(id) as seq from review_event',
    );
    return Number(row.seq ?? 0);
  }

  /** The newest event of a kind on a question, as the caller's transaction sees it. */
  async newest(em: Em, kind: LoggedEvent, questionId: number): Promise<number> {
    const [row] = await this.db.query<{ seq: string | number | null }>(
      'select max(id) as seq from review_event where question_id = ? and kind = ?',
      [questionId, kind],
      em,
    );
    return Number(row.seq ?? 0);
  }

  /** Events in (since, upTo] of a course and/or a question, oldest first, at most `limit`. */
  async since(
    since: number,
    upTo: number,
    where: { courseId?: number; questionId?: number },
    limit: number,
  ): Promise<ReviewEventRecord[]> {
    const conditions: string[] = ['id > ?', 'id <= ?'];
    const params: unknown[] = [since, upTo];
    if (where.courseId !== undefined) {
      conditions.push('course_id = ?');
      params.push(where.courseId);
    }
    if (where.questionId !== undefined) {
      conditions.push('question_id = ?');
      params.push(where.questionId);
    }
    const rows = await this.db.query<{ kind: LoggedEvent; payload: unknown }>(
      `select kind, payload from review_event where ${conditions.join(' and ')} order by id limit ?`,
      [...params, limit],
    );
    return rows.map(
      (r) =>
        ({
          event: r.kind,
          payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
        }) as ReviewEventRecord,
    );
  }
}
