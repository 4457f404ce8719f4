import type { AppId } from '@mizan/domain/access';
// Types only: a value import of @mizan/domain/courses would evaluate its zod schemas, and zod would
// then load with the first page (the course list) instead of with the forms that validate.
import type { CourseListResponse, CourseViewResponse } from '@mizan/domain/courses';
import { api, type RequestOptions } from '../api/client';

/** SPEC 7 paths of the calls every course screen makes (the same as coursePaths in libs/domain). */
const base = (appId: AppId) => `/api/courses/${appId}`;

export const getCourseList = (appId: AppId, query: RequestOptions['query'], signal?: AbortSignal) =>
  api<CourseListResponse>(`${base(appId)}/getList`, { query, signal });

/** The course a screen works on; a 403/404 goes to /notFound through the wrapper (SPEC 6, 8). */
export const getCourse = (appId: AppId, courseId: number, onlyInfo = false) =>
  api<CourseViewResponse>(`${base(appId)}/${courseId}`, { query: onlyInfo ? { onlyInfo: 1 } : undefined });
