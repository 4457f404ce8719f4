import type { ReactNode } from 'react';
import { cx } from './cx';

export type AlertKind = 'error' | 'warning' | 'info';

export interface AlertProps {
  kind?: AlertKind;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

const KINDS: Record<AlertKind, string> = {
  error: 'border-danger-500 bg-danger-500/10 text-danger-600 dark:text-danger-500',
  warning:
    'border-warning-800/40 bg-warning-100 text-warning-800 dark:bg-warning-800/25 dark:text-warning-100',
  info: 'border-line bg-panel text-ink',
};

/** An inline message in place of content (a failed list, a refused save). */
export function Alert({ kind = 'error', children, className, ...rest }: AlertProps) {
  return (
    <div
      role={kind === 'info' ? 'status' : 'alert'}
      data-testid={rest['data-testid']}
      className={cx('rounded-md border px-4 py-3 text-sm', KINDS[kind], className)}
    >
      {children}
    </div>
  );
}
