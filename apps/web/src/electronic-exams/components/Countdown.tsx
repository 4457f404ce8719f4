import { useTranslation } from 'react-i18next';
import { useExam } from '../session/useExam';
import { clockText } from './clock-text';
import { useSecond } from './useSecond';

/** The time left by the server's deadline (extra time moves it live); amber in the last 5 minutes, red in the last one. */
export function Countdown() {
  const session = useExam();
  const { t } = useTranslation();
  useSecond();
  const view = session.view;
  if (!view) return null;
  const left = session.clock.until(view.deadline);
  const tone =
    left <= 60_000 ? 'text-danger-600' : left <= 5 * 60_000 ? 'text-warning-800 dark:text-accent-500' : '';
  return (
    <span className="inline-flex items-baseline gap-2">
      <span className="text-sm text-muted">{t('header.timeLeft')}</span>
      <span
        className={`font-mono text-lg font-semibold tabular-nums ${tone}`}
        role="timer"
        dir="ltr"
        data-testid="countdown"
      >
        {clockText(left, view.lang)}
      </span>
    </span>
  );
}
