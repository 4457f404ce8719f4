import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { labelOf, QUESTION_STATUSES } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { NotificationItem } from '@mizan/domain/review';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { formatDateTime } from '../format/date';
import { authAtom } from '../state/authAtom';
import { notificationTarget } from './notification-target';
import { useNotifications } from './useNotifications';
import { MathLine } from '../question-kit/MathLine';
import '../i18n/texts/reserve-exam';
import '../i18n/texts/review';

/**
 * The header's bell: the user's unread count and latest notifications (a question sent for
 * review, a decision, a comment), fed live by the 'notification' event of the user's own room and
 * fetched again after a reconnect; older ones page in below. Choosing one marks it read and opens
 * its question.
 */
export function NotificationBell() {
  const { t } = useTranslation('review');
  const lang = useLang();
  const navigate = useNavigate();
  const auth = useAtomValue(authAtom);
  const { items, total, unread, read, older, loadingOlder } = useNotifications(auth?.username);

  if (!auth) return null;

  const text = (n: NotificationItem) => {
    const name = pick(n.by.name, lang);
    if (n.kind === 'reservation') return t(`reserve-exam:notifications.${n.change}`, { name });
    if (n.kind === 'decision' && n.from && n.to)
      return t('notifications.decision', {
        name,
        from: labelOf(QUESTION_STATUSES, n.from, lang),
        to: labelOf(QUESTION_STATUSES, n.to, lang),
      });
    return t(n.kind === 'submitted' ? 'notifications.submitted' : 'notifications.comment', { name });
  };

  const unreadLabel = t('notifications.unread', { count: unread, n: formatNumber(unread, lang) });

  return (
    <Popover className="relative">
      <PopoverButton
        data-testid="notifications-bell"
        aria-label={`${t('notifications.open')}: ${unreadLabel}`}
        className="relative inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-primary-950"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {unread > 0 && (
          <span
            data-testid="notifications-unread"
            data-count={unread}
            className="absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-danger-600 px-1 text-[0.65rem] font-bold leading-5 text-white"
          >
            {formatNumber(Math.min(unread, 99), lang)}
            {unread > 99 ? '+' : ''}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-40 mt-1 w-[min(24rem,calc(100vw-1rem))] rounded-md border border-line bg-panel text-ink shadow-lg focus:outline-none"
        data-testid="notifications-panel"
      >
        {({ close }) => (
          <>
            <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
              <h2 className="text-sm font-semibold">{t('notifications.title')}</h2>
              {unread > 0 && (
                <button
                  type="button"
                  onClick={() => read('all')}
                  className="rounded px-2 py-1 text-xs text-primary-700 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-950"
                  data-testid="notifications-read-all"
                >
                  {t('notifications.markAll')}
                </button>
              )}
            </div>
            {items.length === 0 ? (
              <p className="px-3 py-4 text-sm text-muted">{t('notifications.empty')}</p>
            ) : (
              <ul className="max-h-[28rem] overflow-y-auto p-1">
                {items.map((n) => {
                  const to = notificationTarget(n, auth.apps);
                  return (
                    <li key={n.notificationId}>
                      <button
                        type="button"
                        disabled={!to}
                        onClick={() => {
                          if (!n.read) read([n.notificationId]);
                          close();
                          if (to) navigate(to);
                        }}
                        data-testid="notification"
                        data-kind={n.kind}
                        data-target={to ?? undefined}
                        data-read={n.read}
                        className={`flex w-full flex-col gap-0.5 rounded px-3 py-2 text-start hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-primary-950 ${n.read ? '' : 'bg-primary-50/60 dark:bg-primary-950/60'}`}
                      >
                        <span className="flex items-start gap-2 text-sm">
                          {!n.read && (
                            <span
                              aria-hidden="true"
                              className="mt-1.5 size-2 shrink-0 rounded-full bg-primary-600"
                            />
                          )}
                          <span className={n.read ? '' : 'font-semibold'}>{text(n)}</span>
                        </span>
                        <span className="line-clamp-1 text-xs text-muted">
                          {n.kind === 'reservation' ? (
                            formatDateTime(n.startsAt, lang)
                          ) : n.text ? (
                            <MathLine text={n.text} className="line-clamp-1" />
                          ) : (
                            t('notifications.noText')
                          )}
                        </span>
                        {n.kind !== 'reservation' && n.comment && (
                          <span
                            className="line-clamp-2 rounded bg-surface px-2 py-1 text-xs"
                            dir="auto"
                            data-testid="notification-comment"
                          >
                            {n.comment}
                          </span>
                        )}
                        <time className="text-xs text-muted" dateTime={n.at}>
                          {formatDateTime(n.at, lang)}
                        </time>
                      </button>
                    </li>
                  );
                })}
                {items.length < total && (
                  <li className="p-1">
                    <button
                      type="button"
                      onClick={older}
                      disabled={loadingOlder}
                      aria-busy={loadingOlder}
                      className="w-full rounded px-3 py-1.5 text-center text-sm text-primary-700 hover:bg-primary-50 disabled:opacity-60 dark:text-primary-300 dark:hover:bg-primary-950"
                      data-testid="notifications-older"
                    >
                      {loadingOlder ? t('common:loading') : t('notifications.older')}
                    </button>
                  </li>
                )}
              </ul>
            )}
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
