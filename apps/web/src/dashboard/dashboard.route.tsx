import { APP_GROUPS, type AppId, APPS } from '@mizan/domain/access';
import { pick } from '@mizan/domain/i18n';
import type { DashboardFigures } from '@mizan/domain/reports';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { heldGroups } from '../app/layout/heldApps';
import { PageHeader } from '../app/PageHeader';
import { useLang } from '../app/useLang';
import { useReportLive } from '../reports/hooks/useReportLive';
import { NS } from '../reports/i18n';
import { dashboardQuery } from '../reports/reports.api';
import { authAtom } from '../state/authAtom';

/** The live figure each app's card shows (issue 18 part 6); an app without one shows none. */
const FIGURES: Partial<Record<AppId, keyof DashboardFigures>> = {
  '165.2.1.': 'needToFix',
  '165.2.2.': 'pendingReview',
  '165.4.1.': 'questions',
  '165.7.1.': 'examsThisWeek',
  '165.7.2.': 'reservationsWaiting',
};

/**
 * A card's live figure: read with the reports (their query key), so the scope's 'report:changed'
 * (a status change, results analysed) loads the figures again within a second.
 */
function CardFigure({ appId, figures }: { appId: AppId; figures?: DashboardFigures }) {
  const { t } = useTranslation(NS);
  const key = FIGURES[appId];
  const count = key ? figures?.[key] : undefined;
  if (count === undefined || !key) return null;
  return (
    <span className="text-sm font-medium text-ink" data-testid={`app-figure-${appId}`} data-count={count}>
      {t(`dashboard.${key}`, { count })}
    </span>
  );
}

/** One card per held app, grouped by system group (issue 2, part 8), with its live figure (issue 18). */
export function Component() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const auth = useAtomValue(authAtom);
  const groups = heldGroups(auth);
  const figures = useQuery({ ...dashboardQuery(auth?.stages.activeStageId), enabled: groups.length > 0 });
  const live = useReportLive();
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
      <div className="flex flex-col gap-8" data-testid="dashboard-cards" data-live={live}>
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
                    <CardFigure appId={id} figures={figures.data} />
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
