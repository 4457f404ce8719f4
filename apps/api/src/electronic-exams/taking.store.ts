import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
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
