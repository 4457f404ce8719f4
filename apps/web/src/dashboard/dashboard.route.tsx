import { APP_GROUPS, APPS } from '@mizan/domain/access';
import { pick } from '@mizan/domain/i18n';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { heldGroups } from '../app/layout/heldApps';
import { PageHeader } from '../app/PageHeader';
import { useLang } from '../app/useLang';
import { authAtom } from '../state/authAtom';

/** One card per held app, grouped by system group (issue 2, part 8). */
export function Component() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const auth = useAtomValue(authAtom);
  const groups = heldGroups(auth);
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={auth ? t('dashboard.welcome', { name: pick(auth.name, lang) || auth.username }) : undefined}
      />
      {groups.length === 0 && (
        <p className="rounded-lg border border-line bg-panel p-6 text-muted" data-testid="no-apps">
          {t('dashboard.noApps')}
        </p>
      )}
      <div className="flex flex-col gap-8">
        {groups.map(({ groupId, appIds }) => (
          <section key={groupId} aria-labelledby={`group-${groupId}`}>
            <h2 id={`group-${groupId}`} className="mb-3 text-lg font-semibold text-muted">
              {APP_GROUPS[groupId][lang]}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {appIds.map((id) => (
                <li key={id}>
                  <Link
                    to={`/${APPS[id].path}`}
                    data-testid={`app-card-${id}`}
                    className="flex h-full flex-col gap-1 rounded-xl border border-line bg-panel p-5 shadow-sm transition hover:border-primary-400 hover:shadow-md"
                  >
                    <span className="text-lg font-medium text-primary-700 dark:text-primary-300">
                      {APPS[id][lang]}
                    </span>
                    <span className="text-sm text-muted">{t('dashboard.open')}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
