import { QuestionType, type QuestionTypeCode } from '@mizan/domain/codes';

/**
 * SPEC 2 routes of the questions area (/questions; a case study has its own add, copy and edit
 * routes) and of the review area (/review-questions): screens and notifications of several areas
 * link to them.
 */
const CASE_STUDY: QuestionTypeCode = QuestionType.CASE_STUDY;
const root = (courseId: number) => `/questions/${courseId}`;
const reviewRoot = (courseId: number) => `/review-questions/${courseId}`;

export const questionListPath = (courseId: number, query = '') =>
  `${root(courseId)}/questions-list${query ? `?${query}` : ''}`;

export const questionViewPath = (courseId: number, type: QuestionTypeCode, questionId: number) =>
  `${root(courseId)}/view/${type}/${questionId}`;

export const questionAddPath = (courseId: number, type: QuestionTypeCode) =>
  type === CASE_STUDY ? `${root(courseId)}/addCaseStudyQuestion` : `${root(courseId)}/${type}/add`;

export const questionCopyPath = (courseId: number, type: QuestionTypeCode, questionId: number) =>
  type === CASE_STUDY
    ? `${root(courseId)}/copyCaseStudyQuestion/${questionId}`
    : `${root(courseId)}/${type}/copy/${questionId}`;

export const questionEditPath = (courseId: number, type: QuestionTypeCode, questionId: number) =>
  type === CASE_STUDY
    ? `${root(courseId)}/editCaseStudyQuestion/${questionId}`
    : `${root(courseId)}/${type}/edit/${questionId}`;

export const questionImportPath = (courseId: number) => `${root(courseId)}/import`;

export const reviewListPath = (courseId: number, query = '') =>
  `${reviewRoot(courseId)}/questions-list${query ? `?${query}` : ''}`;

export const reviewQuestionPath = (courseId: number, type: QuestionTypeCode, questionId: number) =>
  `${reviewRoot(courseId)}/review/${type}/${questionId}`;
