import type {
  AddReservationBody,
  AddReservationResponse,
  AvailabilityResponse,
  BoardResponse,
  CentreBody,
  CentresResponse,
  CompetingResponse,
  DecisionBody,
  DecisionResponse,
  HallBody,
  ReservationListResponse,
  ReservationView,
} from '@mizan/domain/reserve-exam';
import { type ExamListResult, examPaths } from '@mizan/domain/exam-generation';
import { reserveExamPaths as P } from '@mizan/domain/reserve-exam';
import type { Bilingual } from '@mizan/domain/i18n';
import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from '../api/client';
import { OWN_ERRORS } from '../api/errors';

/**
 * Every query of the area starts with this key: any 'reserve-exam:changed' (a request, decision or
 * withdrawal anywhere) makes lists, views, availability and the board stale at once.
 */
export const RESERVE_KEY = ['reserve-exam'] as const;

type Query = RequestOptions['query'];

export const reservationListQuery = (courseId: number, query: Query) =>
  queryOptions({
    queryKey: [...RESERVE_KEY, P.list(courseId), query],
    queryFn: ({ signal }) => api<ReservationListResponse>(P.list(courseId), { query, signal }),
  });

/** A 404 (out of scope, not of this course) goes to /notFound through the wrapper. */
export const reservationQuery = (courseId: number, reserveExamId: number) =>
  queryOptions({
    queryKey: [...RESERVE_KEY, P.view(courseId, reserveExamId)],
    queryFn: () => api<ReservationView>(P.view(courseId, reserveExamId)),
  });

export const competingQuery = (reserveExamId: number) =>
  queryOptions({
    queryKey: [...RESERVE_KEY, P.competing(reserveExamId)],
    queryFn: () => api<CompetingResponse>(P.competing(reserveExamId), { handled: OWN_ERRORS }),
  });

/** Free and taken halls for a slot as the user picks it (a bad slot is the form's to say: 422 kept quiet). */
export const availabilityQuery = (query: { courseId: number; startsAt: string; endsAt: string }) =>
  queryOptions({
    queryKey: [...RESERVE_KEY, P.availability, query],
    queryFn: ({ signal }) => api<AvailabilityResponse>(P.availability, { query, signal, handled: [422] }),
  });

export const boardQuery = (query: { from: string; to: string; centreId?: number }) =>
  queryOptions({
    queryKey: [...RESERVE_KEY, P.board, query],
    queryFn: ({ signal }) => api<BoardResponse>(P.board, { query, signal }),
  });

/**
 * The course's exams a request may name (exam generation's list, read through its API). Someone
 * without view on 165.7.1. gets none: the request simply names no exam.
 */
export const courseExamsQuery = (courseId: number) =>
  queryOptions({
    queryKey: [...RESERVE_KEY, 'exams', courseId],
    queryFn: ({ signal }) =>
      api<ExamListResult>(examPaths.list('165.7.1.'), {
        query: { courseId, limit: 50 },
        signal,
        handled: [403, 404],
      }).catch(() => ({ exams: [] }) as Pick<ExamListResult, 'exams'>),
    staleTime: 60_000,
  });

export const centresQuery = () =>
  queryOptions({
    queryKey: [...RESERVE_KEY, P.centres],
    queryFn: () => api<CentresResponse>(P.centres),
  });

/** Writes: 409 (conflict, stale) and 422 (rules) are shown by the screen. */
export const addReservation = (body: AddReservationBody) =>
  api<AddReservationResponse>(P.add, { method: 'POST', body, handled: OWN_ERRORS });

export const decide = (reserveExamId: number, body: DecisionBody) =>
  api<DecisionResponse>(P.decision(reserveExamId), { method: 'PUT', body, handled: OWN_ERRORS });

export const withdraw = (reserveExamId: number, version: number) =>
  api<{ lockVersion: number; message: Bilingual }>(P.withdraw(reserveExamId), {
    method: 'POST',
    body: { version },
    handled: OWN_ERRORS,
  });

export const saveCentre = (body: CentreBody, centreId?: number) =>
  api<unknown>(centreId ? P.centre(centreId) : P.centres, {
    method: centreId ? 'PUT' : 'POST',
    body,
    handled: OWN_ERRORS,
  });

export const saveHall = (body: HallBody, target: { centreId: number } | { hallId: number }) =>
  api<unknown>('hallId' in target ? P.hall(target.hallId) : P.halls(target.centreId), {
    method: 'hallId' in target ? 'PUT' : 'POST',
    body,
    handled: OWN_ERRORS,
  });

export const deleteHall = (hallId: number) =>
  api<unknown>(P.hall(hallId), { method: 'DELETE', handled: OWN_ERRORS });
