import type { AppId } from '@mizan/domain/access';
import {
  type QuestionDetail,
  type QuestionImageResponse,
  questionPaths,
  type TimelineEntry,
} from '@mizan/domain/questions';
import { type SubjectIlosResponse, type SubjectListResponse, subjectPaths } from '@mizan/domain/subjects';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { OWN_ERRORS } from '../api/errors';
import { uploadWithProgress } from '../api/upload';

/** The reads every question screen makes, through the app of the screen (bank 165.2.1., review 165.2.2.). */
const APP: AppId = '165.2.1.';

/** A 403/404 (not found, deleted, out of scope) goes to /notFound through the wrapper (SPEC 8). */
export const getQuestion = (appId: AppId, questionId: number) =>
  api<QuestionDetail>(questionPaths.one(appId, questionId));

/** Newest first. */
export const getTimeline = (appId: AppId, questionId: number) =>
  api<{ timeline: TimelineEntry[] }>(questionPaths.timeline(appId, questionId), { handled: OWN_ERRORS }).then(
    (r) => r.timeline,
  );

/**
 * The course's subjects and ILOs, for the filters and for naming a question's subject and ILOs;
 * read through the app of the screen (the review screens: 165.2.2.).
 */
export const getCourseSubjects = (courseId: number, appId: AppId = APP) =>
  api<SubjectListResponse>(subjectPaths.list(appId, courseId), { handled: OWN_ERRORS });

export const getCourseIlos = (courseId: number, appId: AppId = APP) =>
  api<SubjectIlosResponse>(subjectPaths.ilos(appId, courseId), { handled: OWN_ERRORS });

export const questionQuery = (appId: AppId, questionId: number) =>
  queryOptions({
    queryKey: [questionPaths.one(appId, questionId)],
    queryFn: () => getQuestion(appId, questionId),
  });

export const timelineQuery = (appId: AppId, questionId: number) =>
  queryOptions({
    queryKey: [questionPaths.timeline(appId, questionId)],
    queryFn: () => getTimeline(appId, questionId),
  });

export const courseSubjectsQuery = (courseId: number, appId: AppId = APP) =>
  queryOptions({
    queryKey: [subjectPaths.list(appId, courseId)],
    queryFn: () => getCourseSubjects(courseId, appId),
  });

export const courseIlosQuery = (courseId: number, appId: AppId = APP) =>
  queryOptions({
    queryKey: [subjectPaths.ilos(appId, courseId)],
    queryFn: () => getCourseIlos(courseId, appId),
  });

/** An editor image: multipart 'file' with progress, answered with the image's own URL. */
export function uploadQuestionImage(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<QuestionImageResponse>(questionPaths.images(), form, onProgress, {
    method: 'POST',
  });
}
