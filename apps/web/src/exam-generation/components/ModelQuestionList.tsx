import { labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import type { PrintedQuestion } from '@mizan/domain/exam-generation';
import { formatNumber } from '@mizan/domain/i18n';
import { Button } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../app/useLang';
import { PrintedHtml } from './PrintedHtml';

/** A model's question being edited: what the API saves, and what the screen shows and counts. */
export interface EditedQuestion extends PrintedQuestion {
  degree: string;
  /** Its position in the saved model (the candidates route asks by it); null when not saved there. */
  savedPosition: number | null;
}

interface Props {
  items: EditedQuestion[];
  onChange: (items: EditedQuestion[]) => void;
  /** Opens the ranked replacements of a saved position. */
  onReplace: (savedPosition: number, index: number) => void;
  /** The question-details screen of a question. */
  detailsOf: (questionId: number) => string;
}

/** Reorder, change a degree, remove, replace: each question with its printed text. */
export function ModelQuestionList({ items, onChange, onReplace, detailsOf }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const move = (i: number, by: number) => {
    const next = [...items];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
  };
  const set = (i: number, degree: string) => onChange(items.map((q, j) => (j === i ? { ...q, degree } : q)));
  return (
    <ol className="space-y-3" data-testid="model-questions">
      {items.map((q, i) => (
        <li
          key={q.questionId}
          className="rounded-lg border border-line bg-panel p-3"
          data-testid={`model-q-${i}`}
          data-question={q.questionId}
        >
          <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">{formatNumber(i + 1, lang)}.</span>
            <span className="text-muted">{labelOf(QUESTION_TYPES, q.questionType, lang)}</span>
            <Link
              to={detailsOf(q.questionId)}
              className="text-primary-700 hover:underline dark:text-primary-300"
              data-testid={`model-q-details-${i}`}
            >
              {t('insight.details')}
            </Link>
            <label className="ms-3 flex items-center gap-1">
              <span className="text-muted">{t('model.degree')}</span>
              <input
                type="number"
                min={0}
                step={0.5}
                value={q.degree}
                onChange={(e) => set(i, e.target.value)}
                className="w-20 rounded-md border border-line bg-panel px-2 py-1"
                data-testid={`model-degree-${i}`}
              />
            </label>
            <span className="ms-auto flex flex-wrap gap-1">
              <Button
                variant="ghost"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={t('model.up')}
                data-testid={`model-up-${i}`}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                disabled={i === items.length - 1}
                onClick={() => move(i, 1)}
                aria-label={t('model.down')}
                data-testid={`model-down-${i}`}
              >
                ↓
              </Button>
              <Button
                variant="secondary"
                disabled={q.savedPosition === null}
                title={q.savedPosition === null ? t('model.replaceAfterSave') : undefined}
                onClick={() => q.savedPosition !== null && onReplace(q.savedPosition, i)}
                data-testid={`model-replace-${i}`}
              >
                {t('model.replace')}
              </Button>
              <Button
                variant="danger"
                onClick={() => onChange(items.filter((_, j) => j !== i))}
                data-testid={`model-remove-${i}`}
              >
                {t('model.remove')}
              </Button>
            </span>
          </div>
          {/* The paper's number is the saved position; the list numbers the order on screen. */}
          <div className="[&_.question-number]:hidden">
            <PrintedHtml html={q.html} />
          </div>
        </li>
      ))}
    </ol>
  );
}
