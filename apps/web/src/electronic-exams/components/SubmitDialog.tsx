import { isAnswered } from '@mizan/domain/electronic-exams/taking';
import { pick } from '@mizan/domain/i18n';
import { Button } from '@mizan/ui/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useExam } from '../session/useExam';

/**
 * The confirmation before submitting: how many questions are unanswered, and no submit while an
 * answer is not saved yet. A native <dialog>: focus stays inside and Escape closes it.
 */
export function SubmitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useExam();
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const view = session.view;
  if (!view) return null;
  const unanswered = view.questions.filter((q) => !isAnswered(session.response(q.position))).length;
  const unsaved = session.overallState() !== 'saved';
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!(await session.submit())) setError(t('submit.unsaved'));
    } catch (e) {
      setError(e instanceof ApiError ? pick(e.text, view.lang) : t('entry.offline'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="submit-title"
      className="m-auto w-[min(28rem,92vw)] rounded-xl border border-line bg-panel p-6 text-ink shadow-xl backdrop:bg-black/40"
    >
      <h2 id="submit-title" className="text-lg font-semibold">
        {t('submit.confirmTitle')}
      </h2>
      <p className="mt-2">{t('submit.confirm')}</p>
      {unanswered > 0 && (
        <p className="mt-2 font-medium text-warning-800 dark:text-accent-500">
          {t('submit.unanswered', { count: unanswered })}
        </p>
      )}
      {(unsaved || error) && (
        <p role="alert" className="mt-2 text-danger-600">
          {error ?? t('submit.unsaved')}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('submit.cancel')}
        </Button>
        <Button onClick={submit} busy={busy} disabled={unsaved} data-testid="confirm-submit">
          {t('submit.yes')}
        </Button>
      </div>
    </dialog>
  );
}
