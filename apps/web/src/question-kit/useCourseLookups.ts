import type { AppId } from '@mizan/domain/access';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { flattenIlos } from './ilos';
import { courseIlosQuery, courseSubjectsQuery } from './question.api';

/**
 * A course's subjects and ILOs as a question's details show them (read through `appId`, the section
 * the user is in): the subject's name by id, and the ILOs by id. Empty while loading or refused.
 */
export function useCourseLookups(courseId: number | null, appId: AppId) {
  const enabled = !!courseId;
  const subjects = useQuery({ ...courseSubjectsQuery(courseId ?? 0, appId), enabled }).data?.subjects;
  const tree = useQuery({ ...courseIlosQuery(courseId ?? 0, appId), enabled }).data?.courseIlos;
  const ilos = useMemo(() => new Map(tree ? flattenIlos(tree).map((i) => [i.id, i]) : []), [tree]);

  const subjectName = useCallback(
    (id: number | null) =>
      id === null ? '—' : (subjects?.find((s) => s.subjectId === id)?.subjectName ?? `#${id}`),
    [subjects],
  );
  return { subjectName, ilos };
}
