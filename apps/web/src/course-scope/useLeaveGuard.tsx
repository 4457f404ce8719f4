import { ConfirmDialog } from '@mizan/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import '../i18n/texts/courses';

/**
 * SPEC 2: leaving a screen with unsaved changes asks first ('changes will be cancelled'): the course
 * header bar, the apps menu, the browser's back button alike. Call `allow()` right before a
 * navigation that follows a successful save. Render `prompt` once in the screen.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('courses');
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const prompt = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('header.leaveTitle')}
      message={t('header.leaveBody')}
      confirmLabel={t('header.leaveConfirm')}
      cancelLabel={t('header.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      data-testid="confirm-leave"
    />
  );
  return {
    prompt,
    allow: () => {
      allowed.current = true;
    },
  };
}
