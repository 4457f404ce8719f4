import { cx } from './cx';

export interface SpinnerProps {
  /** Read by screen readers; the spinner itself is decorative. */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role="status" className={cx('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent opacity-70"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
