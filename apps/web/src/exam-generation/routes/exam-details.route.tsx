import '../i18n';
import { pick } from '@mizan/domain/i18n';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { RequireRight } from '../../course-scope/RequireRight';
import { Alert } from '@mizan/ui';
import { EXAM_MESSAGES } from '@mizan/domain/exam-generation';
import { ExamLiveBar } from '../components/ExamLiveBar';
import { DistributionSection } from '../components/DistributionSection';
import { ExamSummary } from '../components/ExamSummary';
import { ModelsTable } from '../components/ModelsTable';
import { PublishButton } from '../components/PublishButton';
import { SectorsSection } from '../components/SectorsSection';
import { StudentsSection } from '../components/StudentsSection';
import { useExamScreen } from '../hooks/useExamScreen';
import { examPaths } from '../paths';
import { paperPaths } from '../../exam-papers/paths';
import { ButtonLink } from '../../app/ButtonLink';

/**
 * SPEC 2 '{courseId}/{examId}' (exam-details): the exam, its models and state, publish, students,
 * sectors and distribution; live. Once the distribution is approved every edit control is off and says why.
 */
function ExamDetails() {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const { courseId, examId, course, view, live, misplaced } = useExamScreen();
  if (misplaced) return <Navigate to="/notFound" replace />;
  const locked = view?.status === 'distributionApproved';
  const lockedReason = locked ? pick(EXAM_MESSAGES.examLocked, lang) : null;
  return (
    <>
      <CourseHeaderBar appId="165.7.1." course={course} />
      <PageHeader
        title={t('details.title')}
        subtitle={course ? pick(course.courseName, lang) : undefined}
        actions={
          view && (
            <>
              <ButtonLink
                to={paperPaths.screen(
                  courseId,
                  examId,
                  view.exam.deliveryMode === '20.3.' ? 'marking' : 'print',
                )}
                testId="exam-papers-link"
              >
                {t('details.papers')}
              </ButtonLink>
              {view.exam.deliveryMode === '20.3.' && locked && (
                <ButtonLink to={`${examPaths.details(courseId, examId)}/proctor`} testId="exam-proctor">
                  {t('details.proctor')}
                </ButtonLink>
              )}
              {!locked && (
                <ButtonLink to={examPaths.add(courseId, examId)} testId="exam-edit-spec">
                  {t('details.specification')}
                </ButtonLink>
              )}
              {!locked && <PublishButton view={view} live={live} />}
            </>
          )
        }
      />
      <ExamLiveBar live={live} />
      {view && (
        <>
          <ExamSummary view={view} />
          {locked && (
            <Alert kind="info" className="mb-4" data-testid="exam-locked">
              {pick(EXAM_MESSAGES.examLocked, lang)}
            </Alert>
          )}
          <ModelsTable view={view} editable={!locked} />
          <StudentsSection view={view} live={live} lockedReason={lockedReason} />
          <SectorsSection view={view} live={live} lockedReason={lockedReason} />
          <DistributionSection view={view} live={live} lockedReason={lockedReason} />
        </>
      )}
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="exam-details">
      <ExamDetails />
    </RequireRight>
  );
}
