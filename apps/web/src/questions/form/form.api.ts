import type { AppId } from '@mizan/domain/access';
import {
  type QuestionSaveBody,
  type QuestionSaveResponse,
  questionPaths,
  type QuestionSettingsResponse,
  type SimilarResponse,
} from '@mizan/domain/questions';
import { type SubjectIlosResponse, type SubjectListResponse, subjectPaths } from '@mizan/domain/subjects';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { OWN_ERRORS } from '../../api/errors';
import { getQuestion } from '../../question-kit/question.api';

const APP: AppId = '165.2.1.';

/** The subjects a question may be filed under: the course's active ones. */
export const getActiveSubjects = (courseId: number) =>
  api<SubjectListResponse>(subjectPaths.list(APP, courseId, '1'), { handled: OWN_ERRORS });

export const activeSubjectsQuery = (courseId: number) =>
  queryOptions({
    queryKey: [subjectPaths.list(APP, courseId, '1')],
    queryFn: () => getActiveSubjects(courseId),
  });

/** The course's ILO tree with the subject's own ILOs ticked (selected). */
export const getSubjectIlos = (courseId: number, subjectId: number) =>
  api<SubjectIlosResponse>(subjectPaths.ilos(APP, courseId, subjectId), { handled: OWN_ERRORS });

export const subjectIlosQuery = (courseId: number, subjectId: number) =>
  queryOptions({
    queryKey: [subjectPaths.ilos(APP, courseId, subjectId)],
    queryFn: () => getSubjectIlos(courseId, subjectId),
  });

/** The configurable limits (rich-text maximum) the form checks with, the same the API applies. */
export const getQuestionSettings = () =>
  api<QuestionSettingsResponse>(questionPaths.settings(APP), { handled: OWN_ERRORS });

export const questionSettingsQuery = () =>
  queryOptions({ queryKey: [questionPaths.settings(APP)], queryFn: getQuestionSettings });

/**
 * The question an editor opens, read once as it opens: its revision is the base the save is
 * checked against (409 when someone saved since), so neither a socket event's refresh nor an older
 * cached copy may change it under the form (its own key, outside the reads events invalidate).
 */
export const questionToEditQuery = (questionId: number) =>
  queryOptions({
    queryKey: ['question-to-edit', questionId],
    queryFn: () => getQuestion(APP, questionId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/**
 * Add/copy (POST) or edit (PUT). The form shows 422 field messages next to the fields, and 409
 * (similar questions, stale revision) in its own dialogs, so those are handled here.
 */
export const saveQuestion = (questionId: number | null, body: QuestionSaveBody) =>
  api<QuestionSaveResponse>(questionId ? questionPaths.update(questionId) : questionPaths.add(), {
    method: questionId ? 'PUT' : 'POST',
    body,
    handled: OWN_ERRORS,
  });

/** The check the editor runs as the creator types; a failure only hides the hint. */
export const findSimilar = (
  body: { courseId: number; text: string; excludeQuestionId?: number },
  signal: AbortSignal,
) => api<SimilarResponse>(questionPaths.similar(), { method: 'POST', body, signal, handled: 'all' });
