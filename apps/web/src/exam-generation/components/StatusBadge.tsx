import type { ExamStatus } from '@mizan/domain/exam-generation';
import { useTranslation } from 'react-i18next';

const TONE: Record<ExamStatus, string> = {
  draft: 'bg-line text-ink',
  modelsComplete: 'bg-primary-100 text-primary-900 dark:bg-primary-900/40 dark:text-primary-100',
  published: 'bg-success-600/15 text-success-600 dark:bg-success-600/30 dark:text-ink',
  distributionApproved: 'bg-warning-100 text-warning-900 dark:bg-warning-900/40 dark:text-warning-100',
};

/** An exam's SPEC 4 state. */
export function ExamStatusBadge({ status, testId }: { status: ExamStatus; testId?: string }) {
  const { t } = useTranslation('exam-generation');
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${TONE[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
