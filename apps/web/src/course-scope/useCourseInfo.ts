import type { CourseInfo } from '@mizan/domain/courses';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { courseAtom } from '../state/courseAtom';
import { courseInfoQuery } from './course-list.api';
import type { CourseAppId } from './paths';

/**
 * The course a screen works on (header bar, active state). Opening it also selects it, so the
 * section entry returns here. A 403/404 goes to /notFound through the fetch wrapper (SPEC 6, 8).
 */
export function useCourseInfo(appId: CourseAppId, courseId: number | null): CourseInfo | null {
  const select = useSetAtom(courseAtom);
  const course = useQuery({ ...courseInfoQuery(appId, courseId ?? 0), enabled: !!courseId }).data?.course;

  useEffect(() => {
    if (course) select({ courseId: course.courseId, courseName: course.courseName });
  }, [course, select]);

  return course ?? null;
}
