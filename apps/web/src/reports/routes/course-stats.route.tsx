import '../i18n';
import { reportPaths } from '@mizan/domain/reports';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { RequireRight } from '../../course-scope/RequireRight';
import { parseId } from '../../course-scope/paths';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { authAtom } from '../../state/authAtom';
import { ActivityPanel } from '../components/ActivityPanel';
import { DifficultyPanel } from '../components/DifficultyPanel';
import { IloCoveragePanel } from '../components/IloCoveragePanel';
import { ExportButton } from '../components/report-kit';
import { ReportState } from '../components/ReportState';
import { SubjectTypePanel } from '../components/SubjectTypePanel';
import { useReportLive } from '../hooks/useReportLive';
import { courseStatsQuery } from '../reports.api';

/** SPEC 2 reports 'course-questions-statistics/{courseId}' (165.4.2.). */
export function Component() {
  const courseId = parseId(useParams().courseId);
  if (!courseId) return <Navigate to="/notFound" replace />;
  return (
    <RequireRight route="course-questions-statistics">
      <CourseStats courseId={courseId} />
    </RequireRight>
  );
}

/** One course's bank: subject x type x status, stated difficulty, ILO coverage and weekly activity; live. */
function CourseStats({ courseId }: { courseId: number }) {
  const { t } = useTranslation('reports');
  const stage = useAtomValue(authAtom)?.stages.activeStageId;
  const course = useCourseInfo('165.4.2.', courseId);
  const stats = useQuery(courseStatsQuery(courseId, stage));
  useReportLive();
  const data = stats.isError ? undefined : stats.data;
  return (
    <>
      <CourseHeaderBar appId="165.4.2." course={course} />
      <PageHeader
        title={t('course.title')}
        actions={
          data && (
            <ExportButton
              path={reportPaths.courseStats(courseId)}
              query={{}}
              fileName="course-questions-statistics"
            />
          )
        }
      />
      {data ? (
        <>
          <SubjectTypePanel data={data} />
          <DifficultyPanel difficulty={data.difficulty} />
          <IloCoveragePanel ilos={data.iloCoverage} />
          <ActivityPanel activity={data.activity} />
        </>
      ) : (
        <ReportState error={stats.error} />
      )}
    </>
  );
}
