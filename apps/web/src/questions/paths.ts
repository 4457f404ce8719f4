import type { QuestionTypeCode } from '@mizan/domain/codes';

/** SPEC 2 'Questions area' routes, under /questions. A case study has its own add, copy and edit routes. */
const CASE_STUDY: QuestionTypeCode = '3.5.';
const root = (courseId: number) => `/questions/${courseId}`;

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
