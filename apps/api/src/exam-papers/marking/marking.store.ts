import { Injectable } from '@nestjs/common';
import type { Response, WrittenAnswer } from '@mizan/domain/scoring';
import type { Em } from '../../database/database.js';
import { Db } from '../../database/db.service.js';

export interface MarkingRow {
  ref: string;
  ordinal: number;
  student_id: number;
  position: number;
  model_id: number;
  source: 'omr' | 'manual' | 'electronic';
  response: Response | null;
  written: WrittenAnswer | null;
  marks: string | null;
  max_marks: string;
  second_written: WrittenAnswer | null;
  second_marks: string | null;
}

/** The SQL of blind marking: students' random references, the answers to one question, second marks. */
@Injectable()
export class MarkingStore {
  constructor(private readonly db: Db) {}

  /** Every student of the exam gets a reference once (random, so its order tells nothing). */
  async ensureRefs(examId: number): Promise<void> {
    await this.db.query(
      `insert into exam_marking_ref (student_id, exam_id) select id, exam_id from exam_student
       where exam_id = ? on conflict (student_id) do nothing`,
      [examId],
    );
  }

  /** Answers and marked answers per question of the exam. */
  async counts(examId: number): Promise<Map<number, { answers: number; marked: number }>> {
    const rows = await this.db.query<{ question_id: number; answers: number; marked: number }>(
      `select a.question_id, count(*)::int as answers, count(a.marks)::int as marked
       from exam_answer a join exam_student s on s.id = a.student_id and s.withdrawn_at is null
       where a.exam_id = ? group by a.question_id`,
      [examId],
    );
    return new Map(rows.map((r) => [r.question_id, { answers: r.answers, marked: r.marked }]));
  }

  /**
   * The answers to one question in reference order, after `cursor`; `ordinal` counts over all of
   * them, whatever the filter. `ref` alone: that one answer.
   */
  async answers(
    examId: number,
    questionId: number,
    q: { cursor?: string; ref?: string; unmarked?: boolean; limit: number },
    em?: Em,
  ): Promise<MarkingRow[]> {
    const where: string[] = [];
    const params: unknown[] = [examId, questionId];
    if (q.cursor) {
      where.push('uref > ?::uuid');
      params.push(q.cursor);
    }
    if (q.ref) {
      where.push('uref = ?::uuid');
      params.push(q.ref);
    }
    if (q.unmarked) where.push('marks is null');
    params.push(q.limit);
    return this.db.query<MarkingRow>(
      `select x.*, uref::text as ref from (
         select r.ref as uref, (row_number() over (order by r.ref))::int as ordinal, a.student_id, a.position,
           a.model_id, a.source, a.response, a.written, a.marks, a.max_marks,
           m.written as second_written, m.marks as second_marks
         from exam_answer a
           join exam_student s on s.id = a.student_id and s.withdrawn_at is null
           join exam_marking_ref r on r.student_id = a.student_id
           left join exam_second_mark m on m.student_id = a.student_id and m.position = a.position
         where a.exam_id = ? and a.question_id = ?
       ) x ${where.length ? `where ${where.join(' and ')}` : ''} order by uref limit ?`,
      params,
      em,
    );
  }

  async writeSecond(
    studentId: number,
    position: number,
    written: WrittenAnswer,
    marks: number | null,
    userId: number,
    em: Em,
  ): Promise<void> {
    await this.db.query(
      `insert into exam_second_mark (student_id, position, written, marks, marked_by) values (?, ?, ?::jsonb, ?, ?)
       on conflict (student_id, position) do update set written = excluded.written, marks = excluded.marks,
         marked_by = excluded.marked_by, updated_at = now()`,
      [studentId, position, JSON.stringify(written), marks, userId],
      em,
    );
  }
}
