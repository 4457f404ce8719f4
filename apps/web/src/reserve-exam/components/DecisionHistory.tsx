import { pick } from '@mizan/domain/i18n';
import type { ReservationHistoryItem } from '@mizan/domain/reserve-exam';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';

const DOT: Record<ReservationHistoryItem['kind'], string> = {
  submitted: 'bg-primary-600',
  accepted: 'bg-success-600',
  rejected: 'bg-danger-600',
  withdrawn: 'bg-muted',
};

/** The request's decision timeline, oldest first: who did what, when (the university's time), and why. */
export function DecisionHistory({
  history,
  format,
}: {
  history: ReservationHistoryItem[];
  format: { at: (iso: string) => string };
}) {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  return (
    <section className="mt-6" aria-labelledby="reserve-history-title">
      <h2 id="reserve-history-title" className="mb-3 font-medium">
        {t('history.title')}
      </h2>
      <ol className="border-s-2 border-line ps-4" data-testid="reserve-history">
        {history.map((h) => (
          <li key={`${h.kind}-${h.at}`} className="relative mb-4" data-kind={h.kind}>
            <span
              className={`absolute -start-[1.4rem] top-1.5 size-3 rounded-full ${DOT[h.kind]}`}
              aria-hidden="true"
            />
            <p className="font-medium">{t(`history.${h.kind}`)}</p>
            <p className="text-sm text-muted">
              <bdi>{pick(h.by.name, lang)}</bdi> · {format.at(h.at)}
            </p>
            {h.reason && (
              <p className="mt-1 text-sm">
                <bdi dir="auto">{h.reason}</bdi>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
