import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type ExamTakingServerEvents, proctorRoom } from '@mizan/domain/electronic-exams';
import type { Namespace } from 'socket.io';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ProctorState } from './proctor-state.js';

type Args<E extends keyof ExamTakingServerEvents> = Parameters<ExamTakingServerEvents[E]>;

/** Rooms of the students' namespace: every socket of a student session, every student of a sector. */
export const studentRooms = {
  session: (sessionId: string) => `session:${sessionId}`,
  sector: (sectorId: number) => `sector:${sectorId}`,
};

/** A save alone sends the student's row to the proctors at most this often. */
const SAVE_EVERY_MS = 20_000;

/**
 * What electronic exams say live, after commit: to students (their namespace) and to the sector's
 * proctors (the staff namespace). With REDIS_URL both reach sockets on every API process.
 */
@Injectable()
export class TakingLive implements OnModuleDestroy {
  private students?: Namespace;
  /** Set when the app closes: the sockets it drops then are not news (and Redis may be gone). */
  private closing = false;
  /**
   * Per student, oldest first: when their row was last sent to the proctors. Only the last
   * SAVE_EVERY_MS are asked for; older entries go as sends pass them (a process that runs a term's
   * exams would otherwise keep one per student of every exam).
   */
  private readonly lastSent = new Map<number, number>();
  /** Per student: the send in flight, which the next one waits for (see student()). */
  private readonly sending = new Map<number, Promise<void>>();

  constructor(
    private readonly realtime: RealtimeService,
    private readonly state: ProctorState,
  ) {}

  attach(namespace: Namespace): void {
    this.students = namespace;
  }

  onModuleDestroy(): void {
    this.closing = true;
  }

  toSession<E extends keyof ExamTakingServerEvents>(sessionId: string, event: E, ...args: Args<E>): void {
    this.students?.to(studentRooms.session(sessionId)).emit(event, ...(args as unknown[]));
  }

  toSector<E extends keyof ExamTakingServerEvents>(sectorId: number, event: E, ...args: Args<E>): void {
    this.students?.to(studentRooms.sector(sectorId)).emit(event, ...(args as unknown[]));
  }

  /** The old device of a student who signed in again: told, then closed (on whichever process holds it). */
  replace(sessionId: string, message: { ar: string; en: string }): void {
    this.toSession(sessionId, 'exam-taking:replaced', { message });
    this.students?.in(studentRooms.session(sessionId)).disconnectSockets(true);
  }

  /**
   * Sends the student's row to the sector's proctors. One student's sends go one after another: a
   * reconnect's disconnect and connect each send, and the older read answered last would leave the
   * proctor seeing 'disconnected' until the next save.
   */
  student(examId: number, sectorId: number, studentId: number): Promise<void> {
    const send = (this.sending.get(studentId) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.send(examId, sectorId, studentId));
    this.sending.set(studentId, send);
    const settled = () => {
      if (this.sending.get(studentId) === send) this.sending.delete(studentId);
    };
    send.then(settled, settled);
    return send;
  }

  private async send(examId: number, sectorId: number, studentId: number): Promise<void> {
    if (this.closing) return;
    const [student] = await this.state.students(sectorId, studentId);
    this.sentAt(studentId, Date.now());
    if (student && !this.closing)
      this.realtime.toRooms([proctorRoom(examId, sectorId)], 'exam-taking:student', {
        examId,
        sectorId,
        student,
      });
  }

  private sentAt(studentId: number, now: number): void {
    this.lastSent.delete(studentId);
    this.lastSent.set(studentId, now);
    for (const [id, at] of this.lastSent) {
      if (now - at < SAVE_EVERY_MS) break;
      this.lastSent.delete(id);
    }
  }

  /**
   * After a save: a question newly answered or cleared changes the count at once; otherwise at most
   * every 20 s per student (enough to move them between answering and idle) so 5,000 students saving
   * every 15 s do not become 5,000 proctor events every 15 s.
   */
  async saved(examId: number, sectorId: number, studentId: number, countChanged: boolean): Promise<void> {
    if (!countChanged && Date.now() - (this.lastSent.get(studentId) ?? 0) < SAVE_EVERY_MS) return;
    await this.student(examId, sectorId, studentId);
  }
}
