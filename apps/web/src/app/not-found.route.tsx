import { MESSAGES } from '@mizan/domain/messages';
import { useTranslation } from 'react-i18next';
import { useLang } from './useLang';
import { ButtonLink } from './ButtonLink';

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
      <ButtonLink to="/dashboard" variant="primary" testId="back-home">
        {t('backHome')}
      </ButtonLink>
    </main>
  );
}
