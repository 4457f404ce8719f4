import { z } from 'zod';
import { queryFlag } from '../courses/course.schema.js';
import { PAPER_FORMATS } from './paper.api.js';

/** GET /api/exams/165.7.1./{examId}/models/{modelNo}/export?format=pdf|docx&key=0|1 */
export const paperQuerySchema = z.object({ format: z.enum(PAPER_FORMATS), key: queryFlag.default(false) });

/** Blank bubble sheets at most in one download (a large hall's worth twice over). */
export const BLANK_SHEETS_MAX = 1000;

/** GET .../sheets.pdf?count=&paper= */
export const sheetsQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(BLANK_SHEETS_MAX).optional(),
  paper: z.enum(['A4', 'Letter']).default('A4'),
});

/**
 * GET .../papers.zip?format=&keys=&progress=: every model's paper (and with keys=1 its answer key) in
 * one zip; `progress` is the client's id for the job:progress events sent while the files are made.
 */
export const papersZipQuerySchema = z.object({
  format: z.enum(PAPER_FORMATS),
  keys: queryFlag.default(false),
  progress: z.string().uuid().optional(),
});
