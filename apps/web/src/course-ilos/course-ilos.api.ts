import type { CourseIloTree, IloImport } from '@mizan/domain/course-ilos';
import {
  type CourseIlosLangResponse,
  type CourseViewResponse,
  coursePaths,
  type MessageResponse,
} from '@mizan/domain/courses';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { OWN_ERRORS } from '../api/errors';

const APP = '165.1.3.' as const;

export const getCourseIlos = (courseId: number) => api<CourseViewResponse>(coursePaths.view(APP, courseId));

export const getIlosLang = (courseId: number) =>
  api<CourseIlosLangResponse>(coursePaths.ilosLang(APP, courseId));

export const courseIlosViewQuery = (courseId: number) =>
  queryOptions({ queryKey: [coursePaths.view(APP, courseId)], queryFn: () => getCourseIlos(courseId) });

export const ilosLangQuery = (courseId: number) =>
  queryOptions({ queryKey: [coursePaths.ilosLang(APP, courseId)], queryFn: () => getIlosLang(courseId) });

/** The import dialog shows refusals (count, codes, no SIS) itself. */
export const importIlos = (courseId: number, body: IloImport) =>
  api<MessageResponse & { iloCount: number; courseIlos: CourseIloTree }>(
    coursePaths.importIlos(APP, courseId),
    {
      method: 'PUT',
      body,
      handled: OWN_ERRORS,
    },
  );

/** Refusals (related subjects or topics) arrive as the wrapper's toast. */
export const resetIlos = (courseId: number) =>
  api<MessageResponse>(coursePaths.resetIlos(APP, courseId), { method: 'DELETE' });

export const deleteIlo = (courseId: number, iloId: number) =>
  api<MessageResponse>(coursePaths.deleteIlo(APP, courseId, iloId), { method: 'DELETE' });
