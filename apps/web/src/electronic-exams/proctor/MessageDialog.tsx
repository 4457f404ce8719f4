import { proctorMessageSchema, TAKING_LIMITS } from '@mizan/domain/electronic-exams';
import { validateExamBody } from '@mizan/domain/exam-generation';
import { type Bilingual, pick } from '@mizan/domain/i18n';
import { Button, Dialog } from '@mizan/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { NS } from './i18n';

interface Props {
  open: boolean;
  sectorName: string;
  busy: boolean;
  onSend: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/** A message every student of the sector sees at once on their exam screen. */
export function MessageDialog({ open, sectorName, busy, onSend, onClose }: Props) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<Bilingual | null>(null);
  useEffect(() => {
    if (open) {
      setText('');
      setError(null);
    }
  }, [open]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = validateExamBody(proctorMessageSchema, { text });
    if (!valid.success) return setError(valid.fields.text ?? null);
    try {
      await onSend(valid.data.text);
    } catch (x) {
      if (x instanceof ApiError) setError(x.fields.text ?? x.text);
      else throw x;
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('message.title')} data-testid="proctor-message-dialog">
      <form onSubmit={submit} noValidate className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('message.label', { sector: sectorName })}
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={TAKING_LIMITS.messageMax}
          rows={4}
          dir="auto"
          aria-invalid={!!error}
          className="w-full rounded-md border border-line bg-panel px-3 py-2 text-sm text-ink outline-none focus:ring-2 focus:ring-primary-500"
          data-testid="proctor-message-text"
        />
        {error && (
          <p className="text-sm text-danger-600" role="alert">
            {pick(error, lang)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={busy} data-testid="proctor-message-send">
            {t('message.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
