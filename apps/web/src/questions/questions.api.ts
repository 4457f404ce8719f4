import type { AppId } from '@mizan/domain/access';
import {
  type QuestionListResponse,
  type QuestionStatusResponse,
  type QuestionVersionDetail,
  type QuestionVersionItem,
  questionPaths,
} from '@mizan/domain/questions';
import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from '../api/client';
import { OWN_ERRORS } from '../api/errors';

const APP: AppId = '165.2.1.';

/** SPEC 8: a failed list empties itself after the wrapper's 5 s toast. */
export const getQuestionList = (query: RequestOptions['query'], signal?: AbortSignal) =>
  api<QuestionListResponse>(questionPaths.list(APP), { query, signal });

export const questionListQuery = (query: RequestOptions['query']) =>
  queryOptions({
    queryKey: [questionPaths.list(APP), query],
    queryFn: ({ signal }) => getQuestionList(query, signal),
  });

export const getVersions = (appId: AppId, questionId: number) =>
  api<{ versions: QuestionVersionItem[] }>(questionPaths.versions(appId, questionId), {
    handled: OWN_ERRORS,
  }).then((r) => r.versions);

export const getVersion = (appId: AppId, questionId: number, version: number, revision: number) =>
  api<QuestionVersionDetail>(questionPaths.version(appId, questionId, version, revision), {
    handled: OWN_ERRORS,
  });

/** A refused delete is the wrapper's toast (SPEC 8). */
/** The versions kept; `stamp` (the question's current version) names the list it belongs to. */
export const versionsQuery = (questionId: number, stamp: string) =>
  queryOptions({
    queryKey: [questionPaths.versions(APP, questionId), stamp],
    queryFn: () => getVersions(APP, questionId),
  });

/** A kept version never changes: fetched once. */
export const versionQuery = (questionId: number, version: number, revision: number) =>
  queryOptions({
    queryKey: [questionPaths.version(APP, questionId, version, revision)],
    queryFn: () => getVersion(APP, questionId, version, revision),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const deleteQuestion = (questionId: number) =>
  api<QuestionStatusResponse>(questionPaths.remove(questionId), {
    method: 'DELETE',
  });

/** SPEC 4: COMPLETE to PENDING_REVIEW, for the version and revision the user saw (stale -> 409). */
export const submitQuestion = (questionId: number, version: number, revision: number) =>
  api<QuestionStatusResponse>(questionPaths.submit(questionId), {
    method: 'POST',
    body: { version, revision },
  });
