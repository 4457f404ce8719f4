import { REVIEW_LIMITS, type Decision } from '@mizan/domain/review';
import { Button, Dialog } from '@mizan/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/texts/review';

/**
 * SPEC 4: approve and reject are confirmed (reopen too: it takes the question out of exams). The
 * reviewer may add a comment, which the creator receives with the decision.
 */
export function DecisionDialog({
  decision,
  busy,
  onConfirm,
  onCancel,
}: {
  decision: Decision | null;
  busy: boolean;
  onConfirm: (decision: Decision, comment: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const [comment, setComment] = useState('');
  // The last decision asked for, so the dialog keeps its texts while it closes.
  const [shown, setShown] = useState<Decision>('approve');
  useEffect(() => {
    if (decision) {
      setShown(decision);
      setComment('');
    }
  }, [decision]);

  return (
    <Dialog
      open={decision !== null}
      onClose={busy ? () => undefined : onCancel}
      title={t(`decision.${shown}.title`)}
      data-testid="review-decision-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button
            variant={shown === 'reject' ? 'danger' : 'primary'}
            onClick={() => onConfirm(shown, comment.trim())}
            busy={busy}
            data-testid="review-decision-confirm"
          >
            {t(`decision.${shown}.confirm`)}
          </Button>
        </>
      }
    >
      <p>{t(`decision.${shown}.body`)}</p>
      <label htmlFor={id} className="mt-4 block text-sm font-medium">
        {t(shown === 'reject' ? 'decision.reasonLabel' : 'decision.commentLabel')}
      </label>
      <textarea
        id={id}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={REVIEW_LIMITS.commentMax}
        rows={4}
        dir="auto"
        className="mt-1 w-full rounded-md border border-line bg-panel px-3 py-2 text-sm text-ink outline-none focus:ring-2 focus:ring-primary-500"
        data-testid="review-decision-comment"
      />
      <p className="mt-1 text-xs text-muted">{t('decision.commentHint')}</p>
    </Dialog>
  );
}
