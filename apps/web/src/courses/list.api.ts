import type { AppId } from '@mizan/domain/access';
// Types only: a value import of @mizan/domain/courses would evaluate its zod schemas, and zod would
// then load with the first page (the course list) instead of with the forms that validate.
import type {
  CourseActivationResponse,
  CourseListResponse,
  CourseSubjectsResponse,
  ServiceImportResponse,
} from '@mizan/domain/courses';
import { api, type RequestOptions } from '../api/client';

/** Statuses a screen reports itself (toast or alert) instead of the wrapper's toast; 401/403/404 stay central. */
export const OWN_ERRORS: number[] = [400, 409, 413, 415, 422, 429, 500, 502, 503];

/** SPEC 7 paths of the calls the course list makes (the same as coursePaths in libs/domain). */
const base = (appId: AppId) => `/api/courses/${appId}`;

export const getCourseList = (appId: AppId, query: RequestOptions['query'], signal?: AbortSignal) =>
  api<CourseListResponse>(`${base(appId)}/getList`, { query, signal });

export const getCourseSubjects = (courseId: number) =>
  api<CourseSubjectsResponse>(`${base('165.1.1.')}/getCourseSubjects/${courseId}`);

export const setCourseActive = (
  courseId: number,
  active: boolean,
  body: { subjects: number[]; activateSubject: boolean },
) =>
  api<CourseActivationResponse>(`${base('165.1.1.')}/courseActivation/${courseId}/${active ? 1 : 0}`, {
    method: 'PUT',
    body,
  });

export const serviceImport = (scopeId?: number) =>
  api<ServiceImportResponse>(`${base('165.1.1.')}/serviceImport`, {
    method: 'POST',
    body: scopeId ? { scopeId } : {},
    // 403 here is a refusal with its own message (no sync right, user from outside), not a lost page.
    handled: [403, ...OWN_ERRORS],
  });
