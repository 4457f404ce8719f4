/**
 * `@mizan/domain/electronic-exams/taking`: what the student's exam page needs (paths, limits, the
 * contract's types, socket events, texts, answered and word counts), without zod: the request
 * schemas stay in `@mizan/domain/electronic-exams`, which the API and the staff app import.
 */
export * from '../exam-taking.api.js';
export * from '../exam-taking.events.js';
export * from '../messages.js';
export { countWords, isAnswered, type StudentResponse } from '../responses.js';
export type { AnswerSave } from '../exam-taking.schema.js';
