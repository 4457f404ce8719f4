import type { CourseStatsResponse } from '@mizan/domain/reports';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { BarChart } from './BarChart';
import { num, ReportPanel, TableAndChart, td, tdNum, th } from './report-kit';

/** The stated difficulty of the live questions in fifths, as a table and a histogram. */
export function DifficultyPanel({ difficulty }: { difficulty: CourseStatsResponse['difficulty'] }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const bins = difficulty.bins.map((b) => ({
    key: String(b.from),
    label: t('course.range', { from: num(b.from, lang), to: num(b.to, lang) }),
    count: b.count,
  }));
  return (
    <ReportPanel title={t('course.difficulty')} testId="course-difficulty">
      <TableAndChart
        table={
          <>
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('course.difficulty')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {t('course.difficultyRange')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t('course.questions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {bins.map((b) => (
                  <tr key={b.key}>
                    <th scope="row" className={`${td} text-start font-normal`}>
                      {b.label}
                    </th>
                    <td className={tdNum}>{num(b.count, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-sm text-muted">{t('course.noDifficulty', { count: difficulty.none })}</p>
          </>
        }
        chart={
          <BarChart
            title={t('course.difficultyChart')}
            lang={lang}
            categories={bins}
            series={[{ key: 'n', label: t('course.questions'), color: '#6366f1' }]}
            value={(k) => bins.find((b) => b.key === k)?.count ?? 0}
          />
        }
      />
    </ReportPanel>
  );
}
