import { APP_GROUPS, APPS, type AppId } from '@mizan/domain/access';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PageHeader } from '../app/PageHeader';
import { useLang } from '../app/useLang';

/**
 * A section whose area issue has not landed yet: its real title and a plain notice, no sample data.
 * Each area issue replaces this route with its own routes under the same path.
 */
export function Component() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const appId = useMatches()
    .map((m) => (m.handle as { appId?: AppId } | undefined)?.appId)
    .find(Boolean);
  if (!appId) return null;
  return (
    <>
      <PageHeader title={APPS[appId][lang]} subtitle={APP_GROUPS[APPS[appId].group][lang]} />
      <div
        className="rounded-xl border border-dashed border-line bg-panel p-10 text-center"
        data-testid="section-pending"
      >
        <p className="font-medium">{t('section.pendingTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('section.pendingBody')}</p>
      </div>
    </>
  );
}
