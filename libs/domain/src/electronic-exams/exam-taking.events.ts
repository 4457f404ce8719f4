import type { Bilingual } from '../i18n/index.js';
import type { ProctorMessage, ProctorSnapshot, ProctorStudent, SaveAck } from './exam-taking.api.js';
import type { AnswerSave } from './exam-taking.schema.js';

/**
 * The students' socket.io namespace (same path as the staff socket, SOCKET_PATH). The handshake's
 * `auth` is `{token}` with the student's token (a staff token is refused with SOCKET_UNAUTHORIZED);
 * a socket of a replaced session hears 'exam-taking:replaced' and is disconnected.
 */
export const EXAM_TAKING_NAMESPACE = '/exam-taking';

/** The proctors of one sector (staff sockets on the main namespace). */
export const proctorRoom = (examId: number, sectorId: number) => `exam-taking:${examId}:${sectorId}`;

/** The new end of the student's time (extra time, a reopened submission). */
export interface TimeChangedEvent {
  deadline: string;
  serverNow: string;
}

export interface SubmittedEvent {
  submittedAt: string;
  by: 'student' | 'deadline';
}

/** To the student's socket (namespace EXAM_TAKING_NAMESPACE). */
export interface ExamTakingServerEvents {
  /** Another sign-in took the exam to another device: this one is closed (then disconnected). */
  'exam-taking:replaced': (e: { message: Bilingual }) => void;
  'exam-taking:time': (e: TimeChangedEvent) => void;
  /** The proctor's message to the sector. */
  'exam-taking:message': (e: ProctorMessage) => void;
  /** Submitted (by the student on another tab, or by the server at the deadline). */
  'exam-taking:submitted': (e: SubmittedEvent) => void;
  /** The proctor reopened the submission: answering goes on until the new deadline. */
  'exam-taking:reopened': (e: TimeChangedEvent) => void;
}

export interface ExamTakingClientEvents {
  /** One answer; the ack comes after the database has it (or says why it was refused, storing nothing). */
  'exam-taking:save': (e: AnswerSave, ack: (r: SaveAck) => void) => void;
}

// ------------------------------------------------------------------ proctors (main namespace, staff)

export interface WatchSector {
  examId: number;
  sectorId: number;
}

export type ProctorWatchAck = { ok: true; snapshot: ProctorSnapshot } | { ok: false; message: Bilingual };

/** A student's row changed (signed in, answered a new question, dropped, submitted, time changed). */
export interface ProctorStudentEvent {
  examId: number;
  sectorId: number;
  student: ProctorStudent;
}

export interface ProctorEvents {
  /** To the sector's proctor room, on every API process. */
  'exam-taking:student': (e: ProctorStudentEvent) => void;
}

export interface ProctorClientEvents {
  /** Watch a sector (view 9.2. on 165.7.1., the exam's course in scope): joins its room, acks a snapshot. */
  'exam-taking:proctor-watch': (e: WatchSector, ack?: (r: ProctorWatchAck) => void) => void;
  'exam-taking:proctor-unwatch': (e: WatchSector, ack?: (r: { ok: true }) => void) => void;
}
