import { z } from 'zod';
import { ILO_HEADERS, codeEnum } from '../codes/index.js';

export const ILO_CODE_MAX = 30;
export const ILO_DESCRIPTION_MAX = 2000;
/** Deepest flexible tree accepted (fixed mode has ILO and sub-ILO only). */
export const FLEXIBLE_ILO_DEPTH_MAX = 5;

export interface IloInput {
  headerCode?: keyof typeof ILO_HEADERS;
  code: string;
  description: string;
  children?: IloInput[];
}

export const iloInputSchema: z.ZodType<IloInput> = z.lazy(() =>
  z.strictObject({
    headerCode: codeEnum(ILO_HEADERS).optional(),
    code: z.string().trim().min(1).max(ILO_CODE_MAX),
    description: z.string().trim().min(1).max(ILO_DESCRIPTION_MAX),
    children: z.array(iloInputSchema).max(50).optional(),
  }),
);

/**
 * PUT /api/courses/{appId}/{courseId}/importCourseIlos: ILOs in one language (4.1. Arabic,
 * 4.2. English). ILOs whose code path already exists get that language's description; the
 * others are added. Without `ilos` they come from the student-information system.
 */
export const iloImportSchema = z.strictObject({
  lang: z.enum(['4.1.', '4.2.']),
  ilos: z.array(iloInputSchema).min(1).max(50).optional(),
});
export type IloImport = z.input<typeof iloImportSchema>;
