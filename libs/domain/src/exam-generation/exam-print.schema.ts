import { z } from 'zod';
import { queryFlag } from '../courses/course.schema.js';

/** GET .../models/{modelNo}/print?answers=1 */
export const modelPrintQuerySchema = z.object({ answers: queryFlag.default(false) });

/** At most a candidates list's worth of questions per call. */
export const PRINT_IDS_MAX = 50;

/** GET .../questions/print?ids=1,2,3 */
export const questionsPrintQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, { message: 'invalidData' })
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= PRINT_IDS_MAX, { message: 'invalidData' }),
  answers: queryFlag.default(false),
});
