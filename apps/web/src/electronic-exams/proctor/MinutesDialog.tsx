import { reopenSchema, TAKING_LIMITS } from '@mizan/domain/electronic-exams';
import { validateExamBody } from '@mizan/domain/exam-generation';
import { type Bilingual, pick } from '@mizan/domain/i18n';
import { Button, Dialog, TextField } from '@mizan/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { NS } from './i18n';

interface Props {
  open: boolean;
  title: string;
  /** Who the minutes are for (a student's name, or the whole sector). */
  message: string;
  confirmLabel: string;
  busy: boolean;
  onSave: (minutes: number) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}

/** Minutes for extra time or for reopening a submission, checked as the API checks them. */
export function MinutesDialog({ open, title, message, confirmLabel, busy, onSave, onClose, testId }: Props) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const [minutes, setMinutes] = useState('10');
  const [error, setError] = useState<Bilingual | null>(null);
  useEffect(() => {
    if (open) {
      setMinutes('10');
      setError(null);
    }
  }, [open]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = validateExamBody(reopenSchema, { minutes: minutes.trim() ? Number(minutes) : Number.NaN });
    if (!valid.success) return setError(valid.fields.minutes ?? Object.values(valid.fields)[0] ?? null);
    try {
      await onSave(valid.data.minutes);
    } catch (x) {
      if (x instanceof ApiError) setError(x.fields.minutes ?? x.text);
      else throw x;
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={title} width={440} data-testid={testId}>
      <form onSubmit={submit} noValidate className="grid gap-3">
        <p className="text-sm">{message}</p>
        <TextField
          label={t('minutes.label')}
          type="number"
          min={1}
          max={TAKING_LIMITS.extendMaxMinutes}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          error={error ? pick(error, lang) : undefined}
          hint={t('minutes.hint', { max: TAKING_LIMITS.extendMaxMinutes })}
          data-testid={`${testId}-minutes`}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={busy} data-testid={`${testId}-save`}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
