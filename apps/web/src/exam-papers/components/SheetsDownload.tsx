import { BLANK_SHEETS_MAX } from '@mizan/domain/exam-papers';
import { Button, SelectField, TextField } from '@mizan/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../hooks/useAction';
import { downloadSheets } from '../papers.api';
import { ErrorNote } from './ErrorNote';
import type { PaperScreenProps } from './PaperShell';

/** Bubble sheets: one per seated student (name, numbers, model printed), or blank ones to bubble. */
export function SheetsDownload({ view, examId }: PaperScreenProps) {
  const { t } = useTranslation('exam-papers');
  const [paper, setPaper] = useState<'A4' | 'Letter'>('A4');
  const [count, setCount] = useState('30');
  const { busy, error, run } = useAction();
  const n = Number(count);
  const countOk = Number.isInteger(n) && n >= 1 && n <= BLANK_SHEETS_MAX;
  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid="print-sheets">
      <h2 className="mb-3 text-lg font-semibold">{t('print.sheets')}</h2>
      <ErrorNote error={error} testId="print-sheets-error" />
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={t('print.paper')}
          value={paper}
          onChange={(v) => setPaper(v as 'A4' | 'Letter')}
          options={[
            { value: 'A4', label: 'A4' },
            { value: 'Letter', label: 'Letter' },
          ]}
          data-testid="print-sheets-paper"
        />
        <Button
          variant="secondary"
          busy={busy === 'seated'}
          disabled={busy !== null}
          onClick={() =>
            run('seated', () =>
              downloadSheets(examId, { paper }, `${view.exam.name} - ${t('print.sheetsFile')}`),
            )
          }
          data-testid="print-sheets-seated"
        >
          {t('print.sheetsSeated')}
        </Button>
        <TextField
          label={t('print.blankCount')}
          type="number"
          min={1}
          max={BLANK_SHEETS_MAX}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          className="w-32"
          data-testid="print-sheets-count"
        />
        <Button
          variant="secondary"
          busy={busy === 'blank'}
          disabled={busy !== null || !countOk}
          onClick={() =>
            run('blank', () =>
              downloadSheets(examId, { paper, count: n }, `${view.exam.name} - ${t('print.blankFile')}`),
            )
          }
          data-testid="print-sheets-blank"
        >
          {t('print.sheetsBlank')}
        </Button>
      </div>
    </section>
  );
}
