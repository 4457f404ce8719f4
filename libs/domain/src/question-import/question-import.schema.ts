import { z } from 'zod';
import { queryId } from '../courses/course.schema.js';
import { questionMeasuresSchema } from '../questions/question.schema.js';
import { EXPORT_FORMAT_CODES, IMPORT_KIND_CODES } from './import-kinds.js';
import { EXPORT_IDS_MAX, PREVIEW_QUESTIONS_MAX } from './question-import.api.js';

/** Multipart fields of POST .../import/preview (the file travels as the 'file' part). */
export const importPreviewFieldsSchema = z.object({
  courseId: queryId,
  importType: z.enum(IMPORT_KIND_CODES, { message: 'invalidOption' }),
});

const iloLinkSchema = z.strictObject({
  iloId: z.number().int().positive(),
  /** Not zero (SPEC 5); at most two decimals. */
  weight: z
    .number()
    .positive({ message: 'notZero' })
    .max(1)
    .refine((w) => Math.round(w * 100) === w * 100, { message: 'maxDecimals' }),
});

const assignmentSchema = {
  subjectId: z.number().int().positive().nullable().optional(),
  ilos: z.array(iloLinkSchema).max(50).optional(),
};

/**
 * POST .../import/commit. `indexes` picks questions of the preview; an entry may carry its own
 * subject and ILOs, which then replace the shared ones for that question. `difficulty`,
 * `expectedTime` and `degree` go to the chosen questions whose file did not give them, so that a
 * file without them (Aiken, GIFT, Word) can still come in complete, and as approved.
 */
export const importCommitSchema = z.strictObject({
  courseId: z.number().int().positive(),
  importId: z.uuid({ message: 'invalidData' }),
  indexes: z
    .array(
      z.union([
        z.number().int().min(0),
        z.strictObject({ index: z.number().int().min(0), ...assignmentSchema }),
      ]),
    )
    // At least one: the service answers with the import's own 'select at least one question'.
    .max(10_000),
  ...assignmentSchema,
  ...questionMeasuresSchema.partial().shape,
  approved: z.boolean().default(false),
});
export type ImportCommitBody = z.input<typeof importCommitSchema>;

/** A comma-separated query list of numbers (`1,2,3`), duplicates dropped, 1 to `max` of them. */
const numberList = (item: z.ZodNumber, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+(,\d+)*$/, { message: 'invalidData' })
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(item).min(1).max(max));

/** ?courseId&indexes=0,1,2 of GET .../import/{importId}/questions. */
export const previewQuestionsQuerySchema = z.object({
  courseId: queryId,
  indexes: numberList(z.number().int().nonnegative(), PREVIEW_QUESTIONS_MAX),
});

/**
 * POST .../export. The ids ride in the body: 5,000 of them are 35 kB, past what a URL may carry
 * (Node's 16 kB of request head answers 431 from about 2,300 ids; nginx's 8 kB line 414 from 1,100).
 */
export const exportBodySchema = z.strictObject({
  courseId: z.number().int().positive(),
  format: z.enum(EXPORT_FORMAT_CODES, { message: 'invalidOption' }),
  ids: z
    .array(z.number().int().positive())
    .min(1)
    .max(EXPORT_IDS_MAX)
    .transform((ids) => [...new Set(ids)]),
});
export type ExportBody = z.input<typeof exportBodySchema>;
