import { useTranslation } from 'react-i18next';
import type { SaveState } from '../sync/answer-sync';

const LOOK: Record<SaveState, { dot: string; text: string }> = {
  saved: { dot: 'bg-success-600', text: 'text-success-600' },
  saving: { dot: 'bg-primary-500 animate-pulse', text: 'text-muted' },
  unsaved: { dot: 'bg-accent-500', text: 'text-warning-800 dark:text-accent-500' },
  refused: { dot: 'bg-danger-600', text: 'text-danger-600' },
};

/** Saved / saving / not saved yet, for one question or (overall) the whole exam; read out when it changes. */
export function SaveIndicator({
  state,
  overall,
  testId,
}: {
  state: SaveState;
  overall?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const look = LOOK[state];
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-sm font-medium ${look.text}`}
      role={overall ? 'status' : undefined}
      data-state={state}
      data-testid={testId}
    >
      <span aria-hidden="true" className={`size-2.5 rounded-full ${look.dot}`} />
      {overall && state === 'saved' ? t('save.allSaved') : t(`save.${state}`)}
    </span>
  );
}
