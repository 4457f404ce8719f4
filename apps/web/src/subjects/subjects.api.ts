import type { AppId } from '@mizan/domain/access';
import {
  type SubjectAddResponse,
  type SubjectBody,
  type SubjectDetailResponse,
  type SubjectIlosResponse,
  type SubjectListResponse,
  subjectPaths,
} from '@mizan/domain/subjects';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { OWN_ERRORS } from '../api/errors';

const APP: AppId = '165.1.2.';

/** SPEC 8: a failed subject list shows an alert in its place, so the screen reports it. */
export const getSubjects = (courseId: number) =>
  api<SubjectListResponse>(subjectPaths.list(APP, courseId), { handled: OWN_ERRORS });

export const getSubject = (subjectId: number, courseId: number) =>
  api<SubjectDetailResponse>(subjectPaths.one(subjectId, courseId), { handled: OWN_ERRORS });

export const getSubjectIlos = (courseId: number) =>
  api<SubjectIlosResponse>(subjectPaths.ilos(APP, courseId), { handled: OWN_ERRORS });

/** Save failures show as a warning alert with the server's text (SPEC 8). */
export const addSubject = (courseId: number, body: SubjectBody) =>
  api<SubjectAddResponse>(subjectPaths.add(courseId), { method: 'POST', body, handled: OWN_ERRORS });

export const updateSubject = (subjectId: number, body: SubjectBody) =>
  api<unknown>(subjectPaths.update(subjectId), { method: 'PUT', body, handled: OWN_ERRORS });

/** A refused delete is the wrapper's 5 s toast (SPEC 8). */
export const deleteSubject = (subjectId: number, courseId: number) =>
  api<unknown>(subjectPaths.remove(APP, subjectId, courseId), { method: 'DELETE' });

export const subjectsQuery = (courseId: number) =>
  queryOptions({ queryKey: [subjectPaths.list(APP, courseId)], queryFn: () => getSubjects(courseId) });
