import {
  type CourseAdd,
  type CourseEdit,
  type CourseEditResponse,
  type CourseFoundation,
  type CourseSavedResponse,
  type ImportInstructorsResponse,
  type ImportRoleResponse,
  type MessageResponse,
  type StaffCoursesResponse,
  coursePaths,
} from '@mizan/domain/courses';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { OWN_ERRORS } from '../api/errors';

export const getCourseEdit = (courseId: number) =>
  api<CourseEditResponse>(coursePaths.edit('165.1.1.', courseId));

export const saveCourse = (courseId: number, body: CourseEdit) =>
  api<CourseSavedResponse>(coursePaths.edit('165.1.1.', courseId), { method: 'PUT', body, handled: [422] });

export const getFoundation = (scopeId?: number) =>
  api<CourseFoundation>(coursePaths.getFoundation('165.1.1.'), { query: { scopeId } });

export const addCourse = (body: CourseAdd) =>
  api<CourseSavedResponse & { courseId: number }>(coursePaths.add('165.1.1.'), {
    method: 'POST',
    body,
    handled: [422],
  });

export const deleteCourse = (courseId: number) =>
  api<MessageResponse>(coursePaths.remove('165.1.1.', courseId), { method: 'DELETE' });

export const getImportRole = (scope: number) =>
  api<ImportRoleResponse>(coursePaths.importRole('165.1.1.'), { query: { scope }, handled: OWN_ERRORS });

/** The faculty master role an instructors' import would give, for the selected scope. */
export const importRoleQuery = (scope: number) =>
  queryOptions({
    queryKey: [coursePaths.importRole('165.1.1.'), scope],
    queryFn: () => getImportRole(scope),
  });

export const importInstructors = (scope: number) =>
  api<ImportInstructorsResponse>(coursePaths.importInstructors('165.1.1.'), {
    method: 'PUT',
    body: { scope },
    handled: OWN_ERRORS,
  });

/** The web route staff/updateCourses: the caller's own courses from the student-information system. */
export const updateStaffCourses = () =>
  api<StaffCoursesResponse>(coursePaths.staffUpdateCourses(), { method: 'POST', handled: OWN_ERRORS });
