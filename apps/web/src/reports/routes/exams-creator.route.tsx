import '../i18n';
import { hasRight, Right } from '@mizan/domain/access';
import { EXAM_TYPES } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import { reportPaths } from '@mizan/domain/reports';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { RequireRight } from '../../course-scope/RequireRight';
import { parseId } from '../../course-scope/paths';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { formatDateTime } from '../../format/date';
import { authAtom } from '../../state/authAtom';
import { ExportButton, num, ReportPanel, td, tdNum, th } from '../components/report-kit';
import { ReportState } from '../components/ReportState';
import { useReportLive } from '../hooks/useReportLive';
import { reportScreens } from '../paths';
import { examsCreatorQuery } from '../reports.api';

/** SPEC 2 reports 'exams-creators/{courseId}/{creatorId}' (165.4.3.). */
export function Component() {
  const params = useParams();
  const courseId = parseId(params.courseId);
  const creatorId = parseId(params.creatorId);
  if (!courseId || !creatorId) return <Navigate to="/notFound" replace />;
  return (
    <RequireRight route="exams-creators">
      <ExamsCreator courseId={courseId} creatorId={creatorId} />
    </RequireRight>
  );
}

/** One creator's exams in one course, with their state, delivery, dates, questions and models. */
function ExamsCreator({ courseId, creatorId }: { courseId: number; creatorId: number }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const stage = useAtomValue(authAtom)?.stages.activeStageId;
  const course = useCourseInfo('165.4.3.', courseId);
  const report = useQuery(examsCreatorQuery(courseId, creatorId, stage));
  const auth = useAtomValue(authAtom);
  // The item analysis reads with the exams' results right (165.7.1. view).
  const analysis = !!auth && hasRight(auth.apps, '165.7.1.', Right.view);
  useReportLive();
  const data = report.isError ? undefined : report.data;
  const cols = [
    'name',
    'status',
    'delivery',
    'startsAt',
    'questions',
    'degree',
    'models',
    'createdAt',
    'updatedAt',
    ...(analysis ? ['analysis'] : []),
  ];
  return (
    <>
      <CourseHeaderBar appId="165.4.3." course={course} />
      <PageHeader
        title={data ? t('creator.title', { name: pick(data.creator.name, lang) }) : t('creators.title')}
        actions={
          <>
            <Link
              to={reportScreens.examsCreators(courseId)}
              className="inline-flex items-center rounded-md border border-line px-3 py-2 text-sm hover:bg-surface"
            >
              {t('creator.back')}
            </Link>
            {data && (
              <ExportButton
                path={reportPaths.examsCreator(courseId, creatorId)}
                query={{}}
                fileName="exams-creator"
              />
            )}
          </>
        }
      />
      {!data ? (
        <ReportState error={report.error} />
      ) : (
        <ReportPanel title={t('creator.panel')} testId="creator-report">
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm" data-testid="creator-table">
              <caption className="sr-only">{t('creator.panel')}</caption>
              <thead>
                <tr>
                  {cols.map((c) => (
                    <th key={c} scope="col" className={th}>
                      {t(`creator.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.exams.map((e) => (
                  <tr key={e.examId}>
                    <th scope="row" className={`${td} text-start font-normal`}>
                      <bdi data-user-content>{e.name}</bdi>
                    </th>
                    <td className={td}>{t(`examState.${e.status}`)}</td>
                    <td className={td}>
                      {e.deliveryMode in EXAM_TYPES
                        ? pick(EXAM_TYPES[e.deliveryMode as keyof typeof EXAM_TYPES], lang)
                        : e.deliveryMode}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(e.startsAt, lang)}</td>
                    <td className={tdNum}>{num(e.questionCount, lang)}</td>
                    <td className={tdNum}>{num(e.totalDegree, lang)}</td>
                    <td className={tdNum}>
                      {t('creator.modelsOf', {
                        complete: num(e.completeModels, lang),
                        all: num(e.models, lang),
                      })}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(e.createdAt, lang)}</td>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(e.updatedAt, lang)}</td>
                    {analysis && (
                      <td className={td}>
                        <Link
                          to={reportScreens.itemAnalysis(courseId, e.examId)}
                          className="text-primary-700 underline dark:text-primary-300"
                          data-testid={`item-analysis-${e.examId}`}
                        >
                          {t('items.open')}
                        </Link>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ReportPanel>
      )}
    </>
  );
}
