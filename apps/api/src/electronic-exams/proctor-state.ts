import { Injectable } from '@nestjs/common';
import { IDLE_AFTER_MS, type ProctorStudent } from '@mizan/domain/electronic-exams';
import type { Bilingual } from '@mizan/domain/i18n';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

interface Row {
  student_id: number;
  student_number: string;
  name: Bilingual;
  seat_no: number | null;
  model_code: string | null;
  total: number;
  attempt_id: number | null;
  socket_id: string | null;
  deadline: Date | null;
  submitted_at: Date | null;
  submitted_by: 'student' | 'deadline' | null;
  answered: number;
  last_save_at: Date | null;
}

/** The proctor's rows of a sector: who signed in, is connected, answering or idle, how far, submitted. */
@Injectable()
export class ProctorState {
  constructor(private readonly db: Db) {}

  async students(sectorId: number, studentId?: number, em?: Em): Promise<ProctorStudent[]> {
    const rows = await this.db.query<Row>(
      `select s.id as student_id, s.student_number, s.name, s.seat_no, m.code as model_code,
         (select count(*)::int from exam_model_question q where q.model_id = s.model_id) as total,
         a.id as attempt_id, a.socket_id, a.deadline, a.submitted_at, a.submitted_by,
         coalesce(x.answered, 0)::int as answered, x.last_save_at
       from exam_student s
         left join exam_model m on m.id = s.model_id
         left join exam_attempt a on a.student_id = s.id
         left join lateral (
           select count(*) filter (where w.answered) as answered, max(w.saved_at) as last_save_at
           from exam_attempt_answer w where w.attempt_id = a.id
         ) x on true
       where s.sector_id = ? and s.withdrawn_at is null ${studentId ? 'and s.id = ?' : ''}
       order by s.seat_no nulls last, s.student_number`,
      studentId ? [sectorId, studentId] : [sectorId],
      em,
    );
    const now = Date.now();
    return rows.map((r) => ({
      studentId: r.student_id,
      studentNumber: r.student_number,
      name: r.name,
      seatNo: r.seat_no,
      modelCode: r.model_code,
      status: !r.attempt_id
        ? 'notSignedIn'
        : r.submitted_at
          ? 'submitted'
          : !r.socket_id
            ? 'disconnected'
            : r.last_save_at && now - new Date(r.last_save_at).getTime() < IDLE_AFTER_MS
              ? 'answering'
              : 'idle',
      answered: r.answered,
      total: r.total,
      deadline: r.deadline ? new Date(r.deadline).toISOString() : null,
      submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
      submittedBy: r.submitted_by,
      lastSaveAt: r.last_save_at ? new Date(r.last_save_at).toISOString() : null,
    }));
  }
}
