import { z } from 'zod';
import { queryFlag } from '../courses/course.schema.js';

/** GET .../models/{modelNo}/pdf|docx?key=1 */
export const paperQuerySchema = z.object({ key: queryFlag.default(false) });

/** Blank bubble sheets at most in one download (a large hall's worth twice over). */
export const BLANK_SHEETS_MAX = 1000;

/** GET .../sheets.pdf?count=&paper= */
export const sheetsQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(BLANK_SHEETS_MAX).optional(),
  paper: z.enum(['A4', 'Letter']).default('A4'),
});
