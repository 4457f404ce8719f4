import { useTranslation } from 'react-i18next';
import { errorAt, FieldError } from './FormKit';
import { type BodyProps, type Of } from './body-props';
import '../../i18n/texts/question-form';

export function TrueFalseBody({ body, onChange, path, errors, testId }: BodyProps<Of<'3.4.'>>) {
  const { t } = useTranslation('question-form');
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testId}>
      <legend className="mb-2 font-semibold">{t('trueFalse.answer')}</legend>
      <div className="flex gap-6">
        {([true, false] as const).map((v) => (
          <label key={String(v)} className="inline-flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={`${testId}-tf`}
              checked={body.correct === v}
              onChange={() => onChange({ ...body, correct: v })}
              className="size-4 accent-success-600"
              data-testid={`${testId}-${v ? 'true' : 'false'}`}
            />
            {v ? t('trueFalse.true') : t('trueFalse.false')}
          </label>
        ))}
      </div>
      <FieldError error={errorAt(errors, `${path}.correct`)} />
    </fieldset>
  );
}
