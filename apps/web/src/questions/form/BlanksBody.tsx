import { LIMITS } from '@mizan/domain/limits';
import { Button, Checkbox, TextField } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { errorAt, FieldError, NumberField, RowButton } from './FormKit';
import { type BodyProps, type Of } from './body-props';
import '../../i18n/texts/question-form';

export function BlanksBody({ body, onChange, path, errors, qLang, testId }: BodyProps<Of<'3.7.'>>) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const n = (i: number) => formatNumber(i + 1, lang);
  const dir = qLang === 'ar' ? 'rtl' : 'ltr';
  const setBlank = (i: number, patch: Partial<Of<'3.7.'>['blanks'][number]>) =>
    onChange({ ...body, blanks: body.blanks.map((b, k) => (k === i ? { ...b, ...patch } : b)) });
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <p className="text-sm text-muted">{t('blanks.howTo', { max: formatNumber(LIMITS.blanksMax, lang) })}</p>
      <FieldError error={errorAt(errors, `${path}.blanks`)} testId={`${testId}-blanks-error`} />
      {body.blanks.length === 0 && <p className="text-sm italic text-muted">{t('blanks.none')}</p>}
      {body.blanks.map((b, i) => (
        <fieldset
          key={b.id}
          className="flex flex-col gap-3 rounded-md border border-line p-3"
          data-testid={`${testId}-blank-${i}`}
        >
          <legend className="px-1 font-semibold">{t('blanks.blank', { n: n(i) })}</legend>
          <p className="text-sm text-muted">
            {t('blanks.answers', { max: formatNumber(LIMITS.answersPerBlankMax, lang) })}
          </p>
          <div className="flex flex-wrap gap-2">
            {b.answers.map((a, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: plain-text answers have no id; the inputs are controlled
              <div key={`${b.id}-${k}`} className="flex items-end gap-1">
                <TextField
                  label={t('blanks.answer', { n: n(k), blank: n(i) })}
                  value={a}
                  dir={dir}
                  onChange={(e) =>
                    setBlank(i, { answers: b.answers.map((x, j) => (j === k ? e.target.value : x)) })
                  }
                  error={errorAt(errors, `${path}.blanks.${i}.answers.${k}`)}
                  data-testid={`${testId}-blank-${i}-answer-${k}`}
                  className="w-44"
                />
                <RowButton
                  label={t('blanks.removeAnswer', { n: n(k) })}
                  onClick={() => setBlank(i, { answers: b.answers.filter((_, j) => j !== k) })}
                  disabled={b.answers.length <= 1}
                  danger
                >
                  ✕
                </RowButton>
              </div>
            ))}
            <Button
              variant="ghost"
              onClick={() => setBlank(i, { answers: [...b.answers, ''] })}
              disabled={b.answers.length >= LIMITS.answersPerBlankMax}
              className="self-end"
              data-testid={`${testId}-blank-${i}-add-answer`}
            >
              + {t('blanks.addAnswer')}
            </Button>
          </div>
          <FieldError error={errorAt(errors, `${path}.blanks.${i}.answers`, `${path}.blanks.${i}`)} />
          <NumberField
            label={t('blanks.degree', { n: n(i) })}
            value={b.degree}
            onValue={(v) => setBlank(i, { degree: v ?? 0 })}
            min={0}
            step={0.25}
            error={errorAt(errors, `${path}.blanks.${i}.degree`)}
            data-testid={`${testId}-blank-${i}-degree`}
            className="w-44"
          />
        </fieldset>
      ))}
      <Checkbox
        checked={body.caseSensitive}
        onChange={(caseSensitive) => onChange({ ...body, caseSensitive })}
        label={t('blanks.caseSensitive')}
        data-testid={`${testId}-case-sensitive`}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('blanks.distractors')}</legend>
        <div className="flex flex-wrap gap-2">
          {body.distractors.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: plain-text answers have no id; the inputs are controlled
            <div key={`d-${i}`} className="flex items-end gap-1">
              <TextField
                label={t('blanks.distractor', { n: n(i) })}
                value={d}
                dir={dir}
                onChange={(e) =>
                  onChange({
                    ...body,
                    distractors: body.distractors.map((x, k) => (k === i ? e.target.value : x)),
                  })
                }
                error={errorAt(errors, `${path}.distractors.${i}`)}
                data-testid={`${testId}-distractor-${i}`}
                className="w-44"
              />
              <RowButton
                label={t('blanks.removeDistractor', { n: n(i) })}
                onClick={() => onChange({ ...body, distractors: body.distractors.filter((_, k) => k !== i) })}
                danger
              >
                ✕
              </RowButton>
            </div>
          ))}
          <Button
            variant="ghost"
            onClick={() => onChange({ ...body, distractors: [...body.distractors, ''] })}
            className="self-end"
            data-testid={`${testId}-add-distractor`}
          >
            + {t('blanks.addDistractor')}
          </Button>
        </div>
        <FieldError error={errorAt(errors, `${path}.distractors`)} />
      </fieldset>
    </div>
  );
}
