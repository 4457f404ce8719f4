import { z } from 'zod';
import type { StudentResponse } from './responses.js';

const place = z.number().int().min(0).max(99);
const id = z.string().min(1).max(100);

const single = [
  z.strictObject({ type: z.enum(['3.2.', '3.3.']), chosen: z.array(place).max(100) }),
  z.strictObject({ type: z.literal('3.4.'), value: z.boolean().nullable() }),
  z.strictObject({ type: z.literal('3.6.'), matches: z.record(id, place.nullable()) }),
  z.strictObject({ type: z.literal('3.7.'), blanks: z.record(id, z.string().max(500)) }),
  z.strictObject({ type: z.literal('3.1.'), text: z.string().max(20_000) }),
] as const;
const partSchema = z.union(single);

/** The shape of a response (any question); checkResponse then holds it to the question's own parts. */
export const studentResponseSchema: z.ZodType<StudentResponse> = z.union([
  ...single,
  z.strictObject({ type: z.literal('3.5.'), parts: z.record(id, partSchema) }),
]);
