import type { AppId } from '@mizan/domain/access';
import {
  type QuestionDetail,
  type QuestionListResponse,
  type QuestionStatusResponse,
  type QuestionVersionDetail,
  type QuestionVersionItem,
  questionPaths,
  type TimelineEntry,
} from '@mizan/domain/questions';
import type { SubjectIlosResponse, SubjectListResponse } from '@mizan/domain/subjects';
import { subjectPaths } from '@mizan/domain/subjects';
import { api, type RequestOptions } from '../api/client';
import { OWN_ERRORS } from '../courses/list.api';

const APP: AppId = '165.2.1.';

/** SPEC 8: a failed list empties itself after the wrapper's 5 s toast. */
export const getQuestionList = (query: RequestOptions['query'], signal?: AbortSignal) =>
  api<QuestionListResponse>(questionPaths.list(APP), { query, signal });

/** A 403/404 (not found, deleted, out of scope) goes to /notFound through the wrapper (SPEC 8). */
export const getQuestion = (appId: AppId, questionId: number) =>
  api<QuestionDetail>(questionPaths.one(appId, questionId));

/** Newest first. */
export const getTimeline = (appId: AppId, questionId: number) =>
  api<{ timeline: TimelineEntry[] }>(questionPaths.timeline(appId, questionId), { handled: OWN_ERRORS }).then(
    (r) => r.timeline,
  );

export const getVersions = (appId: AppId, questionId: number) =>
  api<{ versions: QuestionVersionItem[] }>(questionPaths.versions(appId, questionId), {
    handled: OWN_ERRORS,
  }).then((r) => r.versions);

export const getVersion = (appId: AppId, questionId: number, version: number, revision: number) =>
  api<QuestionVersionDetail>(questionPaths.version(appId, questionId, version, revision), {
    handled: OWN_ERRORS,
  });

/** A refused delete is the wrapper's toast (SPEC 8). */
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

/**
 * The course's subjects and ILOs, for the filters and for naming a question's subject and ILOs;
 * read through the app of the screen (the review screens: 165.2.2.).
 */
export const getCourseSubjects = (courseId: number, appId: AppId = APP) =>
  api<SubjectListResponse>(subjectPaths.list(appId, courseId), { handled: OWN_ERRORS });

export const getCourseIlos = (courseId: number, appId: AppId = APP) =>
  api<SubjectIlosResponse>(subjectPaths.ilos(appId, courseId), { handled: OWN_ERRORS });
