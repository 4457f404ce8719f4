import '../i18n';
import { pick } from '@mizan/domain/i18n';
import { ITEM_STATISTICS_REASONS, type NullReason } from '@mizan/domain/item-statistics';
import { type ItemAnalysisModel, reportPaths } from '@mizan/domain/reports';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { isolate } from '../../i18n';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { RequireRight } from '../../course-scope/RequireRight';
import { parseId } from '../../course-scope/paths';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { formatDateTime } from '../../format/date';
import { authAtom } from '../../state/authAtom';
import { BarChart } from '../components/BarChart';
import { ExportButton, num, ReportPanel, TableAndChart, td, tdNum, th } from '../components/report-kit';
import { ReportState } from '../components/ReportState';
import { useReportLive } from '../hooks/useReportLive';
import { examItemAnalysisQuery } from '../reports.api';

/** An exam's item analysis (issue 18 part 7), read with view on 165.7.1. like its results. */
export function Component() {
  const params = useParams();
  const courseId = parseId(params.courseId);
  const examId = parseId(params.examId);
  if (!courseId || !examId) return <Navigate to="/notFound" replace />;
  return (
    <RequireRight route="exam-item-analysis">
      <ItemAnalysis courseId={courseId} examId={examId} />
    </RequireRight>
  );
}

const COLUMNS = [
  'facility',
  'discrimination',
  'pointBiserial',
  'upperLowerD',
  'omitted',
  'meanTime',
] as const;

function ItemAnalysis({ courseId, examId }: { courseId: number; examId: number }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const stage = useAtomValue(authAtom)?.stages.activeStageId;
  const course = useCourseInfo('165.7.1.', courseId);
  const report = useQuery(examItemAnalysisQuery(examId, stage));
  useReportLive();
  const data = report.isError ? undefined : report.data;
  if (data && data.exam.courseId !== courseId) return <Navigate to="/notFound" replace />;
  return (
    <>
      <CourseHeaderBar appId="165.7.1." course={course} />
      <PageHeader
        title={t('items.title')}
        subtitle={
          data
            ? t('items.subtitle', {
                // Isolated (FSI...PDI): a Latin exam name keeps the Arabic colon where it belongs.
                exam: `\u2068${data.exam.name}\u2069`,
                count: data.students,
                at: formatDateTime(data.computedAt, lang),
              })
            : undefined
        }
        actions={
          data && (
            <ExportButton path={reportPaths.examItemAnalysis(examId)} query={{}} fileName="item-analysis" />
          )
        }
      />
      {!data ? (
        <ReportState error={report.error} />
      ) : (
        data.models.map((m) => <ModelPanel key={m.modelId} model={m} />)
      )}
    </>
  );
}

/** A figure, or why there is none (a dash with the reason as its title and for screen readers). */
function Figure({
  value,
  reason,
  digits = 2,
}: {
  value: number | null;
  reason?: NullReason;
  digits?: number;
}) {
  const lang = useLang();
  if (value !== null) return <>{num(Math.round(value * 10 ** digits) / 10 ** digits, lang)}</>;
  const why = reason ? pick(ITEM_STATISTICS_REASONS[reason], lang) : undefined;
  return (
    <span title={why} className="text-muted">
      –<span className="sr-only">{why}</span>
    </span>
  );
}

function ModelPanel({ model: m }: { model: ItemAnalysisModel }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const summary = [
    ['students', m.students, undefined],
    ['mean', m.mean, m.reasons.mean],
    ['sd', m.sd, m.reasons.sd],
    ['alpha', m.alpha, m.reasons.alpha],
  ] as const;
  return (
    <ReportPanel title={t('items.model', { code: isolate(m.code) })} testId={`item-model-${m.code}`}>
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {summary.map(([key, value, reason]) => (
          <div key={key} className="rounded-md border border-line p-3">
            <dt className="text-sm text-muted">{t(`items.test.${key}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`item-test-${key}`}>
              <Figure value={value} reason={reason} />
            </dd>
          </div>
        ))}
      </dl>
      <TableAndChart
        stack
        table={
          <table className="w-full border-collapse text-sm" data-testid="item-table">
            <caption className="sr-only">{t('items.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t('items.position')}
                </th>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className={`${th} text-end`}>
                    {t(`items.columns.${c}`)}
                  </th>
                ))}
                <th scope="col" className={th}>
                  {t('items.columns.distractors')}
                </th>
              </tr>
            </thead>
            <tbody>
              {m.items.map((i) => (
                <tr key={i.position} data-testid={`item-row-${i.position}`}>
                  <th scope="row" className={`${td} text-start font-normal`}>
                    {t('items.question', { position: num(i.position, lang), version: num(i.version, lang) })}
                  </th>
                  {COLUMNS.map((c) => (
                    <td key={c} className={tdNum} data-testid={`item-${c}`}>
                      <Figure value={i[c]} reason={i.reasons[c]} digits={c === 'discrimination' ? 0 : 2} />
                    </td>
                  ))}
                  <td className={td}>
                    {i.distractors ? (
                      <span className="flex flex-wrap gap-x-3 tabular-nums" data-testid="item-distractors">
                        {i.distractors
                          .map((n, k) => ({ n, choice: k + 1 }))
                          .map(({ n, choice }) => (
                            // Choices in the question's stored order (true/false: true, false).
                            <span key={choice} className="whitespace-nowrap">
                              <span className="text-muted">
                                {t('items.choice', { n: num(choice, lang) })}
                              </span>{' '}
                              {num(n, lang)}
                            </span>
                          ))}
                      </span>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        }
        chart={
          <BarChart
            title={t('items.histogram')}
            lang={lang}
            testId="item-histogram"
            categories={m.histogram.map((b, k) => ({
              key: String(k),
              label: `${num(Math.round(b.from * 10) / 10, lang)}–${num(Math.round(b.to * 10) / 10, lang)}`,
            }))}
            series={[{ key: 'n', label: t('items.test.students'), color: '#0f766e' }]}
            value={(k) => m.histogram[Number(k)]?.count ?? 0}
          />
        }
      />
    </ReportPanel>
  );
}
