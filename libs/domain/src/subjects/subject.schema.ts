import { z } from 'zod';
import { LIMITS } from '../limits/index.js';
import { blankAsAbsent, queryId } from '../courses/course.schema.js';

/** A comma-separated id list ('3,7,9'), as the subject form sends ILO picks (SPEC 7); '' is none. */
export const idList = z.preprocess(
  (v) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(',') : String(v)),
  z
    .string()
    .trim()
    .regex(/^(\d+(\s*,\s*\d+)*)?$/, { message: 'invalidData' })
    .transform((s) => [...new Set(s ? s.split(',').map((x) => Number(x.trim())) : [])]),
);

/**
 * Lecture count (SPEC 5): optional; a whole number, not negative ('Please add valid Number'),
 * at most 50 ('max value allowed is 50').
 */
export const lectureCountSchema = z.preprocess(
  (v) => {
    if (v === '' || v === null || v === undefined) return null;
    if (typeof v === 'string') return v.trim() === '' ? null : Number(v.trim());
    return v;
  },
  z
    .number({ error: (issue) => (issue.code === 'invalid_type' ? 'validNumber' : undefined) })
    .int({ message: 'validNumber' })
    .min(LIMITS.lectureCountMin, { message: 'validNumber' })
    .max(LIMITS.lectureCountMax)
    .nullable(),
);

/** Subject title (SPEC 5): required, not blank after trimming ('Please add data'), at most 50. */
export const subjectTitleSchema = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(LIMITS.subjectTitleMax);

export const subjectFormSchema = z.strictObject({
  /** '1' active, '0' inactive (SPEC 3); a new subject starts active. */
  drpSubjectStatus: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankAsAbsent(v)),
    z.enum(['1', '0']).optional(),
  ),
  txtSubjectName: subjectTitleSchema,
  numLectureCount: lectureCountSchema.optional(),
  /** Flexible mode: the ticked tree nodes. */
  flexibleILOs: idList.optional(),
  /** Fixed mode: ticked ILOs that have no sub-ILOs. */
  ilosNOChild: idList.optional(),
  /** Fixed mode: ILOs that have sub-ILOs, with some ticked (their parents of chkILO). */
  ilosWithChild: idList.optional(),
  /** Fixed mode: ticked sub-ILOs. */
  chkILO: idList.optional(),
});
export type SubjectForm = z.input<typeof subjectFormSchema>;

/** POST /api/subjects/165.1.2.?courseId= and PUT /api/subjects/165.1.2./{subjectId} (SPEC 7). */
export const subjectBodySchema = z.strictObject({
  courseId: queryId,
  subject: subjectFormSchema,
});
export type SubjectBody = z.input<typeof subjectBodySchema>;

export const subjectListQuerySchema = z.object({
  courseId: queryId,
  activeStatus: z.preprocess(blankAsAbsent, z.enum(['1', '0']).optional()),
});

export const subjectCourseQuerySchema = z.object({ courseId: queryId });

export const subjectIlosQuerySchema = z.object({ courseId: queryId, subjectId: queryId.optional() });
