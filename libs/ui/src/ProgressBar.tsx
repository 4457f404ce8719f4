export interface ProgressBarProps {
  /** 0 to 1. */
  value: number;
  label: string;
  'data-testid'?: string;
}

/** A determinate progress bar (file uploads); it fills from the start edge in both directions. */
export function ProgressBar({ value, label, ...rest }: ProgressBarProps) {
  const pct = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      data-testid={rest['data-testid']}
      className="h-2 w-full overflow-hidden rounded-full bg-line"
    >
      <div className="h-full rounded-full bg-primary-600 transition-[width]" style={{ width: `${pct}%` }} />
    </div>
  );
}
