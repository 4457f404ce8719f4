import { pick } from '@mizan/domain/i18n';
import type { SubjectItem } from '@mizan/domain/subjects';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLang } from '../../app/useLang';
import { flattenIlos, type IloItem } from '../../question-kit/ilos';
import { courseIlosQuery, courseSubjectsQuery } from '../../question-kit/question.api';
import { A } from '../exam.api';

/** The course's active subjects (with their ILOs) and all its ILOs, read through 165.7.1. */
export function useExamCourse(courseId: number | null) {
  const lang = useLang();
  const enabled = !!courseId;
  const subjects = useQuery({ ...courseSubjectsQuery(courseId ?? 0, A), enabled }).data?.subjects;
  const tree = useQuery({ ...courseIlosQuery(courseId ?? 0, A), enabled }).data?.courseIlos;
  return useMemo(() => {
    const active: SubjectItem[] = (subjects ?? []).filter((s) => s.active);
    const ilos: IloItem[] = tree ? flattenIlos(tree) : [];
    const subjectIlos = new Map(active.map((s) => [s.subjectId, flattenIlos(s.ilos)]));
    const subjectName = (id: number | null) =>
      id === null ? '—' : ((subjects ?? []).find((s) => s.subjectId === id)?.subjectName ?? `#${id}`);
    const iloLabel = (i: IloItem) => `${i.code} ${pick(i.description, lang)}`;
    return { subjects: active, ilos, subjectIlos, subjectName, iloLabel, loaded: !!subjects && !!tree };
  }, [subjects, tree, lang]);
}

export type ExamCourse = ReturnType<typeof useExamCourse>;
