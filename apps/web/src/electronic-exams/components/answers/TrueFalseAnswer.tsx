import { useTranslation } from 'react-i18next';
import { type AnswerProps, type BodyOf, CONTROL, OPTION_ROW, type ResponseOf } from './types';

/** True / false (3.4.): two radio buttons, arrow keys move between them. */
export function TrueFalseAnswer({
  response,
  onAnswer,
  name,
  readOnly,
}: AnswerProps<BodyOf<'3.4.'>, ResponseOf<'3.4.'>>) {
  const { t } = useTranslation();
  const value = response?.value ?? null;
  return (
    <fieldset className="flex flex-wrap gap-3" disabled={readOnly}>
      <legend className="sr-only">{t('answer.chooseOne')}</legend>
      {([true, false] as const).map((v) => (
        <label key={String(v)} className={`${OPTION_ROW} min-w-32`}>
          <input
            type="radio"
            name={name}
            className={CONTROL}
            checked={value === v}
            onChange={() => onAnswer({ type: '3.4.', value: v })}
          />
          <span>{t(v ? 'answer.true' : 'answer.false')}</span>
        </label>
      ))}
    </fieldset>
  );
}
