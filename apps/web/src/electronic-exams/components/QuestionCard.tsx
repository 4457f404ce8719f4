import type { StudentResponse, TakingQuestion } from '@mizan/domain/electronic-exams/taking';
import type { Bilingual } from '@mizan/domain/i18n';
import { pick } from '@mizan/domain/i18n';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../sync/answer-sync';
import { blankNumbers, QuestionAnswer } from './answers/QuestionAnswer';
import { ExamRichText } from './ExamRichText';
import { SaveIndicator } from './SaveIndicator';

export interface QuestionCardProps {
  question: TakingQuestion;
  total: number;
  response: StudentResponse | null;
  flagged: boolean;
  saveState: SaveState | null;
  refusal: Bilingual | undefined;
  lang: 'ar' | 'en';
  onAnswer: (position: number, response: StudentResponse | null, typed?: boolean) => void;
  onFlag: (position: number) => void;
  onFocus: (position: number) => void;
}

/** One question: its number, marks, save state and flag, the stem, and its answer part. */
export const QuestionCard = memo(function QuestionCard({
  question: q,
  total,
  response,
  flagged,
  saveState,
  refusal,
  lang,
  onAnswer,
  onFlag,
  onFocus,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const headingId = `q-${q.position}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex scroll-mt-20 flex-col gap-4 rounded-xl border border-line bg-panel p-5 shadow-sm"
      data-testid={`question-${q.position}`}
      onFocusCapture={() => onFocus(q.position)}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold outline-none">
          {t('question.of', { n: q.position, total })}
        </h2>
        <span className="text-sm text-muted">{t('question.marks', { count: q.degree })}</span>
        <span className="flex-1" />
        {saveState && <SaveIndicator state={saveState} testId={`save-${q.position}`} />}
        <button
          type="button"
          aria-pressed={flagged}
          onClick={() => onFlag(q.position)}
          className={`rounded-md border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-primary-500 ${
            flagged
              ? 'border-accent-500 bg-accent-500/15 font-medium text-warning-800 dark:text-accent-500'
              : 'border-line hover:bg-surface'
          }`}
        >
          <span aria-hidden="true">⚑ </span>
          {t(flagged ? 'question.flagged' : 'question.flag')}
        </button>
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-danger-600">
          {pick(refusal, lang)}
        </p>
      )}
      <ExamRichText
        html={q.stem}
        blankLabel={blankNumbers(q.body, lang)}
        className="text-base leading-relaxed"
      />
      <QuestionAnswer
        body={q.body}
        response={response}
        onAnswer={(r, typed) => onAnswer(q.position, r, typed)}
        name={`q${q.position}`}
        lang={lang}
      />
    </section>
  );
});
