import { z } from 'zod';
import {
  codeEnum,
  LANGUAGES,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  REPORT_COURSE_STATUSES,
  REPORT_DISTRIBUTIONS,
  STAGES,
} from '../codes/index.js';
import { blankAsAbsent, numberish, queryId } from '../courses/course.schema.js';
import { type Bilingual, fill, LANGS } from '../i18n/index.js';
import { LIMITS } from '../limits/index.js';
import { REPORT_MESSAGES } from './messages.js';

/** Limits of the reports area (ours; SPEC 9 names none). */
export const REPORT_LIMITS = Object.freeze({
  /** The widest date range a report accepts, in days (about 20 years). */
  maxRangeDays: 7305,
  /** Courses one drill-down page returns at most. */
  coursesPageMax: 100,
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalidData' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), {
    message: 'invalidData',
  });
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

export const REPORT_FORMATS = ['json', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Every report answers JSON, or an .xlsx or a PDF in the chosen language (right to left in Arabic). */
export const exportFields = {
  format: z.preprocess(blankAsAbsent, z.enum(REPORT_FORMATS).default('json')),
  lang: z.preprocess(blankAsAbsent, z.enum(LANGS).default('ar')),
};

const statusStatsFields = {
  scopeId: queryId.optional(),
  courseStatus: z.preprocess(blankAsAbsent, codeEnum(REPORT_COURSE_STATUSES).default('1')),
  distribution: z.preprocess(blankAsAbsent, codeEnum(REPORT_DISTRIBUTIONS).default('1')),
  stage: optional(codeEnum(STAGES)),
  questionType: optional(codeEnum(QUESTION_TYPES)),
  language: optional(codeEnum(LANGUAGES)),
  from: optional(day),
  to: optional(day),
};

/**
 * The date range's own checks (reversed, wider than REPORT_LIMITS.maxRangeDays), on `to` so a
 * form shows them beside it; the API answers them as 422 fields. null: the range is fine.
 */
export function reportRangeError(q: { from?: string; to?: string }): { to: Bilingual } | null {
  if (!q.from || !q.to) return null;
  const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
  if (days < 0) return { to: REPORT_MESSAGES.rangeReversed };
  if (days > REPORT_LIMITS.maxRangeDays)
    return { to: fill(REPORT_MESSAGES.rangeTooWide, { days: REPORT_LIMITS.maxRangeDays }) };
  return null;
}

/** GET /api/reports/165.4.1./questions-status-stats. */
export const statusStatsQuerySchema = z.object({ ...statusStatsFields, ...exportFields });
export type StatusStatsQuery = z.output<typeof statusStatsQuerySchema>;

/** GET .../questions-status-stats/courses: the courses behind a row (rowId) and maybe one status. */
export const statusStatsCoursesQuerySchema = z.object({
  ...statusStatsFields,
  rowId: z.preprocess(numberish, z.number().int().min(0)),
  status: optional(codeEnum(QUESTION_STATUSES)),
  limit: z.preprocess(
    numberish,
    z.number().int().min(1).max(REPORT_LIMITS.coursesPageMax).default(LIMITS.defaultPageSize),
  ),
  page: z.preprocess(numberish, z.number().int().min(1).max(100_000).default(1)),
});
export type StatusStatsCoursesQuery = z.output<typeof statusStatsCoursesQuerySchema>;

export const exportQuerySchema = z.object(exportFields);
export type ExportQuery = z.output<typeof exportQuerySchema>;

/** GET /api/reports/165.4.3./exams-creators?courseId. */
export const examsCreatorsQuerySchema = z.object({ courseId: queryId, ...exportFields });
export type ExamsCreatorsQuery = z.output<typeof examsCreatorsQuerySchema>;
