import type { ExamView } from '@mizan/domain/exam-generation';
import { type Bilingual, pick } from '@mizan/domain/i18n';
import { Button, ConfirmDialog } from '@mizan/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { showToast } from '../../state/store';
import { postPublish } from '../exam.api';
import type { ExamLive } from '../hooks/useExamLive';

/**
 * Publish (SPEC 4): asked first; an exam published before answers 409 with the re-publish warning,
 * shown in a second confirmation that publishes with `confirm`.
 */
export function PublishButton({ view, live }: { view: ExamView; live: ExamLive }) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const [ask, setAsk] = useState<null | { republish: Bilingual | null }>(null);
  const [busy, setBusy] = useState(false);
  const incomplete = view.status !== 'modelsComplete';

  const publish = async () => {
    const confirm = !!ask?.republish;
    setBusy(true);
    try {
      const r = await postPublish(view.exam.examId, {
        version: view.lockVersion,
        ...(confirm ? { confirm } : {}),
      });
      await live.wrote(r.lockVersion);
      setAsk(null);
      showToast(t('details.published'), 'success');
    } catch (x) {
      if (!(x instanceof ApiError)) throw x;
      const body = x.body as { republish?: boolean } | null;
      if (x.status === 409 && body?.republish) {
        setAsk({ republish: x.text });
        return;
      }
      setAsk(null);
      if (x.status === 409) await live.whatChanged(view.lockVersion);
      showToast(pick(x.text, lang), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        onClick={() => setAsk({ republish: null })}
        disabled={incomplete}
        title={view.status === 'draft' ? t('details.publishNeedsComplete') : undefined}
        data-testid="exam-publish"
      >
        {t('details.publish')}
      </Button>
      <ConfirmDialog
        open={!!ask}
        title={ask?.republish ? t('details.republishTitle') : t('details.publishTitle')}
        message={ask?.republish ? pick(ask.republish, lang) : t('details.publishBody')}
        confirmLabel={t('details.publish')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onConfirm={publish}
        onCancel={() => setAsk(null)}
        data-testid={ask?.republish ? 'exam-republish-dialog' : 'exam-publish-dialog'}
      />
    </>
  );
}
