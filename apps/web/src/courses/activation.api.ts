// Types only, as course-scope/course-list.api.ts: the course list page should not load zod.
import type {
  CourseActivationResponse,
  CourseSubjectsResponse,
  ServiceImportResponse,
} from '@mizan/domain/courses';
import { api } from '../api/client';
import { OWN_ERRORS } from '../api/errors';

const base = '/api/courses/165.1.1.';

export const getCourseSubjects = (courseId: number) =>
  api<CourseSubjectsResponse>(`${base}/getCourseSubjects/${courseId}`);

export const setCourseActive = (
  courseId: number,
  active: boolean,
  body: { subjects: number[]; activateSubject: boolean },
) =>
  api<CourseActivationResponse>(`${base}/courseActivation/${courseId}/${active ? 1 : 0}`, {
    method: 'PUT',
    body,
  });

export const serviceImport = (scopeId?: number) =>
  api<ServiceImportResponse>(`${base}/serviceImport`, {
    method: 'POST',
    body: scopeId ? { scopeId } : {},
    // 403 here is a refusal with its own message (no sync right, user from outside), not a lost page.
    handled: [403, ...OWN_ERRORS],
  });
