import { pick } from '@mizan/domain/i18n';
import type { Watcher } from '@mizan/domain/review';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import '../../i18n/texts/review';

/** Who has a question open now (presence), as initials with the names for screen readers and hover. */
export function Watchers({
  users,
  testId,
  showEmpty = false,
}: {
  users: Watcher[];
  testId?: string;
  showEmpty?: boolean;
}) {
  const { t } = useTranslation('review');
  const lang = useLang();
  if (!users.length)
    return showEmpty ? (
      <span className="text-xs text-muted" data-testid={testId}>
        {t('presence.nobody')}
      </span>
    ) : null;
  const names = users.map((u) => pick(u.name, lang));
  const label = t('presence.watching', {
    names: new Intl.ListFormat(lang === 'ar' ? 'ar-EG' : 'en-GB').format(names),
  });
  return (
    <span className="flex items-center gap-1" data-testid={testId} data-count={users.length} title={label}>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="flex -space-x-1.5 rtl:space-x-reverse">
        {names.slice(0, 4).map((n, i) => (
          <span
            key={users[i].userId}
            className="grid size-6 place-items-center rounded-full bg-accent-500 text-[0.65rem] font-bold text-white ring-2 ring-panel"
          >
            {n.replace(/^(د\.|أ\.|Dr\.|Mr\.|Ms\.)\s*/u, '').slice(0, 1)}
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="max-w-40 truncate text-xs text-muted">
        {names.length === 1
          ? names[0]
          : t('presence.count', { n: formatNumber(names.length, lang), count: names.length })}
      </span>
    </span>
  );
}
