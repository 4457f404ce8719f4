import { z } from 'zod';
import { codeEnum, LANGUAGES, QUESTION_STATUSES, QUESTION_TYPES, QuestionStatus } from '../codes/index.js';
import { blankAsAbsent, numberish, queryFlag, queryId } from '../courses/course.schema.js';
import { LIMITS } from '../limits/index.js';
import { optionalTrimmedText } from '../validation/index.js';
import { DECISIONS } from './review.rules.js';

/** Text limits of the review area (ours; SPEC 9 names none). */
export const REVIEW_LIMITS = Object.freeze({
  commentMax: 2000,
  quoteMax: 500,
  /** A Yjs relative position is a few dozen bytes; base64 of far more is not one. */
  anchorPositionMax: 512,
  anchorFieldMax: 100,
  /** A stem fix's HTML before the rich-text setting (question.richTextMax) is applied. */
  stemMax: 200_000,
  /** Events one catch-up call returns; beyond it the client reloads. */
  eventsMax: 500,
  notificationsPageMax: 50,
});

export const REVIEW_ORDER_BY = ['id', 'updatedAt', 'questionType', 'difficulty', 'expectedTime'] as const;

const pageSize = z.preprocess(
  numberish,
  z
    .number()
    .int()
    .refine((n) => (LIMITS.pageSizes as readonly number[]).includes(n), { message: 'invalidOption' })
    .default(LIMITS.defaultPageSize),
);
const page = z.preprocess(numberish, z.number().int().min(1).max(100_000).default(LIMITS.defaultPage));

/** Statuses a reviewer lists: every one but deleted. */
const listedStatus = codeEnum(QUESTION_STATUSES).refine((s) => s !== QuestionStatus.DELETED, {
  message: 'invalidOption',
});

/** GET /api/review-questions/165.2.2./getList. */
export const reviewListQuerySchema = z.object({
  courseId: queryId,
  status: z.preprocess(blankAsAbsent, listedStatus.default(QuestionStatus.PENDING_REVIEW)),
  limit: pageSize,
  page,
  orderBy: z.preprocess(blankAsAbsent, z.enum(REVIEW_ORDER_BY).default('id')),
  desc: z.preprocess(blankAsAbsent, queryFlag.default(false)),
  questionType: z.preprocess(blankAsAbsent, codeEnum(QUESTION_TYPES).optional()),
  subjectId: queryId.optional(),
  language: z.preprocess(blankAsAbsent, codeEnum(LANGUAGES).optional()),
  creatorId: queryId.optional(),
  text: optionalTrimmedText(LIMITS.filterTextMax),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

export const decisionSchema = z.strictObject({
  decision: z.enum(DECISIONS),
  comment: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.commentMax)
    .optional()
    .transform((v) => (v ? v : undefined)),
  version: z.number().int().positive(),
});

/** A reviewer's stem fix; its length is checked by the server against the rich-text setting. */
export const reviewStemSchema = z.strictObject({
  stem: z.string().max(REVIEW_LIMITS.stemMax),
  version: z.number().int().positive(),
});

const base64 = z
  .string()
  .min(1)
  .max(REVIEW_LIMITS.anchorPositionMax)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'invalidData' });

export const commentAnchorSchema = z.strictObject({
  field: z.string().trim().min(1).max(REVIEW_LIMITS.anchorFieldMax),
  start: base64,
  end: base64,
  quote: z.string().max(REVIEW_LIMITS.quoteMax),
});

export const commentSchema = z.strictObject({
  body: z.string().trim().min(1).max(REVIEW_LIMITS.commentMax),
  parentId: z.number().int().positive().optional(),
  anchor: commentAnchorSchema.optional(),
});

export const commentResolveSchema = z.strictObject({ resolved: z.boolean() });

/** GET .../events: a cursor and the course or question followed (at least one). */
export const reviewEventsQuerySchema = z
  .object({
    since: z.preprocess(numberish, z.number().int().min(0)),
    courseId: queryId.optional(),
    questionId: queryId.optional(),
  })
  .refine((q) => q.courseId !== undefined || q.questionId !== undefined, {
    message: 'required',
    path: ['courseId'],
  });

export const notificationsQuerySchema = z.object({
  limit: z.preprocess(
    numberish,
    z.number().int().min(1).max(REVIEW_LIMITS.notificationsPageMax).default(LIMITS.defaultPageSize),
  ),
  page,
  unreadOnly: z.preprocess(blankAsAbsent, queryFlag.default(false)),
  /** Only notifications older than this one (its id): the bell's next page, whatever arrived since. */
  before: queryId.optional(),
});

export const notificationsReadSchema = z
  .strictObject({
    ids: z.array(z.number().int().positive()).max(500).optional(),
    all: z.boolean().optional(),
  })
  .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, { message: 'required', path: ['ids'] });
