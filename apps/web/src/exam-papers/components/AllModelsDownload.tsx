import { type PaperFormat, PAPERS_ZIP_JOB } from '@mizan/domain/exam-papers';
import { formatNumber } from '@mizan/domain/i18n';
import { Button, Checkbox, ProgressBar, SelectField } from '@mizan/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { useAction } from '../hooks/useAction';
import { useJobProgress } from '../hooks/useJobProgress';
import { downloadAll } from '../papers.api';
import { ErrorNote } from './ErrorNote';
import type { PaperScreenProps } from './PaperShell';

/** Every model (and its key, if asked) in one zip; the server reports each file made over the socket. */
export function AllModelsDownload({ view, examId }: PaperScreenProps) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  const [format, setFormat] = useState<PaperFormat>('pdf');
  const [keys, setKeys] = useState(true);
  const [jobId, setJobId] = useState<string | null>(null);
  const jobs = useJobProgress();
  const { busy, error, run } = useAction();
  const progress = jobId ? jobs[jobId] : undefined;
  const allComplete = view.models.length > 0 && view.models.every((m) => m.complete);
  const start = () => {
    const id = crypto.randomUUID();
    setJobId(id);
    return run('zip', () => downloadAll(examId, { format, keys, progress: id }, view.exam.name));
  };
  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid="print-all">
      <h2 className="mb-3 text-lg font-semibold">{t('print.all')}</h2>
      <ErrorNote error={error} testId="print-all-error" />
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={t('print.format')}
          value={format}
          onChange={(v) => setFormat(v as PaperFormat)}
          options={[
            { value: 'pdf', label: t('print.pdf') },
            { value: 'docx', label: t('print.docx') },
          ]}
          data-testid="print-all-format"
        />
        <Checkbox
          label={t('print.withKeys')}
          checked={keys}
          onChange={setKeys}
          data-testid="print-all-keys"
        />
        <Button
          busy={busy === 'zip'}
          disabled={busy !== null || !allComplete}
          onClick={start}
          data-testid="print-all-download"
        >
          {t('print.allDownload')}
        </Button>
      </div>
      {busy === 'zip' && progress?.name === PAPERS_ZIP_JOB && (
        <div className="mt-3 flex items-center gap-3" data-testid="print-all-progress">
          <ProgressBar
            value={progress.total ? progress.done / progress.total : 0}
            label={t('print.allProgressLabel')}
          />
          <span className="shrink-0 text-sm text-muted">
            {t('print.allProgress', {
              done: formatNumber(progress.done, lang),
              total: formatNumber(progress.total, lang),
            })}
          </span>
        </div>
      )}
    </section>
  );
}
