import { z } from 'zod';
import { codeEnum, LANGUAGES, MODEL_MATCH, QUESTION_TYPES } from '../codes/index.js';
import { LIMITS } from '../limits/index.js';
import { hasTwoDecimalsAtMost } from '../questions/rules.js';
import { type FieldErrors, issueMessage, trimmedText, type Validated } from '../validation/index.js';
import { DELIVERY_MODES } from './exam.api.js';
import { EXAM_MESSAGES } from './messages.js';

/** Limits of exam generation that SPEC 9 does not give: ours, named once. */
export const EXAM_LIMITS = Object.freeze({
  nameMax: 200,
  modelsMin: 1,
  /** Model codes '00' to '99' (SPEC 5, 9). */
  modelsMax: LIMITS.modelCodeMax - LIMITS.modelCodeMin + 1,
  /** One row per subject x ILO x type x difficulty band is far below this; 1,000 rows is refused. */
  specRowsMax: 200,
  questionCountMax: 1000,
  totalDegreeMax: 10_000,
  durationMinutesMax: 24 * 60,
  seedMax: 2 ** 31 - 1,
});

const twoDecimals = (n: z.ZodNumber) => n.refine(hasTwoDecimalsAtMost, { message: 'maxDecimals' });
const positiveInt = (max: number) => z.number().int({ message: 'integerRequired' }).min(1).max(max);
const id = z.number().int().positive();
/** 0 to 1 with two decimals: difficulties and shares. */
const fraction = twoDecimals(z.number().min(0, { message: 'notNegative' }).max(1));

/** A two-digit model code '00' to '99'. */
export const modelCodeSchema = z.string().regex(new RegExp(`^\\d{${LIMITS.modelCodeDigits}}$`), {
  message: 'modelCodeFormat',
});
/** The code of the n-th model (0-based): '00', '01', ... */
export const modelCodeOf = (modelNo: number) => String(modelNo).padStart(LIMITS.modelCodeDigits, '0');

export const specificationRowSchema = z
  .strictObject({
    subjectId: id,
    iloId: id.optional(),
    questionType: codeEnum(QUESTION_TYPES),
    difficultyMin: fraction.optional(),
    difficultyMax: fraction.optional(),
    count: z.number().int({ message: 'integerRequired' }).min(0).max(EXAM_LIMITS.questionCountMax),
    degree: twoDecimals(z.number().min(0, { message: 'notNegative' }).max(EXAM_LIMITS.totalDegreeMax)),
  })
  .refine(
    (r) =>
      r.difficultyMin === undefined || r.difficultyMax === undefined || r.difficultyMin <= r.difficultyMax,
    {
      path: ['difficultyMax'],
      message: 'difficultyRangeReversed',
    },
  );

/** PUT .../specification. Totals against the exam are checked by specificationIssues (exam-model.rules.ts). */
export const specificationBodySchema = z.strictObject({
  rows: z.array(specificationRowSchema).min(1).max(EXAM_LIMITS.specRowsMax),
  version: z.number().int().min(0),
});

/** POST .../generate */
export const generateBodySchema = z.strictObject({
  seed: z.number().int().min(0).max(EXAM_LIMITS.seedMax).optional(),
  modelNos: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(EXAM_LIMITS.modelsMax - 1),
    )
    .min(1)
    .max(EXAM_LIMITS.modelsMax)
    .optional(),
  version: z.number().int().min(0),
});

/** The exam's own fields, shared by add and edit (exam-students.schema.ts). */
export const examAddFields = {
  name: trimmedText(EXAM_LIMITS.nameMax),
  deliveryMode: z.enum(DELIVERY_MODES),
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: positiveInt(EXAM_LIMITS.durationMinutesMax),
  totalDegree: twoDecimals(
    z.number().positive({ message: 'mustBePositive' }).max(EXAM_LIMITS.totalDegreeMax),
  ),
  questionCount: positiveInt(EXAM_LIMITS.questionCountMax),
  language: codeEnum(LANGUAGES),
  modelsCount: positiveInt(EXAM_LIMITS.modelsMax),
  modelsMatch: codeEnum(MODEL_MATCH),
  maxSharedShare: fraction.optional(),
  targetDifficulty: fraction.optional(),
};

/** A share cap belongs to 22.2. only. */
export const shareOnlyWhenNotMatching: [
  (b: { modelsMatch: string; maxSharedShare?: number }) => boolean,
  { path: string[]; message: string },
] = [
  (b) => b.modelsMatch === '22.2.' || b.maxSharedShare === undefined,
  { path: ['maxSharedShare'], message: 'invalidData' },
];

/** POST .../add */
export const examAddBodySchema = z
  .strictObject({ courseId: id, ...examAddFields })
  .refine(...shareOnlyWhenNotMatching);

/** PUT .../models/{modelNo}. The SPEC 5 model rules are checked by modelIssues (exam-model.rules.ts). */
export const modelSaveBodySchema = z.strictObject({
  code: modelCodeSchema,
  complete: z.boolean(),
  questions: z
    .array(
      z.strictObject({
        questionId: id,
        degree: twoDecimals(z.number().min(0, { message: 'notNegative' }).max(EXAM_LIMITS.totalDegreeMax)),
      }),
    )
    .max(EXAM_LIMITS.questionCountMax),
  version: z.number().int().min(0),
});

/** POST .../publish */
export const publishBodySchema = z.strictObject({
  version: z.number().int().min(0),
  confirm: z.boolean().optional(),
});

const isExamKey = (v: string): v is keyof typeof EXAM_MESSAGES => Object.hasOwn(EXAM_MESSAGES, v);

/** Validates a body with one of the schemas above; texts named by an EXAM_MESSAGES key are used as they are. */
export function validateExamBody<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  const fields: FieldErrors = {};
  for (const iss of result.error.issues) {
    if (iss.code === 'unrecognized_keys') {
      for (const key of iss.keys) fields[[...iss.path, key].join('.')] ??= issueMessage(iss);
      continue;
    }
    fields[iss.path.join('.') || '_'] ??= isExamKey(iss.message)
      ? EXAM_MESSAGES[iss.message]
      : issueMessage(iss);
  }
  return { success: false, fields };
}
