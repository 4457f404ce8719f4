import { z } from 'zod';
import { LANGUAGES, NEED_TO_FIX, QUESTION_STATUSES, QUESTION_TYPES, codeEnum } from '../codes/index.js';
import { blankAsAbsent, numberish, queryFlag, queryId } from '../courses/course.schema.js';
import { type Bilingual, fill } from '../i18n/index.js';
import { LIMITS } from '../limits/index.js';
import { type FieldErrors, issueMessage, optionalTrimmedText, type Validated } from '../validation/index.js';
import { QUESTION_MESSAGES, type QuestionMessageKey } from './messages.js';
import type { QuestionContent, QuestionSaveBody } from './question.api.js';
import {
  DEFAULT_QUESTION_SETTINGS,
  hasTwoDecimalsAtMost,
  QUESTION_LIMITS as Q,
  type QuestionIssue,
  type QuestionSettings,
  ruleIssues,
} from './rules.js';

/**
 * The shape of a question (types, ranges, decimals) as zod schemas, with the rules of rules.ts
 * folded in: `questionContentSchema(settings)` for the web form, `questionSaveBodySchema(settings)`
 * for POST/PUT. Messages name a QUESTION_MESSAGES or MESSAGES key; `questionFieldErrors` turns the
 * issues into {ar, en} texts per dotted field. Missing parts are not errors here (rules.ts `completeness`).
 */

/** A part id made by the client (question.api.ts): short, URL- and attribute-safe. */
const partId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'invalidData' });
const richText = z.string().max(Q.richTextHardMax);
const plainAnswer = z.string().max(Q.blankAnswerMax);

const twoDecimals = (n: z.ZodNumber) => n.refine(hasTwoDecimalsAtMost, { message: 'maxDecimals' });
const notNegative = (max: number) => twoDecimals(z.number().min(0, { message: 'notNegative' }).max(max));
/** 0 to 1 with two decimals: rubric and ILO weights, difficulty. */
const fraction = notNegative(1);

const choiceOption = z.strictObject({ id: partId, text: richText, correct: z.boolean() });
const rubric = z.strictObject({ id: partId, text: richText, weight: fraction });
const blank = z.strictObject({
  id: partId,
  answers: z.array(plainAnswer).max(50),
  degree: notNegative(Q.degreeMax),
});

const essay = z.strictObject({
  type: z.literal('3.1.'),
  rubrics: z.array(rubric).max(Q.rubricsMax),
  answerLines: z.number().int({ message: 'integerRequired' }).min(0).max(Q.answerLinesMax),
  answerWordsMax: z
    .number()
    .int({ message: 'integerRequired' })
    .min(1)
    .max(Q.answerWordsMax, { message: 'answerWordsMax' })
    .nullable(),
  modelAnswer: richText,
});
const mcq = z.strictObject({ type: z.literal('3.2.'), options: z.array(choiceOption).max(100) });
const mmcq = z.strictObject({ type: z.literal('3.3.'), options: z.array(choiceOption).max(100) });
const trueFalse = z.strictObject({ type: z.literal('3.4.'), correct: z.boolean() });
const matching = z.strictObject({
  type: z.literal('3.6.'),
  pairs: z.array(z.strictObject({ id: partId, premise: richText, answer: richText })).max(100),
  distractors: z.array(z.strictObject({ id: partId, text: richText })).max(100),
});
const fillBlanks = z.strictObject({
  type: z.literal('3.7.'),
  blanks: z.array(blank).max(20),
  caseSensitive: z.boolean(),
  distractors: z.array(plainAnswer).max(Q.blankDistractorsMax),
});

const subBody = z.discriminatedUnion('type', [essay, mcq, mmcq, trueFalse, matching, fillBlanks], {
  error: (iss) => (iss.code === 'invalid_union' ? 'nestedCaseStudy' : undefined),
});
const subQuestion = z.strictObject({
  id: partId,
  stem: richText,
  degree: notNegative(Q.degreeMax),
  body: subBody,
});
const caseStudy = z.strictObject({
  type: z.literal('3.5.'),
  subQuestions: z.array(subQuestion).max(Q.subQuestionsMax),
});

export const questionBodySchema = z.discriminatedUnion('type', [
  essay,
  mcq,
  mmcq,
  trueFalse,
  caseStudy,
  matching,
  fillBlanks,
]);

export const iloLinkSchema = z.strictObject({ iloId: z.number().int().positive(), weight: fraction });

const contentShape = z.strictObject({
  questionType: codeEnum(QUESTION_TYPES),
  subjectId: z.number().int().positive().nullable(),
  ilos: z.array(iloLinkSchema).max(Q.ilosMax),
  language: codeEnum(LANGUAGES),
  stem: richText,
  body: questionBodySchema,
  difficulty: fraction.nullable(),
  expectedTime: notNegative(Q.expectedTimeMax)
    .refine((n) => n > 0, { message: 'mustBePositive' })
    .nullable(),
  degree: notNegative(Q.degreeMax).nullable(),
  exposureLimit: z.number().int({ message: 'integerRequired' }).min(1).max(Q.exposureLimitMax).nullable(),
  modelCode: z
    .string()
    .regex(new RegExp(`^\\d{${LIMITS.modelCodeDigits}}$`), { message: 'modelCode' })
    .nullable(),
  feedback: richText,
});

/**
 * Difficulty, expected time and degree as a question holds them; the import's commit gives them to
 * the chosen questions that lack them.
 */
export const questionMeasuresSchema = contentShape.pick({
  difficulty: true,
  expectedTime: true,
  degree: true,
});

/** The rules of rules.ts as zod issues, under `at` (the content's path in the checked value). */
const withRules = (
  settings: Pick<QuestionSettings, 'richTextMax'>,
  content: QuestionContent,
  ctx: z.RefinementCtx,
  at: (string | number)[],
) => {
  for (const i of ruleIssues(content, settings))
    ctx.addIssue({ code: 'custom', path: [...at, ...i.path], message: 'rule', params: { text: i.message } });
};

/** QuestionContent with every rule of SPEC 5 and limit of SPEC 9 (the web form's schema). */
export const questionContentSchema = (
  settings: Pick<QuestionSettings, 'richTextMax'> = DEFAULT_QUESTION_SETTINGS,
) =>
  byRichTextMax(contentSchemas, settings, () =>
    contentShape.superRefine((c, ctx) => withRules(settings, c as QuestionContent, ctx, [])),
  );

/**
 * One built schema per rich-text maximum (a setting that rarely changes): zod compiles a schema on
 * its first parse, and rebuilding it per question cost an import of 5,000 questions seconds.
 */
const contentSchemas = new Map<number, unknown>();
const saveSchemas = new Map<number, unknown>();
function byRichTextMax<T>(
  cache: Map<number, unknown>,
  settings: Pick<QuestionSettings, 'richTextMax'>,
  build: () => T,
): T {
  let schema = cache.get(settings.richTextMax) as T | undefined;
  if (!schema) {
    schema = build();
    cache.set(settings.richTextMax, schema);
  }
  return schema;
}

const editType = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['0', '1']));

/** POST /api/questions/165.2.1. and PUT /api/questions/165.2.1./{questionId}. */
export const questionSaveBodySchema = (
  settings: Pick<QuestionSettings, 'richTextMax'> = DEFAULT_QUESTION_SETTINGS,
) =>
  byRichTextMax(saveSchemas, settings, () =>
    z
      .strictObject({
        courseId: z.number().int().positive(),
        question: contentShape,
        editType: editType.optional(),
        baseRevision: z.number().int().min(0).optional(),
        confirmSimilar: z.boolean().optional(),
      })
      .superRefine((b, ctx) => withRules(settings, b.question as QuestionContent, ctx, ['question'])),
  );

const isQuestionKey = (v: unknown): v is QuestionMessageKey =>
  typeof v === 'string' && v in QUESTION_MESSAGES;

/** Per-field {ar, en} texts of a question check: rule texts, question texts, then the generic ones. */
export function questionFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const iss of error.issues) {
    if (iss.code === 'unrecognized_keys') {
      for (const key of iss.keys) fields[[...iss.path, key].join('.')] ??= issueMessage(iss);
      continue;
    }
    const text = (iss as { params?: { text?: Bilingual } }).params?.text;
    const max = (iss as { maximum?: number | bigint }).maximum;
    const message =
      text ??
      (isQuestionKey(iss.message)
        ? fill(QUESTION_MESSAGES[iss.message], max === undefined ? {} : { max: Number(max) })
        : issueMessage(iss));
    fields[iss.path.join('.') || '_'] ??= message;
  }
  return fields;
}

function run<T>(schema: z.ZodType<T>, input: unknown): Validated<T> {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, fields: questionFieldErrors(result.error) };
}

/** Checks a save body: shape and rules (422 on failure). Missing parts pass (see completeness). */
export const validateQuestionSave = (
  input: unknown,
  settings: Pick<QuestionSettings, 'richTextMax'> = DEFAULT_QUESTION_SETTINGS,
): Validated<QuestionSaveBody> => run(questionSaveBodySchema(settings), input) as Validated<QuestionSaveBody>;

/** The form's check of its content (fields without the 'question.' prefix). */
export const validateQuestionContent = (
  input: unknown,
  settings: Pick<QuestionSettings, 'richTextMax'> = DEFAULT_QUESTION_SETTINGS,
): Validated<QuestionContent> => run(questionContentSchema(settings), input) as Validated<QuestionContent>;

/** Issues (rules or missing parts) as per-field texts, paths dotted, optionally under a prefix. */
export const issueFields = (issues: QuestionIssue[], prefix = ''): FieldErrors => {
  const fields: FieldErrors = {};
  for (const i of issues) fields[`${prefix}${i.path.join('.')}`] ??= i.message;
  return fields;
};

// ---- List, similarity, submit ----

/** Question list columns the table sorts by. */
export const QUESTION_ORDER_BY = [
  'updatedAt',
  'createdAt',
  'questionId',
  'questionType',
  'status',
  'version',
  'difficulty',
  'expectedTime',
  'degree',
] as const;
export type QuestionOrderBy = (typeof QUESTION_ORDER_BY)[number];

const optionalId = z.preprocess(numberish, z.number().int().positive().optional());

/** GET /api/questions/{appId}/getList. */
export const questionListQuerySchema = z.object({
  courseId: queryId,
  limit: z.preprocess(
    numberish,
    z
      .number()
      .int()
      .refine((n) => (LIMITS.pageSizes as readonly number[]).includes(n), { message: 'invalidOption' })
      .default(LIMITS.defaultPageSize),
  ),
  page: z.preprocess(numberish, z.number().int().min(1).max(1_000_000).default(LIMITS.defaultPage)),
  orderBy: z.preprocess(blankAsAbsent, z.enum(QUESTION_ORDER_BY).default('updatedAt')),
  /** Newest first unless asked otherwise. */
  desc: z.preprocess(blankAsAbsent, queryFlag.default(true)),
  questionType: z.preprocess(blankAsAbsent, codeEnum(QUESTION_TYPES).optional()),
  /** DELETED (5.5.) questions are listed only when asked for by this filter. */
  status: z.preprocess(blankAsAbsent, codeEnum(QUESTION_STATUSES).optional()),
  subjectId: optionalId,
  iloId: optionalId,
  language: z.preprocess(blankAsAbsent, codeEnum(LANGUAGES).optional()),
  creatorId: optionalId,
  text: optionalTrimmedText(LIMITS.filterTextMax),
  needToFix: z.preprocess(blankAsAbsent, codeEnum(NEED_TO_FIX).optional()),
});
export type QuestionListQuery = z.output<typeof questionListQuerySchema>;
/** What the web puts in the URL and sends (all optional, strings as in a query). */
export type QuestionListParams = Partial<
  Record<keyof z.input<typeof questionListQuerySchema>, string | number>
>;

/** POST /api/questions/165.2.1./similar: `text` is the stem as HTML or plain text. */
export const similarBodySchema = z.strictObject({
  courseId: z.number().int().positive(),
  text: z.string().max(Q.richTextHardMax),
  excludeQuestionId: z.number().int().positive().optional(),
});
export type SimilarBody = z.output<typeof similarBodySchema>;

/** POST /api/questions/165.2.1./{questionId}/submit: the version (and revision) the user saw. */
export const submitBodySchema = z.strictObject({
  version: z.number().int().min(1),
  revision: z.number().int().min(0).optional(),
});
export type SubmitBody = z.output<typeof submitBodySchema>;
