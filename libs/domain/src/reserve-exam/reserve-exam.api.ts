import type { RightCode } from '../access/index.js';
import type { RequestStatusCode } from '../codes/index.js';
import type { Bilingual } from '../i18n/index.js';
import type { UserRef } from '../review/review.api.js';

/** 165.7.2. Exam-centre reservation: the API's paths and bodies (apps/api/src/reserve-exam/API.md). */
export const RESERVE_EXAM_APP = '165.7.2.';
const base = `/api/reserve-exam/${RESERVE_EXAM_APP}`;

export const reserveExamPaths = {
  /** The course list of the area is the courses area's, under this app id. */
  coursesList: `/api/courses/${RESERVE_EXAM_APP}/getList`,
  /** GET ?courseId&limit&page&status&from&to (the contract); more query parameters join with '&'. */
  list: (courseId: number) => `${base}/getList?courseId=${courseId}`,
  add: `${base}/add`,
  view: (courseId: number, reserveExamId: number) => `${base}/${courseId}/view/${reserveExamId}`,
  availability: `${base}/availability`,
  competing: (reserveExamId: number) => `${base}/${reserveExamId}/competing`,
  decision: (reserveExamId: number) => `${base}/${reserveExamId}/decision`,
  withdraw: (reserveExamId: number) => `${base}/${reserveExamId}/withdraw`,
  board: `${base}/board`,
  events: `${base}/events`,
  centres: `${base}/centres`,
  centre: (centreId: number) => `${base}/centres/${centreId}`,
  halls: (centreId: number) => `${base}/centres/${centreId}/halls`,
  hall: (hallId: number) => `${base}/halls/${hallId}`,
} as const;

export interface HallInfo {
  hallId: number;
  centreId: number;
  centreName: Bilingual;
  hallName: Bilingual;
  seats: number;
  computers: number;
  active: boolean;
}

/** A taken time of a hall that intersects what was asked (409 body, SPEC 8). */
export interface ReservationConflict {
  hallId: number;
  centreName: Bilingual;
  hallName: Bilingual;
  startsAt: string;
  endsAt: string;
  reserveExamId: number;
}

/** A free alternative: other halls at the same time, or the chosen halls at the nearest free time. */
export type ReservationAlternative =
  | { kind: 'otherHall'; hall: HallInfo; startsAt: string; endsAt: string }
  | { kind: 'otherTime'; hallIds: number[]; startsAt: string; endsAt: string };

export interface ConflictBody {
  message: Bilingual;
  conflicts: ReservationConflict[];
  alternatives: ReservationAlternative[];
}

export interface AddReservationBody {
  courseId: number;
  examId?: number;
  startsAt: string;
  endsAt: string;
  students: number;
  electronic?: boolean;
  hallIds: number[];
  note?: string;
}

export interface AddReservationResponse {
  reserveExamId: number;
  status: RequestStatusCode;
  lockVersion: number;
  message: Bilingual;
}

export type ReservationDecision = 'accept' | 'reject';

export interface DecisionBody {
  decision: ReservationDecision;
  reason?: string;
  version: number;
}

export interface DecisionResponse {
  status: RequestStatusCode;
  lockVersion: number;
  message: Bilingual;
  /** Accepting: the pending requests it put out of reach (their requesters were notified). */
  competing?: number[];
}

export interface ReservationHistoryItem {
  kind: 'submitted' | 'accepted' | 'rejected' | 'withdrawn';
  by: UserRef;
  at: string;
  reason?: string;
}

export interface ReservationSummary {
  reserveExamId: number;
  courseId: number;
  examId: number | null;
  startsAt: string;
  endsAt: string;
  students: number;
  electronic: boolean;
  status: RequestStatusCode;
  withdrawn: boolean;
  halls: HallInfo[];
  requester: UserRef;
  lockVersion: number;
  createdAt: string;
}

export interface ReservationView extends ReservationSummary {
  note: string | null;
  reason: string | null;
  history: ReservationHistoryItem[];
  /** Pending: what the caller may do with it. */
  canDecide: boolean;
  canWithdraw: boolean;
  timeZone: string;
}

export interface ReservationListResponse {
  reservations: ReservationSummary[];
  currentPage: number;
  totalItems: number;
  rights: RightCode[];
  timeZone: string;
}

/** Accepting `reserveExamId` would leave these pending requests without their hall. */
export interface CompetingResponse {
  competing: (ReservationSummary & { hallIds: number[] })[];
}

export interface AvailabilityHall extends HallInfo {
  state: 'free' | 'taken';
  /** Accepted bookings that intersect the slot (who holds it, until when). */
  taken: ReservationConflict[];
  /** Pending requests for the hall that intersect the slot. */
  pending: number;
}

export interface AvailabilityResponse {
  halls: AvailabilityHall[];
  timeZone: string;
}

export interface BoardBooking {
  reserveExamId: number;
  courseId: number;
  startsAt: string;
  endsAt: string;
  status: RequestStatusCode;
  students: number;
  requester: UserRef;
  /** A pending request that intersects an accepted booking or another pending one of the hall. */
  inConflict: boolean;
}

export interface BoardResponse {
  from: string;
  to: string;
  timeZone: string;
  halls: (HallInfo & { bookings: BoardBooking[] })[];
  /** The board's event cursor now (GET .../events?since=). */
  lastSeq: number;
}

export interface CentreBody {
  scopeId: number;
  name: Bilingual;
  active: boolean;
}

export interface HallBody {
  name: Bilingual;
  seats: number;
  computers: number;
  active: boolean;
}

export interface CentreView {
  centreId: number;
  scopeId: number;
  scopeName: Bilingual;
  name: Bilingual;
  active: boolean;
  halls: HallInfo[];
}

export interface CentresResponse {
  centres: CentreView[];
  rights: RightCode[];
}
