import { answerLetter } from '@mizan/domain/codes';
import { collabField } from '@mizan/domain/questions';
import { Button } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { move, newId } from './draft';
import { errorAt, FieldError, RichField, RowButton } from './FormKit';
import { type BodyProps, type Of, OPTIONS_MAX, OPTIONS_MIN } from './body-props';
import '../../i18n/texts/question-form';

export function ChoiceBody({
  body,
  onChange,
  path,
  prefix,
  errors,
  qLang,
  testId,
}: BodyProps<Of<'3.2.'> | Of<'3.3.'>>) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const single = body.type === '3.2.';
  const letter = (i: number) => answerLetter(i, qLang);
  const set = (options: Of<'3.2.'>['options']) => onChange({ ...body, options });
  const correctCount = body.options.filter((o) => o.correct).length;
  return (
    <fieldset className="flex flex-col gap-3" data-testid={testId}>
      <legend className="mb-2 font-semibold">{t('choice.options')}</legend>
      {body.options.map((o, i) => (
        <div
          key={o.id}
          className={`flex flex-col gap-2 rounded-md border p-3 md:flex-row md:items-start ${
            o.correct ? 'border-success-600 bg-success-600/5' : 'border-line'
          }`}
          data-testid={`${testId}-option-${i}`}
        >
          <span
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100"
            data-testid={`${testId}-letter-${i}`}
          >
            {letter(i)}
          </span>
          <div className="min-w-0 flex-1">
            <RichField
              field={collabField(...prefix, 'option', o.id)}
              label={t('choice.option', { letter: letter(i) })}
              value={o.text}
              onChange={(text) => set(body.options.map((x, k) => (k === i ? { ...x, text } : x)))}
              error={errorAt(errors, `${path}.options.${i}.text`, `${path}.options.${i}`)}
              testId={`${testId}-option-text-${i}`}
              compact
            />
          </div>
          <div className="flex items-center gap-1">
            <label className="me-2 inline-flex cursor-pointer items-center gap-2 text-sm">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`${testId}-correct`}
                checked={o.correct}
                onChange={(e) =>
                  set(
                    body.options.map((x, k) =>
                      single ? { ...x, correct: k === i } : k === i ? { ...x, correct: e.target.checked } : x,
                    ),
                  )
                }
                className="size-4 accent-success-600"
                data-testid={`${testId}-correct-${i}`}
              />
              {single ? t('choice.correctOne') : t('choice.correctMany')}
            </label>
            <RowButton
              label={t('choice.moveUp', { letter: letter(i) })}
              onClick={() => set(move(body.options, i, -1))}
              disabled={i === 0}
              testId={`${testId}-up-${i}`}
            >
              ↑
            </RowButton>
            <RowButton
              label={t('choice.moveDown', { letter: letter(i) })}
              onClick={() => set(move(body.options, i, 1))}
              disabled={i === body.options.length - 1}
              testId={`${testId}-down-${i}`}
            >
              ↓
            </RowButton>
            <RowButton
              label={t('choice.removeOption', { letter: letter(i) })}
              onClick={() => set(body.options.filter((_, k) => k !== i))}
              disabled={body.options.length <= OPTIONS_MIN}
              danger
              testId={`${testId}-remove-${i}`}
            >
              ✕
            </RowButton>
          </div>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          onClick={() => set([...body.options, { id: newId(), text: '', correct: false }])}
          disabled={body.options.length >= OPTIONS_MAX}
          data-testid={`${testId}-add-option`}
        >
          + {t('choice.addOption')}
        </Button>
        <p className="text-sm text-muted" aria-live="polite">
          {t('choice.count', {
            count: body.options.length,
            min: formatNumber(OPTIONS_MIN, lang),
            max: formatNumber(OPTIONS_MAX, lang),
          })}
          {' · '}
          {t('choice.correctCount', { n: formatNumber(correctCount, lang) })}
        </p>
      </div>
      <FieldError error={errorAt(errors, `${path}.options`)} testId={`${testId}-options-error`} />
    </fieldset>
  );
}
