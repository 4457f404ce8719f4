import { isCode, type LanguageCode, QUESTION_TYPES, type QuestionTypeCode } from '@mizan/domain/codes';
import { Alert, Spinner } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatch, useParams } from 'react-router';
import { useLang } from '../../app/useLang';
import { errorText } from '../../course-scope/errors';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { copyContent, emptyContent } from '../form/draft';
import { activeSubjectsQuery, questionSettingsQuery, questionToEditQuery } from '../form/form.api';
import { type FormMode, QuestionForm } from '../form/QuestionForm';
import { questionCopyPath, questionEditPath } from '../../course-scope/question-paths';
import '../../i18n/texts/question-form';

const CASE_STUDY: QuestionTypeCode = '3.5.';

function QuestionEditScreen({
  mode,
  courseId,
  type,
  questionId,
}: {
  mode: FormMode;
  courseId: number;
  type: QuestionTypeCode;
  questionId: number | null;
}) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const course = useCourseInfo('165.2.1.', courseId);
  const subjectsRead = useQuery(activeSubjectsQuery(courseId));
  const settingsRead = useQuery(questionSettingsQuery());
  // A missing, deleted or out-of-scope question goes to /notFound through the fetch wrapper.
  const detailRead = useQuery({ ...questionToEditQuery(questionId ?? 0), enabled: !!questionId });
  const subjects = subjectsRead.data?.subjects;
  const settings = settingsRead.data;
  const detail = detailRead.data ?? null;
  // Only a read with nothing to show fails the screen: a refresh that fails (the refetch when the
  // network comes back) leaves the form, and the co-editing under way, as it is.
  const failure = [subjectsRead, settingsRead, detailRead].find(
    (r) => r.data === undefined && r.error,
  )?.error;
  // A new question is written in the interface language unless the creator picks the other one.
  const [newLanguage] = useState<LanguageCode>(() => (lang === 'ar' ? '4.1.' : '4.2.'));

  if (failure != null)
    return (
      <Alert kind="warning" data-testid="qf-load-error">
        {errorText(failure, lang)}
      </Alert>
    );
  if (!subjects || !settings || (questionId && !detail)) return <Spinner label={t('common:loading')} />;
  if (detail) {
    // The URL names the type; a link with the wrong one is sent to the question's own address.
    const real = detail.question.questionType;
    if (detail.courseId !== courseId) return <Navigate to="/notFound" replace />;
    if (real !== type) {
      const to = mode === 'copy' ? questionCopyPath : questionEditPath;
      return <Navigate to={to(courseId, real, detail.questionId)} replace />;
    }
  }
  const initial =
    mode === 'add' || !detail
      ? emptyContent(type, newLanguage)
      : mode === 'copy'
        ? copyContent(detail.question)
        : detail.question;
  return (
    <QuestionForm
      key={`${mode}-${questionId ?? type}-${detail?.revision ?? 0}`}
      mode={mode}
      courseId={courseId}
      course={course}
      detail={detail}
      initial={initial}
      subjects={subjects}
      settings={settings}
    />
  );
}

/**
 * SPEC 2 'Questions area': add, copy and edit per type ({courseId}/{questionType}/add, .../copy/{id},
 * .../edit/{id}) and the case study's own addCaseStudyQuestion, copyCaseStudyQuestion/{id},
 * editCaseStudyQuestion/{id}. Add and copy need 9.3.; so does edit, and editing another user's
 * question needs 9.14. too (the question's canEdit).
 */
export function Component() {
  const params = useParams();
  const caseAdd = useMatch('/questions/:courseId/addCaseStudyQuestion');
  const caseCopy = useMatch('/questions/:courseId/copyCaseStudyQuestion/:questionId');
  const caseEdit = useMatch('/questions/:courseId/editCaseStudyQuestion/:questionId');
  const add = useMatch('/questions/:courseId/:questionType/add');
  const copy = useMatch('/questions/:courseId/:questionType/copy/:questionId');
  const mode: FormMode = caseAdd || add ? 'add' : caseCopy || copy ? 'copy' : 'edit';
  const isCase = !!(caseAdd || caseCopy || caseEdit);
  const type = isCase ? CASE_STUDY : params.questionType;
  const courseId = parseId(params.courseId);
  const questionId = parseId(params.questionId);
  // A case study has its own routes, so /3.5./add is not one of them.
  const typeOk = isCode(QUESTION_TYPES, type) && (isCase || type !== CASE_STUDY);
  if (!courseId || !typeOk || (mode !== 'add' && !questionId)) return <Navigate to="/notFound" replace />;
  return (
    <RequireRight
      route={mode === 'add' ? 'question-add' : mode === 'copy' ? 'question-copy' : 'question-edit'}
    >
      <QuestionEditScreen
        key={`${mode}-${courseId}-${type}-${questionId}`}
        mode={mode}
        courseId={courseId}
        type={type}
        questionId={mode === 'add' ? null : questionId}
      />
    </RequireRight>
  );
}
