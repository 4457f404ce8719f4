import { Injectable } from '@nestjs/common';
import {
  type AccessCodeView,
  type ProctorMessage,
  type ProctorSnapshot,
  type ProctorStudent,
  TAKING_MESSAGES as M,
} from '@mizan/domain/electronic-exams';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { ExamAccess } from '../exam-generation/exam-access.js';
import { ProctorState } from './proctor-state.js';
import { TakingLive } from './taking-live.js';
import { TakingStore } from './taking.store.js';

interface SectorRow {
  id: number;
  name: string;
  access_code: string;
  extra_minutes: number;
  updated_at: Date;
  starts_at: Date;
  duration_minutes: number;
}

/**
 * The proctor's side: an electronic exam of a course in the caller's scope (404 otherwise), its
 * sectors' codes and live rows, extra time, reopening, messages. Writes are one transaction each and
 * are announced after commit.
 */
@Injectable()
export class ProctorService {
  constructor(
    private readonly db: Db,
    private readonly access: ExamAccess,
    private readonly store: TakingStore,
    private readonly state: ProctorState,
    private readonly live: TakingLive,
  ) {}

  private async exam(auth: RequestAuth, examId: number, em?: Em) {
    const { exam } = await this.access.readable(auth, examId, em);
    if (exam.deliveryMode !== '20.3.') throw DomainError.of(422, M.notElectronic);
    return exam;
  }

  private async sector(examId: number, sectorId: number, em?: Em): Promise<SectorRow> {
    await this.store.ensureCodes(examId, em);
    const [row] = await this.db.query<SectorRow>(
      `select s.id, s.name, t.access_code, t.extra_minutes, t.updated_at, e.starts_at, e.duration_minutes
       from exam_sector s join exam_taking_sector t on t.sector_id = s.id join exam e on e.id = s.exam_id
       where s.id = ? and s.exam_id = ?`,
      [sectorId, examId],
      em,
    );
    if (!row) throw DomainError.of(404, M.sectorNotFound);
    return row;
  }

  async codes(auth: RequestAuth, examId: number): Promise<{ codes: AccessCodeView[] }> {
    await this.exam(auth, examId);
    await this.store.ensureCodes(examId);
    const rows = await this.db.query<SectorRow>(
      `select s.id, s.name, t.access_code, t.extra_minutes, t.updated_at from exam_sector s
       join exam_taking_sector t on t.sector_id = s.id where s.exam_id = ? order by s.position`,
      [examId],
    );
    return { codes: rows.map(codeView) };
  }

  async regenerate(auth: RequestAuth, examId: number, sectorId: number): Promise<AccessCodeView> {
    await this.exam(auth, examId);
    return this.db.transaction(async (em) => {
      await this.sector(examId, sectorId, em);
      await this.store.regenerate(sectorId, em);
      return codeView(await this.sector(examId, sectorId, em));
    });
  }

  async snapshot(auth: RequestAuth, examId: number, sectorId: number): Promise<ProctorSnapshot> {
    await this.exam(auth, examId);
    const s = await this.sector(examId, sectorId);
    const startsAt = new Date(s.starts_at);
    return {
      examId,
      sectorId,
      sectorName: s.name,
      accessCode: s.access_code,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + (s.duration_minutes + s.extra_minutes) * 60_000).toISOString(),
      serverNow: new Date().toISOString(),
      students: await this.state.students(sectorId),
    };
  }

  /** Extra time for one student, or every attempt of the sector and those who sign in later. */
  async extend(
    auth: RequestAuth,
    examId: number,
    sectorId: number,
    minutes: number,
    studentId?: number,
  ): Promise<ProctorSnapshot> {
    await this.exam(auth, examId);
    const changed = await this.db.transaction(async (em) => {
      await this.sector(examId, sectorId, em);
      if (studentId) {
        const [s] = await this.db.query(
          'select id from exam_student where id = ? and sector_id = ?',
          [studentId, sectorId],
          em,
        );
        if (!s) throw DomainError.of(404, M.studentNotFound);
        const a = await this.store.attemptOfStudent(studentId, em, true);
        if (!a) throw DomainError.of(409, M.noAttempt);
      } else {
        await this.db.query(
          'update exam_taking_sector set extra_minutes = extra_minutes + ? where sector_id = ?',
          [minutes, sectorId],
          em,
        );
      }
      return this.db.query<{ session_id: string; deadline: Date; student_id: number }>(
        `update exam_attempt set deadline = deadline + make_interval(mins => ?), extra_minutes = extra_minutes + ?
         where sector_id = ? ${studentId ? 'and student_id = ?' : ''}
         returning session_id, deadline, student_id`,
        studentId ? [minutes, minutes, sectorId, studentId] : [minutes, minutes, sectorId],
        em,
      );
    });
    const serverNow = new Date().toISOString();
    for (const a of changed) {
      this.live.toSession(a.session_id, 'exam-taking:time', {
        deadline: new Date(a.deadline).toISOString(),
        serverNow,
      });
      void this.live.student(examId, sectorId, a.student_id);
    }
    return this.snapshot(auth, examId, sectorId);
  }

  /** Reopens a submission: answering goes on with at least `minutes` left. */
  async reopen(
    auth: RequestAuth,
    examId: number,
    studentId: number,
    minutes: number,
  ): Promise<ProctorStudent> {
    await this.exam(auth, examId);
    const a = await this.db.transaction(async (em) => {
      const attempt = await this.store.attemptOfStudent(studentId, em, true);
      if (!attempt || attempt.exam_id !== examId) throw DomainError.of(404, M.studentNotFound);
      if (!attempt.submitted_at) throw DomainError.of(409, M.notSubmittedYet);
      const [row] = await this.db.query<{ deadline: Date }>(
        `update exam_attempt set submitted_at = null, submitted_by = null,
           deadline = greatest(deadline, now() + make_interval(mins => ?)) where id = ? returning deadline`,
        [minutes, attempt.id],
        em,
      );
      return { ...attempt, deadline: row.deadline };
    });
    this.live.toSession(a.session_id, 'exam-taking:reopened', {
      deadline: new Date(a.deadline).toISOString(),
      serverNow: new Date().toISOString(),
    });
    await this.live.student(examId, a.sector_id, studentId);
    const [student] = await this.state.students(a.sector_id, studentId);
    return student;
  }

  async message(auth: RequestAuth, examId: number, sectorId: number, text: string): Promise<ProctorMessage> {
    await this.exam(auth, examId);
    await this.sector(examId, sectorId);
    const [row] = await this.db.query<{ sent_at: Date }>(
      'insert into exam_taking_message (sector_id, text, sent_by) values (?, ?, ?) returning sent_at',
      [sectorId, text, auth.userId],
    );
    const message = { text, at: new Date(row.sent_at).toISOString() };
    this.live.toSector(sectorId, 'exam-taking:message', message);
    return message;
  }
}

const codeView = (r: SectorRow): AccessCodeView => ({
  sectorId: r.id,
  name: r.name,
  code: r.access_code,
  extraMinutes: r.extra_minutes,
  updatedAt: new Date(r.updated_at).toISOString(),
});
