import { z } from 'zod';
import { codeEnum, STAGES } from '../codes/index.js';
import { numberish, queryFlag } from '../courses/course.schema.js';
import { LIMITS } from '../limits/index.js';
import { trimmedText } from '../validation/index.js';
import { EXAM_LIMITS, examAddFields, shareOnlyWhenNotMatching } from './blueprint.schema.js';
import { SECTOR_KINDS, STUDENT_IMPORT_TYPES } from './exam-students.api.js';

/** Limits of students and sectors (ours; SPEC 9 gives none). */
export const STUDENT_LIMITS = Object.freeze({
  /** Students of one exam, and rows of one sheet: a large faculty's cohort fits. */
  studentsMax: 10_000,
  studentNumberMax: 50,
  studentNameMax: 200,
  sectorNameMax: 100,
  sectorsMax: 500,
  sectorCapacityMax: 5_000,
  instructionsMax: 5_000,
  /** The student sheet, as the course import's (SPEC 9: 5 MB). */
  sheetMaxBytes: LIMITS.courseImportMaxBytes,
});

const version = z.number().int().min(0);

/** SPEC 5: a valid Egyptian national id is 14 digits starting with 2 or 3. */
export const NATIONAL_ID = /^[23]\d{13}$/;

/** PUT .../{examId}: the creation fields (course aside), stage and instructions. */
export const examEditBodySchema = z
  .strictObject({
    ...examAddFields,
    stage: codeEnum(STAGES).optional(),
    instructions: z.string().trim().max(STUDENT_LIMITS.instructionsMax).optional(),
    version,
  })
  .refine(...shareOnlyWhenNotMatching);

export const studentsSisBodySchema = z.strictObject({
  type: z.enum(STUDENT_IMPORT_TYPES),
  version,
});

/** The multipart fields beside the student sheet (strings, as forms send them). */
export const studentsFileFieldsSchema = z.object({
  version: z.preprocess(numberish, version),
  dryRun: queryFlag.default(false),
});

export const studentsWithdrawBodySchema = z.strictObject({
  studentIds: z.array(z.number().int().positive()).min(1).max(STUDENT_LIMITS.studentsMax).optional(),
  version,
});

export const sectorBodySchema = z.strictObject({
  name: trimmedText(STUDENT_LIMITS.sectorNameMax),
  kind: z.enum(SECTOR_KINDS),
  capacity: z.number().int({ message: 'integerRequired' }).min(1).max(STUDENT_LIMITS.sectorCapacityMax),
  version,
});

/** A write that carries only the lock version (distribute, approve, a sector's delete). */
export const versionBodySchema = z.strictObject({ version });
export const versionQuerySchema = z.object({ version: z.preprocess(numberish, version) });

/** GET .../students?limit&page&withdrawn */
export const studentsQuerySchema = z.object({
  limit: z.preprocess(
    numberish,
    z
      .number()
      .int()
      .refine((n) => (LIMITS.pageSizes as readonly number[]).includes(n), { message: 'invalidOption' })
      .default(LIMITS.defaultPageSize),
  ),
  page: z.preprocess(
    numberish,
    z
      .number()
      .int()
      .min(1)
      .max(EXAM_LIMITS.questionCountMax * 100)
      .default(1),
  ),
  withdrawn: queryFlag.default(false),
});
export type StudentsQuery = z.output<typeof studentsQuerySchema>;
