import { pick } from '@mizan/domain/i18n';
import type { CourseStatsResponse } from '@mizan/domain/reports';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatDay } from '../format';
import { BarChart } from './BarChart';
import { num, ReportPanel, TableAndChart, td, tdNum, th } from './report-kit';

/** Questions created and decisions taken per week: the course's totals as bars, per person in the table. */
export function ActivityPanel({ activity }: { activity: CourseStatsResponse['activity'] }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const weeks = [...new Set(activity.map((a) => a.week))].sort();
  const sum = (week: string, k: 'created' | 'reviewed') =>
    activity.filter((a) => a.week === week).reduce((s, a) => s + a[k], 0);
  return (
    <ReportPanel title={t('course.activity')} testId="course-activity">
      {activity.length === 0 ? (
        <p className="text-muted">{t('course.noActivity')}</p>
      ) : (
        <TableAndChart
          table={
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('course.activity')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {t('course.week')}
                  </th>
                  <th scope="col" className={th}>
                    {t('course.person')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t('course.created')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t('course.reviewed')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {activity.map((a) => (
                  <tr key={`${a.week}-${a.userId}`}>
                    <td className={`${td} whitespace-nowrap`}>{formatDay(a.week, lang)}</td>
                    <td className={td}>
                      <bdi data-user-content>{pick(a.name, lang)}</bdi>
                    </td>
                    <td className={tdNum}>{num(a.created, lang)}</td>
                    <td className={tdNum}>{num(a.reviewed, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
          chart={
            <BarChart
              title={t('course.activityChart')}
              lang={lang}
              categories={weeks.map((w) => ({ key: w, label: formatDay(w, lang) }))}
              series={[
                { key: 'created', label: t('course.created'), color: '#3b82f6' },
                { key: 'reviewed', label: t('course.reviewed'), color: '#16a34a' },
              ]}
              value={(w, k) => sum(w, k as 'created' | 'reviewed')}
            />
          }
        />
      )}
    </ReportPanel>
  );
}
