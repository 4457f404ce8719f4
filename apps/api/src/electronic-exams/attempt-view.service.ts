import { Injectable } from '@nestjs/common';
import { LANGUAGES } from '@mizan/domain/codes';
import {
  type AttemptState,
  type AttemptView,
  type StudentResponse,
  TAKING_LIMITS,
} from '@mizan/domain/electronic-exams';
import { type Bilingual, dirOf } from '@mizan/domain/i18n';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { TakingExamReader, type TakingExam } from './taking-exam.reader.js';
import { type AttemptRow, TakingStore } from './taking.store.js';

/** The attempt's state by the server's clock. */
export function attemptState(exam: TakingExam, a: AttemptRow, now = Date.now()): AttemptState {
  if (a.submitted_at) return 'submitted';
  if (now < exam.startsAt.getTime()) return 'waiting';
  if (now > new Date(a.deadline).getTime() + TAKING_LIMITS.graceMs) return 'closed';
  return 'open';
}

/** What the student's screen loads: their exam, model (once it has started), saved answers, messages. */
@Injectable()
export class AttemptViewService {
  constructor(
    private readonly db: Db,
    private readonly store: TakingStore,
    private readonly reader: TakingExamReader,
  ) {}

  async view(attempt: AttemptRow, em?: Em): Promise<AttemptView> {
    const exam = await this.reader.exam(attempt.exam_id, em);
    if (!exam) throw new Error(`exam ${attempt.exam_id} of attempt ${attempt.id} is gone`);
    const state = attemptState(exam, attempt);
    if (state === 'open' && !attempt.started_at)
      await this.db.query(
        'update exam_attempt set started_at = now() where id = ? and started_at is null',
        [attempt.id],
        em,
      );
    const [student] = await this.db.query<{
      student_number: string;
      name: Bilingual;
      seat_no: number | null;
      sector: string;
      made_at: Date;
    }>(
      `select s.student_number, s.name, s.seat_no, x.name as sector, a.signed_in_at as made_at
       from exam_student s join exam_sector x on x.id = ? join exam_attempt a on a.id = ? where s.id = ?`,
      [attempt.sector_id, attempt.id, attempt.student_id],
      em,
    );
    const model = await this.reader.model(attempt.model_id);
    const showModel = state === 'open' || state === 'submitted';
    const answers = await this.db.query<{
      position: number;
      seq: number;
      response: StudentResponse | null;
      flagged: boolean;
      time_spent_ms: number;
      saved_at: Date;
    }>(
      'select position, seq, response, flagged, time_spent_ms, saved_at from exam_attempt_answer where attempt_id = ? order by position',
      [attempt.id],
      em,
    );
    const lang = LANGUAGES[exam.language]?.lang ?? 'ar';
    return {
      attemptId: attempt.id,
      // The id alone could meet an old journal on this computer after a database is made again (demo, tests).
      attemptKey: `${attempt.id}.${new Date(student.made_at).getTime().toString(36)}`,
      examId: exam.examId,
      name: exam.name,
      language: exam.language,
      lang,
      dir: dirOf(lang),
      instructions: exam.instructions,
      student: {
        studentNumber: student.student_number,
        name: student.name,
        sector: student.sector,
        seatNo: student.seat_no,
      },
      modelCode: model.code,
      state,
      serverNow: new Date().toISOString(),
      startsAt: exam.startsAt.toISOString(),
      deadline: new Date(attempt.deadline).toISOString(),
      submittedAt: attempt.submitted_at ? new Date(attempt.submitted_at).toISOString() : null,
      questions: showModel ? model.questions.map((q) => q.view) : [],
      answers: answers.map((a) => ({
        position: a.position,
        seq: a.seq,
        response: a.response,
        flagged: a.flagged,
        timeSpentMs: a.time_spent_ms,
        savedAt: new Date(a.saved_at).toISOString(),
      })),
      messages: await this.store.messages(attempt.sector_id, em),
    };
  }
}
