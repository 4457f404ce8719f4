import { z } from 'zod';
import { COURSE_TYPES, codeEnum } from '../codes/index.js';
import { LANGS } from '../i18n/index.js';
import { LIMITS } from '../limits/index.js';
import { optionalTrimmedText, trimmedText } from '../validation/index.js';

/** Query strings send '' for "not chosen": treat it as absent. */
export const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A query string holding a number becomes that number; '' becomes absent; anything else stays. */
export const numberish = (v: unknown) => {
  if (v === '' || v === null) return undefined;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
};

/** A positive integer id from a query string or a JSON number (missing: 'Please add data'). */
export const queryId = z.preprocess(numberish, z.number().int().positive());

/** 'true' / '1' -> true, 'false' / '0' -> false (query strings and JSON booleans). */
export const queryFlag = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0 || v === '') return false;
  return v;
}, z.boolean());

/** Course list columns the table sorts by (SPEC 2 'sortable table'). */
export const COURSE_ORDER_BY = [
  'courseName',
  'stdPlan',
  'courseType',
  'IHId',
  'courseCode',
  'active',
] as const;
export type CourseOrderBy = (typeof COURSE_ORDER_BY)[number];

/** Text limits of course fields (not given by the SPEC: ours, named once). */
export const COURSE_NAME_MAX = 200;
export const COURSE_CODE_MAX = 50;
export const IHID_MAX = 50;
export const STUDY_PLAN_NUMBER_MAX = 50;

/**
 * GET /api/courses/{appId}/getList (SPEC 7). The three text filters are trimmed and at most
 * 100 characters after trimming (SPEC 5); page size one of 5, 10, 20, 50 (SPEC 9).
 */
export const courseListQuerySchema = z.object({
  limit: z.preprocess(
    numberish,
    z
      .number()
      .int()
      .refine((n) => (LIMITS.pageSizes as readonly number[]).includes(n), { message: 'invalidOption' })
      .default(LIMITS.defaultPageSize),
  ),
  page: z.preprocess(numberish, z.number().int().min(1).default(LIMITS.defaultPage)),
  orderBy: z.preprocess(blankAsAbsent, z.enum(COURSE_ORDER_BY).default('courseName')),
  desc: z.preprocess(blankAsAbsent, queryFlag.default(false)),
  clientLang: z.preprocess(blankAsAbsent, z.enum(LANGS).default('ar')),
  scope: queryId.optional(),
  courseName: optionalTrimmedText(LIMITS.filterTextMax),
  stdPlan: optionalTrimmedText(LIMITS.filterTextMax),
  IHId: optionalTrimmedText(LIMITS.filterTextMax),
  courseType: z.preprocess(blankAsAbsent, codeEnum(COURSE_TYPES).optional()),
  activeStatus: z.preprocess(blankAsAbsent, z.enum(['1', '0']).optional()),
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;
/** What the web puts in the URL and sends (all optional, strings as in a query). */
export type CourseListParams = Partial<Record<keyof z.input<typeof courseListQuerySchema>, string | number>>;

const optionalCode = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const bilingualName = z.strictObject({
  ar: trimmedText(COURSE_NAME_MAX),
  en: trimmedText(COURSE_NAME_MAX),
});

const courseFields = {
  name: bilingualName,
  courseType: codeEnum(COURSE_TYPES),
  studyPlanId: z.number().int().positive(),
  courseCode: optionalCode(COURSE_CODE_MAX),
  IHId: optionalCode(IHID_MAX),
  flexibleIlos: z.boolean().default(false),
};

/** POST /api/courses/{appId}/add. scopeId defaults to the user's selected scope. */
export const courseAddSchema = z.strictObject({
  scopeId: z.number().int().positive().optional(),
  ...courseFields,
  active: z.boolean().default(true),
});
export type CourseAdd = z.input<typeof courseAddSchema>;

/** PUT /api/courses/{appId}/edit/{courseId}. Status changes go through courseActivation. */
export const courseEditSchema = z.strictObject(courseFields);
export type CourseEdit = z.input<typeof courseEditSchema>;

/** PUT /api/courses/{appId}/courseActivation/{courseId}/{activeFlag} (SPEC 4, 7). */
export const courseActivationSchema = z.strictObject({
  subjects: z.array(z.number().int().positive()).max(1000).default([]),
  activateSubject: z.boolean().default(true),
});
export type CourseActivation = z.input<typeof courseActivationSchema>;

/** POST serviceImport: the scope whose courses the student-information system sends. */
export const serviceImportSchema = z.strictObject({
  scopeId: z.number().int().positive().optional(),
});
export type ServiceImport = z.input<typeof serviceImportSchema>;

/** PUT importInstructors: body {scope} (SPEC 7). */
export const importInstructorsSchema = z.strictObject({ scope: z.number().int().positive() });
export type ImportInstructors = z.input<typeof importInstructorsSchema>;

/** GET importRole?scope= */
export const importRoleQuerySchema = z.object({ scope: queryId });

/** GET getFoundation?scopeId= */
export const foundationQuerySchema = z.object({ scopeId: queryId.optional() });

/** GET {courseId}?onlyInfo= */
export const courseViewQuerySchema = z.object({
  onlyInfo: z.preprocess(blankAsAbsent, queryFlag.default(false)),
});

/** Multipart fields sent with the Excel file (fileImport). */
export const fileImportFieldsSchema = z.object({
  dryRun: z.preprocess(blankAsAbsent, queryFlag.default(false)),
  scopeId: queryId.optional(),
  courseType: z.preprocess(blankAsAbsent, codeEnum(COURSE_TYPES).default('15.1.')),
});
