import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Last resort for a route that failed to load or render. */
export function RouteError() {
  const { t } = useTranslation('shell');
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">{t('error.title')}</h1>
      <p className="text-muted">{t('error.body')}</p>
      <div className="flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className="text-primary-600 underline">
          {t('error.reload')}
        </button>
        <Link to="/dashboard" className="text-primary-600 underline">
          {t('backHome')}
        </Link>
      </div>
    </main>
  );
}
