import { answerLetter } from '@mizan/domain/codes';
import { formatNumber } from '@mizan/domain/i18n';
import { useTranslation } from 'react-i18next';
import { ExamRichText } from '../ExamRichText';
import type { AnswerProps, BodyOf, ResponseOf } from './types';

/**
 * Matching (3.6.): the answers column as a lettered list, and for each premise a select of those
 * letters (keyboard and screen readers work as with any select). Answered by the shown place.
 */
export function MatchingAnswer({
  body,
  response,
  onAnswer,
  name,
  lang,
  readOnly,
}: AnswerProps<BodyOf<'3.6.'>, ResponseOf<'3.6.'>>) {
  const { t } = useTranslation();
  const matches = response?.matches ?? {};
  const set = (premise: string, place: number | null) =>
    onAnswer({ type: '3.6.', matches: { ...matches, [premise]: place } });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <fieldset disabled={readOnly} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm text-muted">{t('answer.matchPrompt')}</legend>
        {body.premises.map((p, i) => {
          const id = `${name}-m-${p.id}`;
          const value = matches[p.id];
          return (
            <div
              key={p.id}
              className="flex items-start gap-3 rounded-lg border border-line bg-panel px-3 py-2"
            >
              <span className="font-semibold text-muted">{formatNumber(i + 1, lang)}</span>
              <label htmlFor={id} className="min-w-0 flex-1">
                <span className="sr-only">{t('answer.matchSelect', { n: i + 1 })}</span>
                <ExamRichText html={p.text} />
              </label>
              <select
                id={id}
                value={value == null ? '' : String(value)}
                onChange={(e) => set(p.id, e.target.value === '' ? null : Number(e.target.value))}
                className="rounded-md border border-line bg-panel px-2 py-1 text-ink focus:ring-2 focus:ring-primary-500"
              >
                <option value="">{t('answer.noMatch')}</option>
                {body.answers.map((_, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: answers are chosen by their shown place
                  <option key={j} value={j}>
                    {answerLetter(j, lang)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </fieldset>
      <ol className="flex flex-col gap-2" aria-label={t('answer.choices')}>
        {body.answers.map((a, j) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: answers are shown by place
            key={j}
            className="flex items-start gap-3 rounded-lg border border-dashed border-line px-3 py-2"
          >
            <span className="font-semibold text-muted">{answerLetter(j, lang)}</span>
            <ExamRichText html={a.text} className="min-w-0 flex-1" />
          </li>
        ))}
      </ol>
    </div>
  );
}
