import { EXAM_MESSAGES, STUDENT_LIMITS, type StudentsFileResult } from '@mizan/domain/exam-generation';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { BYTES_PER_MB } from '@mizan/domain/limits';
import { Alert, Button, Dialog, ProgressBar } from '@mizan/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { errorText } from '../../course-scope/errors';
import { showToast } from '../../state/store';
import type { ExamLive } from '../hooks/useExamLive';
import { uploadStudents } from '../students.api';

const EXCEL = /\.(xlsx|xls)$/i;

interface Props {
  examId: number;
  version: number;
  live: ExamLive;
  open: boolean;
  onClose: () => void;
}

/**
 * The students sheet (API.md 'From a sheet': A national id, B number, C/D names): checked first
 * (dry run) with the row report, as the course import shows it; only Import writes.
 */
export function StudentsFileDialog({ examId, version, live, open, onClose }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<StudentsFileResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const n = (x: number) => formatNumber(x, lang);

  const close = () => {
    setFile(null);
    setReport(null);
    setError(null);
    onClose();
  };

  const choose = (f: File | null) => {
    setReport(null);
    setError(null);
    setFile(null);
    if (!f) return;
    if (!EXCEL.test(f.name)) return setError(t('students.file.type'));
    if (f.size >= STUDENT_LIMITS.sheetMaxBytes)
      return setError(t('students.file.size', { max: n(STUDENT_LIMITS.sheetMaxBytes / BYTES_PER_MB) }));
    setFile(f);
  };

  const send = async (dryRun: boolean) => {
    if (!file) return setError(pick(EXAM_MESSAGES.sheetRequired, lang));
    setError(null);
    setProgress(0);
    try {
      const r = await uploadStudents(examId, file, version, dryRun, setProgress);
      setReport(r);
      if (!dryRun) {
        live.wrote(r.lockVersion);
        showToast(pick(r.message, lang), 'success');
      }
    } catch (x) {
      if (x instanceof ApiError && x.status === 409) await live.whatChanged(version);
      setError(errorText(x, lang));
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
      title={t('students.file.title')}
      width={760}
      data-testid="students-file-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {done ? t('common.close') : t('common.cancel')}
          </Button>
          {!done && (
            <Button
              variant={checked ? 'secondary' : 'primary'}
              onClick={() => void send(true)}
              busy={busy && !checked}
              disabled={!file || busy}
              data-testid="students-file-check"
            >
              {t('students.file.check')}
            </Button>
          )}
          {checked && (
            <Button
              onClick={() => void send(false)}
              busy={busy}
              disabled={report.imported === 0}
              data-testid="students-file-import"
            >
              {t('students.file.import', { count: report.imported, n: n(report.imported) })}
            </Button>
          )}
        </>
      }
    >
      <p className="mb-3 text-muted">{t('students.file.columns')}</p>
      <input
        id={inputId}
        type="file"
        accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
        disabled={busy}
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
        data-testid="students-file-input"
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
          {t('students.file.choose')}
        </button>
        <bdi className="truncate text-muted" data-testid="students-file-name">
          {file?.name ?? t('students.file.none')}
        </bdi>
      </span>
      {busy && (
        <div className="mt-4">
          <ProgressBar value={progress} label={t('students.file.uploading')} />
        </div>
      )}
      {error && (
        <Alert kind="error" className="mt-4" data-testid="students-file-error">
          {error}
        </Alert>
      )}
      {report && (
        <div className="mt-4" data-testid="students-file-report">
          <Alert kind={report.skipped ? 'warning' : 'info'}>{pick(report.message, lang)}</Alert>
          <div className="mt-3 max-h-72 overflow-y-auto rounded border border-line">
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-surface text-muted">
                <tr>
                  {['row', 'number', 'result'].map((h) => (
                    <th key={h} className="px-2 py-1 text-start font-medium">
                      {t(`students.file.col.${h}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.rows.map((r) => (
                  <tr
                    key={r.row}
                    className="border-t border-line"
                    data-testid={`students-file-row-${r.row}`}
                    data-status={r.status}
                  >
                    <td className="px-2 py-1">{n(r.row)}</td>
                    <td className="px-2 py-1" data-user-content>
                      <bdi>{r.studentNumber ?? '—'}</bdi>
                    </td>
                    <td className="px-2 py-1">
                      <span
                        className={
                          r.status === 'imported'
                            ? 'text-success-600'
                            : 'text-danger-600 dark:text-danger-500'
                        }
                      >
                        {t(
                          `students.file.${report.dryRun && r.status === 'imported' ? 'willImport' : r.status}`,
                        )}
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
