import type { AppId, RightCode } from '../access/index.js';
import type { LanguageCode, QuestionStatusCode, QuestionTypeCode } from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';
import type { QuestionCommentEvent, QuestionStatusEvent, QuestionStemEvent } from '../realtime/index.js';
import type { Decision } from './review.rules.js';

/** Who did something (a decision, a comment): enough to show "by {name}" and link the profile. */
export interface UserRef {
  userId: number;
  username: string;
  name: Bilingual;
}

/** Someone who has the question open right now (presence). */
export interface Watcher {
  userId: number;
  name: Bilingual;
}

/**
 * One row of the review list. `version` is the content version (as in the questions list);
 * `lockVersion` is the question's concurrency token, sent back as `version` with a decision.
 */
export interface ReviewListItem {
  questionId: number;
  questionType: QuestionTypeCode;
  status: QuestionStatusCode;
  /** Plain text of the stem, cut to 300 characters. */
  text: string;
  subjectId: number | null;
  subjectName: string | null;
  language: LanguageCode;
  version: number;
  lockVersion: number;
  difficulty: number | null;
  expectedTime: number | null;
  degree: number | null;
  creator: { userId: number; name: Bilingual };
  updatedAt: string;
  /** Comment threads not resolved yet. */
  openComments: number;
  /** Whether the caller may decide on it (holds 9.4. on 165.2.2. and did not create it). */
  canDecide: boolean;
  /** Who is looking at it now. */
  watchers: Watcher[];
}

export interface ReviewListResponse {
  questions: ReviewListItem[];
  currentPage: number;
  totalItems: number;
  /** The caller's rights on 165.2.2. */
  rights: RightCode[];
  /** The last event sequence id when the list was read: the start of the client's catch-up cursor. */
  lastSeq: number;
}

/** The review side of one question (the question itself: GET /api/questions/165.2.2./{questionId}). */
export interface ReviewState {
  questionId: number;
  courseId: number;
  questionType: QuestionTypeCode;
  status: QuestionStatusCode;
  lockVersion: number;
  creator: UserRef;
  canDecide: boolean;
  /** The decisions the rules allow from the current status (empty when canDecide is false). */
  decisions: Decision[];
  watchers: Watcher[];
  lastSeq: number;
}

/**
 * PUT /api/review-questions/165.2.2./{questionId}/stem: a reviewer's small fix of a pending
 * question's stem, saved as a minor edit (the content version stays, the revision counts it).
 */
export interface ReviewStemBody {
  /** The stem as the editor writes it (HTML, sanitised by the server). */
  stem: string;
  /** The lockVersion the reviewer saw: a stale one -> 409. */
  version: number;
}

export interface ReviewStemResponse {
  /** The content version: unchanged by a minor edit. */
  version: number;
  revision: number;
  /** The new lock version: the next decision sends it. */
  lockVersion: number;
  message: Bilingual;
  /** The fix's event sequence id (the same as on the 'question:stem' event). */
  seq: number;
}

/** POST /api/review-questions/165.2.2./{questionId}/decision. */
export interface DecisionBody {
  decision: Decision;
  comment?: string;
  /** The lockVersion the reviewer saw: a stale one -> 409. */
  version: number;
}

export interface DecisionResponse {
  status: QuestionStatusCode;
  /** The new lockVersion. */
  version: number;
  message: Bilingual;
  /** The event's sequence id (the same as on the 'question:status' event). */
  seq: number;
}

/**
 * Where a comment points in a rich-text part: Yjs relative positions (Y.encodeRelativePosition,
 * base64) so the range follows later edits, and the text quoted when the comment was written.
 */
export interface CommentAnchor {
  /** The Yjs fragment (collabField), e.g. 'stem'. */
  field: string;
  start: string;
  end: string;
  quote: string;
}

export interface ReviewComment {
  commentId: number;
  questionId: number;
  /** Null for the first comment of a thread. */
  parentId: number | null;
  body: string;
  anchor: CommentAnchor | null;
  author: UserRef;
  createdAt: string;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedBy: UserRef | null;
}

/** GET .../{questionId}/comments: every comment, oldest first (the client builds the threads by parentId). */
export interface CommentsResponse {
  comments: ReviewComment[];
  lastSeq: number;
}

export interface CommentBody {
  body: string;
  parentId?: number;
  anchor?: CommentAnchor;
}

/** POST comments and PATCH comments/{commentId}: the comment as stored and its event's sequence id. */
export interface CommentSavedResponse {
  comment: ReviewComment;
  seq: number;
}

export type NotificationKind = 'submitted' | 'decision' | 'comment';

interface NotificationBase {
  notificationId: number;
  /** The sequence id of the event that caused it (the question events' or the reservations' log). */
  seq: number;
  courseId: number;
  by: UserRef;
  at: string;
  read: boolean;
}

/** A notification of one user about a question, fed by the same events as the sockets. */
export interface QuestionNotification extends NotificationBase {
  kind: NotificationKind;
  questionId: number;
  questionType: QuestionTypeCode;
  /** The question's stem as plain text, cut to 120 characters. */
  text: string;
  /** Status change (kind submitted and decision). */
  from?: QuestionStatusCode;
  to?: QuestionStatusCode;
  /** The comment or the decision's comment, cut to 200 characters. */
  comment?: string;
}

/**
 * 165.7.2.: a decision on the user's reservation request ('accepted', 'rejected'), or another
 * request accepted for a hall and time theirs asked for ('competing').
 */
export interface ReservationNotification extends NotificationBase {
  kind: 'reservation';
  reserveExamId: number;
  change: 'accepted' | 'rejected' | 'withdrawn' | 'competing';
  startsAt: string;
  endsAt: string;
}

export type NotificationItem = QuestionNotification | ReservationNotification;

export interface NotificationsResponse {
  unread: number;
  notifications: NotificationItem[];
  currentPage: number;
  totalItems: number;
}

export interface NotificationsReadBody {
  /** These ones, or every unread one with all: true. */
  ids?: number[];
  all?: boolean;
}

export interface NotificationsReadResponse {
  unread: number;
}

/** One logged event as the socket delivered it. */
export type ReviewEventRecord =
  | { event: 'question:status'; payload: QuestionStatusEvent }
  | { event: 'question:comment'; payload: QuestionCommentEvent }
  | { event: 'question:stem'; payload: QuestionStemEvent };

/** GET .../events?since=: what a client missed while disconnected (see API.md 'Catch-up'). */
export interface ReviewEventsResponse {
  /** Events with seq > since for the course or question, oldest first. */
  events: ReviewEventRecord[];
  /** The caller's notifications with seq > since, oldest first. */
  notifications: NotificationItem[];
  /** The cursor to use next time. */
  lastSeq: number;
  /** False when more than the limit were missed: reload the screen instead of applying these. */
  complete: boolean;
}

const base = (appId: AppId) => `/api/review-questions/${appId}`;

/** Paths of the review area; comments and events also serve the questions app (165.2.1.). */
export const reviewPaths = {
  list: () => `${base('165.2.2.')}/getList`,
  state: (questionId: number) => `${base('165.2.2.')}/${questionId}`,
  decision: (questionId: number) => `${base('165.2.2.')}/${questionId}/decision`,
  stem: (questionId: number) => `${base('165.2.2.')}/${questionId}/stem`,
  comments: (appId: AppId, questionId: number) => `${base(appId)}/${questionId}/comments`,
  comment: (appId: AppId, questionId: number, commentId: number) =>
    `${base(appId)}/${questionId}/comments/${commentId}`,
  events: (appId: AppId) => `${base(appId)}/events`,
  notifications: () => '/api/notifications',
  notificationsRead: () => '/api/notifications/read',
} as const;
