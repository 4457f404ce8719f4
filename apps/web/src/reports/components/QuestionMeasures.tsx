import '../i18n';
import { LIMITS } from '@mizan/domain/limits';
import { type QuestionItemStatisticsResponse, reportPaths } from '@mizan/domain/reports';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useLang } from '../../app/useLang';
import { num, td, tdNum, th } from './report-kit';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A question's measured figures per version beside its stated ones (issue 18 parts 7-8), for the
 * question view: how many answers each rests on, and whether the estimate is off by more than the
 * SPEC's ranges (difficulty 0.15, time 25 %) - or that there are not enough answers yet to say.
 */
export function QuestionMeasures({ questionId }: { questionId: number }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const data = useQuery({
    queryKey: ['reports', 'question-measures', questionId],
    queryFn: ({ signal }) =>
      api<QuestionItemStatisticsResponse>(reportPaths.questionItemStatistics(questionId), { signal }),
  }).data;
  if (!data) return null;
  const fig = (v: number | null) => (v === null ? '–' : num(round2(v), lang));
  return (
    <section className="rounded-lg border border-line bg-panel p-4" data-testid="question-measures">
      <h2 className="mb-3 font-semibold">{t('measures.title')}</h2>
      {data.versions.length === 0 ? (
        <p className="text-sm text-muted">{t('measures.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                {['version', 'answers', 'difficulty', 'time', 'pointBiserial', 'omitted'].map((c) => (
                  <th key={c} scope="col" className={th}>
                    {t(`measures.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.versions.map((v) => {
                const current = v.version === data.version;
                const enough = v.answers >= data.minAnswers;
                const { difficulty, expectedTime } = data.stated;
                const offD =
                  current && enough && v.difficulty !== null && difficulty !== null
                    ? Math.abs(v.difficulty - difficulty) > LIMITS.difficultyRange
                    : false;
                const offT =
                  current && enough && v.meanTime !== null && expectedTime !== null
                    ? Math.abs(v.meanTime - expectedTime) > LIMITS.timeRange * v.meanTime
                    : false;
                const off = 'font-semibold text-red-700 dark:text-red-400';
                return (
                  <tr key={v.version} data-testid={`measures-version-${v.version}`}>
                    <th scope="row" className={`${td} text-start font-normal`}>
                      {num(v.version, lang)}
                    </th>
                    <td className={td}>
                      {t('measures.answersOf', { count: v.answers, n: num(v.answers, lang) })}
                      {!enough && (
                        <span className="block text-muted" data-testid="measures-not-enough">
                          {t('measures.notEnough', { min: num(data.minAnswers, lang) })}
                        </span>
                      )}
                    </td>
                    <td className={`${tdNum} whitespace-nowrap ${offD ? off : ''}`}>
                      {current
                        ? t('measures.statedVsMeasured', {
                            stated: fig(difficulty),
                            measured: fig(v.difficulty),
                          })
                        : fig(v.difficulty)}
                    </td>
                    <td className={`${tdNum} whitespace-nowrap ${offT ? off : ''}`}>
                      {current
                        ? t('measures.statedVsMeasured', {
                            stated: fig(expectedTime),
                            measured: fig(v.meanTime),
                          })
                        : fig(v.meanTime)}
                    </td>
                    <td className={tdNum}>{fig(v.pointBiserial)}</td>
                    <td className={tdNum}>{fig(v.omitted)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-muted">
            {t('measures.hint', {
              difficulty: num(LIMITS.difficultyRange, lang),
              time: num(LIMITS.timeRange * 100, lang),
            })}
          </p>
        </div>
      )}
    </section>
  );
}
