import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/date';
import { useExam } from '../session/useExam';

const BANNER = 'flex items-start gap-3 rounded-lg border px-4 py-3';
const CLOSE =
  'ms-auto rounded px-2 text-lg leading-none hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-primary-500';

/**
 * What the student must see at once: the proctor's newest message, extra time, being offline, a
 * browser that cannot keep the journal. Announced by screen readers as they appear.
 */
export function Banners() {
  const session = useExam();
  const { t } = useTranslation();
  const view = session.view;
  if (!view) return null;
  const message = session.unreadMessage;
  return (
    <div className="flex flex-col gap-3">
      {message && (
        <div
          role="alert"
          className={`${BANNER} border-primary-500 bg-primary-50 dark:bg-primary-950`}
          data-testid="proctor-message"
        >
          <div>
            <p className="text-sm font-semibold">{t('messages.title')}</p>
            <p className="whitespace-pre-line" data-user-content="" dir="auto">
              {message.text}
            </p>
          </div>
          <button
            type="button"
            className={CLOSE}
            aria-label={t('messages.dismiss')}
            onClick={() => session.dismissMessage()}
          >
            ×
          </button>
        </div>
      )}
      {session.timeAdded && (
        <div
          role="status"
          className={`${BANNER} border-success-600 bg-success-600/10`}
          data-testid="time-added"
        >
          <p>{t('header.timeAdded', { time: formatDateTime(view.deadline, view.lang) })}</p>
          <button
            type="button"
            className={CLOSE}
            aria-label={t('messages.dismiss')}
            onClick={() => session.dismissTimeAdded()}
          >
            ×
          </button>
        </div>
      )}
      {!session.online && (
        <div
          role="alert"
          className={`${BANNER} border-warning-800/40 bg-warning-100 text-warning-900 dark:bg-warning-800/25 dark:text-warning-100`}
          data-testid="offline"
        >
          <p>{t('save.offline')}</p>
        </div>
      )}
      {!session.durable && (
        <div role="alert" className={`${BANNER} border-danger-500 bg-danger-500/10 text-danger-600`}>
          <p>{t('save.notDurable')}</p>
        </div>
      )}
    </div>
  );
}
