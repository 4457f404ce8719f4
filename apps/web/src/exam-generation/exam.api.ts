import {
  type CanAddResult,
  type CandidatesResult,
  type ExamAddBody,
  type ExamAddResult,
  type ExamEventsResult,
  type ExamIssue,
  type ExamListResult,
  type ExamView,
  examPaths,
  examPrintPaths,
  type GenerateBody,
  type GenerateResult,
  type LockVersionResult,
  type ModelDetails,
  type ModelPrint,
  type ModelSaveBody,
  type ModelView,
  type PublishBody,
  type QuestionDetails,
  type QuestionsPrint,
  type SpecificationBody,
} from '@mizan/domain/exam-generation';
import type { Bilingual } from '@mizan/domain/i18n';
import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from '../api/client';
import { OWN_ERRORS } from '../api/errors';

/** Every call of the area goes through its app id (API.md). */
export const A = '165.7.1.';

/** The prefix of every query of one exam: a socket event invalidates them all at once. */
export const examKey = (examId: number) => [examPaths.view(A, examId)];

export const canAddQuery = (courseId: number) =>
  queryOptions({
    queryKey: [examPaths.canAdd(A, courseId)],
    queryFn: () => api<CanAddResult>(examPaths.canAdd(A, courseId)),
  });

/** SPEC 8: a failed list empties itself after the wrapper's 5 s toast. */
export const examListQuery = (query: RequestOptions['query']) =>
  queryOptions({
    queryKey: [examPaths.list(A), query],
    queryFn: ({ signal }) => api<ExamListResult>(examPaths.list(A), { query, signal }),
  });

/** A 403/404 (out of scope, no such exam) goes to /notFound through the wrapper. */
export const examQuery = (examId: number) =>
  queryOptions({
    queryKey: examKey(examId),
    queryFn: () => api<ExamView>(examPaths.view(A, examId)),
  });

export const modelQuery = (examId: number, modelNo: number) =>
  queryOptions({
    queryKey: [...examKey(examId), 'model', modelNo],
    queryFn: () => api<ModelView>(examPaths.model(A, examId, modelNo)),
  });

/** The details screens (model-details, question-details): a 404 goes to /notFound through the wrapper. */
export const modelDetailsQuery = (examId: number, modelNo: number) =>
  queryOptions({
    queryKey: [...examKey(examId), 'model-details', modelNo],
    queryFn: () => api<ModelDetails>(examPaths.modelDetails(A, examId, modelNo)),
  });

export const questionDetailsQuery = (examId: number, questionId: number) =>
  queryOptions({
    queryKey: [...examKey(examId), 'question-details', questionId],
    queryFn: () => api<QuestionDetails>(examPaths.questionDetails(A, examId, questionId)),
  });

export const modelPrintQuery = (examId: number, modelNo: number, answers: boolean) =>
  queryOptions({
    queryKey: [...examKey(examId), 'print', modelNo, answers],
    queryFn: () => api<ModelPrint>(examPrintPaths.model(A, examId, modelNo, answers)),
  });

export const candidatesQuery = (examId: number, modelNo: number, position: number) =>
  queryOptions({
    queryKey: [...examKey(examId), 'candidates', modelNo, position],
    queryFn: () =>
      api<CandidatesResult>(examPaths.candidates(A, examId, modelNo, position), { handled: [422] }),
  });

export const questionsPrintQuery = (examId: number, ids: number[]) =>
  queryOptions({
    queryKey: [...examKey(examId), 'questions', ids],
    queryFn: () => api<QuestionsPrint>(examPrintPaths.questions(A, examId, ids)),
  });

export const getEvents = (examId: number, since: number) =>
  api<ExamEventsResult>(examPaths.events(A, examId, since), { handled: 'all' });

/** Writes: a 409 (stale version, republish) and 422 (rules, shortages) are shown by the screen. */
export const addExam = (body: ExamAddBody) =>
  api<ExamAddResult>(examPaths.add(A), { method: 'POST', body, handled: OWN_ERRORS });

export const putSpecification = (examId: number, body: SpecificationBody) =>
  api<LockVersionResult & { warning: Bilingual | null }>(examPaths.specification(A, examId), {
    method: 'PUT',
    body,
    handled: OWN_ERRORS,
  });

export const postGenerate = (examId: number, body: GenerateBody) =>
  api<GenerateResult>(examPaths.generate(A, examId), { method: 'POST', body, handled: OWN_ERRORS });

export const putModel = (examId: number, modelNo: number, body: ModelSaveBody) =>
  api<LockVersionResult & { issues: ExamIssue[] }>(examPaths.model(A, examId, modelNo), {
    method: 'PUT',
    body,
    handled: OWN_ERRORS,
  });

export const postPublish = (examId: number, body: PublishBody) =>
  api<LockVersionResult>(examPaths.publish(A, examId), { method: 'POST', body, handled: OWN_ERRORS });
