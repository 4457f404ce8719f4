import type { Bilingual } from '../i18n/index.js';
import type { UserRef, Watcher } from '../review/review.api.js';
import type { ExamStatus } from './exam.api.js';

/** The room of everyone who has an exam open (details, specification, a model). */
export const examRoom = (examId: number) => `exam:${examId}`;

/** What changed: the screen reloads the part named (and the exam's summary). */
export type ExamChangeKind =
  | 'exam'
  | 'specification'
  | 'generated'
  | 'model'
  | 'published'
  | 'students'
  | 'sectors'
  | 'distributed'
  | 'distributionApproved';

/**
 * An exam changed (after commit). `lockVersion` is the exam's version after the change: writes to
 * one exam are serialised by its row lock, so it orders the exam's events and is the catch-up cursor
 * (GET .../{examId}/events?since=).
 */
export interface ExamChangedEvent {
  examId: number;
  courseId: number;
  kind: ExamChangeKind;
  lockVersion: number;
  status: ExamStatus;
  /** The models written (generated or saved); absent when none were. */
  modelNos?: number[];
  by: UserRef;
  at: string;
}

/** Who has the exam open now (when someone opens or leaves it; not logged). */
export interface ExamPresenceEvent {
  examId: number;
  users: Watcher[];
}

/** GET .../{examId}/events?since= : the changes after `since`, oldest first, and the version now. */
export interface ExamEventsResult {
  events: ExamChangedEvent[];
  lockVersion: number;
}

export interface WatchExam {
  examId: number;
}

/** Joined (the exam's version to catch up from, who is there), or refused (not found, no right). */
export type ExamWatchAck =
  | { ok: true; lockVersion: number; users: Watcher[] }
  | { ok: false; message: Bilingual };

export interface ExamEvents {
  /** To the exam's room. */
  'exam:changed': (e: ExamChangedEvent) => void;
  /** To the exam's room. */
  'exam:presence': (e: ExamPresenceEvent) => void;
}

export interface ExamClientEvents {
  /** Open an exam live (the user must be able to read it): joins its room and shows the user as present. */
  'exam:watch': (e: WatchExam, ack?: (r: ExamWatchAck) => void) => void;
  'exam:unwatch': (e: WatchExam, ack?: (r: ExamWatchAck) => void) => void;
}
