import { pick } from '@mizan/domain/i18n';
import { Alert, Spinner } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';

/**
 * While a course's report loads, or why it is empty: the API's 404 says so (a course without
 * questions or exams); other failures are the fetch wrapper's.
 */
export function ReportState({ error }: { error: unknown }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  if (error instanceof ApiError && error.status === 404)
    return (
      <Alert kind="info" data-testid="report-empty">
        {pick(error.text, lang)}
      </Alert>
    );
  if (error) return null;
  return <Spinner label={t('loading')} />;
}
