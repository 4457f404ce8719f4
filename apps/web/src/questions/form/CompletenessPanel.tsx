import { COMPLETE, INCOMPLETE, type QuestionIssue } from '@mizan/domain/questions';
import { pick } from '@mizan/domain/i18n';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../question-kit/StatusBadge';
import '../../i18n/texts/question-form';

/** SPEC 4: a question is INCOMPLETE until every required part is filled; this says which are not. */
export function CompletenessPanel({ missing, lang }: { missing: QuestionIssue[]; lang: 'ar' | 'en' }) {
  const { t } = useTranslation('question-form');
  const texts = [...new Set(missing.map((m) => pick(m.message, lang)))];
  return (
    <div
      className={`rounded-md border px-4 py-3 text-sm ${
        texts.length
          ? 'border-warning-800/40 bg-warning-100 text-warning-900 dark:bg-warning-800/25 dark:text-warning-100'
          : 'border-success-600/40 bg-success-600/10'
      }`}
      data-testid="qf-completeness"
      data-complete={texts.length === 0}
      aria-live="polite"
    >
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <span>{t('status.label')}:</span>
        <StatusBadge status={texts.length ? INCOMPLETE : COMPLETE} />
        <span>{texts.length ? t('status.incomplete') : t('status.complete')}</span>
      </p>
      {texts.length > 0 && (
        <ul className="ms-5 mt-1 list-disc">
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
