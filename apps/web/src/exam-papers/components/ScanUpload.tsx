import { pick } from '@mizan/domain/i18n';
import { SCAN_EXTENSIONS, SCAN_LIMITS, SCORING_MESSAGES, type ScanBatchView } from '@mizan/domain/scoring';
import { fill } from '@mizan/domain/i18n';
import { Button, ProgressBar } from '@mizan/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { useAction } from '../hooks/useAction';
import { uploadScan } from '../papers.api';
import { ErrorNote } from './ErrorNote';

const ACCEPT = SCAN_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The scanner's PDF or one sheet's image; its type and size are checked here as the API checks them. */
export function ScanUpload({
  examId,
  onUploaded,
}: {
  examId: number;
  onUploaded: (b: ScanBatchView) => void;
}) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [local, setLocal] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const choose = (f: File | null) => {
    setLocal(null);
    setFile(null);
    if (!f) return;
    const ext = /\.([a-z0-9]+)$/i.exec(f.name)?.[1]?.toLowerCase() ?? '';
    if (!(SCAN_EXTENSIONS as readonly string[]).includes(ext))
      return setLocal(pick(SCORING_MESSAGES.scanType, lang));
    if (f.size >= SCAN_LIMITS.maxBytes)
      return setLocal(
        pick(fill(SCORING_MESSAGES.scanTooLarge, { mb: SCAN_LIMITS.maxBytes / 1024 / 1024 }), lang),
      );
    setFile(f);
  };
  const send = () =>
    file &&
    run('upload', async () => {
      setSent(0);
      onUploaded(await uploadScan(examId, file, setSent));
      setFile(null);
      if (input.current) input.current.value = '';
    });
  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid="scan-upload">
      <h2 className="mb-1 text-lg font-semibold">{t('scans.upload')}</h2>
      <p className="mb-3 text-sm text-muted">
        {t('scans.uploadHint', { mb: SCAN_LIMITS.maxBytes / 1024 / 1024, pages: SCAN_LIMITS.maxPages })}
      </p>
      <ErrorNote error={error} testId="scan-upload-error" />
      {local && (
        <p role="alert" className="mb-3 text-sm text-danger-600" data-testid="scan-upload-local-error">
          {local}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          aria-label={t('scans.file')}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          className="text-sm file:me-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-ink"
          data-testid="scan-file"
        />
        <Button
          onClick={send}
          disabled={!file || busy !== null}
          busy={busy === 'upload'}
          data-testid="scan-send"
        >
          {t('scans.send')}
        </Button>
      </div>
      {busy === 'upload' && (
        <div className="mt-3">
          <ProgressBar value={sent} label={t('scans.sending')} data-testid="scan-upload-progress" />
        </div>
      )}
    </section>
  );
}
