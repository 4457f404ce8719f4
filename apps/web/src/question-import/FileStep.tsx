import { fill, formatNumber, pick } from '@mizan/domain/i18n';
import { BYTES_PER_MB, LIMITS } from '@mizan/domain/limits';
import { IMPORT_KINDS, type ImportKind, QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { Alert, Button, ProgressBar } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import { FilePicker } from '../course-scope/import/FilePicker';
import '../i18n/texts/question-import';

interface Props {
  kind: ImportKind;
  file: File | null;
  error: string | null;
  /** Upload progress 0..1, null when not uploading. */
  progress: number | null;
  busy: boolean;
  onFile: (file: File | null, error: string | null) => void;
  onUpload: () => void;
}

/** SPEC 5 'Files': the file of the chosen kind, its type and size checked before anything is sent (the server checks again). */
export function FileStep({ kind, file, error, progress, busy, onFile, onUpload }: Props) {
  const { t } = useTranslation('question-import');
  const lang = useLang();
  const extensions = IMPORT_KINDS[kind].extensions;

  const choose = (f: File | null) => {
    if (!f) return onFile(null, null);
    const ext = f.name.toLowerCase().split('.').pop() ?? '';
    if (!(extensions as readonly string[]).includes(ext))
      return onFile(null, pick(fill(M.fileType, { types: extensions.map((e) => `.${e}`).join(', ') }), lang));
    if (f.size >= LIMITS.questionImportMaxBytes)
      return onFile(
        null,
        pick(fill(M.fileSize, { max: LIMITS.questionImportMaxBytes / BYTES_PER_MB }), lang),
      );
    onFile(f, null);
  };

  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-line bg-panel p-4"
      data-testid="import-upload"
    >
      <h2 className="font-semibold">{t('file.title', { kind: IMPORT_KINDS[kind][lang] })}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-72 flex-1 flex-col gap-1">
          <FilePicker
            label={t('file.label')}
            inputKey={kind}
            accept={extensions.map((e) => `.${e}`).join(',')}
            file={file}
            disabled={busy}
            onChoose={choose}
            chooseLabel={t('file.choose')}
            noneLabel={t('file.none')}
            testId="import-file"
            nameTestId="import-file-name"
          />
          <p className="text-xs text-muted">
            {t('file.hint', {
              types: extensions.map((e) => `.${e}`).join(lang === 'ar' ? '، ' : ', '),
              max: formatNumber(LIMITS.questionImportMaxBytes / BYTES_PER_MB, lang),
            })}
          </p>
        </div>
        <Button
          onClick={onUpload}
          disabled={!file || busy}
          busy={progress !== null}
          data-testid="import-preview"
        >
          {t('file.preview')}
        </Button>
      </div>
      {progress !== null && (
        <ProgressBar value={progress} label={t('file.uploading')} data-testid="import-progress" />
      )}
      {error && (
        <Alert kind="error" data-testid="import-file-error">
          {error}
        </Alert>
      )}
    </section>
  );
}
