import { Alert, Button, Dialog, ProgressBar } from '@mizan/ui';
import { type ReactNode, useState } from 'react';
import { useLang } from '../../app/useLang';
import { errorText } from '../errors';
import { FilePicker } from './FilePicker';
import { type ReportRow, RowReport, type RowReportData } from './RowReport';

/** Excel workbooks, by extension and by type. */
const EXCEL_ACCEPT =
  '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';
const EXCEL_NAME = /\.(xlsx|xls)$/i;

export interface RowImportTexts {
  title: string;
  /** A label above the file, when the dialog has other fields. */
  fileLabel?: string;
  /** What the sheet's columns hold. */
  columns: string;
  choose: string;
  none: string;
  /** Refusals of a file that is not a workbook, or is too large. */
  wrongType: string;
  tooLarge: string;
  /** Below the file (types, size), when there is something to say. */
  fileHint?: string;
  uploading: string;
  check: string;
  /** The Import button, with the count the check found importable. */
  importN: (count: number) => string;
  cancel: string;
  close: string;
  headers: [string, string, string];
  statusText: (status: string) => string;
}

interface Props<T extends RowReportData<ReportRow>> {
  open: boolean;
  onClose: () => void;
  texts: RowImportTexts;
  /** The largest sheet taken; its type and size are checked before anything is sent. */
  maxBytes: number;
  /** One upload: a check (dry run) or the import itself, with progress 0..1. */
  upload: (file: File, dryRun: boolean, onProgress: (p: number) => void) => Promise<T>;
  /** Awaited while the dialog stays busy, so a write made next sees what the import changed. */
  onImported: (report: T) => Promise<void> | void;
  /** A refusal before its text is shown (e.g. a 409 to catch up on). */
  onRefused?: (error: unknown) => Promise<void> | void;
  /** The report's own column per row. */
  cell: (row: T['rows'][number]) => ReactNode;
  /** Fields beside the file (the course type of a course import), disabled while uploading. */
  fields?: (busy: boolean) => ReactNode;
  /** Test ids: `${testId}-check|import|report|row-N|error|progress`, and the dialog's, input's, name's. */
  testId: string;
  testIds: { dialog: string; input: string; name: string };
}

/**
 * A sheet imported row by row: the file is checked first (dry run) and the row report shown; only
 * then does Import write. Used by the course import (SPEC 5) and an exam's students sheet.
 */
export function RowImportDialog<T extends RowReportData<ReportRow>>({
  open,
  onClose,
  texts,
  maxBytes,
  upload,
  onImported,
  onRefused,
  cell,
  fields,
  testId,
  testIds,
}: Props<T>) {
  const lang = useLang();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<T | null>(null);
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
    const refusal = !f
      ? null
      : !EXCEL_NAME.test(f.name)
        ? texts.wrongType
        : f.size >= maxBytes
          ? texts.tooLarge
          : null;
    setError(refusal ?? null);
    setFile(refusal ? null : f);
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const r = await upload(file, dryRun, setProgress);
      setReport(r);
      if (!dryRun) await onImported(r);
    } catch (e) {
      await onRefused?.(e);
      setError(errorText(e, lang));
    }
    setProgress(null);
  };

  const busy = progress !== null;
  const checked = report?.dryRun === true;
  const done = report && !report.dryRun;
  const picker = (
    <div className="flex flex-col gap-1">
      <FilePicker
        accept={EXCEL_ACCEPT}
        label={texts.fileLabel}
        file={file}
        disabled={busy}
        onChoose={choose}
        chooseLabel={texts.choose}
        noneLabel={texts.none}
        testId={testIds.input}
        nameTestId={testIds.name}
      />
      {texts.fileHint && <p className="text-xs text-muted">{texts.fileHint}</p>}
    </div>
  );

  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : close}
      title={texts.title}
      width={760}
      data-testid={testIds.dialog}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {done ? texts.close : texts.cancel}
          </Button>
          {!done && (
            <Button
              variant={checked ? 'secondary' : 'primary'}
              onClick={() => void send(true)}
              busy={busy && !checked}
              disabled={!file || busy}
              data-testid={`${testId}-check`}
            >
              {texts.check}
            </Button>
          )}
          {checked && (
            <Button
              onClick={() => void send(false)}
              busy={busy}
              disabled={report.imported === 0}
              data-testid={`${testId}-import`}
            >
              {texts.importN(report.imported)}
            </Button>
          )}
        </>
      }
    >
      <p className="mb-3 text-muted">{texts.columns}</p>
      {fields ? (
        <div className="grid gap-3 md:grid-cols-2">
          {picker}
          {fields(busy)}
        </div>
      ) : (
        picker
      )}
      {busy && (
        <div className="mt-4">
          <ProgressBar value={progress} label={texts.uploading} data-testid={`${testId}-progress`} />
        </div>
      )}
      {error && (
        <Alert kind="error" className="mt-4" data-testid={`${testId}-error`}>
          {error}
        </Alert>
      )}
      {report && (
        <RowReport
          report={report}
          headers={texts.headers}
          cell={cell}
          statusText={texts.statusText}
          testId={testId}
        />
      )}
    </Dialog>
  );
}
