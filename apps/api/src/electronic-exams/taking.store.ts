import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Response } from '@mizan/domain/scoring';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

/** An attempt as the student's session reads it. */
export interface AttemptRow {
  id: number;
  exam_id: number;
  student_id: number;
  sector_id: number;
  model_id: number;
  session_id: string;
  device_id: string;
  started_at: Date | null;
  deadline: Date;
  submitted_at: Date | null;
  submitted_by: 'student' | 'deadline' | null;
}

const ATTEMPT_COLUMNS = `a.id, a.exam_id, a.student_id, a.sector_id, a.model_id, a.session_id, a.device_id, a.started_at,
  a.deadline, a.submitted_at, a.submitted_by`;

/** A student's exam_answer row as a submission compares it. */
export interface SubmittedAnswer {
  position: number;
  model_id: number;
  question_id: number;
  version: number;
  source: 'omr' | 'manual' | 'electronic';
  response: Response;
}

/** A new six-digit code: read aloud digit by digit in Arabic or English. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The SQL of electronic exams (attempts, answers, access codes, messages): no other area writes these tables. */
@Injectable()
export class TakingStore {
  constructor(readonly db: Db) {}

  /** Gives every sector of the exam a code (the first read makes them). */
  async ensureCodes(examId: number, em?: Em): Promise<void> {
    const missing = await this.db.query<{ id: number }>(
      `select s.id from exam_sector s left join exam_taking_sector t on t.sector_id = s.id
       where s.exam_id = ? and t.sector_id is null`,
      [examId],
      em,
    );
    for (const s of missing)
      await this.db.query(
        `insert into exam_taking_sector (sector_id, exam_id, access_code) values (?, ?, ?)
         on conflict (sector_id) do nothing`,
        [s.id, examId, newCode()],
        em,
      );
  }

  async regenerate(sectorId: number, em: Em): Promise<void> {
    await this.db.query(
      'update exam_taking_sector set access_code = ?, updated_at = now() where sector_id = ?',
      [newCode(), sectorId],
      em,
    );
  }

  async attemptBySession(sessionId: string, em?: Em, lock = false): Promise<AttemptRow | null> {
    const [row] = await this.db.query<AttemptRow>(
      `select ${ATTEMPT_COLUMNS} from exam_attempt a where a.session_id = ?${lock ? ' for update' : ''}`,
      [sessionId],
      em,
    );
    return row ?? null;
  }

  async attemptOfStudent(studentId: number, em?: Em, lock = false): Promise<AttemptRow | null> {
    const [row] = await this.db.query<AttemptRow>(
      `select ${ATTEMPT_COLUMNS} from exam_attempt a where a.student_id = ?${lock ? ' for update' : ''}`,
      [studentId],
      em,
    );
    return row ?? null;
  }

  /** The student's exam_answer rows (an earlier submission's, before a reopen), locked against markers. */
  async submittedAnswers(studentId: number, em: Em): Promise<SubmittedAnswer[]> {
    return this.db.query<SubmittedAnswer>(
      `select position, model_id, question_id, version, source, response from exam_answer
       where student_id = ? for update`,
      [studentId],
      em,
    );
  }

  /** One submitted answer, scored: whatever a person gave an earlier version of it goes. */
  async writeAnswer(
    a: {
      examId: number;
      studentId: number;
      position: number;
      modelId: number;
      questionId: number;
      version: number;
      response: Response | Record<string, never>;
      marks: number | null;
      maxMarks: number;
    },
    em: Em,
  ): Promise<void> {
    await this.db.query(
      `insert into exam_answer (exam_id, student_id, position, model_id, question_id, version, response, source,
         marks, max_marks, pending)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, 'electronic', ?, ?, ?)
       on conflict (student_id, position) do update set model_id = excluded.model_id,
         question_id = excluded.question_id, version = excluded.version, response = excluded.response,
         source = 'electronic', marks = excluded.marks, max_marks = excluded.max_marks,
         pending = excluded.pending, written = null, marked_by = null, updated_at = now()`,
      [
        a.examId,
        a.studentId,
        a.position,
        a.modelId,
        a.questionId,
        a.version,
        JSON.stringify(a.response),
        a.marks,
        a.maxMarks,
        a.marks === null,
      ],
      em,
    );
  }

  /**
   * A second marker's entry (the marking area's exam_second_mark) on answers the student changed
   * after a reopen: it marked words that are gone.
   */
  async dropSecondMarks(studentId: number, positions: number[], em: Em): Promise<void> {
    if (!positions.length) return;
    await this.db.query(
      'delete from exam_second_mark where student_id = ? and position = any(?::int[])',
      [studentId, `{${positions.join(',')}}`],
      em,
    );
  }

  async messages(sectorId: number, em?: Em): Promise<{ text: string; at: string }[]> {
    const rows = await this.db.query<{ text: string; sent_at: Date }>(
      'select text, sent_at from exam_taking_message where sector_id = ? order by id',
      [sectorId],
      em,
    );
    return rows.map((r) => ({ text: r.text, at: new Date(r.sent_at).toISOString() }));
  }

  /**
   * The socket now serving the attempt (null: none), as `{processId}|{socketId}` (socketKey): a
   * stale socket's disconnect clears nothing, and a dead process's sockets can be found.
   */
  async setSocket(attemptId: number, socketId: string): Promise<void> {
    await this.db.query('update exam_attempt set socket_id = ? where id = ?', [socketId, attemptId]);
  }

  async clearSocket(attemptId: number, socketId: string): Promise<boolean> {
    const rows = await this.db.query(
      'update exam_attempt set socket_id = null where id = ? and socket_id = ? returning id',
      [attemptId, socketId],
    );
    return rows.length > 0;
  }

  /** Open attempts held by a socket of one of these processes: cleared, and answered. */
  async clearSocketsOf(
    processes: string[],
  ): Promise<{ exam_id: number; sector_id: number; student_id: number }[]> {
    if (!processes.length) return [];
    return this.db.query(
      `update exam_attempt set socket_id = null
       where submitted_at is null and split_part(socket_id, '|', 1) = any(?::text[])
       returning exam_id, sector_id, student_id`,
      // A Postgres array literal: the driver would spread a JS array into a list.
      [`{${processes.map((p) => JSON.stringify(p)).join(',')}}`],
    );
  }

  /** The processes holding the sockets of open attempts. */
  async socketProcesses(): Promise<string[]> {
    const rows = await this.db.query<{ process: string }>(
      `select distinct split_part(socket_id, '|', 1) as process from exam_attempt
       where submitted_at is null and socket_id is not null`,
    );
    return rows.map((r) => r.process);
  }
}

export const socketKey = (processId: string, socketId: string) => `${processId}|${socketId}`;

export { newCode };
