import type { CourseInfo } from '@mizan/domain/courses';
import { pick } from '@mizan/domain/i18n';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLang } from '../app/useLang';
import { courseAtom } from '../state/courseAtom';
import { getCourse } from './course-list.api';
import type { CourseAppId } from './paths';

/**
 * The course a screen works on (header bar, active state). Opening it also selects it, so the
 * section entry returns here. A 403/404 goes to /notFound through the fetch wrapper (SPEC 6, 8).
 */
export function useCourseInfo(appId: CourseAppId, courseId: number | null) {
  const [course, setCourse] = useState<CourseInfo | null>(null);
  const select = useSetAtom(courseAtom);
  const lang = useLang();

  useEffect(() => {
    if (!courseId) return;
    let live = true;
    getCourse(appId, courseId, true).then(
      (r) => live && setCourse(r.course),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [appId, courseId]);

  useEffect(() => {
    if (course) select({ courseId: course.courseId, courseName: pick(course.courseName, lang) });
  }, [course, lang, select]);

  return course;
}
