import { pick } from '@mizan/domain/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicInfo } from '@mizan/domain/session';
import { publicInfo } from '../api/auth.api';
import { useLang } from '../app/useLang';

/**
 * SPEC 1: the login page shows the marketing text, the system policy and the maintenance notice,
 * all sent by the server (GET /api/public/info) so a university can change them without a release.
 */
export function LoginInfo() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [info, setInfo] = useState<PublicInfo | null>(null);

  useEffect(() => {
    // The page works without it; nothing to show on failure.
    publicInfo().then(setInfo, () => undefined);
  }, []);

  if (!info) return null;
  return (
    <div className="flex flex-col gap-6">
      {info.maintenance && (
        <p
          role="note"
          data-testid="maintenance-notice"
          className="rounded-md border border-accent-500 bg-warning-100 p-3 text-sm text-warning-800 dark:bg-warning-900 dark:text-warning-100"
        >
          {pick(info.maintenance, lang)}
        </p>
      )}
      {info.marketing.length > 0 && (
        <section aria-labelledby="marketing-title">
          <h2 id="marketing-title" className="mb-3 text-lg font-semibold">
            {t('marketingTitle')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="marketing">
            {info.marketing.map((m) => (
              <li key={m.key} className="rounded-lg border border-line bg-panel p-3">
                <p className="font-medium text-primary-700 dark:text-primary-300">{pick(m.title, lang)}</p>
                <p className="mt-1 text-sm text-muted">{pick(m.text, lang)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="policy-title" data-testid="system-policy">
        <h2 id="policy-title" className="mb-1 text-sm font-semibold">
          {t('policyTitle')}
        </h2>
        <p className="whitespace-pre-line text-sm text-muted">{pick(info.policy, lang)}</p>
      </section>
    </div>
  );
}
