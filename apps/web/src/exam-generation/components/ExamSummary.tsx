import { EXAM_TYPES, LANGUAGES, labelOf, MODEL_MATCH } from '@mizan/domain/codes';
import type { ExamView } from '@mizan/domain/exam-generation';
import { formatNumber } from '@mizan/domain/i18n';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatDateTime } from '../../format/date';
import { ExamStatusBadge } from './StatusBadge';

/** The exam's data at a glance, with its SPEC 4 state. */
export function ExamSummary({ view }: { view: ExamView }) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const e = view.exam;
  const n = (x: number) => formatNumber(x, lang);
  const items: [string, string][] = [
    [t('form.deliveryMode'), labelOf(EXAM_TYPES, e.deliveryMode, lang)],
    [t('form.startsAt'), formatDateTime(e.startsAt, lang)],
    [t('form.durationMinutes'), t('common.minutes', { count: e.durationMinutes, n: n(e.durationMinutes) })],
    [t('form.questionCount'), n(e.questionCount)],
    [t('form.totalDegree'), n(e.totalDegree)],
    [t('form.language'), labelOf(LANGUAGES, e.language, lang)],
    [t('form.modelsCount'), n(e.modelsCount)],
    [
      t('form.modelsMatch'),
      labelOf(MODEL_MATCH, e.modelsMatch, lang) +
        (e.modelsMatch === '22.2.' && e.maxSharedShare !== null
          ? ` (${t('form.maxSharedShare')}: ${n(e.maxSharedShare)})`
          : ''),
    ],
    [t('form.targetDifficulty'), e.targetDifficulty === null ? '—' : n(e.targetDifficulty)],
  ];
  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid="exam-summary">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">
          <bdi data-user-content="">{e.name}</bdi>
        </h2>
        <ExamStatusBadge status={view.status} testId="exam-status" />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {items.map(([k, v]) => (
          <div key={k} className="flex gap-2">
            <dt className="text-muted">{k}:</dt>
            <dd className="font-medium">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
