import { labelOf, QUESTION_STATUSES, QUESTION_TYPES } from '@mizan/domain/codes';
import type { SimilarQuestion } from '@mizan/domain/questions';
import { Button, Dialog } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { questionViewPath } from '../../course-scope/question-paths';
import { MathLine } from '../../question-kit/MathLine';
import '../../i18n/texts/question-form';

const percent = (n: number, lang: 'ar' | 'en') =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(n);

interface Props {
  open: boolean;
  courseId: number;
  /** Plain text of the question being written. */
  text: string;
  /** Text direction of the question's language. */
  dir: 'rtl' | 'ltr';
  similar: SimilarQuestion[];
  threshold: number;
  /** Set when a save was refused for these: the dialog then offers to save anyway. */
  onSaveAnyway?: () => void;
  saving?: boolean;
  onClose: () => void;
}

/** The new text beside each similar question of the course, most similar first (issue 4). */
export function SimilarDialog({
  open,
  courseId,
  text,
  dir,
  similar,
  threshold,
  onSaveAnyway,
  saving,
  onClose,
}: Props) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('similar.title')}
      width={1000}
      data-testid="qf-similar-dialog"
      footer={
        onSaveAnyway ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={saving} data-testid="qf-similar-keep">
              {t('similar.keepEditing')}
            </Button>
            <Button onClick={onSaveAnyway} busy={saving} data-testid="qf-save-anyway">
              {t('similar.saveAnyway')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose} data-testid="qf-similar-close">
            {t('similar.close')}
          </Button>
        )
      }
    >
      <p className="mb-3 text-muted">{t('similar.intro', { threshold: percent(threshold, lang) })}</p>
      <div className="grid max-h-[60vh] gap-4 overflow-y-auto md:grid-cols-2">
        <div className="rounded-md border border-primary-300 p-3 md:sticky md:top-0 md:self-start dark:border-primary-700">
          <h3 className="mb-2 font-semibold">{t('similar.yours')}</h3>
          <p dir={dir} className="whitespace-pre-wrap" data-testid="qf-similar-yours">
            {text}
          </p>
        </div>
        <ul className="flex flex-col gap-3">
          {similar.map((s) => (
            <li
              key={s.questionId}
              className="rounded-md border border-line p-3"
              data-testid={`qf-similar-${s.questionId}`}
            >
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <a
                  href={questionViewPath(courseId, s.questionType, s.questionId)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-semibold text-primary-700 underline dark:text-primary-300"
                >
                  {t('similar.theirs', { id: s.questionId })}
                </a>
                <span
                  className="rounded-full bg-warning-100 px-2 py-0.5 text-xs font-semibold text-warning-800 dark:bg-warning-800/30 dark:text-warning-100"
                  data-testid="qf-similar-percent"
                >
                  {t('similar.similarity', { percent: percent(s.similarity, lang) })}
                </span>
              </div>
              <p className="mb-2 text-xs text-muted">
                {labelOf(QUESTION_TYPES, s.questionType, lang)} · {labelOf(QUESTION_STATUSES, s.status, lang)}
              </p>
              <p className="whitespace-pre-wrap">
                <MathLine text={s.text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
