import type { ReactNode } from 'react';
import { cx } from './cx';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  /** Some, not all, children ticked. */
  indeterminate?: boolean;
  /** Why it is disabled, shown as a tooltip and announced. */
  title?: string;
  className?: string;
  'data-testid'?: string;
}

export function Checkbox({
  checked,
  onChange,
  label,
  disabled,
  indeterminate,
  title,
  className,
  ...rest
}: CheckboxProps) {
  return (
    <label
      title={title}
      className={cx(
        'inline-flex items-start gap-2 text-sm',
        disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
        className,
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        data-testid={rest['data-testid']}
        ref={(el) => {
          if (el) el.indeterminate = !!indeterminate && !checked;
        }}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-primary-600"
      />
      <span>{label}</span>
    </label>
  );
}
