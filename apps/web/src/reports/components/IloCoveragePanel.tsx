import { pick } from '@mizan/domain/i18n';
import type { CourseStatsResponse } from '@mizan/domain/reports';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { num, ReportPanel, td, th } from './report-kit';

/**
 * A heat map as a table: each ILO's approved questions coloured by their share of the best covered
 * ILO, an ILO without any in the danger colour (no exam can ask for it). The words say the same.
 */
export function IloCoveragePanel({ ilos }: { ilos: CourseStatsResponse['iloCoverage'] }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const max = Math.max(1, ...ilos.map((i) => i.approved));
  return (
    <ReportPanel title={t('course.ilos')} testId="course-ilos">
      {ilos.length === 0 ? (
        <p className="text-muted">{t('course.noIlos')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('course.ilos')}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t('course.iloCode')}
                </th>
                <th scope="col" className={th}>
                  {t('course.iloDescription')}
                </th>
                <th scope="col" className={`${th} w-40 text-center`}>
                  {t('course.approved')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ilos.map((i) => (
                <tr key={i.iloId}>
                  <td className={`${td} whitespace-nowrap`}>
                    <bdi data-user-content>{i.code}</bdi>
                  </td>
                  <td className={td}>
                    <bdi data-user-content>{pick(i.description, lang)}</bdi>
                  </td>
                  <td
                    className={`${td} text-center font-medium tabular-nums ${i.approved === 0 ? 'bg-danger-500/20' : ''}`}
                    style={
                      i.approved > 0
                        ? { background: `rgb(22 163 74 / ${0.15 + 0.6 * (i.approved / max)})` }
                        : undefined
                    }
                  >
                    {i.approved === 0 ? t('course.noneApproved') : num(i.approved, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ReportPanel>
  );
}
