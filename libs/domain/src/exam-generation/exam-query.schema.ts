import { z } from 'zod';
import { codeEnum, EXAM_TYPES } from '../codes/index.js';
import { blankAsAbsent, numberish, queryFlag, queryId } from '../courses/course.schema.js';
import { LIMITS } from '../limits/index.js';
import { EXAM_LIMITS } from './blueprint.schema.js';

/** Columns the exams list sorts by. */
export const EXAM_ORDER_BY = ['startsAt', 'name', 'status', 'deliveryMode', 'modelsCount', 'examId'] as const;
export type ExamOrderBy = (typeof EXAM_ORDER_BY)[number];

/** GET .../getList (SPEC 9 page sizes; examType any of 20.2.-20.6., see API.md). */
export const examListQuerySchema = z.object({
  courseId: queryId,
  limit: z.preprocess(
    numberish,
    z
      .number()
      .int()
      .refine((n) => (LIMITS.pageSizes as readonly number[]).includes(n), { message: 'invalidOption' })
      .default(LIMITS.defaultPageSize),
  ),
  page: z.preprocess(numberish, z.number().int().min(1).max(100_000).default(LIMITS.defaultPage)),
  orderBy: z.preprocess(blankAsAbsent, z.enum(EXAM_ORDER_BY).default('startsAt')),
  desc: z.preprocess(blankAsAbsent, queryFlag.default(true)),
  examType: z.preprocess(blankAsAbsent, codeEnum(EXAM_TYPES).optional()),
});
export type ExamListParsed = z.output<typeof examListQuerySchema>;

/** GET .../can-add?courseId= */
export const canAddQuerySchema = z.object({ courseId: queryId });

/** GET .../models/{modelNo}/candidates?position= (1-based, as ModelQuestion.position). */
export const candidatesQuerySchema = z.object({
  position: z.preprocess(numberish, z.number().int().min(1).max(EXAM_LIMITS.questionCountMax)),
});

/** GET .../{examId}/events?since= : the lock version the client last saw. */
export const examEventsQuerySchema = z.object({
  since: z.preprocess(numberish, z.number().int().min(0)),
});
