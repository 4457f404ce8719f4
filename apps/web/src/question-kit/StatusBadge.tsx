import { labelOf, QUESTION_STATUSES, type QuestionStatusCode } from '@mizan/domain/codes';
import { useLang } from '../app/useLang';

const COLOURS: Record<QuestionStatusCode, string> = {
  '5.1.': 'bg-warning-100 text-warning-900 dark:bg-warning-900/40 dark:text-warning-100',
  '5.2.': 'bg-primary-100 text-primary-900 dark:bg-primary-900/50 dark:text-primary-100',
  '5.3.': 'bg-success-600/15 text-success-600 dark:text-green-300',
  '5.4.': 'bg-danger-500/15 text-danger-600 dark:text-red-300',
  '5.5.': 'bg-line text-muted',
  '5.6.': 'bg-primary-600 text-white dark:bg-primary-700',
};

/** A question status (SPEC 3 5.x) as a coloured label in the active language. */
export function StatusBadge({ status }: { status: QuestionStatusCode }) {
  const lang = useLang();
  return (
    <span
      data-status={status}
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${COLOURS[status] ?? ''}`}
    >
      {labelOf(QUESTION_STATUSES, status, lang)}
    </span>
  );
}
