import { labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import type { PrintedQuestion } from '@mizan/domain/exam-generation';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { Alert, Button, Dialog, Spinner } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { candidatesQuery, questionsPrintQuery } from '../exam.api';
import { PrintedHtml } from './PrintedHtml';

interface Props {
  examId: number;
  modelNo: number;
  /** The saved position of the question to replace; null closes the dialog. */
  position: number | null;
  onPick: (q: PrintedQuestion) => void;
  onClose: () => void;
}

/** Equivalent questions for one position (same specification row), best first, with their text. */
export function CandidatesDialog({ examId, modelNo, position, onPick, onClose }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const list = useQuery({ ...candidatesQuery(examId, modelNo, position ?? 1), enabled: position !== null });
  const ids = list.data?.candidates.map((c) => c.questionId) ?? [];
  const printed = useQuery({ ...questionsPrintQuery(examId, ids), enabled: ids.length > 0 }).data;
  const html = new Map(printed?.questions.map((q) => [q.questionId, q]));
  const n = (x: number) => formatNumber(x, lang);
  return (
    <Dialog
      open={position !== null}
      onClose={onClose}
      title={t('model.candidatesTitle', { n: n(position ?? 0) })}
      width={760}
      data-testid="candidates-dialog"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {list.isPending && <Spinner label={t('common.loading')} />}
      {list.error instanceof ApiError && <Alert>{pick(list.error.text, lang)}</Alert>}
      {list.data && !list.data.candidates.length && <p className="text-muted">{t('model.noCandidates')}</p>}
      <ol className="max-h-[60vh] space-y-3 overflow-y-auto">
        {list.data?.candidates.map((c, i) => {
          const q = html.get(c.questionId);
          return (
            <li
              key={c.questionId}
              className="rounded-md border border-line p-3"
              data-testid={`candidate-${c.questionId}`}
            >
              <div className="mb-2 flex flex-wrap items-center gap-3 text-xs text-muted">
                <span className="font-semibold text-ink">{t('model.rank', { n: n(i + 1) })}</span>
                <span>{labelOf(QUESTION_TYPES, c.questionType, lang)}</span>
                <span>{t('model.difficulty', { value: n(c.difficulty) })}</span>
                <span>{t('model.exposure', { count: c.exposureCount, n: n(c.exposureCount) })}</span>
                <Button
                  className="ms-auto"
                  disabled={!q}
                  onClick={() => q && onPick(q)}
                  data-testid={`candidate-use-${c.questionId}`}
                >
                  {t('model.use')}
                </Button>
              </div>
              {q ? <PrintedHtml html={q.html} /> : <Spinner label={t('common.loading')} />}
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
