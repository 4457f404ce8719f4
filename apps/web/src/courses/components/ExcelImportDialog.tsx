import { COURSE_TYPES, type CourseTypeCode, codesOf, labelOf } from '@mizan/domain/codes';
import { COURSE_MESSAGES, coursePaths, type FileImportResponse } from '@mizan/domain/courses';
import { fill, pick } from '@mizan/domain/i18n';
import { BYTES_PER_MB, LIMITS } from '@mizan/domain/limits';
import { Alert, Button, Dialog, ProgressBar, SelectField } from '@mizan/ui';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { scopeAtom } from '../../state/scopeAtom';
import { showToast } from '../../state/store';
import { errorText } from '../../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { uploadWithProgress } from '../../api/upload';
import { OWN_ERRORS } from '../../api/errors';

interface Props {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

const EXCEL = /\.(xlsx|xls)$/i;

/**
 * SPEC 5 course import by Excel: .xlsx/.xls under 5 MB, columns A to F. The file is first checked
 * (dry run) and the row-by-row report shown; only then does Import write, in one transaction.
 */
export function ExcelImportDialog({ open, onClose, onImported }: Props) {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const scope = useAtomValue(scopeAtom);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [courseType, setCourseType] = useState<CourseTypeCode>('15.1.');
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<FileImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setReport(null);
    setError(null);
    setProgress(null);
    onClose();
  };

  const choose = (f: File | null) => {
    setReport(null);
    setError(null);
    if (!f) return setFile(null);
    if (!EXCEL.test(f.name)) {
      setFile(null);
      return setError(pick(COURSE_MESSAGES.excelType, lang));
    }
    if (f.size >= LIMITS.courseImportMaxBytes) {
      setFile(null);
      return setError(
        pick(fill(COURSE_MESSAGES.excelSize, { max: LIMITS.courseImportMaxBytes / BYTES_PER_MB }), lang),
      );
    }
    setFile(f);
  };

  const send = async (dryRun: boolean) => {
    if (!file) return setError(pick(COURSE_MESSAGES.fileRequired, lang));
    const form = new FormData();
    form.append('file', file);
    form.append('dryRun', dryRun ? '1' : '0');
    form.append('courseType', courseType);
    if (scope) form.append('scopeId', String(scope.selectedScopeId));
    setError(null);
    setProgress(0);
    try {
      const r = await uploadWithProgress<FileImportResponse>(
        coursePaths.fileImport('165.1.1.'),
        form,
        setProgress,
        {
          method: 'POST',
          handled: OWN_ERRORS,
        },
      );
      setReport(r);
      if (!dryRun) {
        showToast(pick(r.message, lang), 'success');
        onImported();
      }
    } catch (e) {
      setError(errorText(e, lang));
    }
    setProgress(null);
  };

  const busy = progress !== null;
  const checked = report?.dryRun === true;
  const done = report && !report.dryRun;

  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : close}
      title={t('excel.title')}
      width={760}
      data-testid="excel-import-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {done ? t('common:close') : t('common:cancel')}
          </Button>
          {!done && (
            <Button
              variant={checked ? 'secondary' : 'primary'}
              onClick={() => void send(true)}
              busy={busy && !checked}
              disabled={!file || busy}
              data-testid="excel-check"
            >
              {t('excel.check')}
            </Button>
          )}
          {checked && (
            <Button
              onClick={() => void send(false)}
              busy={busy}
              disabled={report.imported === 0}
              data-testid="excel-import"
            >
              {t('excel.import', { count: report.imported, formatted: formatNumber(report.imported, lang) })}
            </Button>
          )}
        </>
      }
    >
      <p className="mb-3 text-muted">{t('excel.columns')}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('excel.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            disabled={busy}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            data-testid="excel-file"
            className="sr-only"
          />
          {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
          <span className="flex items-center gap-2 rounded-md border border-line bg-panel px-2 py-1.5 text-sm">
            <button
              type="button"
              disabled={busy}
              onClick={() => document.getElementById(inputId)?.click()}
              className="shrink-0 rounded bg-primary-50 px-2 py-1 font-medium hover:bg-primary-100 dark:bg-primary-950 dark:hover:bg-primary-900"
            >
              {t('excel.chooseFile')}
            </button>
            <span className="truncate text-muted" data-testid="excel-file-name">
              {file?.name ?? t('excel.noFile')}
            </span>
          </span>
          <p className="text-xs text-muted">{t('excel.fileHint')}</p>
        </div>
        <SelectField
          label={t('excel.courseType')}
          value={courseType}
          onChange={(v) => setCourseType(v as CourseTypeCode)}
          options={codesOf(COURSE_TYPES).map((c) => ({ value: c, label: labelOf(COURSE_TYPES, c, lang) }))}
          disabled={busy}
        />
      </div>
      {busy && (
        <div className="mt-4">
          <ProgressBar value={progress} label={t('excel.uploading')} data-testid="excel-progress" />
        </div>
      )}
      {error && (
        <Alert kind="error" className="mt-4" data-testid="excel-error">
          {error}
        </Alert>
      )}
      {report && (
        <div className="mt-4" data-testid="excel-report">
          <Alert kind={report.skipped ? 'warning' : 'info'}>{pick(report.message, lang)}</Alert>
          <div className="mt-3 max-h-72 overflow-y-auto rounded border border-line">
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-surface text-muted">
                <tr>
                  <th className="px-2 py-1 text-start font-medium">{t('excel.row')}</th>
                  <th className="px-2 py-1 text-start font-medium">{t('excel.course')}</th>
                  <th className="px-2 py-1 text-start font-medium">{t('excel.result')}</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((r) => (
                  <tr key={r.row} className="border-t border-line" data-testid={`excel-row-${r.row}`}>
                    <td className="px-2 py-1">{formatNumber(r.row, lang)}</td>
                    <td className="px-2 py-1">{pick(r.courseName, lang)}</td>
                    <td className="px-2 py-1">
                      <span
                        className={
                          r.status === 'imported'
                            ? 'text-success-600'
                            : 'text-danger-600 dark:text-danger-500'
                        }
                      >
                        {report.dryRun && r.status === 'imported'
                          ? t('excel.willImport')
                          : t(`excel.${r.status}`)}
                      </span>
                      {r.reason && <span className="ms-2 text-muted">{pick(r.reason, lang)}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Dialog>
  );
}
