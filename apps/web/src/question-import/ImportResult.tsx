import { formatNumber, pick } from '@mizan/domain/i18n';
import type { ImportCommitResponse, ImportPreviewResponse } from '@mizan/domain/question-import';
import { Alert, Button } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import '../i18n/texts/question-import';
import { ButtonLink } from '../app/ButtonLink';

interface Props {
  result: ImportCommitResponse;
  preview: ImportPreviewResponse;
  listPath: string;
  onAgain: () => void;
}

/** How many questions the import added out of the file's, with the way back to the list or to another file. */
export function ImportResult({ result, preview, listPath, onAgain }: Props) {
  const { t } = useTranslation('question-import');
  const lang = useLang();
  const counts = [
    ['added', result.added],
    ['total', preview.counts.total],
    ['valid', preview.counts.valid],
    ['invalid', preview.counts.invalid],
  ] as const;
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-line bg-panel p-4"
      data-testid="import-result"
    >
      <Alert kind="info">{pick(result.message, lang)}</Alert>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {counts.map(([k, v]) => (
          <div key={k} className="rounded-md bg-surface p-3">
            <dt className="text-muted">{t(`result.${k}`)}</dt>
            <dd className="text-xl font-semibold" data-testid={`import-count-${k}`}>
              {formatNumber(v, lang)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={listPath} variant="primary" testId="import-to-list">
          {t('result.toList')}
        </ButtonLink>
        <Button variant="secondary" onClick={onAgain} data-testid="import-again">
          {t('result.again')}
        </Button>
      </div>
    </section>
  );
}
