import { useTranslation } from 'react-i18next';

/** Show/hide control placed inside a password field. */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={shown}
      aria-label={shown ? t('hidePassword') : t('showPassword')}
      data-testid="password-toggle"
      className="rounded px-2 py-1 text-xs text-muted hover:bg-surface"
    >
      {shown ? t('hide') : t('show')}
    </button>
  );
}
