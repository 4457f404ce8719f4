import '../i18n';
import { pick } from '@mizan/domain/i18n';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { useLeaveGuard } from '../../course-scope/useLeaveGuard';
import { ExamForm } from '../components/ExamForm';
import { ExamLiveBar } from '../components/ExamLiveBar';
import { ExamSummary } from '../components/ExamSummary';
import { GeneratePanel } from '../components/GeneratePanel';
import { SpecificationEditor } from '../components/SpecificationEditor';
import { canAddQuery, examQuery } from '../exam.api';
import { useExamCourse } from '../hooks/useExamCourse';
import { useExamLive } from '../hooks/useExamLive';
import { examPaths } from '../paths';

/** A created exam: its data (PUT {examId}), specification and Generate. */
function ExamSpecification({ courseId, examId }: { courseId: number; examId: number }) {
  const { t } = useTranslation('exam-generation');
  const view = useQuery(examQuery(examId)).data;
  const course = useExamCourse(courseId);
  const live = useExamLive(examId);
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((d: boolean) => setDirty(d), []);
  const guard = useLeaveGuard(dirty);
  if (!view || !course.loaded) return null;
  const editable = view.status !== 'distributionApproved';
  const blockedBy = !view.specification.length
    ? t('generate.needsSpec')
    : dirty
      ? t('generate.saveFirst')
      : null;
  return (
    <>
      <ExamLiveBar live={live} />
      <ExamSummary view={view} />
      {/* Keyed by the data: a change made elsewhere reloads the form (a stale save would be a 409). */}
      <div className="mb-4">
        <ExamForm courseId={courseId} edit={{ view, live }} key={JSON.stringify(view.exam)} />
      </div>
      <SpecificationEditor view={view} course={course} live={live} editable={editable} onDirty={onDirty} />
      {editable && <GeneratePanel view={view} live={live} blockedBy={blockedBy} />}
      <p className="mt-2">
        <Link
          to={examPaths.details(courseId, examId)}
          className="text-primary-700 hover:underline dark:text-primary-300"
          data-testid="exam-open-details"
        >
          {t('generate.toDetails')}
        </Link>
      </p>
      {guard.prompt}
    </>
  );
}

/** SPEC 2 'add_generated_exam/{courseId}/{examId?}': the exam's data, then its specification and Generate. */
function ExamAdd() {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const navigate = useNavigate();
  const params = useParams();
  const courseId = parseId(params.courseId);
  const examId = params.examId === undefined ? null : parseId(params.examId);
  const course = useCourseInfo('165.7.1.', courseId);
  const canAdd = useQuery({ ...canAddQuery(courseId ?? 0), enabled: !!courseId && !examId }).data;
  if (!courseId || (params.examId !== undefined && !examId)) return <Navigate to="/notFound" replace />;
  return (
    <>
      <CourseHeaderBar appId="165.7.1." course={course} />
      <PageHeader
        title={examId ? t('form.titleSpec') : t('form.titleAdd')}
        subtitle={course ? pick(course.courseName, lang) : undefined}
      />
      {examId ? (
        <ExamSpecification courseId={courseId} examId={examId} />
      ) : (
        canAdd && (
          <ExamForm
            courseId={courseId}
            blocked={canAdd.allowed ? null : canAdd.message}
            onCreated={(id) => navigate(examPaths.add(courseId, id), { replace: true })}
          />
        )
      )}
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="add-generated-exam">
      <ExamAdd />
    </RequireRight>
  );
}
