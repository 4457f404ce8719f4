import { formatNumber, pick } from '@mizan/domain/i18n';
import type { AvailabilityHall } from '@mizan/domain/reserve-exam';
import { Checkbox } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';

interface Props {
  halls: AvailabilityHall[];
  chosen: number[];
  onToggle: (hallId: number, on: boolean) => void;
  format: { time: (iso: string) => string };
}

/** The halls the course may ask for at the chosen time: seats, computers, free or taken (by which booking, until when). */
export function HallPicker({ halls, chosen, onToggle, format }: Props) {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="reserve-halls">
      {halls.map((h) => {
        const taken = h.state === 'taken';
        return (
          <li
            key={h.hallId}
            data-testid={`reserve-hall-${h.hallId}`}
            data-state={h.state}
            className={`rounded-lg border p-3 ${taken ? 'border-danger-500/60 bg-danger-500/5' : 'border-line bg-panel'}`}
          >
            <Checkbox
              checked={chosen.includes(h.hallId)}
              onChange={(on) => onToggle(h.hallId, on)}
              label={
                <bdi className="font-medium" data-user-content="">
                  {pick(h.centreName, lang)} – {pick(h.hallName, lang)}
                </bdi>
              }
            />
            <p className="mt-1 flex flex-wrap gap-x-3 ps-6 text-sm text-muted">
              <span>{t('add.seats', { count: h.seats, n: formatNumber(h.seats, lang) })}</span>
              {h.computers > 0 && (
                <span>{t('add.computers', { count: h.computers, n: formatNumber(h.computers, lang) })}</span>
              )}
              <span
                className={taken ? 'font-medium text-danger-600 dark:text-danger-500' : 'text-success-600'}
                data-testid={`reserve-hall-state-${h.hallId}`}
              >
                {taken
                  ? t('add.takenUntil', {
                      from: format.time(h.taken[0].startsAt),
                      to: format.time(h.taken.at(-1)?.endsAt ?? h.taken[0].endsAt),
                    })
                  : t('add.free')}
              </span>
              {h.pending > 0 && (
                <span>{t('add.pending', { count: h.pending, n: formatNumber(h.pending, lang) })}</span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
