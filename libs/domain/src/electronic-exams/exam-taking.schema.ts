import { z } from 'zod';
import { NATIONAL_ID } from '../exam-generation/exam-students.schema.js';
import { ACCESS_CODE, TAKING_LIMITS } from './exam-taking.api.js';
import { studentResponseSchema } from './responses.schema.js';

/** The requests of electronic exams (exam-taking.api.ts holds their paths and answers). */

export const signInSchema = z.strictObject({
  nationalId: z.string().trim().regex(NATIONAL_ID, { message: 'nationalId' }),
  accessCode: z.string().trim().regex(ACCESS_CODE, { message: 'invalidData' }),
  deviceId: z.string().trim().min(1).max(TAKING_LIMITS.deviceIdMax),
});
export type SignInRequest = z.output<typeof signInSchema>;

export const portalSignInSchema = z.strictObject({
  token: z.string().min(1).max(2000),
  deviceId: z.string().trim().min(1).max(TAKING_LIMITS.deviceIdMax),
});

/**
 * One answer (socket 'exam-taking:save' or PUT answers/{position}). `seq` is the student's own
 * counter, raised by one per save across questions: the server keeps, per question, the answer with
 * the highest seq (never the last to arrive). `response` null clears the answer; `flagged` marks
 * 'come back to this'. `timeSpentMs`: the total time on this question so far.
 */
export const answerSaveSchema = z.strictObject({
  position: z.number().int().min(1).max(1000),
  seq: z.number().int().min(1).max(TAKING_LIMITS.seqMax),
  response: studentResponseSchema.nullable(),
  flagged: z.boolean().default(false),
  timeSpentMs: z.number().int().min(0).max(TAKING_LIMITS.timeSpentMaxMs),
});
export type AnswerSave = z.input<typeof answerSaveSchema>;
/** The HTTP fallback's body: the position is in the path. */
export const answerSaveBodySchema = answerSaveSchema.omit({ position: true });

export const extendSchema = z.strictObject({
  minutes: z.number().int().min(1).max(TAKING_LIMITS.extendMaxMinutes),
  studentId: z.number().int().positive().optional(),
});
export const reopenSchema = z.strictObject({
  minutes: z.number().int().min(1).max(TAKING_LIMITS.extendMaxMinutes),
});
export const proctorMessageSchema = z.strictObject({
  text: z.string().trim().min(1).max(TAKING_LIMITS.messageMax),
});
