import { LIMITS } from '@mizan/domain/limits';
import { MESSAGES } from '@mizan/domain/messages';
import { ConfirmDialog } from '@mizan/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshSession } from '../../api/auth.api';
import { formatDateTime } from '../../format/date';
import { authAtom } from '../../state/authAtom';
import { clearSession } from '../../state/store';
import { currentPath, goTo, loginPathFor } from '../navigation';
import { useLang } from '../useLang';

/**
 * How long before expiry the warning opens: LIMITS.sessionWarningSeconds, or a third of the session
 * for short sessions (tests run with a few seconds), so the warning never opens at sign-in.
 */
export const warningSeconds = (sessionDuration: number) =>
  Math.min(LIMITS.sessionWarningSeconds, sessionDuration / 3);

/** SPEC 4: warns shortly before the session expires; confirming extends it, expiry logs out. */
export function SessionExpiryDialog() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const auth = useAtomValue(authAtom);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const expiry = auth?.sessionExpiry;
  const duration = auth?.sessionDuration ?? 0;

  // Every answer moves the expiry, so the timers restart whenever it changes (here or in another tab).
  useEffect(() => {
    setOpen(false);
    if (!expiry) return;
    const left = new Date(expiry).getTime() - Date.now();
    const warn = setTimeout(() => setOpen(true), Math.max(0, left - warningSeconds(duration) * 1000));
    const end = setTimeout(
      () => {
        clearSession();
        goTo(loginPathFor(currentPath()), true);
      },
      Math.max(0, left),
    );
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [expiry, duration]);

  const extend = async () => {
    setBusy(true);
    await refreshSession().catch(() => undefined);
    setBusy(false);
  };

  if (!expiry) return null;
  return (
    <ConfirmDialog
      open={open}
      data-testid="session-expiry-dialog"
      title={t('session.title')}
      message={`${MESSAGES.sessionAboutToExpire[lang]} (${t('session.endsAt', { time: formatDateTime(expiry, lang) })})`}
      confirmLabel={t('session.extend')}
      cancelLabel={t('common:close')}
      busy={busy}
      onConfirm={extend}
      onCancel={() => setOpen(false)}
    />
  );
}
