import { labelOf, REQUEST_STATUSES, type RequestStatusCode } from '@mizan/domain/codes';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';

const TONE: Record<RequestStatusCode | 'withdrawn', string> = {
  '34.1.': 'bg-warning-100 text-warning-900 dark:bg-warning-900/40 dark:text-warning-100',
  '34.2.': 'bg-success-600/15 text-success-600 dark:bg-success-600/30 dark:text-ink',
  '34.3.': 'bg-danger-500/15 text-danger-600 dark:bg-danger-500/30 dark:text-ink',
  withdrawn: 'bg-line text-ink',
};

/** A request's 34.x status, or 'withdrawn' (a withdrawn request stays pending in the table, out of play). */
export function ReservationStatus({
  status,
  withdrawn,
  testId,
}: {
  status: RequestStatusCode;
  withdrawn: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  const key = withdrawn ? 'withdrawn' : status;
  return (
    <span
      data-testid={testId}
      data-status={key}
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${TONE[key]}`}
    >
      {withdrawn ? t('status.withdrawn') : labelOf(REQUEST_STATUSES, status, lang)}
    </span>
  );
}
