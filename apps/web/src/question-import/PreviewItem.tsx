import { labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { ImportPreviewItem } from '@mizan/domain/question-import';
import type { SubjectItem } from '@mizan/domain/subjects';
import { Checkbox } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { QuestionView } from '../question-kit/QuestionView';
import { type Assignment, AssignmentFields } from './Assignment';
import '../i18n/texts/question-import';

interface Props {
  item: ImportPreviewItem;
  subjects: SubjectItem[];
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** Its own subject and ILOs, replacing the shared ones; null when it takes the shared ones. */
  own: Assignment | null;
  /** What its own fields start from: the category's subject, or else the shared choice. */
  start: Assignment;
  onOwn: (value: Assignment | null) => void;
  /** What the server refused about this question at import. */
  errors: Record<string, string>;
  disabled: boolean;
}

const chip = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

/** One question found in the file: rendered as it would be stored, its validity and what it is filed under. */
export function PreviewItem({
  item,
  subjects,
  selected,
  onSelect,
  own,
  start,
  onOwn,
  errors,
  disabled,
}: Props) {
  const { t } = useTranslation('question-import');
  const lang = useLang();
  const n = formatNumber(item.index + 1, lang);
  const suggested = subjects.find((s) => s.subjectId === item.suggestedSubjectId);
  // With its own fields open, their messages sit by them; the rest (or all) show under the question.
  const messages = Object.entries(errors).filter(
    ([k]) => own === null || (!k.startsWith('ilos') && k !== 'subjectId'),
  );

  return (
    <li
      className={`rounded-lg border bg-panel p-4 ${
        item.valid ? (selected ? 'border-primary-500' : 'border-line') : 'border-danger-500/60'
      }`}
      data-testid={`import-item-${item.index}`}
      data-valid={item.valid}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {item.valid ? (
          <Checkbox
            checked={selected}
            onChange={onSelect}
            disabled={disabled}
            label={<span className="font-semibold">{t('preview.question', { n })}</span>}
            data-testid={`import-select-${item.index}`}
          />
        ) : (
          <span className="font-semibold">{t('preview.question', { n })}</span>
        )}
        <span className={`${chip} bg-surface text-muted`}>
          {item.questionType ? labelOf(QUESTION_TYPES, item.questionType, lang) : item.sourceType}
        </span>
        {item.valid ? (
          <span className={`${chip} bg-success-600/15 text-success-600 dark:text-green-300`}>
            {t('preview.valid')}
          </span>
        ) : (
          <span
            className={`${chip} bg-danger-500/15 text-danger-600 dark:text-red-300`}
            data-testid={`import-invalid-${item.index}`}
          >
            {t('preview.invalid')}
          </span>
        )}
        {item.category && (
          <span
            className={`${chip} bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-200`}
          >
            {t('preview.category', { name: item.category })}
          </span>
        )}
      </div>

      {item.reasons.length > 0 && (
        <ul
          className="mb-3 list-disc rounded-md bg-danger-500/10 px-6 py-2 text-sm text-danger-600 dark:text-red-300"
          data-testid={`import-reasons-${item.index}`}
        >
          {item.reasons.map((r) => (
            <li key={r.en}>{pick(r, lang)}</li>
          ))}
        </ul>
      )}
      {item.warnings.length > 0 && (
        <ul
          className="mb-3 list-disc rounded-md bg-warning-100 px-6 py-2 text-sm text-warning-900 dark:bg-warning-900/40 dark:text-warning-100"
          data-testid={`import-warnings-${item.index}`}
        >
          {item.warnings.map((w) => (
            <li key={w.en}>{pick(w, lang)}</li>
          ))}
        </ul>
      )}

      <div className="rounded-md border border-line bg-surface/50 p-3">
        {item.question ? (
          <QuestionView question={item.question} showAnswers data-testid={`import-view-${item.index}`} />
        ) : (
          <p dir="auto" className="whitespace-pre-line" data-testid={`import-view-${item.index}`}>
            {item.text}
          </p>
        )}
      </div>

      {item.valid && selected && (
        <div className="mt-3 flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <Checkbox
              checked={own !== null}
              onChange={(on) => onOwn(on ? start : null)}
              disabled={disabled}
              label={t('preview.own')}
              data-testid={`import-own-${item.index}`}
            />
            {suggested && own === null && (
              <span className="text-xs text-muted">
                {t('preview.suggested', { name: suggested.subjectName })}
              </span>
            )}
          </div>
          {own && (
            <AssignmentFields
              subjects={subjects}
              value={own}
              onChange={onOwn}
              errors={errors}
              disabled={disabled}
              testId={`import-own-fields-${item.index}`}
            />
          )}
        </div>
      )}
      {messages.length > 0 && (
        <ul className="mt-2 text-sm text-danger-600 dark:text-red-300" role="alert">
          {messages.map(([k, text]) => (
            <li key={k}>{text}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
