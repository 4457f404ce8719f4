import { LIMITS } from '@mizan/domain/limits';
import { collabField } from '@mizan/domain/questions';
import { Button } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { newId, weightSum } from './draft';
import { errorAt, FieldError, NumberField, RichField, RowButton } from './FormKit';
import { type BodyProps, type Of } from './body-props';
import '../../i18n/texts/question-form';

export function EssayBody({ body, onChange, path, prefix, errors, testId }: BodyProps<Of<'3.1.'>>) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const sum = weightSum(body.rubrics.map((r) => r.weight));
  const over = sum > LIMITS.rubricWeightSumMax;
  const setRubric = (i: number, patch: Partial<Of<'3.1.'>['rubrics'][number]>) =>
    onChange({ ...body, rubrics: body.rubrics.map((r, k) => (k === i ? { ...r, ...patch } : r)) });
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('essay.rubrics')}</legend>
        {body.rubrics.map((r, i) => (
          <div key={r.id} className="flex flex-col gap-2 rounded-md border border-line p-3 md:flex-row">
            <div className="min-w-0 flex-1">
              <RichField
                field={collabField(...prefix, 'rubric', r.id)}
                label={t('essay.rubric', { n: formatNumber(i + 1, lang) })}
                value={r.text}
                onChange={(text) => setRubric(i, { text })}
                error={errorAt(errors, `${path}.rubrics.${i}.text`)}
                testId={`${testId}-rubric-${i}`}
                compact
              />
            </div>
            <div className="flex items-start gap-2 md:w-44">
              <NumberField
                label={t('essay.rubricWeight')}
                value={r.weight}
                onValue={(v) => setRubric(i, { weight: v ?? 0 })}
                min={0}
                max={1}
                step={0.01}
                error={errorAt(errors, `${path}.rubrics.${i}.weight`)}
                data-testid={`${testId}-rubric-weight-${i}`}
                className="flex-1"
              />
              <RowButton
                label={t('essay.removeRubric', { n: formatNumber(i + 1, lang) })}
                onClick={() => onChange({ ...body, rubrics: body.rubrics.filter((_, k) => k !== i) })}
                danger
                testId={`${testId}-rubric-remove-${i}`}
              >
                ✕
              </RowButton>
            </div>
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              onChange({ ...body, rubrics: [...body.rubrics, { id: newId(), text: '', weight: 0 }] })
            }
            data-testid={`${testId}-rubric-add`}
          >
            + {t('essay.addRubric')}
          </Button>
          <p
            className={`text-sm font-medium ${over ? 'text-danger-600 dark:text-danger-500' : 'text-muted'}`}
            data-testid={`${testId}-weight-sum`}
            aria-live="polite"
          >
            {t('essay.weightSum', {
              sum: formatNumber(sum, lang),
              max: formatNumber(LIMITS.rubricWeightSumMax, lang),
            })}
          </p>
        </div>
        <FieldError error={errorAt(errors, `${path}.rubrics`)} testId={`${testId}-rubrics-error`} />
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <NumberField
          label={t('essay.answerLines')}
          value={body.answerLines}
          onValue={(v) => onChange({ ...body, answerLines: v ?? 0 })}
          min={0}
          step={1}
          error={errorAt(errors, `${path}.answerLines`)}
          data-testid={`${testId}-answer-lines`}
        />
        <NumberField
          label={t('essay.answerWordsMax')}
          value={body.answerWordsMax}
          onValue={(v) => onChange({ ...body, answerWordsMax: v })}
          min={1}
          step={1}
          error={errorAt(errors, `${path}.answerWordsMax`)}
          data-testid={`${testId}-answer-words`}
        />
      </div>
      <RichField
        field={collabField(...prefix, 'modelAnswer')}
        label={t('essay.modelAnswer')}
        value={body.modelAnswer}
        onChange={(modelAnswer) => onChange({ ...body, modelAnswer })}
        error={errorAt(errors, `${path}.modelAnswer`)}
        testId={`${testId}-model-answer`}
      />
    </div>
  );
}
