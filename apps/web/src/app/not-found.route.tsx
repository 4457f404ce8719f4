import { MESSAGES } from '@mizan/domain/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from './useLang';
import { buttonClass } from '@mizan/ui';

export function Component() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{MESSAGES.pageNotFound[lang]}</h1>
      <p className="text-muted">{t('notFound.body')}</p>
      <Link to="/dashboard" data-testid="back-home" className={buttonClass('primary')}>
        {t('backHome')}
      </Link>
    </main>
  );
}
