import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { parseId } from '../../course-scope/paths';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { examQuery } from '../exam.api';
import { useExamLive } from './useExamLive';

/**
 * What every screen of one exam reads first: its course and exam from the path, the exam, and the
 * live room. `misplaced` when the path is malformed or the exam is another course's (go to /notFound).
 */
export function useExamScreen() {
  const params = useParams();
  const courseId = parseId(params.courseId);
  const examId = parseId(params.examId);
  const course = useCourseInfo('165.7.1.', courseId);
  const view = useQuery({ ...examQuery(examId ?? 0), enabled: !!examId }).data;
  const live = useExamLive(examId);
  const misplaced = !courseId || !examId || (!!view && view.exam.courseId !== courseId);
  return { params, courseId: courseId ?? 0, examId: examId ?? 0, course, view, live, misplaced };
}

export type ExamScreen = ReturnType<typeof useExamScreen>;
