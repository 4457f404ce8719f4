import type { AppId } from '@mizan/domain/access';
import type { SubjectItem } from '@mizan/domain/subjects';
import { useCallback, useEffect, useState } from 'react';
import { flattenIlos, type IloItem } from './ilos';
import { getCourseIlos, getCourseSubjects } from './question.api';

/**
 * A course's subjects and ILOs as a question's details show them (read through `appId`, the section
 * the user is in): the subject's name by id, and the ILOs by id. Empty while loading or refused.
 */
export function useCourseLookups(courseId: number | null, appId: AppId) {
  const [subjects, setSubjects] = useState<SubjectItem[]>([]);
  const [ilos, setIlos] = useState<Map<number, IloItem>>(new Map());

  useEffect(() => {
    if (!courseId) return;
    getCourseSubjects(courseId, appId).then(
      (r) => setSubjects(r.subjects),
      () => setSubjects([]),
    );
    getCourseIlos(courseId, appId).then(
      (r) => setIlos(new Map(flattenIlos(r.courseIlos).map((i) => [i.id, i]))),
      () => setIlos(new Map()),
    );
  }, [courseId, appId]);

  const subjectName = useCallback(
    (id: number | null) =>
      id === null ? '—' : (subjects.find((s) => s.subjectId === id)?.subjectName ?? `#${id}`),
    [subjects],
  );
  return { subjectName, ilos };
}
