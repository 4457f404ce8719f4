import type { QuestionStatusCode, QuestionTypeCode } from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';
import type { NotificationItem, ReviewComment, UserRef, Watcher } from '../review/review.api.js';
import { type ExamClientEvents, type ExamEvents, examRoom } from '../exam-generation/exam.events.js';
import {
  type ProctorClientEvents,
  type ProctorEvents,
  proctorRoom,
} from '../electronic-exams/exam-taking.events.js';
import type { JobEvents } from '../jobs/index.js';
import { type ReportClientEvents, type ReportEvents, reportScopeRoom } from '../reports/reports.events.js';
import {
  RESERVE_EXAM_BOARD_ROOM,
  type ReserveExamClientEvents,
  type ReserveExamEvents,
} from '../reserve-exam/reserve-exam.events.js';

/** Socket.io contract shared by the API gateway and the web client (STYLE 5). */
export const SOCKET_PATH = '/socket.io';
/**
 * How long a staff page waits for the socket's handshake before trying again. socket.io-client does
 * not notice a link that drops between the WebSocket's open and the handshake: it waits out this
 * timeout (20 s by default), and until then the page hears nothing.
 */
export const SOCKET_HANDSHAKE_TIMEOUT_MS = 5000;
/** Reserved for the y-websocket collaboration endpoint (questions issue). */
export const COLLAB_PATH_PREFIX = '/collab/';

/**
 * The connect_error message of a refused handshake (missing, forged, expired or revoked token):
 * the client treats it like an HTTP 401. Any other connect_error is transient and retried.
 */
export const SOCKET_UNAUTHORIZED = 'unauthorized';

export const rooms = {
  user: (userId: number) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  course: (courseId: number) => `course:${courseId}`,
  /** Everyone who has a question open (review screen, question view): its status, comments and presence. */
  question: (questionId: number) => `question:${questionId}`,
  /** Everyone who has an exam open: its changes and presence. */
  exam: examRoom,
  /** Everyone with the exam-centre board, a reservation list or a request open (165.7.2.). */
  reserveExamBoard: RESERVE_EXAM_BOARD_ROOM,
  /** Everyone with a report of this scope open (165.4.x). */
  reportScope: reportScopeRoom,
  /** The proctors of one sector of an electronic exam (the students have their own namespace). */
  proctor: proctorRoom,
};

export interface SessionChangedEvent {
  reason: 'scope' | 'stage' | 'profile' | 'password';
}

/**
 * A question's status changed (submitted, approved, rejected, reopened). `seq` is its id in the
 * event log (GET /api/review-questions/{appId}/events?since=): one sequence for every logged event.
 */
export interface QuestionStatusEvent {
  seq: number;
  questionId: number;
  courseId: number;
  questionType: QuestionTypeCode;
  from: QuestionStatusCode;
  to: QuestionStatusCode;
  /** The question's new lockVersion (what the next decision sends as `version`). */
  version: number;
  by: UserRef;
  at: string;
  comment?: string;
}

/** A comment was added, resolved or reopened. */
export interface QuestionCommentEvent {
  seq: number;
  questionId: number;
  courseId: number;
  action: 'added' | 'resolved' | 'reopened';
  comment: ReviewComment;
}

/**
 * A reviewer fixed a pending question's stem (a minor edit: its status stays): whoever has it open
 * loads it again. Logged like a status change, so a catch-up after a reconnect brings it too.
 */
export interface QuestionStemEvent {
  seq: number;
  questionId: number;
  courseId: number;
  /** The question's new lockVersion and revision. */
  version: number;
  revision: number;
  by: UserRef;
  at: string;
}

/** Who has the question open now (sent when someone starts or stops watching it; not logged). */
export interface QuestionPresenceEvent {
  questionId: number;
  courseId: number;
  users: Watcher[];
}

/** A new notification for this user, with the user's unread count after it. */
export interface NotificationEvent {
  notification: NotificationItem;
  unread: number;
}

export interface ServerToClientEvents
  extends JobEvents,
    ExamEvents,
    ReserveExamEvents,
    ReportEvents,
    ProctorEvents {
  /**
   * The session was ended on the server (logout, revoked after a password reset): the client
   * logs out. RealtimeService.endSession then closes the session's sockets ('io server disconnect').
   */
  'session:revoked': () => void;
  /** Scope, stage or profile changed in another tab or process: the client refreshes its session. */
  'session:changed': (e: SessionChangedEvent) => void;
  /** To the question's room, its course's room and its creator's user room (once per socket). */
  'question:status': (e: QuestionStatusEvent) => void;
  /** To the question's room, its course's room and its creator's user room. */
  'question:comment': (e: QuestionCommentEvent) => void;
  /** To the question's room and its creator's user room. */
  'question:stem': (e: QuestionStemEvent) => void;
  /** To the question's room and its course's room. */
  'question:presence': (e: QuestionPresenceEvent) => void;
  /** To the recipient's user room. */
  notification: (e: NotificationEvent) => void;
}

export interface WatchQuestion {
  questionId: number;
}
export interface WatchCourse {
  courseId: number;
}

/**
 * The answer to a watch: joined (with the event log's last sequence id to start a catch-up cursor
 * from; a question's current watchers, or every watched question of a course with its watchers,
 * read after the join), or refused (not found, no right).
 */
export type WatchAck =
  | { ok: true; lastSeq: number; users?: Watcher[]; watchers?: QuestionWatchers[] }
  | { ok: false; message: Bilingual };

export interface QuestionWatchers {
  questionId: number;
  users: Watcher[];
}

export interface ClientToServerEvents
  extends ExamClientEvents,
    ReserveExamClientEvents,
    ReportClientEvents,
    ProctorClientEvents {
  /** Follow a question (the user must be able to see it): joins its room and shows the user as present. */
  'question:watch': (e: WatchQuestion, ack?: (r: WatchAck) => void) => void;
  'question:unwatch': (e: WatchQuestion, ack?: (r: WatchAck) => void) => void;
  /** Follow a course's review or question list (the user must be able to see the course's questions). */
  'course:watch': (e: WatchCourse, ack?: (r: WatchAck) => void) => void;
  'course:unwatch': (e: WatchCourse, ack?: (r: WatchAck) => void) => void;
}
