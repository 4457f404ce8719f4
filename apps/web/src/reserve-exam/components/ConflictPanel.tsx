import { formatNumber, pick } from '@mizan/domain/i18n';
import type { ConflictBody, ReservationAlternative } from '@mizan/domain/reserve-exam';
import { Alert, Button } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';

interface Props {
  conflict: ConflictBody;
  format: { slot: (a: string, b: string) => string };
  /** Takes the alternative and asks again, in one click. */
  onPick?: (a: ReservationAlternative) => void;
  busy?: boolean;
}

/**
 * SPEC 8: the server's message naming each centre and hall with its taken time (the conflicts it
 * lists), and the free alternatives to pick.
 */
export function ConflictPanel({ conflict, format, onPick, busy }: Props) {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  return (
    <Alert kind="error" className="mb-4">
      <div data-testid="reserve-conflict">
        <p className="font-medium" data-testid="reserve-conflict-message">
          {pick(conflict.message, lang)}
        </p>
        {onPick && conflict.alternatives.length > 0 && (
          <>
            <p className="mt-3 text-sm font-medium text-ink">{t('conflict.alternatives')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {conflict.alternatives.map((a, i) => (
                <Button
                  key={`${a.kind}-${a.startsAt}-${a.kind === 'otherHall' ? a.hall.hallId : a.hallIds.join()}`}
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onPick(a)}
                  data-testid={`reserve-alternative-${i}`}
                  data-kind={a.kind}
                >
                  {a.kind === 'otherHall'
                    ? t('conflict.otherHall', {
                        hall: `${pick(a.hall.centreName, lang)} – ${pick(a.hall.hallName, lang)}`,
                        seats: t('add.seats', { count: a.hall.seats, n: formatNumber(a.hall.seats, lang) }),
                      })
                    : t('conflict.otherTime', { slot: format.slot(a.startsAt, a.endsAt) })}
                </Button>
              ))}
            </div>
          </>
        )}
      </div>
    </Alert>
  );
}
