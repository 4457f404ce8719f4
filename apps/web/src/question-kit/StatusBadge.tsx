import { labelOf, QUESTION_STATUSES, QuestionStatus, type QuestionStatusCode } from '@mizan/domain/codes';
import { useLang } from '../app/useLang';

const COLOURS: Record<QuestionStatusCode, string> = {
  [QuestionStatus.INCOMPLETE]: 'bg-warning-100 text-warning-900 dark:bg-warning-900/40 dark:text-warning-100',
  [QuestionStatus.PENDING_REVIEW]:
    'bg-primary-100 text-primary-900 dark:bg-primary-900/50 dark:text-primary-100',
  [QuestionStatus.APPROVED]: 'bg-success-600/15 text-success-600 dark:text-green-300',
  [QuestionStatus.REJECTED]: 'bg-danger-500/15 text-danger-600 dark:text-red-300',
  [QuestionStatus.DELETED]: 'bg-line text-muted',
  [QuestionStatus.COMPLETE]: 'bg-primary-600 text-white dark:bg-primary-700',
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
