import { z } from 'zod';
import { codeEnum, REQUEST_STATUSES } from '../codes/index.js';
import { blankAsAbsent, numberish } from '../courses/course.schema.js';
import { LIMITS } from '../limits/index.js';
import { optionalTrimmedText, trimmedText } from '../validation/index.js';

/** Limits of the reservation area (ours; SPEC 9 names none). */
export const RESERVE_EXAM_LIMITS = Object.freeze({
  nameMax: 100,
  noteMax: 1000,
  reasonMax: 1000,
  studentsMax: 100_000,
  seatsMax: 5_000,
  hallsPerRequest: 50,
  /** A board spans at most this many days. */
  boardDaysMax: 31,
  eventsMax: 500,
  alternatives: 3,
});

/** An instant with its offset (…Z or …+03:00): a time without one would depend on the server's zone. */
const instant = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, {
    message: 'invalidData',
  })
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: 'invalidData' });

const bilingualName = z.strictObject({
  ar: trimmedText(RESERVE_EXAM_LIMITS.nameMax),
  en: trimmedText(RESERVE_EXAM_LIMITS.nameMax),
});

const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
/** A row id in a query string: digits within the database's integer, else 422 (not a 500 from SQL). */
const queryRowId = z.preprocess(numberish, id);

/** POST .../add. The time rules (SPEC 5) need "now" and the zone: reservation-rules in conflicts.ts. */
export const addReservationSchema = z.strictObject({
  courseId: id,
  examId: id.optional(),
  startsAt: instant,
  endsAt: instant,
  students: z.number().int().positive().max(RESERVE_EXAM_LIMITS.studentsMax),
  electronic: z.boolean().default(false),
  hallIds: z
    .array(id)
    .min(1)
    .max(RESERVE_EXAM_LIMITS.hallsPerRequest)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'invalidData' }),
  note: optionalTrimmedText(RESERVE_EXAM_LIMITS.noteMax),
});

export const reservationDecisionSchema = z.strictObject({
  decision: z.enum(['accept', 'reject']),
  reason: optionalTrimmedText(RESERVE_EXAM_LIMITS.reasonMax),
  version: z.number().int().positive(),
});

export const withdrawSchema = z.strictObject({ version: z.number().int().positive() });

const pageSize = z.preprocess(
  numberish,
  z
    .number()
    .int()
    .refine((n) => (LIMITS.pageSizes as readonly number[]).includes(n), { message: 'invalidOption' })
    .default(LIMITS.defaultPageSize),
);
const queryInstant = z.preprocess(blankAsAbsent, instant.optional());

export const reservationListQuerySchema = z.object({
  courseId: queryRowId,
  limit: pageSize,
  page: z.preprocess(numberish, z.number().int().min(1).max(100_000).default(LIMITS.defaultPage)),
  status: z.preprocess(blankAsAbsent, codeEnum(REQUEST_STATUSES).optional()),
  from: queryInstant,
  to: queryInstant,
});

export const availabilityQuerySchema = z.object({
  courseId: queryRowId,
  startsAt: instant,
  endsAt: instant,
});

export const boardQuerySchema = z.object({
  from: instant,
  to: instant,
  centreId: queryRowId.optional(),
});

export const eventsQuerySchema = z.object({
  since: z.preprocess(numberish, z.number().int().min(0)),
});

export const centreSchema = z.strictObject({
  scopeId: id,
  name: bilingualName,
  active: z.boolean().default(true),
});

export const hallSchema = z.strictObject({
  name: bilingualName,
  seats: z.number().int().positive().max(RESERVE_EXAM_LIMITS.seatsMax),
  computers: z.number().int().min(0).max(RESERVE_EXAM_LIMITS.seatsMax).default(0),
  active: z.boolean().default(true),
});

export type AddReservationInput = z.output<typeof addReservationSchema>;
export type ReservationDecisionInput = z.output<typeof reservationDecisionSchema>;
export type ReservationListQuery = z.output<typeof reservationListQuerySchema>;
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;
export type BoardQuery = z.output<typeof boardQuerySchema>;
export type CentreInput = z.output<typeof centreSchema>;
export type HallInput = z.output<typeof hallSchema>;
