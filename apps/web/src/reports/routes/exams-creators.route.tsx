import '../i18n';
import { pick } from '@mizan/domain/i18n';
import { reportPaths } from '@mizan/domain/reports';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { CourseListScreen } from '../../course-scope/CourseListScreen';
import { RequireRight } from '../../course-scope/RequireRight';
import { parseId } from '../../course-scope/paths';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { formatDateTime } from '../../format/date';
import { authAtom } from '../../state/authAtom';
import { BarChart } from '../components/BarChart';
import { EXAM_STATE_COLORS, EXAM_STATES } from '../components/ExamStates';
import { ExportButton, num, ReportPanel, TableAndChart, td, tdNum, th } from '../components/report-kit';
import { ReportState } from '../components/ReportState';
import { useReportLive } from '../hooks/useReportLive';
import { reportScreens } from '../paths';
import { examsCreatorsQuery } from '../reports.api';

/** SPEC 2 reports 'exams-creators' (165.4.3.): the course list, then ?courseId= that course's creators. */
export function Component() {
  const [params] = useSearchParams();
  const courseId = parseId(params.get('courseId') ?? undefined);
  return (
    <RequireRight route="exams-creators">
      {courseId ? <ExamsCreators courseId={courseId} /> : <CourseListScreen appId="165.4.3." />}
    </RequireRight>
  );
}

/** Who built the course's exams: exams, models, states and dates per creator; a name opens their exams. */
function ExamsCreators({ courseId }: { courseId: number }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const stage = useAtomValue(authAtom)?.stages.activeStageId;
  const course = useCourseInfo('165.4.3.', courseId);
  const report = useQuery(examsCreatorsQuery(courseId, stage));
  useReportLive();
  const data = report.isError ? undefined : report.data;
  return (
    <>
      <CourseHeaderBar appId="165.4.3." course={course} />
      <PageHeader
        title={t('creators.title')}
        actions={
          data && (
            <ExportButton path={reportPaths.examsCreators} query={{ courseId }} fileName="exams-creators" />
          )
        }
      />
      {!data ? (
        <ReportState error={report.error} />
      ) : (
        <ReportPanel title={t('creators.panel')} testId="creators-report">
          <TableAndChart
            stack
            table={
              <table className="w-full border-collapse text-sm" data-testid="creators-table">
                <caption className="sr-only">{t('creators.panel')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={th}>
                      {t('creators.creator')}
                    </th>
                    <th scope="col" className={`${th} text-end`}>
                      {t('creators.exams')}
                    </th>
                    <th scope="col" className={`${th} text-end`}>
                      {t('creators.models')}
                    </th>
                    {EXAM_STATES.map((s) => (
                      <th key={s} scope="col" className={`${th} text-end`}>
                        {t(`examState.${s}`)}
                      </th>
                    ))}
                    <th scope="col" className={th}>
                      {t('creators.first')}
                    </th>
                    <th scope="col" className={th}>
                      {t('creators.last')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.creators.map((c) => (
                    <tr key={c.creatorId}>
                      <th scope="row" className={`${td} text-start font-normal`}>
                        <Link
                          to={reportScreens.examsCreator(courseId, c.creatorId)}
                          className="text-primary-700 hover:underline dark:text-primary-300"
                          data-testid={`creator-${c.creatorId}`}
                        >
                          <bdi data-user-content>{pick(c.name, lang)}</bdi>
                        </Link>
                      </th>
                      <td className={tdNum}>{num(c.exams, lang)}</td>
                      <td className={tdNum}>{num(c.models, lang)}</td>
                      {EXAM_STATES.map((s) => (
                        <td key={s} className={tdNum}>
                          {num(c.states[s], lang)}
                        </td>
                      ))}
                      <td className={`${td} whitespace-nowrap`}>{formatDateTime(c.firstCreatedAt, lang)}</td>
                      <td className={`${td} whitespace-nowrap`}>{formatDateTime(c.lastUpdatedAt, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
            chart={
              <BarChart
                userCategories
                title={t('creators.chart')}
                lang={lang}
                categories={data.creators.map((c) => ({
                  key: String(c.creatorId),
                  label: pick(c.name, lang),
                }))}
                series={EXAM_STATES.map((s) => ({
                  key: s,
                  label: t(`examState.${s}`),
                  color: EXAM_STATE_COLORS[s],
                }))}
                value={(id, s) =>
                  data.creators.find((c) => String(c.creatorId) === id)?.states[
                    s as (typeof EXAM_STATES)[number]
                  ] ?? 0
                }
              />
            }
          />
        </ReportPanel>
      )}
    </>
  );
}
