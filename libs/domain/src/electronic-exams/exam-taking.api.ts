import type { LanguageCode } from '../codes/index.js';
import type { Bilingual, Lang } from '../i18n/index.js';
import type { QuestionTypeCode } from '../codes/index.js';
import type { RichText } from '../questions/question.api.js';
import type { TakingMessageKey } from './messages.js';
import type { StudentResponse } from './responses.js';

/**
 * Electronic exams (20.3., issue 16). Two sides:
 *
 * - the student's, under /api/exam-taking, with a student session (not a staff one): sign in with the
 *   national id and the sector's access code, read the attempt, save answers (socket.io namespace
 *   EXAM_TAKING_NAMESPACE with acknowledgements, HTTP as the fallback), submit;
 * - the proctor's (staff, 165.7.1.), under /api/electronic-exams/165.7.1./{examId}: access codes, the
 *   sector's live state, extra time, reopening a submission, a message to the sector.
 *
 * Every refusal is `{message: {ar, en}, code?}` (HTTP) or `{ok: false, message, code}` (socket ack).
 *
 * No zod here (the student's page imports this file): the request schemas are exam-taking.schema.ts.
 */

/** The student's token goes in `Authorization: Bearer` and in the socket handshake's `auth.token`. */
export const STUDENT_TOKEN_PREFIX = 'stu.';

export const takingPaths = {
  signIn: '/api/exam-taking/sign-in',
  /** The university portal's token (as /myMansLogin) naming a student by national id. */
  portal: '/api/exam-taking/portal',
  attempt: '/api/exam-taking/attempt',
  answer: (position: number) => `/api/exam-taking/answers/${position}`,
  submit: '/api/exam-taking/submit',
};

const staff = (examId: number) => `/api/electronic-exams/165.7.1./${examId}`;
export const proctorPaths = {
  /** GET: every sector's access code (edit 9.4.). */
  accessCodes: (examId: number) => `${staff(examId)}/access-codes`,
  /** POST: a new code for the sector (edit 9.4.); the old one stops working at once. */
  regenerate: (examId: number, sectorId: number) => `${staff(examId)}/access-codes/${sectorId}/regenerate`,
  /** GET: the sector's live state (view 9.2.). */
  sector: (examId: number, sectorId: number) => `${staff(examId)}/sectors/${sectorId}/proctor`,
  /** POST {minutes, studentId?}: extra time for one student of the sector, or all of it (edit 9.4.). */
  extend: (examId: number, sectorId: number) => `${staff(examId)}/sectors/${sectorId}/extend`,
  /** POST {text}: a message every student of the sector sees at once (edit 9.4.). */
  message: (examId: number, sectorId: number) => `${staff(examId)}/sectors/${sectorId}/message`,
  /** POST {minutes}: reopens a submitted attempt with at least `minutes` left (edit 9.4.). */
  reopen: (examId: number, studentId: number) => `${staff(examId)}/students/${studentId}/reopen`,
};

export const TAKING_LIMITS = Object.freeze({
  accessCodeLength: 6,
  /** A device id is made by the browser once and kept (localStorage). */
  deviceIdMax: 64,
  /** Per question, as the browser counts it: at most a day. */
  timeSpentMaxMs: 24 * 60 * 60 * 1000,
  /** The student's own counter, one per save, across questions; beyond this it is refused as tampered. */
  seqMax: 1_000_000_000,
  essayMaxChars: 20_000,
  blankMaxChars: 500,
  messageMax: 500,
  extendMaxMinutes: 600,
  /** Saves already sent when the deadline passes are taken for this long (a network's round trip). */
  graceMs: 5_000,
  /** Sign-in opens this long before the start (the waiting page). */
  earlySignInMinutes: 60,
  /** Saves per student: this many at once, refilled at `ratePerSecond`. */
  burst: 30,
  ratePerSecond: 10,
});

/** Digits only: read aloud in Arabic or English without spelling letters. */
export const ACCESS_CODE = /^\d{6}$/;

export interface SignInResponse {
  /** The student session's token (STUDENT_TOKEN_PREFIX...): refused on every staff route. */
  token: string;
  attempt: AttemptView;
}

/** waiting: before the start (the page opens itself at startsAt by serverNow); closed: after the end. */
export type AttemptState = 'waiting' | 'open' | 'submitted' | 'closed';

/** A question as the student sees it: the model's order, no key, no model answer, no feedback. */
export interface TakingQuestion {
  position: number;
  questionType: QuestionTypeCode;
  degree: number;
  /**
   * Sanitised HTML, formulas drawn by the server (KaTeX's HTML and MathML in `<span|div class="math"
   * dir="ltr">`: the page needs KaTeX's stylesheet only); blanks are `<span data-blank="{id}"></span>`,
   * empty. Every RichText of the body (options, parts, matching entries) is the same.
   */
  stem: RichText;
  body: TakingBody;
}

export type TakingBody =
  | { type: '3.1.'; answerLines: number; answerWordsMax: number | null }
  /** Options in the model's order: the student answers by place (0-based) in this list. */
  | { type: '3.2.' | '3.3.'; options: { text: RichText }[] }
  | { type: '3.4.' }
  | { type: '3.5.'; subQuestions: { id: string; stem: RichText; degree: number; body: TakingBody }[] }
  /** Premises by id; the answers column (pair answers and distractors) shuffled, answered by place. */
  | { type: '3.6.'; premises: { id: string; text: RichText }[]; answers: { text: RichText }[] }
  /** Blanks by id, in stem order; a word bank when the question has distractors. */
  | { type: '3.7.'; blanks: { id: string }[]; wordBank: string[] | null };

export interface SavedAnswer {
  position: number;
  /** The student's sequence number this answer was saved with (the journal drops entries at or below it). */
  seq: number;
  response: StudentResponse | null;
  flagged: boolean;
  timeSpentMs: number;
  savedAt: string;
}

export interface ProctorMessage {
  text: string;
  at: string;
}

/** GET /api/exam-taking/attempt (and in the sign-in's answer). */
export interface AttemptView {
  /** One attempt per student of an exam, made at the first sign-in and kept across devices. */
  attemptId: number;
  /**
   * Names the attempt in the browser's answer journal: its id and the moment it was made, so a
   * database made again (the demo, tests) never meets an older journal of the same id.
   */
  attemptKey: string;
  examId: number;
  name: string;
  language: LanguageCode;
  /** The exam's interface language and direction (the student's screen follows the exam, not a setting). */
  lang: Lang;
  dir: 'rtl' | 'ltr';
  instructions: string | null;
  student: { studentNumber: string; name: Bilingual; sector: string; seatNo: number | null };
  modelCode: string;
  state: AttemptState;
  /** The server's clock when this was read: the countdown is deadline - serverNow, not the device's clock. */
  serverNow: string;
  startsAt: string;
  /** The exam's end for this student: start + duration + the sector's and the student's extra time. */
  deadline: string;
  submittedAt: string | null;
  /** Empty while waiting or closed without an attempt. */
  questions: TakingQuestion[];
  answers: SavedAnswer[];
  /** The proctor's messages to the sector, oldest first. */
  messages: ProctorMessage[];
}

export type TakingRefusal =
  | 'notStarted'
  | 'notInModel'
  | 'alreadySubmitted'
  | 'timeUp'
  | 'badResponse'
  | 'tooManyWords'
  | 'badSeq'
  | 'tooFast'
  | 'sessionEnded'
  | 'examClosed';

/**
 * The acknowledgement, sent only after the answer is in the database. `applied` false: a save with a
 * higher seq for that question is already stored (a replay or an older journal entry): nothing
 * changed, and the entry is done. A refusal stores nothing.
 */
export type SaveAck =
  | { ok: true; position: number; seq: number; applied: boolean; savedAt: string; answered: number }
  | { ok: false; position: number | null; seq: number | null; code: TakingRefusal; message: Bilingual };

export interface SubmitResponse {
  submittedAt: string;
  /** Questions answered of the model's. */
  answered: number;
  total: number;
  message: Bilingual;
}

// ---------------------------------------------------------------------------------------- proctor

export interface AccessCodeView {
  sectorId: number;
  name: string;
  code: string;
  extraMinutes: number;
  updatedAt: string;
}

export type ProctorStudentStatus = 'notSignedIn' | 'answering' | 'idle' | 'disconnected' | 'submitted';

export interface ProctorStudent {
  studentId: number;
  studentNumber: string;
  name: Bilingual;
  seatNo: number | null;
  modelCode: string | null;
  status: ProctorStudentStatus;
  answered: number;
  total: number;
  deadline: string | null;
  submittedAt: string | null;
  submittedBy: 'student' | 'deadline' | null;
  lastSaveAt: string | null;
}

/** GET .../sectors/{sectorId}/proctor, and the proctor's watch ack. */
export interface ProctorSnapshot {
  examId: number;
  sectorId: number;
  sectorName: string;
  accessCode: string;
  startsAt: string;
  /** The sector's end (start + duration + its extra time). */
  endsAt: string;
  serverNow: string;
  students: ProctorStudent[];
}

/** Answering is 'answering' while the student saved within this long, then 'idle'. */
export const IDLE_AFTER_MS = 2 * 60_000;

export type { TakingMessageKey };

/**
 * How the student's page gets back after a drop or a server restart (the web's exam socket and
 * answer sync, and the electronic-exams bench's simulated students, use these): socket.io reconnects
 * after reconnectionDelay, doubling up to reconnectionDelayMax, each wait randomised by
 * ±randomizationFactor so that a room of students does not come back in one instant.
 */
export const STUDENT_RECONNECT = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
} as const;

/** The wait before a failed save is sent again: 1 s, doubling, at most 15 s. */
export const saveRetryMs = (failures: number): number =>
  Math.min(15_000, 1000 * 2 ** Math.max(0, failures - 1));
