import type { ProctorStudentStatus } from '@mizan/domain/electronic-exams';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';

export const STATUSES: ProctorStudentStatus[] = [
  'answering',
  'idle',
  'disconnected',
  'submitted',
  'notSignedIn',
];

export const STATUS_TONE: Record<ProctorStudentStatus, string> = {
  answering: 'bg-success-600/15 text-success-600 dark:bg-success-600/30 dark:text-ink',
  idle: 'bg-warning-100 text-warning-900 dark:bg-warning-900/40 dark:text-warning-100',
  disconnected: 'bg-danger-600/15 text-danger-600 dark:bg-danger-600/30 dark:text-ink',
  submitted: 'bg-primary-100 text-primary-900 dark:bg-primary-900/40 dark:text-primary-100',
  notSignedIn: 'bg-line text-ink',
};

/** A student's live state as the proctor sees it. */
export function StatusBadge({ status, testId }: { status: ProctorStudentStatus; testId?: string }) {
  const { t } = useTranslation(NS);
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
