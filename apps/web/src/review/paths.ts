import type { QuestionTypeCode } from '@mizan/domain/codes';

/** SPEC 2 'Review questions area' routes, under /review-questions. */
const root = (courseId: number) => `/review-questions/${courseId}`;

export const reviewListPath = (courseId: number, query = '') =>
  `${root(courseId)}/questions-list${query ? `?${query}` : ''}`;

export const reviewQuestionPath = (courseId: number, type: QuestionTypeCode, questionId: number) =>
  `${root(courseId)}/review/${type}/${questionId}`;
