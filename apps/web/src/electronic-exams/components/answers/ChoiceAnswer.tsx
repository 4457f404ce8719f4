import { answerLetter } from '@mizan/domain/codes';
import { useTranslation } from 'react-i18next';
import { ExamRichText } from '../ExamRichText';
import { type AnswerProps, type BodyOf, CONTROL, OPTION_ROW, type ResponseOf } from './types';

/**
 * MCQ (3.2., radio buttons) and MMCQ (3.3., check boxes): the options in the model's order,
 * answered by their shown place, each with its letter in the exam's language.
 */
export function ChoiceAnswer({
  body,
  response,
  onAnswer,
  name,
  lang,
  readOnly,
}: AnswerProps<BodyOf<'3.2.' | '3.3.'>, ResponseOf<'3.2.' | '3.3.'>>) {
  const { t } = useTranslation();
  const many = body.type === '3.3.';
  const chosen = new Set(response?.chosen ?? []);
  const pick = (i: number) => {
    if (!many) return onAnswer({ type: body.type, chosen: [i] });
    const next = new Set(chosen);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    onAnswer({ type: body.type, chosen: [...next].sort((a, b) => a - b) });
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={readOnly}>
      <legend className="mb-1 text-sm text-muted">
        {t(many ? 'answer.chooseMany' : 'answer.chooseOne')}
      </legend>
      {body.options.map((o, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are answered by their shown place
        <label key={i} className={OPTION_ROW}>
          <input
            type={many ? 'checkbox' : 'radio'}
            name={name}
            className={CONTROL}
            checked={chosen.has(i)}
            onChange={() => pick(i)}
          />
          <span className="font-semibold text-muted" aria-hidden="true">
            {answerLetter(i, lang)}
          </span>
          <ExamRichText html={o.text} className="min-w-0 flex-1" />
        </label>
      ))}
    </fieldset>
  );
}
