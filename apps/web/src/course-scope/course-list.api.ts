import type { AppId } from '@mizan/domain/access';
// Types only: a value import of @mizan/domain/courses would evaluate its zod schemas, and zod would
// then load with the first page (the course list) instead of with the forms that validate.
import type { CourseListResponse, CourseViewResponse } from '@mizan/domain/courses';
import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from '../api/client';

/** SPEC 7 paths of the calls every course screen makes (coursePaths.getList and .view in libs/domain). */
const base = (appId: AppId) => `/api/courses/${appId}`;
export const courseListPath = (appId: AppId) => `${base(appId)}/getList`;
export const coursePathOf = (appId: AppId, courseId: number) => `${base(appId)}/${courseId}`;

/** SPEC 8: a failed list empties itself after the wrapper's 5 s toast. */
export const courseListQuery = (appId: AppId, query: RequestOptions['query']) =>
  queryOptions({
    queryKey: [courseListPath(appId), query],
    queryFn: ({ signal }) => api<CourseListResponse>(courseListPath(appId), { query, signal }),
  });

/** The course a screen works on; a 403/404 goes to /notFound through the wrapper (SPEC 6, 8). */
export const courseInfoQuery = (appId: AppId, courseId: number, onlyInfo = true) =>
  queryOptions({
    queryKey: [coursePathOf(appId, courseId), { onlyInfo }],
    queryFn: ({ signal }) =>
      api<CourseViewResponse>(coursePathOf(appId, courseId), {
        query: onlyInfo ? { onlyInfo: 1 } : undefined,
        signal,
      }),
  });
