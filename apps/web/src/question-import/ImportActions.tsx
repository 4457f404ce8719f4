import { formatNumber } from '@mizan/domain/i18n';
import { Alert, Button, Checkbox, ConfirmDialog } from '@mizan/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import type { CommitFailure } from './commit-failure';
import '../i18n/texts/question-import';

interface Props {
  count: number;
  /** The user may decide reviews (import-rights.ts): only then is 'import as approved' offered. */
  canApprove: boolean;
  approved: boolean;
  onApproved: (on: boolean) => void;
  failure: CommitFailure | null;
  busy: boolean;
  committing: boolean;
  onCommit: () => Promise<void>;
}

/** The import's last step, kept in view: as approved or as drafts, how many, and a confirmation. */
export function ImportActions(p: Props) {
  const { t } = useTranslation('question-import');
  const lang = useLang();
  const [confirming, setConfirming] = useState(false);
  const asApproved = p.canApprove && p.approved;
  return (
    <>
      <section
        className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-panel p-4 shadow-lg"
        data-testid="import-actions"
      >
        {p.canApprove ? (
          <Checkbox
            checked={p.approved}
            onChange={p.onApproved}
            disabled={p.busy}
            label={t('approved.label')}
            data-testid="import-approved"
          />
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-muted" data-testid="import-selected-count">
            {t('selected', { count: p.count, formatted: formatNumber(p.count, lang) })}
          </span>
          <Button
            onClick={() => setConfirming(true)}
            disabled={p.count === 0 || p.busy}
            data-testid="import-commit"
          >
            {t('commit')}
          </Button>
        </div>
        {p.failure && (
          <Alert kind="error" className="w-full" data-testid="import-commit-error">
            {p.failure.text}
          </Alert>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('confirm.title')}
        message={t(asApproved ? 'confirm.approved' : 'confirm.draft', {
          count: p.count,
          formatted: formatNumber(p.count, lang),
        })}
        confirmLabel={t('commit')}
        cancelLabel={t('common:cancel')}
        busy={p.committing}
        onConfirm={() => void p.onCommit().finally(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
        data-testid="import-confirm"
      />
    </>
  );
}
