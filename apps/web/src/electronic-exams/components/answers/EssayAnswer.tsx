import { countWords, TAKING_LIMITS } from '@mizan/domain/electronic-exams/taking';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerProps, BodyOf, ResponseOf } from './types';

/**
 * Essay (3.1.): plain text with line breaks, as many lines tall as the question asks, and the
 * answer-words counter (words counted as the server counts them: runs of letters or digits).
 */
export function EssayAnswer({
  body,
  response,
  onAnswer,
  readOnly,
}: AnswerProps<BodyOf<'3.1.'>, ResponseOf<'3.1.'>>) {
  const { t } = useTranslation();
  const id = useId();
  const text = response?.text ?? '';
  const words = countWords(text);
  const max = body.answerWordsMax;
  const over = max !== null && words > max;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('answer.essay')}
      </label>
      <textarea
        id={id}
        dir="auto"
        rows={Math.min(20, Math.max(4, body.answerLines))}
        readOnly={readOnly}
        maxLength={TAKING_LIMITS.essayMaxChars}
        value={text}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-count`}
        onChange={(e) => onAnswer({ type: '3.1.', text: e.target.value }, true)}
        className={`w-full rounded-md border bg-panel px-3 py-2 leading-relaxed text-ink outline-none focus:ring-2 focus:ring-primary-500 ${over ? 'border-danger-500' : 'border-line'}`}
      />
      <p
        id={`${id}-count`}
        className={`text-sm ${over ? 'font-medium text-danger-600' : 'text-muted'}`}
        aria-live="polite"
      >
        {max === null ? t('answer.words', { count: words }) : t('answer.wordsOfMax', { count: words, max })}
        {over && <> · {t('answer.overLimit')}</>}
      </p>
    </div>
  );
}
